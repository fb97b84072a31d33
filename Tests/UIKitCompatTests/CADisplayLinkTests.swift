import Testing
import UIKitCompat

/// The closure-based `CADisplayLink`: fires once per display frame on the stage's clock from the frame after
/// it is added to a run loop, until invalidated.
@MainActor
@Suite struct CADisplayLinkTests {
    @Test func firesEveryFrameOnceAddedUntilInvalidated() throws {
        let stage = try Stage(device: .iPhone15)
        var stamps: [TimeInterval] = []
        let link = CADisplayLink { link in stamps.append(link.timestamp) }
        // Times half-way between display frames (k / 60), so that no tick is on an edge.
        func frame(_ k: Double) -> TimeInterval { (k + 0.5) / 60 }
        try stage.clock.advance(to: frame(2))
        #expect(stamps.isEmpty, "a link fires only once added to a run loop")
        link.add(to: .current, forMode: .common)
        try stage.clock.advance(to: frame(9))
        // Added during frame 2: fires on frames 3…9.
        #expect(stamps.count == 7)
        #expect(abs(stamps[0] - 3.0 / 60) < 1e-9 && abs(stamps[6] - 9.0 / 60) < 1e-9)
        #expect(abs(link.duration - 1.0 / 60) < 1e-12)
        link.isPaused = true
        try stage.clock.advance(to: frame(14))
        #expect(stamps.count == 7)
        link.isPaused = false
        try stage.clock.advance(to: frame(16))
        #expect(stamps.count == 9)
        link.invalidate()
        link.add(to: .current, forMode: .common)
        try stage.clock.advance(to: frame(20))
        #expect(stamps.count == 9, "an invalidated link never fires again")
    }
}
