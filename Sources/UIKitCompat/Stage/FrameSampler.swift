import Foundation
import Raster

/// One sampled frame: its index, the virtual time and the window's render tree at that time.
public struct Frame: Sendable, Equatable {
    /// The frame's index, from 0 (the state at the start).
    public var index: Int
    /// The frame's virtual time, in seconds.
    public var time: TimeInterval
    /// The window's presentation state at that time.
    public var tree: RenderTree
}

/// Advances a stage's clock at a fixed rate and snapshots the window into a `RenderTree` (Raster) per frame.
///
/// Frame k is taken at `start + k / framesPerSecond` (computed, never accumulated, so every run lands on the
/// same times): the clock advances to that time (running everything due on the way), the window is laid
/// out, and its presentation state is captured. Frame 0 is the state at the start.
public struct FrameSampler: Sendable {
    /// The sampling rate (finite and positive).
    public let framesPerSecond: Double
    /// The most frames one call produces (a guard against a mistyped duration).
    public static let frameLimit = 100_000

    /// A sampler at `framesPerSecond`; throws ``StageError/invalidFramesPerSecond(_:)`` for a rate that is not finite
    /// and positive.
    public init(framesPerSecond: Double) throws {
        guard framesPerSecond.isFinite, framesPerSecond > 0 else {
            throw StageError.invalidFramesPerSecond(framesPerSecond)
        }
        self.framesPerSecond = framesPerSecond
    }

    /// The number of frames covering `duration` seconds, both ends included: ⌊duration × fps⌋ + 1.
    public func frameCount(forDuration duration: TimeInterval) throws -> Int {
        guard duration.isFinite, duration >= 0 else { throw StageError.invalidDuration(duration) }
        let exact = duration * framesPerSecond
        let rounded = exact.rounded()
        let whole = abs(exact - rounded) < 1e-9 ? rounded : exact.rounded(.down)
        guard whole < Double(FrameSampler.frameLimit) else {
            throw StageError.tooManyFrames(requested: Int(min(whole, 1e15)), limit: FrameSampler.frameLimit)
        }
        return Int(whole) + 1
    }

    /// Samples `count` frames from the stage's current time, handing each to `body` as it is made.
    @MainActor
    public func sample(_ stage: Stage, frameCount count: Int, _ body: (Frame) throws -> Void) throws {
        guard count >= 1 else { throw StageError.invalidFrameCount(count) }
        guard count <= FrameSampler.frameLimit else {
            throw StageError.tooManyFrames(requested: count, limit: FrameSampler.frameLimit)
        }
        let start = stage.clock.now
        for index in 0..<count {
            try stage.clock.advance(to: start + Double(index) / framesPerSecond)
            try body(Frame(index: index, time: stage.clock.now, tree: stage.renderTree()))
        }
    }

    /// Samples the frames covering `duration` seconds from the stage's current time.
    @MainActor
    public func sample(_ stage: Stage, duration: TimeInterval) throws -> [Frame] {
        var frames: [Frame] = []
        try sample(stage, frameCount: frameCount(forDuration: duration)) { frames.append($0) }
        return frames
    }
}
