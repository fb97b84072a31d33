import Flipbook
import Foundation
import Testing
import UIKitCompat

@Suite("App code (Swift 5 mode): Timer, RunLoop.main and DispatchQueue.main on the scenario's virtual clock")
@MainActor
struct TimersTests {
    static let device = Device(name: "small", size: CGSize(width: 320, height: 320), scale: 1)

    /// A scenario on `CountdownViewController` whose one action (at 0, after 2 lead-in frames) is `action`.
    func scenario(
        _ id: ScenarioID, screens: @escaping (CountdownViewController) -> Void = { _ in },
        action: @escaping @MainActor (CountdownViewController) -> Void
    ) -> Scenario {
        Scenario(
            id: id, summary: "app timers", device: Self.device,
            recording: RecordingRules(leadInFrames: 2, holdFrames: 6),
            setup: { stage in
                let countdown = CountdownViewController()
                stage.window.rootViewController = countdown
                screens(countdown)
                return countdown
            }, actions: [.at(0, "start") { action($0) }])
    }

    /// The scenario's frames, played with painting, each painted with 1 and with 2 threads (which must agree).
    func frames(of scenario: Scenario) throws -> [Image] {
        var images: [Image] = []
        try ScenarioPlayer().play(scenario) { frame in
            let one = Rasterizer(options: .init(threadCount: 1)).render(frame.tree)
            let two = Rasterizer(options: .init(threadCount: 2)).render(frame.tree)
            #expect(one == two, "frame \(frame.index) differs between 1 and 2 painting threads")
            images.append(one)
        }
        return images
    }

    /// The indices of the frames that differ from the frame before at the sampled points.
    func changes(in frames: [Image], at points: [(Int, Int)]) -> [Int] {
        func sample(_ image: Image) -> [Pixel] { points.map { image[x: $0.0, y: $0.1] } }
        return frames.indices.dropFirst().filter { sample(frames[$0]) != sample(frames[$0 - 1]) }
    }

    @Test("ticks, a cancelled timer, nested delays and a cancelled work item run at their exact virtual times")
    func countdownLog() throws {
        var countdown: CountdownViewController?
        let played = try ScenarioPlayer().run(
            scenario("app-countdown", screens: { countdown = $0 }, action: { $0.startCountdown() }))
        let log = try #require(countdown?.log)
        // The action runs at 2/60 s (after the lead-in); every time below is counted from there.
        #expect(
            log == [
                "start@0.0333", "async@0.0333", "tick1@0.1833", "cancel-flash@0.2333", "tick2@0.3333",
                "moved@0.4333", "tick3@0.4833",
            ])
        #expect(countdown?.ticks == 3 && countdown?.isTicking == false, "the ticker invalidated itself")
        #expect(played.stage.clock.diagnostics.isEmpty)
    }

    @Test("the frame table: each timer's change appears in the frame at its time, the same on every play")
    func countdownFrames() throws {
        let scenario = scenario("app-countdown-frames", action: { $0.startCountdown() })
        let frames = try frames(of: scenario)
        // Badge at x 20…80 (sampled at 50, 130) until it moves to x 200…260 (sampled at 230, 130).
        // Frame 2 is the action's; tick1 (+0.15 s) is frame 11, tick2 frame 20, the move (+0.4 s) frame 26, tick3
        // (+0.45 s) frame 29.
        #expect(changes(in: frames, at: [(50, 130), (230, 130)]) == [11, 20, 26, 29])
        #expect(frames.count == 33, "settled at frame 26 (the last one-shot block) + 6 hold frames (tick3 among them)")
        let again = try self.frames(of: scenario)
        #expect(again == frames, "a second play paints the same frames")
    }

    @Test("an animator's delayed block changes a view half-way; a timer completes the transition")
    func transitionFrames() throws {
        var countdown: CountdownViewController?
        let scenario = scenario("app-timed-fade", screens: { countdown = $0 }, action: { $0.presentDetail() })
        let frames = try frames(of: scenario)
        // The accent (x 40…120, y 200…280) fades in with the page over the grey screen, blue (more blue than red
        // at any opacity) until +0.25 s, then red: frame 2 + 15.
        let firstRed = frames.firstIndex { image in
            let pixel = image[x: 80, y: 240]
            return Int(pixel.r) > Int(pixel.b) + 30
        }
        #expect(firstRed == 17)
        #expect(countdown?.log == ["presented@0.5333"], "the timer completed the transition 0.5 s after the tap")
        #expect(countdown?.presentedViewController is TimedDetailViewController)
    }

    @Test("outside a play the same calls are Foundation's and Dispatch's; inside, the stage's clock")
    func outsideAPlay() throws {
        let stage = try Stage(device: Self.device)
        let countdown = CountdownViewController()
        stage.window.rootViewController = countdown
        #expect(countdown.dispatchNow() > 1_000_000_000, "the system's uptime, not the clock's 0 s")
        let wallTimer = countdown.makeTimer(after: 0.1)
        #expect(wallTimer.fireDate.timeIntervalSinceReferenceDate > 1e8, "a wall-clock fire date")
        try stage.clock.advance(by: 1)
        #expect(!countdown.log.contains { $0.hasPrefix("timer") }, "a wall-clock timer does not run on the clock")
        wallTimer.invalidate()

        try stage.play {
            #expect(countdown.dispatchNow() == 1 + 1_000_000_000, "the clock's 1 s in nanoseconds, plus 1")
            let timer = countdown.makeTimer(after: 0.1)
            #expect(timer.fireDate == Date(timeIntervalSinceReferenceDate: 1.1))
            try stage.clock.advance(by: 0.1)
            #expect(countdown.log == ["timer@1.1000"])
            #expect(!timer.isValid, "a one-shot timer is invalid once it fired")
            _ = countdown.makeTimer(after: .nan)
        }
        #expect(stage.clock.diagnostics.contains { $0.contains("time interval of nan") })
        try stage.clock.advance(by: 0.001)
        #expect(countdown.log == ["timer@1.1000", "timer@1.1001"], "the NaN interval became 0.1 ms, reported")
        #expect(!stage.isPlaying)
    }
}

@Suite("App code that imports Foundation itself: its timing calls compile, and are Foundation's")
@MainActor
struct TimersWithFoundationImportTests {
    @Test("in a play, a file importing Foundation gets the wall clock (the documented limit)")
    func foundationWins() throws {
        let stage = try Stage(device: TimersTests.device)
        let view = UIView()
        try stage.play {
            #expect(FoundationImportingTimers.dispatchNow() > 1_000_000_000, "Dispatch's now, not the clock's")
            let timers = FoundationImportingTimers.schedule(view)
            #expect(timers.allSatisfy { $0.fireDate.timeIntervalSinceReferenceDate > 1e8 }, "wall-clock dates")
            try stage.clock.advance(by: 0.5)
            #expect(view.alpha == 1, "the main-queue blocks went to Dispatch's main queue, not the clock")
            for timer in timers { timer.invalidate() }
        }
    }
}
