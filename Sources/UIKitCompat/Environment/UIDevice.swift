import Foundation

/// UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
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
    open var isGeneratingDeviceOrientationNotifications: Bool { false }
    open func beginGeneratingDeviceOrientationNotifications() {}
    open func endGeneratingDeviceOrientationNotifications() {}
}

extension Device {
    /// `.pad` when the screen's short side is at least 700 points, `.phone` otherwise.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        min(size.width, size.height) >= 700 ? .pad : .phone
    }
}
