// App-style animation code, written as for UIKit: only the import differs.
#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif
import Testing

/// A card that pops in with a spring, as an app would write it.
final class CardPresenter: NSObject {
    let card: UIView

    @MainActor
    init(in container: UIView) {
        card = UIView(frame: CGRect(x: 20, y: container.bounds.height, width: container.bounds.width - 40, height: 200))
        card.backgroundColor = .systemBackground
        card.layer.cornerRadius = 16
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.2
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        container.addSubview(card)
        super.init()
    }

    @MainActor
    func show(completion: @escaping @MainActor (Bool) -> Void) {
        let target = UIScreen.main.bounds.height - card.bounds.height - 40
        UIView.animate(
            withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.5,
            options: [.curveEaseInOut, .allowUserInteraction],
            animations: {
                self.card.frame.origin.y = target
                self.card.transform = CGAffineTransform(scaleX: 1.05, y: 1.05)
            }, completion: completion)
    }
}

/// A keyframe "shake" and a bounce, as an app would write them.
enum Effects {
    @MainActor
    static func shake(_ view: UIView, completion: (@MainActor (Bool) -> Void)? = nil) {
        UIView.animateKeyframes(
            withDuration: 0.4, delay: 0, options: [.calculationModeLinear],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
                    view.transform = CGAffineTransform(translationX: -10, y: 0)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) {
                    view.transform = CGAffineTransform(translationX: 10, y: 0)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) {
                    view.transform = .identity
                }
            }, completion: completion)
    }

    @MainActor
    static func fadeWithAnimator(_ view: UIView) -> UIViewPropertyAnimator {
        let timing = CAMediaTimingFunction(name: .easeInEaseOut)
        let animator = UIViewPropertyAnimator(duration: 0.3, timingParameters: timing.timingParameters)
        animator.addAnimations { view.alpha = 0 }
        animator.addCompletion { position in
            if position == .end { view.isHidden = true }
        }
        animator.startAnimation()
        return animator
    }
}

@MainActor
@Suite("UIKit-style animation code runs on UIKitCompat")
struct UIKitStyleAnimationTests {
    @Test func springAnimationMovesTheCardAndCompletes() throws {
        let stage = try Stage(device: .iPhoneSE)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(UIScreen.main.scale == 2)
        let presenter = CardPresenter(in: stage.window)
        final class Flag { var finished: Bool? }
        let flag = Flag()
        presenter.show { flag.finished = $0 }
        // The model value changes at once, the presentation follows the spring.
        #expect(abs(presenter.card.center.y - 527) < 1e-9)
        #expect(presenter.card.frame.height == 210)  // the frame includes the 1.05 scale, as in UIKit
        try stage.clock.advance(by: 0.1)
        let y = presenter.card.layer.presentation()!.position.y
        #expect(y < 667 + 100 && y > 667 - 200 - 40 + 100)
        #expect(flag.finished == nil)
        try stage.clock.runUntilIdle()
        #expect(flag.finished == true)
        #expect(stage.clock.isIdle)
    }

    @Test func keyframeShakeReturnsToIdentity() throws {
        let stage = try Stage(device: .iPhone15)
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        stage.window.addSubview(view)
        var done = false
        Effects.shake(view) { done = $0 }
        try stage.clock.advance(by: 0.1)
        let x = view.layer.presentation()!.transform.m41
        // As in UIKit, the keyframe animation as a whole runs on the default ease-in-out curve: a quarter of the
        // time is not a quarter of the way, so the view is short of the first keyframe's −10.
        let progress = TimingCurve.easeInOut.progress(at: 0.25)
        #expect(abs(x - (-10 * progress / 0.25)) < 1e-6, "got \(x)")
        #expect(x > -10 && x < -1)
        try stage.clock.advance(by: 0.3)
        #expect(done)
        #expect(view.layer.presentation()!.transform.m41 == 0)
        #expect(CACurrentMediaTime() == stage.clock.now)
    }

    @Test func propertyAnimatorWithAMediaTimingFunction() throws {
        let stage = try Stage(device: .iPhone15)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.window.addSubview(view)
        let animator = Effects.fadeWithAnimator(view)
        try stage.clock.advance(by: 0.15)
        let opacity = view.layer.presentation()!.opacity
        #expect(
            abs(Double(opacity) - 0.5) < 1e-6, "ease-in-ease-out is symmetric: half-way at half time, got \(opacity)")
        try stage.clock.advance(by: 0.15)
        #expect(animator.state == .inactive)
        #expect(view.isHidden)
    }

    @Test func mediaTimingFunctionControlPoints() {
        var values: [Float] = [0, 0]
        CAMediaTimingFunction(name: .default).getControlPoint(at: 1, values: &values)
        #expect(values == [0.25, 0.1])
        CAMediaTimingFunction(name: .easeOut).getControlPoint(at: 2, values: &values)
        #expect(values == [0.58, 1])
        #expect(abs(CAMediaTimingFunction(name: .linear).timingCurve.progress(at: 0.3) - 0.3) < 1e-9)
    }
}
