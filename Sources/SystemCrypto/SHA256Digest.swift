#if canImport(CryptoKit)
import CryptoKit
#elseif canImport(CLibCrypto)
import CLibCrypto
#else
#error("SystemCrypto needs CryptoKit (Apple platforms) or OpenSSL's libcrypto (libssl-dev)")
#endif

/// SHA-256 from the system's crypto library: CryptoKit on Apple platforms, OpenSSL's libcrypto elsewhere.
///
/// `flipbook inspect` prints it of decoded pixels; it is a fingerprint to compare with other decoders' output,
/// not a secret.
public enum SHA256Digest {
    /// The digest's length in bytes: 32.
    public static let byteCount = 32

    /// The SHA-256 of `bytes`.
    public static func hash(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        #if canImport(CryptoKit)
        return Array(SHA256.hash(data: bytes))
        #else
        var digest = [UInt8](repeating: 0, count: byteCount)
        var length: UInt32 = 0
        let succeeded = digest.withUnsafeMutableBufferPointer { output in
            EVP_Digest(bytes.baseAddress, bytes.count, output.baseAddress, &length, EVP_sha256(), nil) == 1
        }
        // OpenSSL fails here only without memory or without its default provider (a broken installation).
        precondition(succeeded && length == byteCount, "OpenSSL's SHA-256 failed")
        return digest
        #endif
    }

    /// The SHA-256 of `bytes`.
    public static func hash(_ bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBytes { hash($0) }
    }
}
