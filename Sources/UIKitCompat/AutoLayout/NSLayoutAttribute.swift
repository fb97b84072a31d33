import Foundation

extension NSLayoutConstraint {
    /// The part of an item's layout a constraint relates: UIKit's `NSLayoutConstraint.Attribute`, with UIKit's
    /// raw values.
    public enum Attribute: Int, Sendable {
        /// Edges, sizes and centres of the item's frame: `left`, `right`, `top` and `bottom` edges; `leading` and
        /// `trailing` edges, which swap sides in a right-to-left layout; `width` and `height`; the horizontal and
        /// vertical centres `centerX` and `centerY`.
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        /// The baseline of the item's last or first line of text (the bottom edge for a view without text).
        case lastBaseline, firstBaseline
        /// The edges inset by the view's layout margins (leading and trailing follow the layout direction).
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        /// The centres of the area inside the view's layout margins.
        case centerXWithinMargins, centerYWithinMargins
        /// For a constant size (`width == 100`): the second attribute of a constraint without second item.
        case notAnAttribute = 0

        /// `.lastBaseline` (UIKit's older name).
        public static let baseline = Attribute.lastBaseline

        enum Axis { case horizontal, vertical, none }

        var axis: Axis {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                .trailingMargin, .centerXWithinMargins:
                return .horizontal
            case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
                .centerYWithinMargins:
                return .vertical
            case .notAnAttribute: return .none
            }
        }

        var isSize: Bool { self == .width || self == .height }

        /// True for the leading and trailing edges and margins, whose side depends on the layout direction.
        var followsLayoutDirection: Bool {
            self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
        }

        /// The edge a leading or trailing attribute is in a right-to-left layout (leading is the right edge).
        var mirroredForRightToLeft: Attribute {
            switch self {
            case .leading: .right
            case .trailing: .left
            case .leadingMargin: .rightMargin
            case .trailingMargin: .leftMargin
            default: self
            }
        }

        var name: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }
    }

    /// How the first attribute compares with the second: UIKit's `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable {
        /// The first attribute is at most (`lessThanOrEqual`), exactly (`equal`) or at least (`greaterThanOrEqual`) the
        /// second, times the multiplier, plus the constant.
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

        var symbol: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// A layout axis: UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        /// Across (`horizontal`) or down (`vertical`).
        case horizontal = 0, vertical = 1
    }
}
