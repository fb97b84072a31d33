import SystemCrypto
import Testing

/// SystemCrypto's SHA-256 and AES-256-GCM tags against known answers: FIPS 180-2's examples, Test Case 13 of the
/// GCM specification (McGrew and Viega), and Python's `cryptography` (`hashlib.sha256`,
/// `AESGCM(key).encrypt(nonce, b"", data)`, which is the tag alone when nothing is encrypted) for longer inputs.
@Suite("SystemCrypto")
struct SystemCryptoTests {
    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// 1 MiB counting 00 01 … ff over and over.
    static let mebibyte = (0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0) }

    @Test func sha256OfTheStandardsExamples() {
        #expect(Self.hex(SHA256Digest.hash([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            Self.hex(SHA256Digest.hash(Array("abc".utf8)))
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            Self.hex(SHA256Digest.hash(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            Self.hex(SHA256Digest.hash(Self.mebibyte))
                == "fbbab289f7f94b25736c58be46a994c441fd02552cc6022352e3d86d2fab7c83")
    }

    @Test func gcmTagOfTheSpecificationsTestCase13() {
        let zeroKey = [UInt8](repeating: 0, count: 32)
        let zeroNonce = [UInt8](repeating: 0, count: 12)
        #expect(
            Self.hex(GCMTag.tag(key: zeroKey, nonce: zeroNonce, authenticating: [UInt8]()))
                == "530f8afbc74536b9a963b4f1c4cb738b")
        // One zero block authenticated (not encrypted, as Test Case 14 does): another tag.
        #expect(
            Self.hex(GCMTag.tag(key: zeroKey, nonce: zeroNonce, authenticating: [UInt8](repeating: 0, count: 16)))
                == "2d45552d8575922b3ca3cc538442fa26")
    }

    @Test func gcmTagOfAMebibyte() {
        let tag = GCMTag.tag(key: Array(0..<32), nonce: Array(0..<12), authenticating: Self.mebibyte)
        #expect(Self.hex(tag) == "1baa097733b3dada33f44ab34d661088")
        var changed = Self.mebibyte
        changed[(1 << 20) - 1] ^= 0x80
        #expect(GCMTag.tag(key: Array(0..<32), nonce: Array(0..<12), authenticating: changed) != tag)
    }
}
