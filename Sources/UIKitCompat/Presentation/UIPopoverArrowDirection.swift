import Foundation

/// UIKit's `UIPopoverArrowDirection`: which way a popover's arrow points (towards its source).
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    /// The option set's bits (UIKit's values).
    public let rawValue: UInt
    /// The directions with `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The arrow points up: the popover is below its source.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down: the popover is above its source.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left: the popover is to the right of its source.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right: the popover is to the left of its source.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction (the default).
    public static let any = UIPopoverArrowDirection(rawValue: 0b1111)
    /// Not known yet (before the popover is shown).
    public static let unknown = UIPopoverArrowDirection(rawValue: ~0)
}
