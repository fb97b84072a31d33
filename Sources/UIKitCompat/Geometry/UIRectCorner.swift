import Foundation

/// UIKit's `UIRectCorner` (for rounded paths), with the conversion to the layer's ``CACornerMask`` that app
/// code writes by hand.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners (every bit set, as UIKit's).
    public static let allCorners = UIRectCorner(rawValue: ~0)

    /// The same corners as a layer's corner mask (top left is `.layerMinXMinYCorner`).
    public var cornerMask: CACornerMask {
        var mask: CACornerMask = []
        if contains(.topLeft) { mask.insert(.layerMinXMinYCorner) }
        if contains(.topRight) { mask.insert(.layerMaxXMinYCorner) }
        if contains(.bottomLeft) { mask.insert(.layerMinXMaxYCorner) }
        if contains(.bottomRight) { mask.insert(.layerMaxXMaxYCorner) }
        return mask
    }
}
