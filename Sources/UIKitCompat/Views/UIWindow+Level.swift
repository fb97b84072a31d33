import Foundation

extension UIWindow {
    /// Where a window stacks among the app's windows, higher levels in front: UIKit's `UIWindow.Level`.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level's value (normal 0, status bar 1000, alert 2000).
        public var rawValue: CGFloat

        /// The level of value `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The level of value `rawValue` (UIKit's unlabelled spelling).
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// 0: the level of app windows.
        public static let normal = Level(0)
        /// 1000: the status bar's level; windows here cover it.
        public static let statusBar = Level(1000)
        /// 2000: the level of alerts.
        public static let alert = Level(2000)

        /// Lower levels are behind higher ones.
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
        /// The level `value` above `level` (`.statusBar + 1`).
        public static func + (level: Level, value: CGFloat) -> Level { Level(level.rawValue + value) }
        /// The level `value` below `level`.
        public static func - (level: Level, value: CGFloat) -> Level { Level(level.rawValue - value) }
    }
}
