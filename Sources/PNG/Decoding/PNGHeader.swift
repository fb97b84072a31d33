/// The facts a PNG file's IHDR chunk states, as stored in the file (before any conversion).
public struct PNGHeader: Sendable, Hashable {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int
    /// How samples are stored: grey, RGB or palette, with or without alpha.
    public var colorType: PNGColorType
    /// Bits per sample: 1, 2, 4, 8 or 16.
    public var bitDepth: Int
    /// True for Adam7 interlacing.
    public var isInterlaced: Bool

    /// A header with the given facts, taken as they are.
    public init(width: Int, height: Int, colorType: PNGColorType, bitDepth: Int, isInterlaced: Bool) {
        self.width = width
        self.height = height
        self.colorType = colorType
        self.bitDepth = bitDepth
        self.isInterlaced = isInterlaced
    }
}

/// A PNG colour type (the IHDR byte).
public enum PNGColorType: UInt8, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Grey samples only (colour type 0).
    case grayscale = 0
    /// Red, green and blue samples (colour type 2).
    case truecolor = 2
    /// Palette indices (colour type 3), with alpha from `tRNS` when present.
    case indexed = 3
    /// Grey and alpha samples (colour type 4).
    case grayscaleAlpha = 4
    /// Red, green, blue and alpha samples (colour type 6).
    case truecolorAlpha = 6

    /// The PNG specification's name: "greyscale", "truecolour", "indexed-colour", …
    public var description: String {
        switch self {
        case .grayscale: "greyscale"
        case .truecolor: "truecolour"
        case .indexed: "indexed-colour"
        case .grayscaleAlpha: "greyscale with alpha"
        case .truecolorAlpha: "truecolour with alpha"
        }
    }
}
