import Foundation

extension NSLayoutConstraint {
    /// The options of ``NSLayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``: UIKit's
    /// `NSLayoutConstraint.FormatOptions`, with UIKit's raw values. At most one alignment group (the low 16
    /// bits, one bit per ``NSLayoutConstraint/Attribute``), one direction and one spacing.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        /// The options with these bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the left edges of the format's views (vertical formats only).
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the right edges of the format's views (vertical formats only).
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the top edges of the format's views (horizontal formats only).
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the bottom edges of the format's views (horizontal formats only).
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the leading edges of the format's views (vertical formats only).
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the trailing edges of the format's views (vertical formats only).
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the horizontal centres of the format's views (vertical formats only).
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the vertical centres of the format's views (horizontal formats only).
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the last baselines of the format's views (horizontal formats only).
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the first baselines of the format's views (horizontal formats only).
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// UIKit's deprecated name of ``alignAllLastBaseline``.
        public static let alignAllBaseline = alignAllLastBaseline
        /// The bits of the alignment options.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// Horizontal formats run from the leading to the trailing edge (the default: leading and trailing
        /// attributes, which follow the layout direction).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Horizontal formats run from left to right (left and right attributes).
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Horizontal formats run from right to left (the first view is the rightmost).
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits of the direction options.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

        /// Spacing runs between the views' edges (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Vertical spacing runs from a view's last baseline to the next view's first baseline.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The bit of the spacing options.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)

        /// The attributes the alignment bits name, in bit order.
        var alignmentAttributes: [Attribute] {
            (1...15).compactMap { bit in
                rawValue & (1 << UInt(bit)) != 0 ? Attribute(rawValue: bit) : nil
            }
        }
    }
}
