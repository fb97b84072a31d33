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

    /// The header at the start of a PNG file's `bytes`, read without decoding anything: the 8-byte PNG signature,
    /// then an IHDR chunk of 13 bytes (its CRC is not checked). Nil when the bytes do not start so, or when its
    /// colour type or interlace method is not one PNG defines. Width, height and bit depth are as stored.
    public init?(fileStart bytes: [UInt8]) {
        // Signature (8), chunk length (4) and type (4), then width, height, bit depth, colour type, compression,
        // filter and interlace method (13).
        guard bytes.count >= 29, bytes[0..<8].elementsEqual(PNGChunk.signature),
            bytes[12..<16].elementsEqual("IHDR".utf8)
        else { return nil }
        let word = { (at: Int) in bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        guard word(8) == 13, let colorType = PNGColorType(rawValue: bytes[25]), bytes[28] <= 1 else { return nil }
        self.init(
            width: word(16), height: word(20), colorType: colorType, bitDepth: Int(bytes[24]),
            isInterlaced: bytes[28] == 1)
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
