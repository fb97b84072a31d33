import Foundation
import Pixels
import SystemCrypto

/// A secret key for ``FrameDigest``s: the digests a check uses to find that a fixture file holds exactly the
/// frame just painted, without decoding the file.
///
/// A digest is the authentication tag of AES-256-GCM (GMAC: nothing encrypted, the bytes authenticated) under
/// this key, with a nonce that says what was digested (decoded pixels or a file's bytes) and, for pixels, the
/// image's width and height. GCM's tag is a polynomial hash in GF(2¹²⁸) (GHASH) whose point is derived from
/// the key, masked with an AES block: for two different inputs chosen without knowing the key, the chance
/// their digests agree is at most about (blocks of 16 bytes)/2¹²⁸ — so a fixture from a pull request cannot
/// be made to collide with a painted frame, as long as the key stays on this machine (it never leaves the
/// ``FixtureDigestCache`` folder, and no digest is ever written into a fixture or a report). GHASH runs on
/// the CPU's carry-less multiply instructions (SystemCrypto's `GCMTag`: OpenSSL's libcrypto, or CryptoKit),
/// several GB/s — a few times faster than SHA-256, which would cost about as much as painting the frame.
///
/// The nonce is fixed per kind and size, as it must be for equal inputs to give equal digests. GCM's rule
/// against reusing a nonce protects tags an adversary can see; these never leave the machine.
public struct DigestKey: Sendable {
    /// The key's bytes.
    private let bytes: [UInt8]

    /// The bytes of a key: 32.
    public static let byteCount = 32

    /// A key from its bytes (``byteCount`` of them).
    public init?(bytes: [UInt8]) {
        guard bytes.count == DigestKey.byteCount else { return nil }
        self.bytes = bytes
    }

    /// A new random key from the system's secure generator, and its bytes.
    public static func random() -> (key: DigestKey, bytes: [UInt8]) {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<byteCount).map { _ in UInt8.random(in: 0...255, using: &generator) }
        return (DigestKey(bytes: bytes)!, bytes)
    }

    /// The digest of an image's pixels (premultiplied RGBA8, row after row) and size.
    public func digest(of image: Image) -> FrameDigest {
        image.pixels.withUnsafeBytes { digest($0, kind: 1, width: image.width, height: image.height) }
    }

    /// The digest of a file's bytes.
    public func digest(ofFile bytes: [UInt8]) -> FrameDigest {
        bytes.withUnsafeBytes { digest($0, kind: 2, width: 0, height: 0) }
    }

    private func digest(_ bytes: UnsafeRawBufferPointer, kind: UInt8, width: Int, height: Int) -> FrameDigest {
        var nonce = [UInt8](repeating: 0, count: 12)
        nonce[0] = kind
        for byte in 0..<4 {
            nonce[1 + byte] = UInt8(truncatingIfNeeded: UInt32(truncatingIfNeeded: width) >> (24 - 8 * byte))
            nonce[5 + byte] = UInt8(truncatingIfNeeded: UInt32(truncatingIfNeeded: height) >> (24 - 8 * byte))
        }
        // Sizes past 32 bits would wrap in the nonce; no image here has them (the pixel budget is 64 Mpx).
        precondition(width >> 32 == 0 && height >> 32 == 0, "image size past 32 bits")
        return FrameDigest(bytes: GCMTag.tag(key: self.bytes, nonce: nonce, authenticating: bytes))!
    }
}
