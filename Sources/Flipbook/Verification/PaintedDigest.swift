import Raster

/// A painted frame's digests — under the digest cache's key (``DigestKey``), and as a manifest records it
/// (``ManifestDigest``) — each made at most once, and only when a check first asks for it: a 12 MB frame costs a
/// fifth of painting it to digest, and a check needs a digest only to compare it with the manifest's or with a note
/// the cache has for the fixture file, or to record it.
final class PaintedDigest {
    /// The painted frame.
    let image: Image
    /// The digest cache (nil: none, and no digest).
    let digests: FixtureDigestCache?
    /// The frame's scenario (its position in the check) and index, for the tally.
    let job: (scenario: Int, frame: Int)
    /// Counts the digest when it is made (tests), or nil.
    let tally: CheckTally?
    private var made: FrameDigest??
    private var madeForManifest: ManifestDigest?

    /// The digest of `image`, to be made when first asked for.
    init(image: Image, digests: FixtureDigestCache?, job: (scenario: Int, frame: Int), tally: CheckTally?) {
        self.image = image
        self.digests = digests
        self.job = job
        self.tally = tally
    }

    /// The digest (nil without a digest cache), made the first time it is asked for.
    var digest: FrameDigest? {
        if let made { return made }
        let digest = digests.map { digests in
            tally?.digested(job.scenario, job.frame)
            return digests.key.digest(of: image)
        }
        made = .some(digest)
        return digest
    }

    /// The frame's pixel digest as a fixture's manifest records it (``ManifestDigest/of(pixels:)``), made the first
    /// time it is asked for: to compare with the manifest's, or to record it.
    var manifestDigest: ManifestDigest {
        if let madeForManifest { return madeForManifest }
        tally?.digested(job.scenario, job.frame)
        let digest = ManifestDigest.of(pixels: image)
        madeForManifest = digest
        return digest
    }
}
