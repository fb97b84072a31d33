import Foundation
import Geometry

/// Bad values given to the stage or the frame sampler.
public enum StageError: Error, Equatable, CustomStringConvertible {
    /// A window size that is not finite or not larger than zero both ways.
    case invalidWindowSize(CGSize)
    /// A scale outside the pixel grid's accepted range (see `PixelGrid.scaleRequirement`).
    case invalidScale(CGFloat)
    /// A frame rate that is not finite and positive.
    case invalidFramesPerSecond(Double)
    /// A duration that is negative or not finite.
    case invalidDuration(TimeInterval)
    /// A frame count below 1.
    case invalidFrameCount(Int)
    /// More frames asked for than the sampler's limit.
    case tooManyFrames(requested: Int, limit: Int)

    public var description: String {
        switch self {
        case .invalidWindowSize(let s):
            return "window size must be finite and larger than zero in both dimensions, got \(s.width)×\(s.height)"
        case .invalidScale(let s): return "scale must be \(PixelGrid.scaleRequirement), got \(s)"
        case .invalidFramesPerSecond(let f): return "frames per second must be finite and > 0, got \(f)"
        case .invalidDuration(let d): return "duration must be finite and ≥ 0, got \(d)"
        case .invalidFrameCount(let n): return "frame count must be ≥ 1, got \(n)"
        case .tooManyFrames(let n, let limit): return "\(n) frames requested; the limit is \(limit)"
        }
    }
}
