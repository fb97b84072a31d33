import Foundation
import Raster
import UIKitCompat

/// The largest frame a scenario may paint: the canvas limits of a scene file (``SceneLimits``), at most
/// 16 384 pixels a side and 100 000 000 pixels in all, checked before the stage is made.
///
/// Without it, a device and scale that are each accepted — `--device ipad --scale 16` is 13 120 × 18 880
/// pixels — made `render` allocate a gigabyte per frame and abort ("failed to allocate 990822400 bytes"),
/// and `docs` paint for minutes; frames that large could not be checked anyway (fixtures are decoded with a
/// budget of 64 megapixels).
public enum FrameSizeLimit {
    /// Why frames of `device` (its size and scale) are too large to paint, naming the pixel size and the
    /// largest scale that fits; nil when they fit, or when the size or scale is not valid at all (the stage
    /// names those).
    public static func problem(device: Device) -> String? {
        let size = device.size, scale = device.scale
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
            PixelGrid.isValid(scale: Double(scale))
        else { return nil }
        guard !fits(size, scale: scale) else { return nil }
        let width = PixelGrid.pixelLength(size.width, scale: scale)
        let height = PixelGrid.pixelLength(size.height, scale: scale)
        let pixels = "\(Self.number(width))×\(Self.number(height)) pixels"
        let points = "\(Self.number(size.width))×\(Self.number(size.height)) points at scale \(Self.number(scale))"
        var message =
            "its frames would be \(pixels) (\(points)); a frame may have at most \(SceneLimits.maxPixelSide) "
            + "pixels a side and \(SceneLimits.maxPixels) in all"
        if let largest = largestScale(for: size) { message += ": scale \(Self.number(largest)) fits" }
        return message
    }

    /// Whether `size` points at `scale` fit the limits.
    static func fits(_ size: CGSize, scale: CGFloat) -> Bool {
        let width = PixelGrid.pixelLength(size.width, scale: scale)
        let height = PixelGrid.pixelLength(size.height, scale: scale)
        return width <= CGFloat(SceneLimits.maxPixelSide) && height <= CGFloat(SceneLimits.maxPixelSide)
            && width * height <= CGFloat(SceneLimits.maxPixels)
    }

    /// The largest scale in hundredths (at least ``PixelGrid/scales``' lower bound) at which `size` fits, or nil.
    static func largestScale(for size: CGSize) -> CGFloat? {
        let bySide = CGFloat(SceneLimits.maxPixelSide) / max(size.width, size.height)
        let byArea = (CGFloat(SceneLimits.maxPixels) / (size.width * size.height)).squareRoot()
        var hundredths = (min(bySide, byArea, CGFloat(PixelGrid.scales.upperBound)) * 100).rounded(.down)
        while hundredths >= 1 {
            if fits(size, scale: hundredths / 100) { return hundredths / 100 }
            hundredths -= 1
        }
        return nil
    }

    /// `value` without a fraction when it is whole (`16`, `8.47`).
    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
    }
}
