import ArgumentParser
import Flipbook
import Foundation

/// `flipbook prune [--fixtures DIR] [--delete]`: fixtures no scenario owns, and frames no fixture keeps.
struct PruneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "List fixtures that no scenario owns and frame files no manifest keeps; delete them with --delete.",
        discussion: """
            Looks at every scenario, so it takes no scenario ids and no --shard: a partial run would see the \
            other scenarios' fixtures as unowned. Only fixture folders (with a manifest.json) and animated-PNG \
            fixtures are considered; only the files Flipbook writes are deleted, then the emptied folders. \
            Exit status: 0 when nothing is left to prune (or it was deleted), 1 when something was listed but \
            not deleted, 2 on an error.
            """
    )

    @Argument(help: ArgumentHelp("Refused: prune always looks at every scenario.", valueName: "ids"))
    var ids: [String] = []

    @Option(help: ArgumentHelp("Refused: prune always looks at every scenario.", valueName: "i/n"))
    var shard: String?

    @Option(help: ArgumentHelp("The fixtures folder.", valueName: "DIR"))
    var fixtures = "Fixtures"

    @Flag(help: "Delete what is listed (without it, prune only lists).")
    var delete = false

    func validate() throws {
        if !ids.isEmpty {
            throw ValidationError(
                "prune looks at every scenario and takes no ids (got \(ids.joined(separator: " "))): "
                    + "with a part of them, the others' fixtures would look unowned")
        }
        if let shard {
            throw ValidationError(
                "prune looks at every scenario and takes no --shard (got \(shard)): "
                    + "with a part of them, the others' fixtures would look unowned")
        }
        if fixtures.isEmpty { throw ValidationError("--fixtures: the folder path is empty") }
    }

    func run() throws {
        let pruner = FixturePruner(store: FixtureStore(root: fixtures))
        let findings = try pruner.findings(owners: CommandScenarios.current().scenarios)
        if findings.isEmpty {
            print("nothing to prune in \(fixtures)")
            return
        }
        for finding in findings { print(finding.description) }
        guard delete else {
            throw DifferencesFound("\(findings.count) to prune in \(fixtures); run again with --delete to delete them")
        }
        let leftOver = try pruner.remove(findings)
        print("deleted \(findings.count) item\(findings.count == 1 ? "" : "s")")
        for folder in leftOver { print("kept \(folder): it holds files Flipbook did not write") }
    }
}
