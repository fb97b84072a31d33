import Foundation
import Testing
import Raster
@testable import UIKitCompat

@Suite("Adaptivity: content containers, size transitions, adaptive presentation delegate, sheet pull-down")
@MainActor
struct AdaptivityTests {
    final class SizeController: UIViewController {
        var sizes: [CGSize] = []
        var traitChanges: [UIUserInterfaceSizeClass] = []
        var childSizes: [CGSize] = []
        var alongsideRanAt: TimeInterval?
        var completedAt: TimeInterval?
        var preferredChanges = 0
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            sizes.append(size)
            let clock = VirtualClock.current
            coordinator.animate(
                alongsideTransition: { [unowned self] context in
                    alongsideRanAt = clock.now
                    #expect(context.transitionDuration == 0.4 && !context.isInteractive)
                    view.alpha = 0.5
                }, completion: { [unowned self] _ in completedAt = clock.now })
        }
        override func willTransition(
            to newCollection: UITraitCollection,
            with coordinator: UIViewControllerTransitionCoordinator
        ) {
            super.willTransition(to: newCollection, with: coordinator)
            traitChanges.append(newCollection.horizontalSizeClass)
        }
        override func size(
            forChildContentContainer container: UIContentContainer,
            withParentContainerSize parentSize: CGSize
        ) -> CGSize {
            CGSize(width: parentSize.width / 2, height: parentSize.height)
        }
        override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
            preferredChanges += 1
        }
    }

    final class ChildController: UIViewController {
        var sizes: [CGSize] = []
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            sizes.append(size)
        }
    }

    @Test(
        """
        a window resize: willTransition for new size classes, viewWillTransition to the root and its children,\
         alongside animations with the resize
        """
    )
    func sizeTransition() throws {
        let stage = try Stage(device: .iPhone15)
        let root = SizeController()
        let child = ChildController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        stage.window.rootViewController = root
        try stage.transitionWindow(to: CGSize(width: 700, height: 852))
        #expect(root.sizes == [CGSize(width: 700, height: 852)])
        #expect(child.sizes == [CGSize(width: 350, height: 852)], "the child gets the size its parent gives it")
        #expect(root.traitChanges == [.regular] && root.alongsideRanAt == 0)
        #expect(root.view.alpha == 0.5 && root.completedAt == nil)
        try stage.clock.advance(to: 0.2)
        let width = stage.window.layer.presentationState().bounds.width
        #expect(width > 393 && width < 700, "the window's width animates: \(width)")
        try stage.clock.runUntilIdle()
        #expect(root.completedAt == 0.4 && stage.window.bounds.width == 700)
        #expect(root.traitCollection.horizontalSizeClass == .regular)
        #expect(root.view.frame.width == 700, "the root view follows the window (autoresizing)")
        #expect(throws: StageError.self) { try stage.transitionWindow(to: CGSize(width: CGFloat.nan, height: 10)) }
        child.preferredContentSize = CGSize(width: 100, height: 100)
        child.preferredContentSize = CGSize(width: 100, height: 100)
        #expect(root.preferredChanges == 1)
    }

    final class AdaptiveDelegate: UIAdaptivePresentationControllerDelegate {
        var style: UIModalPresentationStyle = .none
        var allowDismiss = true
        var events: [String] = []
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
            events.append("adaptive")
            return style
        }
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            events.append("should")
            return allowDismiss
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            events.append("will")
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            events.append("did")
        }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            events.append("attempt")
        }
    }

    static func presentSheet(delegate: AdaptiveDelegate) throws -> (Stage, UIViewController, UIViewController) {
        let stage = try Stage(size: CGSize(width: 300, height: 600))
        let root = UIViewController()
        stage.window.rootViewController = root
        let sheet = UIViewController()
        sheet.view.backgroundColor = .red
        sheet.presentationController?.delegate = delegate
        root.present(sheet, animated: false)
        try stage.clock.runUntilIdle()
        return (stage, root, sheet)
    }

    @Test("a delegate set before presenting adapts a sheet on a compact width (fullScreen), or keeps it (.none)")
    func adaptiveStyle() throws {
        let keep = AdaptiveDelegate()
        let (_, _, sheet) = try Self.presentSheet(delegate: keep)
        #expect(keep.events == ["adaptive"])
        #expect(sheet.presentationController?.presentationStyle == .pageSheet)
        #expect(sheet.presentationController?.delegate === keep, "the delegate set before presenting is kept")
        let full = AdaptiveDelegate()
        full.style = .fullScreen
        let (_, _, adapted) = try Self.presentSheet(delegate: full)
        #expect(adapted.presentationController?.presentationStyle == .fullScreen)
        #expect(adapted.view.frame == CGRect(x: 0, y: 0, width: 300, height: 600))
    }

    @Test("pulling a sheet down past half its height dismisses it and tells the delegate; short pulls slide back")
    func pullDown() throws {
        let delegate = AdaptiveDelegate()
        let (stage, root, sheet) = try Self.presentSheet(delegate: delegate)
        let top = sheet.view.frame.minY
        try stage.perform(
            .drag(from: CGPoint(x: 150, y: top + 100), to: CGPoint(x: 150, y: top + 160), duration: 0.3)
                .hold(0.1).release())
        try stage.clock.advance(by: 0.35)
        let pulled = sheet.view.layer.presentationState().position.y - sheet.view.layer.position.y
        #expect(pulled < -20, "the sheet follows the finger down (model already at the dismissed place): \(pulled)")
        try stage.clock.runUntilIdle()
        #expect(root.presentedViewController === sheet, "a short pull slides back")
        #expect(delegate.events == ["adaptive", "should", "will"])
        try stage.perform(
            .drag(from: CGPoint(x: 150, y: top + 50), to: CGPoint(x: 150, y: 590), duration: 0.4).release())
        try stage.clock.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(delegate.events == ["adaptive", "should", "will", "should", "will", "did"])
    }

    @Test("isModalInPresentation or a delegate saying no: the pull-down is refused and reported as an attempt")
    func refusedPullDown() throws {
        let delegate = AdaptiveDelegate()
        delegate.allowDismiss = false
        let (stage, root, sheet) = try Self.presentSheet(delegate: delegate)
        let top = sheet.view.frame.minY
        try stage.perform(
            .drag(from: CGPoint(x: 150, y: top + 50), to: CGPoint(x: 150, y: 590), duration: 0.4).release())
        try stage.clock.runUntilIdle()
        #expect(root.presentedViewController === sheet)
        #expect(delegate.events == ["adaptive", "should", "attempt"])
        delegate.allowDismiss = true
        sheet.isModalInPresentation = true
        try stage.perform(
            .drag(from: CGPoint(x: 150, y: top + 50), to: CGPoint(x: 150, y: 590), duration: 0.4).release())
        try stage.clock.runUntilIdle()
        #expect(root.presentedViewController === sheet)
        #expect(delegate.events.last == "attempt" && !delegate.events.contains("will"))
    }
}
