import Foundation

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
    /// The screen's rectangle in pixels: ``bounds`` times ``scale``.
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    /// The display's refresh rate (the stage clock's display rate).
    public var maximumFramesPerSecond: Int { Int((Stage.current?.clock.framesPerSecond ?? 60).rounded()) }
}

/// The heights of the system bars Flipbook draws for a screen size, from Apple's published metrics (status bar
/// 20 pt without a notch, 47–59 pt with one; home indicator 34 pt). Flipbook's own choice per size class.
public struct ScreenMetrics: Sendable, Equatable {
    /// Height of the status bar area at the top (the navigation bar starts below it).
    public var statusBarHeight: CGFloat
    /// Height of the home-indicator area at the bottom (the tab bar extends over it).
    public var bottomInset: CGFloat

    /// Metrics with the given heights in points.
    public init(statusBarHeight: CGFloat, bottomInset: CGFloat) {
        self.statusBarHeight = statusBarHeight
        self.bottomInset = bottomInset
    }

    /// Metrics for a screen of `size` points: tall phones (height ≥ 812) have a 59 pt (Dynamic Island) or
    /// 47 pt (notch, height < 852) status bar and a 34 pt bottom inset; iPads (width ≥ 700) 24 pt and 20 pt;
    /// other phones 20 pt and none.
    public static func forScreen(size: CGSize) -> ScreenMetrics {
        let short = min(size.width, size.height), long = max(size.width, size.height)
        if short >= 700 { return ScreenMetrics(statusBarHeight: 24, bottomInset: 20) }
        if long >= 852 { return ScreenMetrics(statusBarHeight: 59, bottomInset: 34) }
        if long >= 812 { return ScreenMetrics(statusBarHeight: 47, bottomInset: 34) }
        return ScreenMetrics(statusBarHeight: 20, bottomInset: 0)
    }

    /// Metrics of the current screen.
    @MainActor public static var current: ScreenMetrics { forScreen(size: UIScreen.main.bounds.size) }
}
