import Testing
import UIKitCompat

@Suite("App code (Swift 5 mode): gestures, controls and layer timing")
@MainActor
struct GesturesTests {
    func stageWithCell() throws -> (Stage, PhotoCell) {
        let stage = try Stage(size: CGSize(width: 300, height: 300))
        let cell = PhotoCell(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        stage.window.addSubview(cell)
        return (stage, cell)
    }

    @Test("a single tap selects once the double tap has failed; two quick taps like and do not select")
    func singleAndDoubleTap() throws {
        let (stage, cell) = try stageWithCell()
        try stage.perform(.tap(at: CGPoint(x: 150, y: 150)))
        try stage.clock.advance(to: 0.2)
        #expect(cell.events.isEmpty, "the single tap waits for the double tap to fail")
        try stage.clock.runUntilIdle()
        #expect(cell.events == ["select"])
        let failedAt = stage.environment.haptics.last?.time ?? 0
        // Lifted at 0.1 s; the double tap fails maximumIntervalBetweenTaps later.
        #expect(abs(failedAt - (0.1 + UIKitChoices.current.maximumIntervalBetweenTaps)) < 1e-9)

        let start = stage.clock.now
        try stage.perform(.tap(at: CGPoint(x: 150, y: 150)))
        try stage.perform(.tap(at: CGPoint(x: 152, y: 151)), at: start + 0.2)
        try stage.clock.runUntilIdle()
        #expect(cell.events == ["select", "like"])
    }

    @Test("a long press begins after its minimum duration on the virtual clock; moving first fails it")
    func longPress() throws {
        let (stage, cell) = try stageWithCell()
        try stage.perform(.down(at: CGPoint(x: 150, y: 150)).hold(0.4).release())
        try stage.clock.runUntilIdle()
        #expect(!cell.events.contains("menu"))
        cell.events.removeAll()
        // Touches a second apart, so that the next one is not counted as a second tap.
        let start = stage.clock.now + 1
        try stage.perform(.down(at: CGPoint(x: 150, y: 150)).hold(0.6).release(), at: start)
        try stage.clock.runUntilIdle()
        #expect(cell.events == ["menu"])
        #expect(stage.environment.haptics.last.map { abs($0.time - (start + 0.5)) < 1e-9 } == true)
        cell.events.removeAll()
        try stage.perform(
            .drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 150, y: 180), duration: 0.1)
                .hold(0.6).release(), at: stage.clock.now + 1)
        try stage.clock.runUntilIdle()
        #expect(cell.events.isEmpty)
    }

    @Test("a recognizer subclass sets its own state from overridden touch methods")
    func subclass() throws {
        let (stage, cell) = try stageWithCell()
        try stage.perform(.drag(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 150, y: 200), duration: 0.2).release())
        try stage.clock.runUntilIdle()
        #expect(cell.events == ["flick"])
        cell.events.removeAll()
        try stage.perform(.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 250, y: 120), duration: 0.2).release())
        try stage.clock.runUntilIdle()
        #expect(!cell.events.contains("flick"))
    }

    @Test("a touch on the button reaches no recognizer (the delegate refuses it) and fires the button's action")
    func buttonAndDelegate() throws {
        let (stage, cell) = try stageWithCell()
        try stage.perform(.tap(at: CGPoint(x: 40, y: 25)))
        try stage.clock.runUntilIdle()
        #expect(cell.events == ["button"])
        #expect(cell.gestureDelegate.asked == 4)
    }

    @Test("QA1673 pause and resume: the paused layer holds its frame, resumes where it stopped, completes late")
    func pauseResume() throws {
        let stage = try Stage(size: CGSize(width: 300, height: 300))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        stage.window.addSubview(box)
        var finishedAt: TimeInterval?
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                box.center.x = 125
            }, completion: { _ in finishedAt = stage.clock.now })
        try stage.clock.advance(to: 0.25)
        box.layer.pauseAnimations()
        try stage.clock.advance(to: 0.75)
        #expect(abs(box.layer.presentation()!.position.x - 50) < 1e-9)
        box.layer.resumeAnimations()
        try stage.clock.advance(to: 1.0)
        #expect(abs(box.layer.presentation()!.position.x - 75) < 1e-9)
        try stage.clock.runUntilIdle()
        #expect(finishedAt.map { abs($0 - 1.5) < 1e-9 } == true)
    }

    @Test("a container paused at speed 0 and scrubbed by timeOffset renders the frame of that time")
    func scrubbedContainerRendersTheRightFrame() throws {
        func tree(scrubbedTo t: TimeInterval?) throws -> RenderTree {
            let stage = try Stage(size: CGSize(width: 300, height: 200))
            let container = UIView(frame: stage.window.bounds)
            let card = UIView(frame: CGRect(x: 0, y: 50, width: 100, height: 100))
            card.backgroundColor = .systemBlue
            card.layer.cornerRadius = 12
            container.addSubview(card)
            stage.window.addSubview(container)
            if let t {
                slideScrubbable(card, in: container, by: 200, duration: 1)
                try stage.clock.advance(to: 5)  // the wall of time passing changes nothing while paused
                container.layer.timeOffset = t
            } else {
                UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { card.center.x += 200 })
                try stage.clock.advance(to: 0.4)
            }
            return stage.renderTree()
        }
        let scrubbed = try tree(scrubbedTo: 0.4)
        #expect(scrubbed == (try tree(scrubbedTo: nil)))
        #expect(scrubbed != (try tree(scrubbedTo: 0.5)))
    }
}
