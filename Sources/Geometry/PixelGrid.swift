import Foundation

/// Points to whole device pixels, in one place: a window of `size` points at `scale` pixels per point is
/// `round(size × scale)` pixels on each side (halves away from zero), as a screen's `nativeBounds` is.
public enum PixelGrid {
    /// The number of whole pixels that `points` cover at `scale`. Callers validate that the product is finite
    /// and in range before converting (a non-finite product traps, as `Int(_:)` does).
    public static func pixels(_ points: CGFloat, scale: CGFloat) -> Int {
        Int(pixelLength(points, scale: scale))
    }

    /// The same rounding before the conversion to `Int`, for callers that range-check the value first.
    public static func pixelLength(_ points: CGFloat, scale: CGFloat) -> CGFloat {
        (points * scale).rounded()
    }

    /// A pixel size: each side through ``pixels(_:scale:)``.
    public static func pixelSize(of size: CGSize, scale: CGFloat) -> (width: Int, height: Int) {
        (pixels(size.width, scale: scale), pixels(size.height, scale: scale))
    }
}
