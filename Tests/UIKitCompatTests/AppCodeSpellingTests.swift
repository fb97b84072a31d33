import Foundation
import Testing
import Raster
@testable import UIKitCompat

/// UIKit spellings that open-source transition libraries use (measured on a second sample of libraries, round 10):
/// `NSIndexPath`'s row and section, `CALayerCornerCurve`, `UIViewPropertyAnimator()`, optional-chained calls on
/// `UIViewImplicitlyAnimating`, `UICoordinateSpace`, `CGPoint.equalTo`, orientation masks and
/// `UILabel.baselineAdjustment`. Each test reads the value or behaviour back.
@Suite("UIKit spellings of transition libraries")
@MainActor
struct AppCodeSpellingTests {
    @Test("NSIndexPath has UIKit's row, item and section, also bridged from IndexPath")
    func nsIndexPath() {
        let path = IndexPath(row: 3, section: 2)
        let bridged = path as NSIndexPath
        #expect(bridged.row == 3 && bridged.item == 3 && bridged.section == 2)
        let made = NSIndexPath(item: 7, section: 1)
        #expect(made.item == 7 && made.section == 1 && made as IndexPath == IndexPath(item: 7, section: 1))
        #expect(NSIndexPath(row: 4, section: 0).row == 4)
        #expect(NSIndexPath().row == NSNotFound)
    }

    @Test("CALayerCornerCurve is the layer's corner curve type and continuous corners draw differently")
    func cornerCurve() throws {
        let stage = try Stage(size: CGSize(width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        stage.window.addSubview(view)
        #expect(view.layer.cornerCurve == CALayerCornerCurve.circular)
        let curve: CALayerCornerCurve = .continuous
        view.layer.cornerCurve = curve
        #expect(view.layer.cornerCurve == .continuous)
        func curves(_ node: RenderNode) -> [CornerCurve] { [node.cornerCurve] + node.children.flatMap(curves) }
        #expect(curves(stage.renderTree().root).contains(.continuous), "the stage draws the continuous curve")
    }

    @Test("UIViewPropertyAnimator() is an inactive animator of no duration that finishes at once when started")
    func emptyAnimator() throws {
        let stage = try Stage(size: CGSize(width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.window.addSubview(view)
        let animator = UIViewPropertyAnimator()
        #expect(animator.state == .inactive && animator.duration == 0)
        #expect((animator.timingParameters as? UICubicTimingParameters)?.animationCurve == .easeInOut)
        var position: UIViewAnimatingPosition?
        animator.addAnimations { view.alpha = 0.5 }
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        try stage.clock.advance(by: 1 / 60)
        #expect(position == .end)
        #expect(view.alpha == 0.5)
    }

    @Test("UIViewImplicitlyAnimating's optional methods can be called with optional chaining, and they run")
    func optionalChainedAnimatorCalls() throws {
        let stage = try Stage(size: CGSize(width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.window.addSubview(view)
        let animator: any UIViewImplicitlyAnimating = UIViewPropertyAnimator(duration: 0.5, curve: .linear)
        var position: UIViewAnimatingPosition?
        animator.addAnimations? { view.center.x = 60 }
        animator.addAnimations?({ view.alpha = 0 }, delayFactor: 0.5)
        animator.addCompletion? { position = $0 }
        animator.startAnimation()
        try stage.clock.advance(by: 0.25)
        #expect(abs(view.layer.presentation()!.position.x - 32.5) < 0.01, "linear: half way from 5 to 60 at half time")
        #expect(view.layer.presentation()!.opacity == 1, "the delayed block has not started")
        animator.pauseAnimation()
        animator.continueAnimation?(withTimingParameters: nil, durationFactor: 1)
        try stage.clock.advance(by: 1)
        #expect(position == .end)
        #expect(view.center.x == 60 && view.alpha == 0)
    }

    @Test("views and the screen are coordinate spaces; conversions go through transforms and the window")
    func coordinateSpaces() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 300))
        let outer = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let other = UIView(frame: CGRect(x: 100, y: 200, width: 50, height: 50))
        stage.window.addSubview(outer)
        outer.addSubview(inner)
        stage.window.addSubview(other)
        inner.transform = CGAffineTransform(scaleX: 2, y: 2)
        let spaceOfOther: any UICoordinateSpace = other
        // inner's (0, 0) is its centre (35, 35 in outer) minus 50: (-15, -15) in outer, (5, 15) in the window.
        #expect(inner.convert(CGPoint.zero, to: spaceOfOther) == CGPoint(x: -95, y: -185))
        #expect(inner.convert(CGPoint(x: -95, y: -185), from: spaceOfOther) == .zero)
        let screen = UIScreen.main.coordinateSpace
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(inner.convert(CGPoint.zero, to: screen) == CGPoint(x: 5, y: 15))
        #expect(inner.convert(CGPoint(x: 5, y: 15), from: screen) == .zero)
        #expect(screen.convert(CGPoint(x: 5, y: 15), to: inner) == .zero)
        #expect(screen.convert(CGPoint(x: 1, y: 2), from: outer) == CGPoint(x: 21, y: 32))
        #expect(
            inner.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: screen)
                == CGRect(x: 5, y: 15, width: 20, height: 20))
        #expect(
            screen.convert(CGRect(x: 5, y: 15, width: 20, height: 20), to: inner)
                == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(UIScreen.main.fixedCoordinateSpace.convert(CGPoint(x: 3, y: 4), to: screen) == CGPoint(x: 3, y: 4))
        // A view argument still picks the view overload; nil converts to the window.
        #expect(outer.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 21, y: 31))
    }

    @Test("Core Graphics' equalTo compares points, sizes and standardized rectangles")
    func equalTo() {
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGPoint(x: 1, y: 2).equalTo(.zero))
        #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
        #expect(CGRect(x: 10, y: 10, width: -5, height: 5).equalTo(CGRect(x: 5, y: 10, width: 5, height: 5)))
        #expect(!CGRect(x: 0, y: 0, width: 1, height: 1).equalTo(.null))
        #expect(CGRect.null.equalTo(.null))
    }

    @Test("orientation masks have UIKit's bits and a controller's default depends on the device")
    func orientationMasks() throws {
        #expect(UIInterfaceOrientationMask.portrait.rawValue == 1 << UInt(UIInterfaceOrientation.portrait.rawValue))
        #expect(
            UIInterfaceOrientationMask.landscapeLeft.rawValue
                == 1 << UInt(UIInterfaceOrientation.landscapeLeft.rawValue))
        #expect(
            UIInterfaceOrientationMask.all.rawValue == 30 && UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26)
        _ = try Stage(device: .iPhone15)
        #expect(UIViewController().supportedInterfaceOrientations == .allButUpsideDown)
        _ = try Stage(device: .iPad)
        #expect(UIViewController().supportedInterfaceOrientations == .all)
        final class Portrait: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        #expect(Portrait().supportedInterfaceOrientations == .portrait)
        #expect(UIViewController().shouldAutorotate)
    }

    @Test("a label's baselineAdjustment is UIKit's enum, aligning baselines by default")
    func baselineAdjustment() {
        let label = UILabel()
        #expect(label.baselineAdjustment == .alignBaselines)
        label.baselineAdjustment = .alignCenters
        #expect(label.baselineAdjustment.rawValue == 1 && UIBaselineAdjustment.none.rawValue == 2)
    }

    @Test("a label's font is null-resettable: nil (a font UIKit does not have: an empty name) gives the default back")
    func labelFontResets() {
        let label = UILabel()
        label.font = .boldSystemFont(ofSize: 30)
        #expect(label.font.pointSize == 30)
        label.font = nil
        #expect(label.font == .systemFont(ofSize: 17))
        let button = UIButton(type: .system)
        button.titleLabel?.font = UIFont(name: "", size: 12)
        #expect(button.titleLabel?.font == .systemFont(ofSize: 17))
    }

    @Test("accessibilityActivate answers false unless a view overrides it")
    func accessibilityActivate() {
        final class Handle: UIView {
            var activations = 0
            override func accessibilityActivate() -> Bool {
                activations += 1
                return true
            }
        }
        #expect(!UIView().accessibilityActivate())
        let handle = Handle()
        let element: UIView = handle
        #expect(element.accessibilityActivate() && handle.activations == 1)
    }
}
