/// A scenario's recorded reference frames: `Fixtures/<id>/frame-NNNN.png` and the `manifest.json` of the
/// render that wrote them (a ``RenderManifest``: fps, size, frame count, which frames were kept, settings).
public struct Fixture: Sendable, Equatable {
    public var id: ScenarioID
    /// The fixture's folder, `<root>/<id>`.
    public var folder: String
    public var manifest: RenderManifest

    /// The path of kept frame `index`, or nil when the fixture did not keep that frame.
    public func path(ofFrame index: Int) -> String? {
        guard let entry = manifest.frames.first(where: { $0.index == index }) else { return nil }
        return folder + "/" + entry.file
    }

    /// The indices of the kept frames, in order.
    public var frameIndices: [Int] { manifest.frames.map(\.index) }
}
