import Foundation

/// UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// The kind of device: `phone` or `pad` for the stage's presets (see ``Device/userInterfaceIdiom``); `tv`,
    /// `carPlay`, `mac` and `vision` for UIKit's other platforms, which no preset reports; `unspecified` for none.
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    /// How the device is held: `unknown`; `portrait` (home button or indicator at the bottom) or `portraitUpsideDown`;
    /// `landscapeLeft` (turned so the bottom is on the right) or `landscapeRight`; lying `faceUp` or `faceDown`.
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// Whether the device is upright: ``portrait`` or ``portraitUpsideDown``.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side: ``landscapeLeft`` or ``landscapeRight``.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat: ``faceUp`` or ``faceDown``.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether an interface can take this orientation: portrait or landscape (not flat, not unknown).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// UIKit's `UIDevice`: `UIDevice.current` describes the current stage's device preset.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device of the current stage.
    public static var current: UIDevice { UIDevice(device: Stage.current?.device ?? .iPhone15) }

    private let device: Device

    init(device: Device) {
        self.device = device
        super.init()
    }

    /// `.pad` for a screen whose short side is at least 700 points (the iPad preset), `.phone` otherwise.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { device.userInterfaceIdiom }

    /// "iPhone" or "iPad": iOS 16 and later report the generic model name, not the user's device name.
    open var name: String { model }
    /// "iPhone" or "iPad".
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The model name, not localised: "iPhone" or "iPad".
    open var localizedModel: String { model }
    /// "iOS" ("iPadOS" on the iPad preset, as UIKit reports it).
    open var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }
    /// The stage's ``StageEnvironment/systemVersion``.
    open var systemVersion: String { StageEnvironment.current.systemVersion }

    /// Portrait for a screen taller than wide, otherwise landscape.
    open var orientation: UIDeviceOrientation {
        device.size.width > device.size.height ? .landscapeLeft : .portrait
    }

    /// Kept for app code; nothing is reported.
    open var isBatteryMonitoringEnabled = false
    /// -1: unknown, as UIKit reports it without battery monitoring.
    open var batteryLevel: Float { -1 }
    /// Always true: a stage runs one process at a time.
    open var isMultitaskingSupported: Bool { true }
    /// Always false: a stage's device never turns, so no orientation notification is posted.
    open var isGeneratingDeviceOrientationNotifications: Bool { false }
    /// Kept for app code; does nothing (the stage's device never turns).
    open func beginGeneratingDeviceOrientationNotifications() {}
    /// Kept for app code; does nothing.
    open func endGeneratingDeviceOrientationNotifications() {}
}

extension Device {
    /// `.pad` when the screen's short side is at least 700 points, `.phone` otherwise.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        min(size.width, size.height) >= 700 ? .pad : .phone
    }
}
