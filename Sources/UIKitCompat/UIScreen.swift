import Foundation
import Transitions

/// The screen of the current ``Stage`` (`UIScreen.main.bounds`, `.scale`).
@MainActor
public final class UIScreen {
    /// The current stage's screen. Before any stage exists, an iPhone 15 (393 × 852 @3x).
    public static var main: UIScreen { UIScreen(device: Stage.current?.device ?? .iPhone15) }

    public let device: Device

    init(device: Device) { self.device = device }

    /// The screen in points, origin at zero.
    public var bounds: CGRect { CGRect(origin: .zero, size: device.size) }
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: device.size.width * device.scale, height: device.size.height * device.scale)
    }
    public var scale: CGFloat { device.scale }
    public var nativeScale: CGFloat { device.scale }
    /// The display's refresh rate (the stage clock's display rate).
    public var maximumFramesPerSecond: Int { Int((Stage.current?.clock.framesPerSecond ?? 60).rounded()) }
}

/// Accessibility settings an animator may check; the simulated device has the defaults.
public enum UIAccessibility {
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
}
