import Foundation

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
