/// The width and height of an image in pixels.
public struct ImageSize: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// The size `width × height`.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `width × height`.
    public var pixelCount: Int { width * height }

    /// "1179×2556".
    public var description: String { "\(width)×\(height)" }
}
