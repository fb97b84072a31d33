import Foundation
import Geometry

/// Bad values given to the stage or the frame sampler.
public enum StageError: Error, Equatable, CustomStringConvertible {
    case invalidWindowSize(CGSize)
    case invalidScale(CGFloat)
    case invalidFramesPerSecond(Double)
    case invalidDuration(TimeInterval)
    case invalidFrameCount(Int)
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
