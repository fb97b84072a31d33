/// A scenario's recorded reference frames and the `manifest.json` of the render that wrote them (a
/// ``RenderManifest``: fps, size, frame count, which frames were kept, settings), stored as
/// ``FixtureFormat`` says: `Fixtures/<id>/frame-NNNN.png` beside the manifest, or one animated PNG
/// `Fixtures/<id>.png` holding the frames and the manifest.
public struct Fixture: Sendable, Equatable {
    /// The scenario the fixture belongs to.
    public var id: ScenarioID
    /// How the fixture is stored: a folder of frames or one animated PNG.
    public var format: FixtureFormat
    /// The fixture's folder (`<root>/<id>`) or animated PNG (`<root>/<id>.png`).
    public var path: String
    /// The manifest recorded with the frames: what they are and which were kept.
    public var manifest: RenderManifest

    /// The fixture's folder, `<root>/<id>`, for a folder of frames.
    public var folder: String { path }

    /// The file holding kept frame `index` (its PNG, or the animated PNG), or nil when the fixture did not
    /// keep that frame.
    public func path(ofFrame index: Int) -> String? {
        guard let entry = manifest.frames.first(where: { $0.index == index }) else { return nil }
        switch format {
        case .frames: return path + "/" + entry.file
        case .animatedPNG: return path
        }
    }

    /// The digests the manifest records for kept frame `index` (``ManifestDigest``): of the pixels its file decodes
    /// to, and of the file; nil when the frame is not kept or its manifest records no digests (older fixtures).
    public func digests(ofFrame index: Int) -> (pixels: ManifestDigest, file: ManifestDigest)? {
        guard let entry = manifest.frames.first(where: { $0.index == index }),
            let pixels = entry.pixelDigest.flatMap({ try? ManifestDigest(parsing: $0) }),
            let file = entry.fileDigest.flatMap({ try? ManifestDigest(parsing: $0) })
        else { return nil }
        return (pixels, file)
    }

    /// The indices of the kept frames, in order.
    public var frameIndices: [Int] { manifest.frames.map(\.index) }
}
