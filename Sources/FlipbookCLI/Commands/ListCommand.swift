import ArgumentParser
import Flipbook

/// `flipbook list`: every built-in scenario, one line each: its id and what it shows.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the scenarios (id and a one-line description)."
    )

    func run() throws {
        let scenarios = try CommandScenarios.current().scenarios
        let width = scenarios.map(\.id.rawValue.count).max() ?? 0
        for scenario in scenarios {
            let id = scenario.id.rawValue
            print(id + String(repeating: " ", count: width - id.count) + "  " + scenario.summary)
        }
    }
}
