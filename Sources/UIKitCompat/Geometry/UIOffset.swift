import Foundation

/// UIKit's `UIOffset`: a horizontal and a vertical distance in points, as bar items and appearances use to move
/// a title from its place.
public struct UIOffset: Hashable, Sendable {
    /// The distance to the right, in points.
    public var horizontal: CGFloat
    /// The distance down, in points.
    public var vertical: CGFloat

    /// The zero offset.
    public init() {
        horizontal = 0
        vertical = 0
    }

    /// An offset of `horizontal` points to the right and `vertical` points down.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset.
    public static let zero = UIOffset()
}

/// UIKit's `UIOffsetMake(_:_:)`.
public func UIOffsetMake(_ horizontal: CGFloat, _ vertical: CGFloat) -> UIOffset {
    UIOffset(horizontal: horizontal, vertical: vertical)
}
