import Pixels

/// The digest a report gives a failing frame whose image it does not hold (a differing frame past the first few,
/// only counted: ``VerifySettings/diffImagesPerScenario``): `flipbook approve` paints that frame again and takes it
/// only when its pixels give this digest, so what it writes is what the check saw.
///
/// The frame's pixel digest as a fixture's manifest records it (``ManifestDigest/of(pixels:)``, XXH3-128), written as
/// its 32 hexadecimal digits: a check that compared the frame with its manifest's digest has it already, so a failing
/// frame is hashed once. It tells a frame that changed since the check (another version of the scenario or of
/// Flipbook) from the same frame, which is all `approve` asks of it; it proves nothing against a report made to fool
/// it — such a report can only make `approve` write frames painted here, from the scenario as it is here.
enum ReportDigest {
    /// The digest of `image`'s pixels and size, as 32 hexadecimal digits.
    static func of(_ image: Image) -> String {
        of(ManifestDigest.of(pixels: image))
    }

    /// The report's form of a pixel digest already made: its 32 hexadecimal digits.
    static func of(_ digest: ManifestDigest) -> String {
        digest.hexadecimalDigits
    }
}
