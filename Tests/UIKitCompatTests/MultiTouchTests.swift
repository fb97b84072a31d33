import Foundation
import Testing
@testable import UIKitCompat

/// Multi-finger touch scripts (`Stage.perform(fingers:)`) and the recognizers that need several fingers:
/// pinch, rotation, two-finger pans and taps.
@Suite("Multi-finger gestures")
@MainActor
struct MultiTouchTests {
    /// A 300 × 400 stage with one view filling it; the recognizer attached to that view.
    func makeStage(_ recognizer: UIGestureRecognizer) throws -> (Stage, UIView) {
        let stage = try Stage(size: CGSize(width: 300, height: 400))
        let view = UIView(frame: stage.window.bounds)
        stage.window.addSubview(view)
        view.addGestureRecognizer(recognizer)
        return (stage, view)
    }

    @Test("a pinch: scale is the distance over the starting distance, velocity its rate; location the centroid")
    func pinch() throws {
        var log: [(UIGestureRecognizer.State, CGFloat, CGFloat, CGPoint)] = []
        let pinch = UIPinchGestureRecognizer { log.append(($0.state, $0.scale, $0.velocity, $0.location(in: nil))) }
        let (stage, _) = try makeStage(pinch)
        // Fingers 100 apart move to 200 apart over 0.5 s: each moves 50 points outwards.
        try stage.perform(fingers: [
            TouchScript.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 50, y: 200), duration: 0.5).release(),
            TouchScript.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 250, y: 200), duration: 0.5).release(),
        ])
        try stage.clock.advance(by: 1)
        let states = log.map(\.0)
        #expect(states.first == .began && states.last == .ended)
        #expect(states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        // Begins at the first frame the span grew by 8 or more: 100 + 2 × 50 × k / 30 ≥ 108 at k = 3.
        #expect(abs(log[0].1 - 1.1) < 1e-9, "scale at .began: \(log[0].1)")
        let last = try #require(log.last)
        #expect(abs(last.1 - 2) < 1e-9)
        // Relative speed 200 pt/s over a base span of 100: 2 per second while moving.
        let moving = log[log.count / 2]
        #expect(abs(moving.2 - 2) < 1e-9, "velocity \(moving.2)")
        #expect(log.allSatisfy { abs($0.3.x - 150) < 1e-9 && $0.3.y == 200 })
    }

    @Test("setting scale back to 1 in the handler gives the change since the previous call")
    func pinchScaleReset() throws {
        var product: CGFloat = 1
        let pinch = UIPinchGestureRecognizer { recognizer in
            product *= recognizer.scale
            recognizer.scale = 1
        }
        let (stage, _) = try makeStage(pinch)
        try stage.perform(fingers: [
            TouchScript.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 125, y: 200), duration: 0.5).release(),
            TouchScript.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 175, y: 200), duration: 0.5).release(),
        ])
        try stage.clock.advance(by: 1)
        #expect(abs(product - 0.5) < 1e-9, "the fingers ended 50 apart: \(product)")
    }

    @Test("a rotation: the angle the line between the fingers turned, across its start, with its velocity")
    func rotation() throws {
        var log: [(UIGestureRecognizer.State, CGFloat, CGFloat)] = []
        let rotation = UIRotationGestureRecognizer { log.append(($0.state, $0.rotation, $0.velocity)) }
        let (stage, _) = try makeStage(rotation)
        // One finger holds; the other moves from 100 to the right of it to 50 right and 50 below: 45° clockwise.
        try stage.perform(fingers: [
            TouchScript.down(at: CGPoint(x: 100, y: 200)).hold(0.5).release(),
            TouchScript.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 150, y: 250), duration: 0.5).release(),
        ])
        try stage.clock.advance(by: 1)
        #expect(log.first?.0 == .began && log.last?.0 == .ended)
        #expect(log[0].1 >= 0.1 && log[0].1 < 0.2)
        #expect(abs(log.last!.1 - .pi / 4) < 1e-9)
        #expect(log.dropLast().allSatisfy { $0.2 > 0 }, "turning clockwise while the finger moves")
    }

    @Test("pan with minimumNumberOfTouches 2: one finger does not pan, two do, translation of their centroid")
    func twoFingerPan() throws {
        var translations: [CGPoint] = []
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer {
            states.append($0.state); translations.append($0.translation(in: nil))
        }
        pan.minimumNumberOfTouches = 2
        pan.maximumNumberOfTouches = 2
        let (stage, _) = try makeStage(pan)
        try stage.perform(
            TouchScript.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300), duration: 0.3)
                .release())
        try stage.clock.advance(by: 0.5)
        #expect(states.isEmpty)
        try stage.perform(fingers: [
            TouchScript.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300), duration: 0.3).release(),
            TouchScript.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 300), duration: 0.3).release(),
        ])
        try stage.clock.advance(by: 0.5)
        #expect(states.first == .began && states.last == .ended)
        #expect(translations.last == CGPoint(x: 0, y: 200))
        #expect(pan.numberOfTouches == 0, "reset after the touches ended")
        // Three fingers are more than the maximum: no pan.
        states = []
        try stage.perform(
            fingers: (0..<3).map { i in
                TouchScript.drag(
                    from: CGPoint(x: 50 + 50 * CGFloat(i), y: 100), to: CGPoint(x: 50 + 50 * CGFloat(i), y: 300),
                    duration: 0.3
                ).release()
            })
        try stage.clock.advance(by: 0.5)
        #expect(states.isEmpty)
    }

    @Test("a two-finger tap needs both fingers; location(ofTouch:) reads each finger")
    func twoFingerTap() throws {
        var locations: [[CGPoint]] = []
        let tap = UITapGestureRecognizer { r in
            locations.append((0..<r.numberOfTouches).map { r.location(ofTouch: $0, in: nil) })
        }
        tap.numberOfTouchesRequired = 2
        let (stage, _) = try makeStage(tap)
        try stage.perform(.tap(at: CGPoint(x: 100, y: 100)))
        try stage.clock.advance(by: 0.5)
        #expect(locations.isEmpty)
        try stage.perform(fingers: [.tap(at: CGPoint(x: 100, y: 100)), .tap(at: CGPoint(x: 140, y: 100))])
        try stage.clock.advance(by: 0.5)
        #expect(locations == [[CGPoint(x: 100, y: 100), CGPoint(x: 140, y: 100)]])
    }

    @Test("bad multi-finger scripts are refused naming the finger")
    func badScripts() throws {
        let stage = try Stage(size: CGSize(width: 100, height: 100))
        #expect(throws: TouchScriptError.noFingers) { try stage.perform(fingers: []) }
        let error = #expect(throws: TouchScriptError.self) {
            try stage.perform(fingers: [.tap(at: .zero), TouchScript.down(at: CGPoint(x: CGFloat.nan, y: 0))])
        }
        #expect(error?.description == "finger 1: touch script step 0: the point must be finite")
    }
}
