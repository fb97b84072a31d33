import Foundation
import Raster

/// Insets for each edge of a rectangle, in points: UIKit's `UIEdgeInsets`.
///
/// Positive values shrink a rectangle (`CGRect.inset(by:)`), negative values grow it, as in UIKit.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the left edge, in points.
    public var left: CGFloat
    /// The inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset from the right edge, in points.
    public var right: CGFloat

    /// No insets.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// Insets of `top`, `left`, `bottom` and `right` points.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = UIEdgeInsets()

    /// `true` when every inset is finite (no NaN, no infinity).
    public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

    public var description: String { "UIEdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))" }
}

/// UIKit's C spelling, still common in older app code.
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// Insets with leading and trailing edges that follow the layout direction: UIKit's `NSDirectionalEdgeInsets`.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the leading edge (left in a left-to-right layout), in points.
    public var leading: CGFloat
    /// The inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset from the trailing edge (right in a left-to-right layout), in points.
    public var trailing: CGFloat

    /// No insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Insets of `top`, `leading`, `bottom` and `trailing` points.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public static let zero = NSDirectionalEdgeInsets()

    /// The same insets as left/right edges for a layout direction (leading is left in left-to-right layouts).
    public func edgeInsets(rightToLeft: Bool) -> UIEdgeInsets {
        rightToLeft
            ? UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }

    public var description: String {
        "NSDirectionalEdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))"
    }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (grown where they are negative): UIKit's `CGRect.inset(by:)`.
    ///
    /// As in UIKit, a rectangle whose insets leave a negative width or height is returned with that negative
    /// size; `standardized` and `isEmpty` treat it as Core Graphics does.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left,
            y: origin.y + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom
        )
    }
}
