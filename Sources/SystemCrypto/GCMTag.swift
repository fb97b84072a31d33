#if canImport(CryptoKit)
import CryptoKit
#elseif canImport(CLibCrypto)
import CLibCrypto
#else
#error("SystemCrypto needs CryptoKit (Apple platforms) or OpenSSL's libcrypto (libssl-dev)")
#endif

/// The authentication tag of AES-256-GCM over bytes it authenticates without encrypting (GMAC), from the
/// system's crypto library: CryptoKit on Apple platforms, OpenSSL's libcrypto elsewhere. Both run GHASH on the
/// CPU's carry-less multiply instructions where it has them.
public enum GCMTag {
    /// A key's length in bytes: 32 (AES-256).
    public static let keyByteCount = 32
    /// A nonce's length in bytes: 12 (GCM's 96-bit IV).
    public static let nonceByteCount = 12
    /// A tag's length in bytes: 16.
    public static let byteCount = 16

    /// The tag of `authenticated` under `key` (``keyByteCount`` bytes) and `nonce` (``nonceByteCount`` bytes),
    /// with nothing encrypted: AES-GCM's tag for an empty plaintext and `authenticated` as its additional data.
    public static func tag(key: [UInt8], nonce: [UInt8], authenticating authenticated: UnsafeRawBufferPointer)
        -> [UInt8]
    {
        precondition(key.count == keyByteCount && nonce.count == nonceByteCount, "a GCM key or nonce of wrong size")
        #if canImport(CryptoKit)
        do {
            let box = try AES.GCM.seal(
                [UInt8](), using: SymmetricKey(data: key), nonce: try AES.GCM.Nonce(data: nonce),
                authenticating: authenticated)
            return Array(box.tag)
        } catch {
            // Sealing fails only for a malformed key or nonce, both checked above.
            preconditionFailure("AES-GCM refused a well-formed key and nonce: \(error)")
        }
        #else
        guard let context = EVP_CIPHER_CTX_new() else { preconditionFailure("OpenSSL could not make a cipher context") }
        defer { EVP_CIPHER_CTX_free(context) }
        // The default IV length of GCM in OpenSSL is 12 bytes, the nonce's.
        var succeeded = EVP_EncryptInit_ex(context, EVP_aes_256_gcm(), nil, key, nonce) == 1
        var written: Int32 = 0
        // The additional data in pieces OpenSSL's `int` lengths can count.
        var offset = 0
        while succeeded && offset < authenticated.count {
            let count = min(authenticated.count - offset, 1 << 30)
            succeeded =
                EVP_EncryptUpdate(
                    context, nil, &written, authenticated.baseAddress! + offset, Int32(count)) == 1
            offset += count
        }
        var tail = [UInt8](repeating: 0, count: 16)
        var tag = [UInt8](repeating: 0, count: byteCount)
        succeeded = succeeded && EVP_EncryptFinal_ex(context, &tail, &written) == 1
        succeeded =
            succeeded
            && EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_GET_TAG, Int32(byteCount), &tag) == 1
        // OpenSSL fails here only without memory or without its default provider (a broken installation).
        precondition(succeeded, "OpenSSL's AES-256-GCM failed")
        return tag
        #endif
    }

    /// The tag of `authenticated`: ``tag(key:nonce:authenticating:)`` over an array's bytes.
    public static func tag(key: [UInt8], nonce: [UInt8], authenticating authenticated: [UInt8]) -> [UInt8] {
        authenticated.withUnsafeBytes { tag(key: key, nonce: nonce, authenticating: $0) }
    }
}
