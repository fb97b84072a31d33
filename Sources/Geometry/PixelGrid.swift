import Foundation

/// Points to whole device pixels, in one place: a window of `size` points at `scale` pixels per point is
/// `round(size × scale)` pixels on each side (halves away from zero), as a screen's `nativeBounds` is; and the
/// one rule for which scales are accepted.
public enum PixelGrid {
    /// The pixels-per-point scales accepted everywhere a scale comes from outside: a scenario's device (the
    /// stage), a run's override, docs imagery (output scale × supersampling), a scene file and `flipbook demo`.
    /// From 0.01 (a 393-point screen is still 4 pixels wide) to 16 (docs at @4x supersampled 4 times).
    public static let scales: ClosedRange<Double> = 0.01...16

    /// What ``scales`` asks for, for messages: `a number from 0.01 to 16`.
    public static let scaleRequirement = "a number from 0.01 to 16"

    /// Whether `scale` is finite and in ``scales``.
    public static func isValid(scale: Double) -> Bool {
        scale.isFinite && scales.contains(scale)
    }

    /// Why `scale` is not accepted (`scale must be a number from 0.01 to 16, got 20.0`), or nil: the message
    /// names the field; the command line says its flag instead.
    public static func problem(scale: Double) -> String? {
        isValid(scale: scale) ? nil : "scale must be \(scaleRequirement), got \(scale)"
    }

    /// The number of whole pixels that `points` cover at `scale`. Callers validate that the product is finite
    /// and in range before converting (a non-finite product traps, as `Int(_:)` does).
    public static func pixels(_ points: CGFloat, scale: CGFloat) -> Int {
        Int(pixelLength(points, scale: scale))
    }

    /// The same rounding before the conversion to `Int`, for callers that range-check the value first.
    public static func pixelLength(_ points: CGFloat, scale: CGFloat) -> CGFloat {
        (points * scale).rounded()
    }

    /// `points` moved to the nearest whole pixel at `scale`, in points (`round(points × scale) / scale`), as
    /// UIKit rounds a view's measured size to the screen's pixel grid.
    public static func snapped(_ points: CGFloat, scale: CGFloat) -> CGFloat {
        pixelLength(points, scale: scale) / scale
    }

    /// A pixel size: each side through ``pixels(_:scale:)``.
    public static func pixelSize(of size: CGSize, scale: CGFloat) -> (width: Int, height: Int) {
        (pixels(size.width, scale: scale), pixels(size.height, scale: scale))
    }
}
