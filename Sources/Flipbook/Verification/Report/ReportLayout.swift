/// Where a report folder keeps the images of its frames (`report.json`'s `layout`).
///
/// `flipbook verify` checks many scenarios into one folder, so each scenario's images are in a folder named by
/// its id. `assertTransition` checks one scenario into `<reports>/<id>/`, a folder that already names it, so its
/// images are in the report folder itself (a folder per scenario there would say the id twice). Reports written
/// before this key existed have no `layout` and are read as ``perScenario``, which is what they are.
public enum ReportLayout: String, Codable, Sendable, CaseIterable {
    /// `<id>/expected/frame-0012.png`, `<id>/actual/…`, `<id>/diff/…`, `<id>/filmstrip.png`.
    case perScenario = "per-scenario"
    /// `expected/frame-0012.png`, `actual/…`, `diff/…`, `filmstrip.png`: a report of one scenario.
    case oneScenario = "one-scenario"

    /// The folder of `id`'s images, relative to the report folder, ending in `/` (empty for ``oneScenario``).
    public func folder(of id: ScenarioID) -> String {
        switch self {
        case .perScenario: id.rawValue + "/"
        case .oneScenario: ""
        }
    }

    /// The relative path of frame `index`'s image of `kind` (`expected`, `actual`, `diff`) for scenario `id`.
    public func imagePath(_ id: ScenarioID, _ kind: String, frame index: Int) -> String {
        folder(of: id) + kind + "/" + RenderManifest.fileName(forFrame: index)
    }
}
