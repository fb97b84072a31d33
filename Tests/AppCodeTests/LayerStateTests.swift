import Testing
import UIKitCompat

@Suite("App code (Swift 5 mode): layer states by key path, spinners, layout guides")
@MainActor
struct LayerStateTests {
    @Test(
        "a state dictionary applies at once, then animates from what is on screen, and the delegate hears each key path"
    )
    func stateAnimator() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 200))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        card.backgroundColor = .systemBlue
        stage.window.addSubview(card)
        let animator = LayerStateAnimator(layer: card.layer)
        animator.apply(LayerStateAnimator.state(center: CGPoint(x: 50, y: 50), scale: 1, opacity: 1, cornerRadius: 0))
        #expect(card.center == CGPoint(x: 50, y: 50))
        let end = LayerStateAnimator.state(center: CGPoint(x: 150, y: 150), scale: 2, opacity: 0.5, cornerRadius: 10)
        animator.animate(to: end, duration: 1)
        #expect(card.layer.position == CGPoint(x: 150, y: 150) && card.layer.opacity == 0.5)
        try stage.clock.advance(to: 0.5)
        let halfway = try #require(card.layer.presentation())
        // Ease-in-ease-out is symmetric: half the time is half the way.
        #expect(abs(halfway.position.x - 100) < 1e-6 && abs(halfway.transform.m11 - 1.5) < 1e-6)
        #expect(abs(halfway.opacity - 0.75) < 1e-6 && abs(halfway.cornerRadius - 5) < 1e-6)
        try stage.clock.advance(to: 1.5)
        #expect(animator.finishedKeyPaths.sorted() == ["cornerRadius", "opacity", "position", "transform"])
        #expect(card.layer.animationKeys() == nil && card.layer.presentation()?.position == CGPoint(x: 150, y: 150))
    }

    @Test("a spinner with repeatCount HUGE keeps turning")
    func spinner() throws {
        let stage = try Stage(size: CGSize(width: 100, height: 100))
        let dot = CALayer()
        dot.frame = CGRect(x: 40, y: 40, width: 20, height: 20)
        stage.window.layer.addSublayer(dot)
        startSpinning(dot, period: 1)
        #expect(dot.shouldRasterize && dot.rasterizationScale == UIScreen.main.scale)
        try stage.clock.advance(to: 1000.25)
        let t = try #require(dot.presentation()).transform
        // A quarter turn into the 1001st cycle.
        #expect(abs(t.m11) < 1e-6 && abs(t.m12 - 1) < 1e-6)
    }

    @Test("the bottom layout guide is the view's bottom safe-area inset")
    func layoutGuide() throws {
        let stage = try Stage(device: .iPhone15)
        let controller = UIViewController()
        stage.window.rootViewController = controller
        try stage.clock.advance(by: 0)
        #expect(bottomContentInset(for: controller) == controller.view.safeAreaInsets.bottom)
        #expect(bottomContentInset(for: controller) > 0)
    }
}
