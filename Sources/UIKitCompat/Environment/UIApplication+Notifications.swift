import Foundation

/// UIKit's application notification names and `open(_:options:)` keys.
///
/// The simulated app stays active in the foreground and its status bar does not change while a scenario runs,
/// so the stage never posts the life-cycle and status-bar notifications; app code that observes them compiles
/// and its observers are simply not called, as on a device that is never backgrounded.
extension UIApplication {
    /// UIKit's `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only links an installed app handles.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The app moved to the background.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// The app is about to leave the background.
    public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// The app became active.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// The app is about to become inactive.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// The app is about to end.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// The app received a memory warning.
    public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    /// The day changed or the clock was set.
    public static let significantTimeChangeNotification = Notification.Name(
        "UIApplicationSignificantTimeChangeNotification")
    /// The user took a screenshot.
    public static let userDidTakeScreenshotNotification = Notification.Name(
        "UIApplicationUserDidTakeScreenshotNotification")
    /// The status bar's frame is about to change.
    public static let willChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarFrameNotification")
    /// The status bar's frame changed.
    public static let didChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationDidChangeStatusBarFrameNotification")
    /// The interface orientation is about to change.
    public static let willChangeStatusBarOrientationNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarOrientationNotification")
    /// The interface orientation changed.
    public static let didChangeStatusBarOrientationNotification = Notification.Name(
        "UIApplicationDidChangeStatusBarOrientationNotification")
    /// The URL that opens the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"
}
