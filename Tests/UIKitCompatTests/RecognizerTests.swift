import Foundation
import Testing
import Raster
@testable import UIKitCompat

@Suite("Tap, swipe and long-press recognizers; failure requirements, delegates, enabling, touch cancelling")
@MainActor
struct RecognizerTests {
    final class Log {
        var entries: [String] = []
    }

    final class Delegate: UIGestureRecognizerDelegate {
        var shouldBegin = true
        var simultaneous = false
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
        ) -> Bool { simultaneous }
    }

    func stage() throws -> (Stage, UIView) {
        let stage = try Stage(size: CGSize(width: 400, height: 400))
        let view = UIView(frame: stage.window.bounds)
        stage.window.addSubview(view)
        return (stage, view)
    }

    @Test("a tap recognizes on lift at the touch's place; too long or moving too far fails it")
    func tap() throws {
        let (stage, view) = try stage()
        let log = Log()
        let tap = UITapGestureRecognizer { log.entries.append("\($0.state) \($0.location(in: view))") }
        view.addGestureRecognizer(tap)
        try stage.perform(.tap(at: CGPoint(x: 30, y: 40)))
        let tooLong = UIKitChoices.current.maximumTapDuration + 0.1
        try stage.perform(
            .down(at: CGPoint(x: 30, y: 40)).hold(tooLong).release(),
            at: 1)
        try stage.perform(
            .drag(from: CGPoint(x: 30, y: 40), to: CGPoint(x: 30, y: 60), duration: 0.05)
                .release(), at: 5)
        try stage.clock.runUntilIdle()
        #expect(log.entries == ["ended CGPoint(x: 30.0, y: 40.0)"])
        #expect(tap.state == .possible)
    }

    @Test("numberOfTapsRequired counts taps close in time and place; a slow second tap starts over")
    func multiTap() throws {
        let (stage, view) = try stage()
        var count = 0
        let triple = UITapGestureRecognizer { _ in count += 1 }
        triple.numberOfTapsRequired = 3
        view.addGestureRecognizer(triple)
        for k in 0..<3 { try stage.perform(.tap(at: CGPoint(x: 50, y: 50)), at: Double(k) * 0.2) }
        try stage.clock.runUntilIdle()
        #expect(count == 1)
        try stage.perform(.tap(at: CGPoint(x: 50, y: 50)), at: 2)
        try stage.perform(.tap(at: CGPoint(x: 50, y: 50)), at: 3)
        try stage.perform(.tap(at: CGPoint(x: 50, y: 50)), at: 3.2)
        try stage.clock.runUntilIdle()
        #expect(count == 1)
        let twoFingers = UITapGestureRecognizer { _ in count += 100 }
        twoFingers.numberOfTouchesRequired = 2
        view.addGestureRecognizer(twoFingers)
        try stage.perform(.tap(at: CGPoint(x: 50, y: 50)), at: 10)
        try stage.clock.runUntilIdle()
        #expect(count == 1)
    }

    @Test("swipes recognize in their directions only, fast enough and straight enough")
    func swipe() throws {
        let (stage, view) = try stage()
        var seen: [String] = []
        let left = UISwipeGestureRecognizer { _ in seen.append("left") }
        left.direction = .left
        let vertical = UISwipeGestureRecognizer { _ in seen.append("vertical") }
        vertical.direction = [.up, .down]
        let delegate = Delegate()
        delegate.simultaneous = true
        left.delegate = delegate
        view.addGestureRecognizer(left)
        view.addGestureRecognizer(vertical)
        func swipe(_ dx: CGFloat, _ dy: CGFloat, _ duration: TimeInterval, at time: TimeInterval) throws {
            try stage.perform(
                .drag(
                    from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200 + dx, y: 200 + dy),
                    duration: duration
                ).release(), at: time)
        }
        try swipe(-120, 0, 0.2, at: 0)
        try swipe(0, 120, 0.2, at: 1)
        try swipe(0, -120, 0.2, at: 2)
        try swipe(120, 0, 0.2, at: 3)  // right: neither
        try swipe(-120, 0, 2, at: 4)  // too slow
        try swipe(-100, 90, 0.2, at: 7)  // too diagonal
        try stage.clock.runUntilIdle()
        #expect(seen == ["left", "vertical", "vertical"])
    }

    @Test("a long press: began after minimumPressDuration, changed while moving, ended on lift; bad duration reported")
    func longPress() throws {
        let (stage, view) = try stage()
        var states: [(UIGestureRecognizer.State, TimeInterval)] = []
        let press = UILongPressGestureRecognizer { states.append(($0.state, stage.clock.now)) }
        press.minimumPressDuration = 0.3
        view.addGestureRecognizer(press)
        try stage.perform(
            .down(at: CGPoint(x: 100, y: 100)).hold(0.4).drag(to: CGPoint(x: 150, y: 100), duration: 0.1)
                .release())
        try stage.clock.runUntilIdle()
        #expect(states.first.map { $0.0 == .began && abs($0.1 - 0.3) < 1e-9 } == true)
        #expect(states.last.map { $0.0 == .ended && abs($0.1 - 0.5) < 1e-9 } == true)
        #expect(states.dropFirst().dropLast().allSatisfy { $0.0 == .changed } && states.count > 2)
        states = []
        press.minimumPressDuration = -.infinity
        try stage.perform(.down(at: CGPoint(x: 100, y: 100)).hold(0.1).release(), at: 2)
        try stage.clock.runUntilIdle()
        #expect(states.map(\.0) == [.began, .ended])
        #expect(stage.clock.diagnostics.last?.contains("minimumPressDuration") == true)
    }

    @Test("require(toFail:) holds a pan until a swipe fails; when the swipe recognizes, the pan fails")
    func requireToFail() throws {
        let (stage, view) = try stage()
        var log: [String] = []
        let swipe = UISwipeGestureRecognizer { _ in log.append("swipe") }
        swipe.direction = .down
        let pan = UIPanGestureRecognizer { log.append("pan \($0.state)") }
        pan.require(toFail: swipe)
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(swipe)
        try stage.perform(.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 250), duration: 0.2).release())
        try stage.clock.runUntilIdle()
        #expect(log == ["swipe"])
        log = []
        // Sideways: the swipe fails at once, so the pan begins at its next movement.
        try stage.perform(
            .drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100), duration: 0.2)
                .release(), at: 1)
        try stage.clock.runUntilIdle()
        #expect(log.first == "pan began" && log.last == "pan ended")
    }

    @Test("gestureRecognizerShouldBegin false fails it; isEnabled false cancels a running one and skips new touches")
    func delegateAndEnabled() throws {
        let (stage, view) = try stage()
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        let delegate = Delegate()
        delegate.shouldBegin = false
        pan.delegate = delegate
        view.addGestureRecognizer(pan)
        try stage.perform(.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100), duration: 0.2).release())
        try stage.clock.runUntilIdle()
        #expect(states.isEmpty)
        delegate.shouldBegin = true
        try stage.perform(
            .drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100), duration: 0.2)
                .release(), at: 1)
        stage.clock.asyncAfter(deadline: 1.1) { pan.isEnabled = false }
        try stage.clock.runUntilIdle()
        #expect(states.first == .began && states.last == .cancelled && !states.contains(.ended))
        states = []
        try stage.perform(
            .drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100), duration: 0.2)
                .release(), at: 2)
        try stage.clock.runUntilIdle()
        #expect(states.isEmpty)
    }

    final class Touched: UIView {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
    }

    @Test("cancelsTouchesInView: the view's touch is cancelled when the pan begins; with false it runs to its end")
    func cancelsTouches() throws {
        for cancels in [true, false] {
            let stage = try Stage(size: CGSize(width: 400, height: 400))
            let view = Touched(frame: stage.window.bounds)
            stage.window.addSubview(view)
            let pan = UIPanGestureRecognizer { _ in }
            pan.cancelsTouchesInView = cancels
            view.addGestureRecognizer(pan)
            try stage.perform(
                .drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1)
                    .release())
            try stage.clock.runUntilIdle()
            if cancels {
                #expect(view.log == ["began", "cancelled"])
            } else {
                #expect(view.log.first == "began" && view.log.last == "ended" && view.log.contains("moved"))
            }
        }
    }
}
