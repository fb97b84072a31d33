import Foundation
import Geometry

/// The screen of the current ``Stage`` (UIKit's `UIScreen`): `UIScreen.main.bounds` is the device's size in
/// points. Without a stage, a 393 × 852 @3x screen.
@preconcurrency @MainActor
public final class UIScreen {
    /// The screen's rectangle in points, at the origin (the device's size).
    public let bounds: CGRect
    /// Pixels per point (the device's scale).
    public let scale: CGFloat

    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }

    /// The current stage's screen.
    public static var main: UIScreen {
        let device = Stage.current?.device ?? .iPhone15
        return UIScreen(bounds: CGRect(origin: .zero, size: device.size), scale: device.scale)
    }

    /// The same as ``scale``: the stage's screen is not scaled for display.
    public var nativeScale: CGFloat { scale }

    /// The device the screen shows.
    public var device: Device { Stage.current?.device ?? .iPhone15 }
    /// The screen's rectangle in whole pixels: ``bounds`` times ``scale``, rounded as the stage's frames are
    /// (Geometry's `PixelGrid`).
    public var nativeBounds: CGRect {
        let pixels = PixelGrid.pixelSize(of: bounds.size, scale: scale)
        return CGRect(x: 0, y: 0, width: pixels.width, height: pixels.height)
    }
    /// The display's refresh rate (the stage clock's display rate).
    public var maximumFramesPerSecond: Int { Int((Stage.current?.clock.framesPerSecond ?? 60).rounded()) }
}
