import Foundation

/// The digests (``ManifestDigest``) of the frames a check writes into the fixtures it records, gathered per scenario
/// as workers write them, for the new fixtures' manifests.
final class RecordedDigests: @unchecked Sendable {
    private let lock = NSLock()
    private var digests: [Int: [Int: (pixels: ManifestDigest, file: ManifestDigest)]] = [:]

    /// Nothing recorded yet.
    init() {}

    /// Records the digests of kept frame `index` of the scenario at `scenario`.
    func add(_ scenario: Int, frame index: Int, pixels: ManifestDigest, file: ManifestDigest) {
        lock.withLock { digests[scenario, default: [:]][index] = (pixels, file) }
    }

    /// `manifest` with the recorded digests of the scenario at `scenario` in its kept frames (a frame without them
    /// keeps none).
    func manifest(_ manifest: RenderManifest, scenario: Int) -> RenderManifest {
        let frames = lock.withLock { digests[scenario] ?? [:] }
        var manifest = manifest
        for position in manifest.frames.indices {
            let digests = frames[manifest.frames[position].index]
            manifest.frames[position].pixelDigest = digests?.pixels.description
            manifest.frames[position].fileDigest = digests?.file.description
        }
        return manifest
    }
}
