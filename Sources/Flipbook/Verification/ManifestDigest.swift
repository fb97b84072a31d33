import CLibXXHash
import Pixels

/// A digest a fixture's manifest records for a kept frame: XXH3-128 (xxHash's 128-bit XXH3, a public, stable,
/// non-cryptographic hash running near memory bandwidth), written with its algorithm's name as
/// `xxh3-128:` and 32 lowercase hexadecimal digits (the canonical, big-endian form `xxhsum -H2` prints).
///
/// Two digests per kept frame (``RenderManifest/FrameEntry/pixelDigest`` and ``RenderManifest/FrameEntry/fileDigest``):
///
/// - the **pixel digest** hashes what the frame's file decodes to, in the representation the painter paints
///   into, so a check hashes the painted frame as it is, without converting it: the width and the height as
///   32-bit little-endian integers, then the pixels, premultiplied RGBA8, row after row without padding
///   (``Image/pixels``);
/// - the **file digest** hashes the frame's PNG file byte for byte; for an animated-PNG fixture, whose manifest
///   is inside the file, it hashes the file's bytes less the manifest's `iTXt` chunk (``AnimatedFixture``).
///
/// **Trust.** The digests are part of the reference, like the PNG files: a manifest whose digests change is a
/// changed reference, reviewed as a changed PNG is (pytest-mpl's "hash library" works the same way). A check trusts
/// a pixel digest only for the exact file bytes it was recorded with: when the file's bytes no longer have the
/// recorded file digest (a hand-edited or re-compressed fixture), the file is decoded and compared pixel by pixel.
/// `flipbook verify --decode-fixtures` decodes every fixture and checks that its manifest's digests agree with it
/// (``FixtureDigestAudit``), so a manifest that lies about its files is caught.
public struct ManifestDigest: Hashable, Sendable, CustomStringConvertible {
    /// The algorithm's name as the manifest writes it before the digits: `xxh3-128`.
    public static let algorithm = "xxh3-128"

    /// The 128-bit value: its high and low 64 bits.
    public let high: UInt64
    /// The low 64 bits.
    public let low: UInt64

    /// A digest from its value.
    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// Why a manifest's digest value cannot be read.
    public enum ParseError: Error, Equatable, CustomStringConvertible {
        /// The value names another algorithm than ``ManifestDigest/algorithm`` (or none).
        case unknownAlgorithm(String)
        /// The digits after the algorithm are not 32 hexadecimal digits.
        case malformed

        public var description: String {
            switch self {
            case .unknownAlgorithm(let name):
                "its algorithm \(name.isEmpty ? "is missing" : "\(QuotedText.quoted(name)) is unknown"); expected "
                    + "\(ManifestDigest.algorithm):<32 hexadecimal digits>"
            case .malformed: "expected \(ManifestDigest.algorithm): and 32 hexadecimal digits"
            }
        }
    }

    /// Reads `xxh3-128:` and 32 hexadecimal digits (either case).
    public init(parsing text: String) throws(ParseError) {
        let utf8 = Array(text.utf8)
        guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")) else {
            throw .unknownAlgorithm("")
        }
        let name = String(decoding: utf8[..<colon], as: UTF8.self)
        guard name == ManifestDigest.algorithm else {
            // Only a short name is repeated in a message; the value itself is quoted by the caller.
            throw .unknownAlgorithm(name.utf8.count <= 32 ? name : "")
        }
        let digits = utf8[(colon + 1)...]
        guard digits.count == 32 else { throw .malformed }
        var value: (UInt64, UInt64) = (0, 0)
        for (position, character) in digits.enumerated() {
            let nibble: UInt64
            switch character {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = UInt64(character - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = UInt64(character - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = UInt64(character - UInt8(ascii: "A") + 10)
            default: throw .malformed
            }
            if position < 16 { value.0 = value.0 << 4 | nibble } else { value.1 = value.1 << 4 | nibble }
        }
        (high, low) = value
    }

    /// `xxh3-128:` and 32 lowercase hexadecimal digits.
    public var description: String { ManifestDigest.algorithm + ":" + hexadecimalDigits }

    /// The 32 lowercase hexadecimal digits alone, high bits first.
    public var hexadecimalDigits: String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for word in [high, low] {
            for shift in stride(from: 60, through: 0, by: -4) {
                text.append(digits[Int(word >> UInt64(shift) & 15)])
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The pixel digest of `image`: its width and height (32-bit little-endian each), then its premultiplied
    /// RGBA8 pixels.
    public static func of(pixels image: Image) -> ManifestDigest {
        precondition(image.width >> 32 == 0 && image.height >> 32 == 0, "image size past 32 bits")
        var size = [UInt8](repeating: 0, count: 8)
        for byte in 0..<4 {
            size[byte] = UInt8(truncatingIfNeeded: image.width >> (8 * byte))
            size[4 + byte] = UInt8(truncatingIfNeeded: image.height >> (8 * byte))
        }
        return size.withUnsafeBytes { size in
            image.pixels.withUnsafeBytes { pixels in hash([size, pixels]) }
        }
    }

    /// The file digest of a frame file's `bytes`.
    public static func of(file bytes: [UInt8]) -> ManifestDigest {
        bytes.withUnsafeBytes { hash([$0]) }
    }

    /// XXH3-128 of `parts` one after the other.
    static func hash(_ parts: [UnsafeRawBufferPointer]) -> ManifestDigest {
        guard let state = XXH3_createState() else { preconditionFailure("XXH3_createState: out of memory") }
        defer { XXH3_freeState(state) }
        XXH3_128bits_reset(state)
        for part in parts where part.count > 0 {
            flipbook_xxh3_128bits_update(state, part.baseAddress, part.count)
        }
        let value = XXH3_128bits_digest(state)
        return ManifestDigest(high: value.high64, low: value.low64)
    }
}
