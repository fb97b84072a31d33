/// An axis-aligned rectangle of whole pixels: `x ..< x + width`, `y ..< y + height`.
public struct PixelRect: Sendable, Hashable, Codable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

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

    public var maxX: Int { x + width - 1 }
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
