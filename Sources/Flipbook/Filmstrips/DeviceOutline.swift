import Foundation
import Raster
import UIKitCompat

/// A device drawn around a frame in a filmstrip: a bezel of `bezelWidth` pixels with the screen's rounded
/// corners (`screenCornerRadius` pixels, continuous curve) cut into it.
///
/// The outline is a picture aid, not a model of any device: the radii are close to Apple's published
/// display corner radii (iPhone 15: 55 points; iPad Air: 18 points; iPhone SE: square), scaled to the
/// frame's pixels.
public struct DeviceOutline: Sendable, Hashable {
    /// The screen's corner radius, in pixels of the frame.
    public var screenCornerRadius: CGFloat
    /// The bezel's width around the screen, in pixels (whole pixels keep the frame's pixels exact).
    public var bezelWidth: Int
    /// The bezel's colour.
    public var color: Color

    /// An outline with the given screen corner radius in pixels and bezel width in pixels; negative values become 0.
    public init(screenCornerRadius: CGFloat, bezelWidth: Int, color: Color = DeviceOutline.bezelColor) {
        self.screenCornerRadius = max(0, screenCornerRadius)
        self.bezelWidth = max(0, bezelWidth)
        self.color = color
    }

    /// Near-black, as the glass border of a phone looks in product pictures.
    public static let bezelColor = Color(red8: 0x1C, green8: 0x1C, blue8: 0x1E)

    /// The outline of `device` for frames painted at `pixelsPerPoint`: its screen corner radius and a bezel of
    /// about 12 points (at least 2 pixels).
    public static func outline(of device: Device, pixelsPerPoint: CGFloat) -> DeviceOutline {
        DeviceOutline(
            screenCornerRadius: screenCornerRadius(of: device) * pixelsPerPoint,
            bezelWidth: max(2, Int((12 * pixelsPerPoint).rounded())))
    }

    /// The display corner radius in points: 0 for the iPhone SE (a square screen), 18 for iPads, 55 for
    /// other phones, and 13 % of the short side for any other size.
    public static func screenCornerRadius(of device: Device) -> CGFloat {
        let name = device.name.lowercased()
        if name.contains("iphone se") { return 0 }
        if name.contains("ipad") { return 18 }
        if name.contains("iphone") { return 55 }
        return 0.13 * min(device.size.width, device.size.height)
    }

    /// The outer corner radius: the screen's plus the bezel, so the bezel has the same width all round.
    public var outerCornerRadius: CGFloat {
        screenCornerRadius > 0 ? screenCornerRadius + CGFloat(bezelWidth) : CGFloat(bezelWidth) / 2
    }
}
