/// An axis-aligned rectangle of whole pixels: `x ..< x + width`, `y ..< y + height`.
public struct PixelRect: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The leftmost column, in pixels from the image's left edge.
    public var x: Int
    /// The top row, in pixels from the image's top edge.
    public var y: Int
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// The rectangle of `width` columns from `x` and `height` rows from `y`.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The smallest rectangle holding both inclusive corners.
    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.init(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The rightmost column inside the rectangle (inclusive: `x + width - 1`).
    public var maxX: Int { x + width - 1 }
    /// The bottom row inside the rectangle (inclusive: `y + height - 1`).
    public var maxY: Int { y + height - 1 }

    /// The smallest rectangle holding both.
    public func union(_ other: PixelRect) -> PixelRect {
        PixelRect(
            minX: Swift.min(x, other.x), minY: Swift.min(y, other.y),
            maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
    }

    /// "x 10…40, y 5…9 (31×5)": inclusive pixel ranges, then the size.
    public var description: String { "x \(x)…\(maxX), y \(y)…\(maxY) (\(width)×\(height))" }
}
