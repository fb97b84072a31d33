import Flipbook
import Pixels
import Testing

/// `DigestKey`'s digests are AES-256-GCM tags over the digested bytes (nothing encrypted) with a nonce that
/// says what was digested. Known answers from Python's `cryptography` (`AESGCM(key).encrypt(nonce, b"", data)`,
/// whose output is the tag alone when nothing is encrypted); swift-crypto, which made them before OpenSSL and
/// CryptoKit did, gave the same. Equal digests keep every digest cache on disk valid across that change.
@Suite("Verification: digest keys")
struct DigestKeyTests {
    /// The key 00 01 02 … 1f.
    static let key = DigestKey(bytes: Array(0..<32))!

    static func hex(_ digest: FrameDigest) -> String {
        digest.bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }
            .joined()
    }

    @Test func anEmptyFilesDigestIsTheTagOfNothing() {
        #expect(Self.hex(Self.key.digest(ofFile: [])) == "76857a1d3d187f2db91222fbdc2d0c24")
    }

    @Test func anImagesDigestAuthenticatesItsPixelsUnderItsSize() {
        let pixels = (0..<24).map { UInt8(truncatingIfNeeded: $0 * 37 + 11) }
        let image = Image(width: 3, height: 2, premultipliedRGBA: pixels)
        // nonce 01 | width 00000003 | height 00000002 | 000000
        #expect(Self.hex(Self.key.digest(of: image)) == "b5163bcc56d4a751ec0d6e8ec6433961")
        // The same bytes as another size, and as a file, are other digests.
        let flipped = Image(width: 2, height: 3, premultipliedRGBA: pixels)
        #expect(Self.key.digest(of: flipped) != Self.key.digest(of: image))
        #expect(Self.key.digest(ofFile: pixels) != Self.key.digest(of: image))
    }

    @Test func aFilesDigestCoversEveryByte() {
        // 100 003 bytes: several of the library's internal blocks and a partial 16-byte block at the end.
        var bytes = (0..<100_003).map { UInt8(truncatingIfNeeded: $0 * 7 + 3) }
        #expect(Self.hex(Self.key.digest(ofFile: bytes)) == "daa15ba75b2eda40a17089405f16f6a6")
        bytes[100_002] ^= 1
        #expect(Self.hex(Self.key.digest(ofFile: bytes)) != "daa15ba75b2eda40a17089405f16f6a6")
    }

    @Test func anotherKeyGivesOtherDigests() {
        let other = DigestKey(bytes: Array(repeating: 0, count: 32))!
        #expect(other.digest(ofFile: [1, 2, 3]) != Self.key.digest(ofFile: [1, 2, 3]))
        #expect(DigestKey(bytes: Array(repeating: 0, count: 31)) == nil)
    }
}
