import Foundation
import Testing
import UIKitCompat

@Suite("App code's time (Swift 6 mode): main-queue blocks and run-loop timers on the playing stage's clock")
@MainActor
struct AppTimeTests {
    @Test("steps run at 0, 0.1, 0.2, 0.2 s (same-time events in the order scheduled); the timer stops itself")
    func swift6Spellings() throws {
        let stage = try Stage(size: CGSize(width: 100, height: 100))
        let fader = Swift6TimedFader()
        try stage.play {
            fader.start()
            try stage.clock.advance(by: 1)
        }
        // 0: the async block; 0.1: the timer; 0.2: the nested delay (scheduled at 0), then the timer (at 0.1).
        let expected: [Double] = [0, 0.1, 0.2, 0.2]
        #expect(fader.steps.count == 4)
        #expect(zip(fader.steps, expected).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(fader.view.alpha == 1.0 / 16)
    }
}
