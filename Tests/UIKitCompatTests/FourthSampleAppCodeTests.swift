import Foundation
import Testing

@testable import UIKitCompat

/// What the third and fourth samples of open-source transition libraries (Pulley, ExpandingCollection,
/// SwiftEntryKit, CollectionViewPagingLayout; SKPhotoBrowser, PullToDismiss, BulletinBoard, …) needed from UIKit
/// beyond batch updates and text shadows, read back.
@Suite("UIKit spellings and behaviour the fourth app-code sample uses")
@MainActor
struct FourthSampleAppCodeTests {
    @Test("automaticallyAdjustsScrollViewInsets = false: .automatic adjusts only the axes that scroll")
    func automaticallyAdjusts() throws {
        let stage = try Stage(device: .iPhone15)
        let controller = UIViewController()
        stage.window.rootViewController = controller
        let scroll = UIScrollView(frame: stage.window.bounds)
        scroll.contentSize = CGSize(width: 393, height: 100)
        controller.view.addSubview(scroll)
        #expect(controller.automaticallyAdjustsScrollViewInsets)
        #expect(scroll.adjustedContentInset.top == 59, "by default the top is adjusted even when nothing scrolls")
        controller.automaticallyAdjustsScrollViewInsets = false
        #expect(scroll.adjustedContentInset == .zero, "as .scrollableAxes: a scroll view that does not scroll")
        scroll.contentSize = CGSize(width: 393, height: 2000)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    /// A 200 × 400 scroll view of 2000 points of content, a plain view filling the content.
    func scrollWithContent() throws -> (Stage, UIScrollView) {
        let stage = try Stage(size: CGSize(width: 200, height: 400))
        let scroll = UIScrollView(frame: stage.window.bounds)
        scroll.contentSize = CGSize(width: 200, height: 2000)
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 2000)))
        stage.window.addSubview(scroll)
        return (stage, scroll)
    }

    @Test(
        "canCancelContentTouches = false: once the content tracks the touch (after the delay), a drag does not scroll")
    func cancelContentTouches() throws {
        func dragged(canCancel: Bool, hold: TimeInterval, delays: Bool = true) throws -> CGFloat {
            let (stage, scroll) = try scrollWithContent()
            #expect(scroll.canCancelContentTouches)
            scroll.canCancelContentTouches = canCancel
            scroll.delaysContentTouches = delays
            try stage.perform(
                .down(at: CGPoint(x: 100, y: 300)).hold(hold).drag(to: CGPoint(x: 100, y: 100), duration: 0.3)
                    .release())
            try stage.clock.advance(by: 3)
            return scroll.contentOffset.y
        }
        #expect(try dragged(canCancel: true, hold: 0.3) > 150)
        #expect(try dragged(canCancel: false, hold: 0.3) == 0, "the content tracked the held touch")
        #expect(try dragged(canCancel: false, hold: 0) > 150, "a drag that starts at once is the scroll view's")
        #expect(
            try dragged(canCancel: false, hold: 0, delays: false) == 0, "without the delay the content tracks at once")
    }

    @Test("the deprecated status bar setters change nothing (view-controller-based appearance) and are reported")
    func statusBarSetters() throws {
        let stage = try Stage(device: .iPhone15)
        let before = stage.clock.diagnostics.count
        UIApplication.shared.isStatusBarHidden = true
        UIApplication.shared.statusBarStyle = .lightContent
        UIApplication.shared.setStatusBarHidden(true, with: .fade)
        UIApplication.shared.setStatusBarStyle(.lightContent, animated: true)
        #expect(!UIApplication.shared.isStatusBarHidden && UIApplication.shared.statusBarStyle == .default)
        let reports = stage.clock.diagnostics.dropFirst(before)
        #expect(reports.count == 4 && reports.allSatisfy { $0.contains("view-controller based") })
        UIViewController.attemptRotationToDeviceOrientation()
        #expect(UIApplication.shared.statusBarOrientation == .portrait, "the stage's device never turns")
    }

    @Test("isDoubleSided = false hides a layer turned away; a turn short of 90° or a mirror still shows")
    func doubleSided() throws {
        func redPixels(angle: CGFloat, doubleSided: Bool, mirror: Bool = false) throws -> Int {
            let stage = try Stage(size: CGSize(width: 200, height: 200))
            stage.window.backgroundColor = .white
            let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            card.layer.isDoubleSided = doubleSided
            var transform = CATransform3DMakeRotation(angle, 0, 1, 0)
            if mirror { transform = CATransform3DScale(transform, -1, 1, 1) }
            card.layer.transform = transform
            stage.window.addSubview(card)
            let image = Rasterizer().render(stage.renderTree())
            var count = 0
            for y in 0..<image.height {
                for x in 0..<image.width where image[x: x, y: y].r > 200 && image[x: x, y: y].g < 50 { count += 1 }
            }
            return count
        }
        #expect(CALayer().isDoubleSided)
        #expect(try redPixels(angle: 0.75 * .pi, doubleSided: true) > 1000, "its back shows by default")
        #expect(try redPixels(angle: 0.75 * .pi, doubleSided: false) == 0)
        #expect(try redPixels(angle: 0.25 * .pi, doubleSided: false) > 1000)
        #expect(try redPixels(angle: 0, doubleSided: false, mirror: true) > 1000, "a mirror image faces the viewer")
    }

    @Test("UIAccessibility.post records the notification only while VoiceOver runs; Smart Invert is a kept setting")
    func accessibility() throws {
        let stage = try Stage(size: CGSize(width: 100, height: 100))
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        #expect(stage.environment.accessibilityNotifications.isEmpty)
        stage.environment.isVoiceOverRunning = true
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .layoutChanged, argument: stage.window)
        #expect(stage.environment.accessibilityNotifications == [.announcement, .layoutChanged])
        let view = UIView()
        #expect(!view.accessibilityIgnoresInvertColors)
        view.accessibilityIgnoresInvertColors = true
        #expect(view.accessibilityIgnoresInvertColors)
    }

    /// A spinner subclass written as UIKit requires (a non-failable `init(coder:)`), as SKPhotoBrowser's is.
    final class Spinner: UIActivityIndicatorView {
        override init(frame: CGRect) { super.init(frame: frame) }
        required init(coder: NSCoder) { super.init(coder: coder) }
    }

    @Test("an untyped #colorLiteral is a UIColor; UIActivityIndicatorView's init(coder:) is not failable")
    func literalsAndCoders() throws {
        // swift-format-ignore: NoPlaygroundLiterals
        // The literal itself is under test (BulletinBoard's `var color = #colorLiteral(…)`).
        let tint = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        let color: UIColor = tint
        #expect(color == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(!Spinner(frame: .zero).isAnimating)
    }

    @Test("beginAnimations/commitAnimations: the changes between animate with the settings in force at the commit")
    func beginCommit() throws {
        let stage = try Stage(size: CGSize(width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.window.addSubview(view)
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        view.alpha = 0
        UIView.setAnimationCurve(.linear)
        UIView.commitAnimations()
        #expect(view.alpha == 0)
        try stage.clock.advance(by: 0.5)
        #expect(abs((view.layer.presentation()?.opacity ?? -1) - 0.5) < 0.01, "linear, over 1 s")
        try stage.clock.advance(by: 0.6)
        #expect(view.layer.presentation()?.opacity == 0)

        UIView.beginAnimations("default", context: nil)
        view.frame.origin.x = 50
        UIView.commitAnimations()
        try stage.clock.advance(by: 0.1)
        let x = view.layer.presentation()?.frame.minX ?? -1
        #expect(x > 5 && x < 45, "the default 0.2 s, ease in-out: \(x)")
        try stage.clock.advance(by: 0.15)
        #expect(view.layer.presentation()?.frame.minX == 50)

        let before = stage.clock.diagnostics.count
        UIView.setAnimationDuration(3)
        UIView.commitAnimations()
        #expect(stage.clock.diagnostics.count == before + 2, "a setting or a commit outside a block is reported")
    }

    @Test("UIView.perform(.delete): the views fade out with the parallel animations, then leave their superview")
    func systemDelete() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 200))
        let gone = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let moving = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        stage.window.addSubview(gone)
        stage.window.addSubview(moving)
        var finished: [Bool] = []
        UIView.perform(
            .delete, on: [gone], options: [.curveLinear], animations: { moving.frame.origin.y = 0 },
            completion: { finished.append($0) })
        try stage.clock.advance(by: 0.15)
        #expect(abs((gone.layer.presentation()?.opacity ?? -1) - 0.5) < 0.01)
        #expect(abs((moving.layer.presentation()?.frame.minY ?? -1) - 50) < 0.5)
        #expect(gone.superview === stage.window)
        try stage.clock.advance(by: 0.2)
        #expect(gone.superview == nil && gone.alpha == 1 && finished == [true])
    }

    final class Zooming: NSObject, UIScrollViewDelegate {
        let view: UIView?
        var zooms: [CGFloat] = []
        init(_ view: UIView?) { self.view = view }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            zooms.append(scale)
        }
    }

    @Test("zoomScale scales the delegate's view within the limits, about the visible middle; zoom(to:) fills the area")
    func zooming() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 200))
        let scroll = UIScrollView(frame: stage.window.bounds)
        scroll.contentInsetAdjustmentBehavior = .never
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scroll.addSubview(photo)
        scroll.contentSize = photo.bounds.size
        stage.window.addSubview(scroll)
        scroll.zoomScale = 2
        #expect(scroll.zoomScale == 1, "no view for zooming: nothing happens")
        let delegate = Zooming(photo)
        scroll.delegate = delegate
        scroll.zoomScale = 2
        #expect(scroll.zoomScale == 1, "the maximum is 1 by default")
        scroll.minimumZoomScale = 0.5
        scroll.maximumZoomScale = 2
        scroll.zoomScale = 3
        #expect(scroll.zoomScale == 2 && delegate.zooms.last == 2)
        #expect(scroll.contentSize == CGSize(width: 800, height: 800))
        #expect(photo.frame == CGRect(x: 0, y: 0, width: 800, height: 800))
        #expect(scroll.contentOffset == CGPoint(x: 100, y: 100), "the visible middle (100, 100) stays in the middle")

        scroll.zoomScale = 1
        scroll.zoom(to: CGRect(x: 250, y: 100, width: 100, height: 100), animated: false)
        #expect(scroll.zoomScale == 2 && scroll.contentOffset == CGPoint(x: 500, y: 200), "the rect fills the area")

        scroll.setZoomScale(0.5, animated: true)
        #expect(scroll.contentSize == CGSize(width: 200, height: 200) && scroll.contentOffset == .zero)
        try stage.clock.advance(by: 0.1)
        let width = photo.layer.presentation()?.frame.width ?? -1
        #expect(width > 200 && width < 800, "animated: \(width)")
        try stage.clock.advance(by: 1)
        #expect(photo.layer.presentation()?.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
    }

    @Test("UIFontDescriptor: UIFont(descriptor:size:) takes the size and the weight (trait, bold, name); round trip")
    func fontDescriptors() throws {
        let heavy = UIFontDescriptor(name: "Avenir-Heavy", size: 20)
        #expect(heavy.pointSize == 20 && heavy.postscriptName == "Avenir-Heavy")
        let font = UIFont(descriptor: heavy, size: 0)
        #expect(font.pointSize == 20 && font.weight == .heavy)
        #expect(UIFont(descriptor: heavy, size: 30).pointSize == 30)
        let plain = UIFontDescriptor(fontAttributes: [:])
        #expect(UIFont(descriptor: plain, size: 0).pointSize == 12, "no size anywhere: 12 points")
        let bold = try #require(UIFont.systemFont(ofSize: 15).fontDescriptor.withSymbolicTraits(.traitBold))
        #expect(UIFont(descriptor: bold, size: 0) == UIFont.boldSystemFont(ofSize: 15))
        #expect(bold.symbolicTraits == .traitBold)
        let medium = plain.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.medium]])
        #expect(UIFont(descriptor: medium.withSize(11), size: 0) == UIFont.systemFont(ofSize: 11, weight: .medium))
        let semibold = UIFont.systemFont(ofSize: 13, weight: .semibold)
        #expect(UIFont(descriptor: semibold.fontDescriptor, size: 0) == semibold, "a font's descriptor gives it back")
        #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).pointSize == 17)
    }

    @Test("boundingRect/size(withAttributes:): one line from the baseline, or wrapped from the top left")
    func stringMeasurement() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let text = NSAttributedString(string: "Caption under a photo", attributes: [.font: font])
        let lineWidth = TextLayout.width(of: "Caption under a photo", fontSize: 17, weight: .regular)
        let context = NSStringDrawingContext()
        let line = text.boundingRect(
            with: CGSize(width: 50, height: CGFloat.greatestFiniteMagnitude), options: [], context: context)
        #expect(abs(line.width - lineWidth) < 1e-6 && abs(line.height - 20.4) < 1e-6, "\(line)")
        #expect(abs(line.minY + 0.95 * 17) < 1e-6, "without .usesLineFragmentOrigin the origin is the baseline")
        #expect(context.totalBounds == line && context.actualScaleFactor == 1)
        let wrapped = text.boundingRect(
            with: CGSize(width: lineWidth * 0.6, height: CGFloat.greatestFiniteMagnitude),
            options: [.usesLineFragmentOrigin], context: nil)
        let lines = wrapped.height / 20.4
        #expect(wrapped.origin == .zero && wrapped.width <= lineWidth * 0.6, "\(wrapped)")
        #expect(lines >= 2 && abs(lines - lines.rounded()) < 1e-6, "whole lines of 20.4 points: \(wrapped)")
        let size = "Caption".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)])
        #expect(abs(size.height - 24) < 1e-6)
        #expect(abs(NSAttributedString(string: "Caption").size().height - 14.4) < 1e-6, "12 points without a font")
    }
}
