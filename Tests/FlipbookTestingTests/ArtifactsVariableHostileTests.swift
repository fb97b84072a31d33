import Flipbook
import FlipbookTesting
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `FLIPBOOK_ARTIFACTS` (where `assertTransition` writes failure artifacts) naming places that are not a report
/// folder: the check fails with one line naming the folder, and never replaces or writes through what is there.
@Suite("FLIPBOOK_ARTIFACTS naming what is not a report folder")
@MainActor
struct ArtifactsVariableHostileTests {
    /// A scratch folder with the fixture of `testing-bar` recorded, and the changed scenario that fails against it.
    static func recorded() throws -> (folder: String, fixtures: String, changed: Scenario) {
        let folder = TestingScenarios.scratch()
        let fixtures = folder + "/Fixtures"
        _ = try checkTransition(TestingScenarios.growingBar(), fixtures: fixtures, record: .all, reports: folder + "/r")
        return (folder, fixtures, TestingScenarios.growingBar(width: 49))
    }

    /// The error of a check whose artifacts go to `artifacts`, as one line.
    static func failure(_ changed: Scenario, fixtures: String, artifacts: String) -> String? {
        do {
            _ = try checkTransition(
                changed, fixtures: fixtures, record: .never, environment: ["FLIPBOOK_ARTIFACTS": artifacts])
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aScenarioFolderOfOtherFilesIsNotReplaced() throws {
        let (folder, fixtures, changed) = try Self.recorded()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/mine/testing-bar", withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/mine/testing-bar/notes.txt"))
        let error = try #require(Self.failure(changed, fixtures: fixtures, artifacts: folder + "/mine"))
        #expect(error.contains(folder + "/mine/testing-bar") && !error.contains("\n"), "\(error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/mine/testing-bar") == ["notes.txt"])
    }

    @Test func aScenarioFolderThatIsALinkIsNotWrittenThrough() throws {
        let (folder, fixtures, changed) = try Self.recorded()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/elsewhere", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/artifacts", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/artifacts/testing-bar", withDestinationPath: folder + "/elsewhere")
        let error = try #require(Self.failure(changed, fixtures: fixtures, artifacts: folder + "/artifacts"))
        #expect(error.contains("symbolic link") && !error.contains("\n"), "\(error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/elsewhere").isEmpty)
    }

    @Test func aFileOrAFIFOIsNamed() throws {
        let (folder, fixtures, changed) = try Self.recorded()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/file"))
        #expect(mkfifo(folder + "/fifo", 0o644) == 0)
        for artifacts in [folder + "/file", folder + "/fifo"] {
            let error = try #require(Self.failure(changed, fixtures: fixtures, artifacts: artifacts))
            #expect(error.contains(artifacts) && !error.contains("\n"), "\(error)")
            #expect(!error.contains("NSCocoaErrorDomain"), "\(error)")
            // The variable that chose the folder is named (it was only "cannot write to X: … X is not a folder").
            #expect(error.contains("FLIPBOOK_ARTIFACTS=\(artifacts): \(artifacts) is not a folder"), "\(error)")
        }
        #expect(try String(contentsOfFile: folder + "/file", encoding: .utf8) == "x")
    }
}
