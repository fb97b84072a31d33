import Foundation

/// One scenario's plan for a check.
struct VerificationPlan: Sendable {
    var scenario: Scenario
    var fixtureFolder: String
    /// The manifest of what will be rendered (from the dry run).
    var actual: RenderManifest?
    var fixture: Fixture?
    /// Why the existing fixture cannot be used, when the record mode replaces it
    /// (``RecordMode/replacesDamagedFixtures``).
    var damage: String?
    var error: String?
    var layoutDifferences: [String] = []
    /// Whether frames are compared with the fixture's (a fixture exists and the fps agree).
    var comparesFrames = false
    /// Whether a new fixture is built as the frames are painted (committed or discarded at the end).
    var writesStaging = false

    init(scenario: Scenario, fixtureFolder: String) {
        self.scenario = scenario
        self.fixtureFolder = fixtureFolder
    }
}
