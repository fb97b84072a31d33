import Flipbook

/// The scenarios the command line works on: those given to ``FlipbookCommand/main(scenarios:)``.
enum CommandScenarios {
    /// Set for the duration of ``FlipbookCommand/main(scenarios:)``.
    @TaskLocal static var registry: ScenarioRegistry?

    /// The scenarios given to the command line; none outside ``FlipbookCommand/main(scenarios:)``.
    static func current() throws(ScenarioError) -> ScenarioRegistry {
        guard let registry else { return try ScenarioRegistry([]) }
        return registry
    }
}
