/// The facts a PNG file's IHDR chunk states, as stored in the file (before any conversion).
public struct PNGHeader: Sendable, Hashable {
    public var width: Int
    public var height: Int
    public var colorType: PNGColorType
    /// Bits per sample: 1, 2, 4, 8 or 16.
    public var bitDepth: Int
    /// True for Adam7 interlacing.
    public var isInterlaced: Bool

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
    case grayscale = 0
    case truecolor = 2
    case indexed = 3
    case grayscaleAlpha = 4
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
