import Pixels

/// The digest a report gives a failing frame whose image it does not hold (a differing frame past the first few,
/// only counted: ``VerifySettings/diffImagesPerScenario``): `flipbook approve` paints that frame again and takes it
/// only when its pixels give this digest, so what it writes is what the check saw.
///
/// The same GMAC as ``DigestKey`` (a few GB/s: far cheaper than encoding and writing the frame), under a fixed,
/// public key: it tells a frame that changed since the check (another version of the scenario or of Flipbook) from
/// the same frame, which is all `approve` asks of it. It is no secret and proves nothing against a report made to
/// fool it — such a report can only make `approve` write frames painted here, from the scenario as it is here.
enum ReportDigest {
    /// The fixed key: 32 bytes of 0x46 ("F").
    private static let key = DigestKey(bytes: [UInt8](repeating: 0x46, count: DigestKey.byteCount))!

    /// The digest of `image`'s pixels and size, as 32 hexadecimal digits.
    static func of(_ image: Image) -> String {
        key.digest(of: image).description
    }
}
