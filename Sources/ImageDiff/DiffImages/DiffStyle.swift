/// How a diff image is painted, in pixelmatch's style.
///
/// A pixel counted as different is painted `diffColor`, or `diffColorAlt` when the actual pixel is
/// darker than the expected one (when `diffColorAlt` is `nil`, `diffColor` is used for both). A pixel
/// pixelmatch excluded as anti-aliasing is painted `aaColor`. Every other pixel shows the expected
/// image's brightness faded towards white: `255 + (Y − 255) · alpha · a / 255`, truncated to an integer,
/// where `Y = 0.29889531 r + 0.58662247 g + 0.11448223 b` of the straight expected pixel and `a` its
/// alpha. With `diffMask`, only the different pixels are painted, over a transparent background.
/// Painted pixels are opaque.
public struct DiffStyle: Sendable, Hashable, Codable {
    /// The opacity of the faded expected image, 0…1 (values outside are clamped).
    public var alpha: Double
    /// The colour of pixels pixelmatch excluded as anti-aliasing (default yellow, 255,255,0).
    public var aaColor: RGB
    /// The colour of different pixels (default red, 255,0,0).
    public var diffColor: RGB
    /// The colour of different pixels whose actual pixel is darker than the expected one; nil (the default) paints them
    /// ``diffColor`` too.
    public var diffColorAlt: RGB?
    /// Whether only the different pixels are painted, over a transparent background, instead of over the faded expected
    /// image (default false).
    public var diffMask: Bool

    /// A style; `alpha` is clamped to 0…1 (NaN becomes 0), the defaults are pixelmatch's (see ``pixelmatch``).
    public init(
        alpha: Double = 0.1, aaColor: RGB = RGB(255, 255, 0), diffColor: RGB = RGB(255, 0, 0),
        diffColorAlt: RGB? = nil, diffMask: Bool = false
    ) {
        self.alpha = alpha.isNaN ? 0 : min(1, max(0, alpha))
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
    }

    /// pixelmatch's defaults: alpha 0.1, anti-aliasing yellow, differences red, no alternate colour.
    public static let pixelmatch = DiffStyle()
}

/// An opaque 8-bit sRGB colour for diff images.
public struct RGB: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The red component, 0…255.
    public var r: UInt8
    /// The green component, 0…255.
    public var g: UInt8
    /// The blue component, 0…255.
    public var b: UInt8

    /// The colour with the given red, green and blue components.
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
        self.r = r
        self.g = g
        self.b = b
    }

    /// "255,0,0".
    public var description: String { "\(r),\(g),\(b)" }
}

/// Which picture a comparison paints besides its numbers.
public enum DiffImageKind: Sendable, Hashable {
    /// No picture: the fastest.
    case none
    /// pixelmatch's diff image, the size of the compared images.
    case diff
    /// expected | diff | actual side by side (see `ComparisonStrip`).
    case strip
}
