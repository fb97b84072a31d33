import Foundation
import Testing
import Raster
@testable import UIKitCompat

@Suite("Layer timing: speed, timeOffset, beginTime and convertTime on the layer tree")
@MainActor
struct LayerTimingTests {
    func slide(_ stage: Stage, in container: UIView, completion: (@MainActor (Bool) -> Void)? = nil) -> UIView {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(box)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear], animations: { box.center.x = 105 },
            completion: completion)
        return box
    }

    func x(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }

    @Test("speed 2 on an ancestor runs its subviews' animations twice as fast and completes them at half time")
    func fasterAncestor() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 200))
        let container = UIView(frame: stage.window.bounds)
        stage.window.addSubview(container)
        container.layer.speed = 2
        var finishedAt: TimeInterval?
        let box = slide(stage, in: container) { _ in finishedAt = stage.clock.now }
        try stage.clock.advance(to: 0.25)
        #expect(abs(x(box) - 55) < 1e-9)
        try stage.clock.runUntilIdle()
        #expect(finishedAt.map { abs($0 - 0.5) < 1e-9 } == true)
    }

    @Test("speed 0 freezes; timeOffset scrubs; the completion waits until time runs again")
    func pausedAndScrubbed() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 200))
        let container = UIView(frame: stage.window.bounds)
        stage.window.addSubview(container)
        container.layer.speed = 0
        var finished = false
        let box = slide(stage, in: container) { _ in finished = true }
        try stage.clock.advance(to: 3)
        #expect(x(box) == 5 && !finished)
        container.layer.timeOffset = 0.75
        #expect(abs(x(box) - 80) < 1e-9)
        #expect(stage.renderTree().root.children[0].children[0].position.x == x(box))
        container.layer.timeOffset = 1
        try stage.clock.advance(to: 4)
        #expect(finished && x(box) == 105)
    }

    @Test("a negative speed plays backwards from the time it is set")
    func backwards() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 200))
        let container = UIView(frame: stage.window.bounds)
        stage.window.addSubview(container)
        let box = slide(stage, in: container)
        try stage.clock.advance(to: 0.5)
        container.layer.timeOffset = container.layer.convertTime(stage.clock.now, from: nil)
        container.layer.beginTime = stage.clock.now
        container.layer.speed = -1
        try stage.clock.advance(to: 0.7)
        #expect(abs(x(box) - 35) < 1e-9)
    }

    @Test("convertTime maps between the clock and layers both ways, through every ancestor")
    func convert() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 200))
        let outer = UIView(), inner = UIView()
        stage.window.addSubview(outer)
        outer.addSubview(inner)
        outer.layer.speed = 2
        outer.layer.beginTime = 1
        inner.layer.timeOffset = 3
        try stage.clock.advance(to: 2)
        // outer: (2 − 1) × 2 = 2; inner: 2 + 3 = 5.
        #expect(outer.layer.convertTime(CACurrentMediaTime(), from: nil) == 2)
        #expect(inner.layer.convertTime(CACurrentMediaTime(), from: nil) == 5)
        #expect(inner.layer.convertTime(5, to: nil) == 2)
        #expect(inner.layer.convertTime(2, from: outer.layer) == 5)
        #expect(outer.layer.convertTime(5, from: inner.layer) == 2)
    }

    @Test("non-finite speed, timeOffset or beginTime is refused, named in the diagnostics, and the value kept")
    func badInput() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 200))
        let layer = UIView().layer
        layer.speed = .nan
        layer.timeOffset = .infinity
        layer.beginTime = -.infinity
        #expect(layer.speed == 1 && layer.timeOffset == 0 && layer.beginTime == 0)
        let problems = stage.clock.diagnostics.suffix(3)
        #expect(problems.map { $0.hasPrefix("layer.") } == [true, true, true])
        #expect(problems.first?.contains("layer.speed must be a finite number, got nan") == true)
    }
}
