/// How a scenario's fixture is stored.
///
/// - ``frames``: a folder, `Fixtures/<id>/`, of PNG frames (`frame-NNNN.png`) and `manifest.json`.
/// - ``animatedPNG``: one animated PNG, `Fixtures/<id>.png`, whose frames are the kept frames in order (one
///   APNG frame each, lossless; each lasting until the next kept frame) and whose `iTXt` chunk
///   `flipbook-manifest` holds the render's manifest, the same JSON as `manifest.json`.
///
/// Checks compare frame by frame in both, and report the same way. The format chosen for a run is the form
/// fixtures are read in and written in: a fixture found in the other form, or in both, is an error naming
/// the paths (nothing is converted or guessed).
public enum FixtureFormat: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// A folder of PNG frames and `manifest.json` (`frames`, the default).
    case frames
    /// One animated PNG with the manifest inside (`apng`).
    case animatedPNG = "apng"

    public var description: String { rawValue }

    /// Parses `frames` or `apng`; the error names `source` and the value.
    public init(parsing text: String, source: String) throws(VerificationError) {
        guard let format = FixtureFormat(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased()) else {
            throw .invalidSetting("\(source) is \"\(text)\"; expected frames or apng")
        }
        self = format
    }
}
