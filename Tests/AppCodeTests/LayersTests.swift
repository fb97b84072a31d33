import Testing
import UIKitCompat

@Suite("App code (Swift 5 mode): shape-layer masks, keyframe groups, springs, gradients, blur")
@MainActor
struct LayersTests {
    @Test("the circular reveal grows its mask's path and runs the completion block at the end")
    func reveal() throws {
        let stage = try Stage(size: CGSize(width: 100, height: 100))
        let view = UIView(frame: stage.window.bounds)
        view.backgroundColor = .white
        stage.window.addSubview(view)
        var doneAt: TimeInterval?
        circularReveal(view, from: CGPoint(x: 50, y: 50), duration: 0.4) { doneAt = CACurrentMediaTime() }
        let mask = try #require(view.layer.mask as? CAShapeLayer)
        try stage.clock.advance(to: 0.2)
        let box = try #require(mask.presentation()?.path?.boundingBox)
        #expect(box.width > 2 && box.width < 140)
        try stage.clock.runUntilIdle()
        #expect(doneAt == 0.4 && view.layer.mask == nil)
    }

    @Test("the pulse repeats forever; freezing the layer stops time; the progress ring springs to its value")
    func pulseAndRing() throws {
        let stage = try Stage(size: CGSize(width: 100, height: 100))
        let ring = addPulse(to: stage.window.layer, at: CGPoint(x: 50, y: 50))
        try stage.clock.advance(to: 1.5)
        #expect(ring.animationKeys() == ["pulse"])
        let scale = ring.presentation()!.transform.m11
        #expect(scale > 1.0 && scale < 1.4)
        freeze(ring)
        let frozen = ring.presentation()!.transform.m11
        try stage.clock.advance(to: 1.7)
        #expect(ring.presentation()!.transform.m11 == frozen)
        let track = drawProgressRing(in: stage.window.layer, progress: 0.7)
        let recorder = StopRecorder()
        let probe = CABasicAnimation(keyPath: "opacity")
        probe.delegate = recorder
        track.add(probe, forKey: "probe")
        try stage.clock.advance(by: 2)
        #expect(abs(track.presentation()!.strokeEnd - 0.7) < 1e-6 && recorder.stops == [true])
    }

    @Test("a gradient view, a highlight layer and a blur view draw as layers of their classes")
    func classes() throws {
        let stage = try Stage(size: CGSize(width: 100, height: 100))
        let background = GradientBackgroundView(frame: stage.window.bounds)
        background.colors = [.systemRed, .systemBlue]
        stage.window.addSubview(background)
        #expect((background.layer as? CAGradientLayer)?.colors?.count == 2)
        let highlight = HighlightLayer()
        highlight.highlightColor = .systemPink
        background.layer.addSublayer(highlight)
        let blur = addBlur(behind: background)
        #expect(blur.superview === background && background.layer.sublayers?.first === blur.layer)
        let tree = stage.renderTree()
        #expect(tree.root.children[0].gradient?.colors.count == 2)
        #expect(tree.root.children[0].children[0].backdrop != nil)
    }
}
