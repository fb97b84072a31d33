import Foundation
import TestSupport
import Testing

/// `flipbook prune`: lists fixtures no scenario owns and frames no manifest keeps; deletes only with
/// `--delete`, only Flipbook's own files; refuses ids and `--shard`.
@Suite("flipbook prune")
struct PruneCommandTests {
    /// A fixtures folder: an owned fixture (the catalog's demo-cross-fade) with a stray frame, a fixture of a
    /// scenario that no longer exists (plus a note someone put there), a folder that is not a fixture, and a
    /// link to a fixture elsewhere.
    static func makeFixtures() throws -> (root: String, fixtures: String) {
        let root = FileManager.default.temporaryDirectory.path + "/flipbook-prune-\(UUID().uuidString)"
        let fixtures = root + "/Fixtures"
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let fm = FileManager.default
        try fm.createDirectory(atPath: fixtures, withIntermediateDirectories: true)
        try fm.copyItem(atPath: checkout + "/Fixtures/demo-cross-fade", toPath: fixtures + "/demo-cross-fade")
        try fm.copyItem(
            atPath: fixtures + "/demo-cross-fade/frame-0000.png",
            toPath: fixtures + "/demo-cross-fade/frame-9999.png")
        // A renamed scenario's old fixture: the same files under the old id.
        try fm.createDirectory(atPath: fixtures + "/old-cross-fade", withIntermediateDirectories: true)
        let manifest = try String(contentsOfFile: fixtures + "/demo-cross-fade/manifest.json", encoding: .utf8)
            .replacingOccurrences(of: "\"scenario\" : \"demo-cross-fade\"", with: "\"scenario\" : \"old-cross-fade\"")
        try manifest.write(toFile: fixtures + "/old-cross-fade/manifest.json", atomically: true, encoding: .utf8)
        try fm.copyItem(
            atPath: fixtures + "/demo-cross-fade/frame-0000.png", toPath: fixtures + "/old-cross-fade/frame-0000.png")
        try "mine".write(toFile: fixtures + "/old-cross-fade/NOTES.txt", atomically: true, encoding: .utf8)
        try fm.createDirectory(atPath: fixtures + "/Raster", withIntermediateDirectories: true)
        try fm.copyItem(
            atPath: fixtures + "/demo-cross-fade/frame-0000.png", toPath: fixtures + "/Raster/frame-0001.png")
        try fm.createDirectory(atPath: root + "/elsewhere", withIntermediateDirectories: true)
        try fm.copyItem(atPath: fixtures + "/old-cross-fade", toPath: root + "/elsewhere/linked")
        try fm.createSymbolicLink(atPath: fixtures + "/linked", withDestinationPath: root + "/elsewhere/linked")
        return (root, fixtures)
    }

    @Test func listsThenDeletesOnlyWhatNoScenarioUses() throws {
        let (root, fixtures) = try Self.makeFixtures()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let listed = try Subprocess.flipbook("prune", "--fixtures", fixtures)
        #expect(listed.status == 1, "\(listed.standardError)")
        #expect(
            listed.standardOutput == """
                \(fixtures)/demo-cross-fade/frame-9999.png (frame not kept)
                \(fixtures)/old-cross-fade (no scenario)

                """)
        #expect(listed.standardError.contains("2 to prune in \(fixtures); run again with --delete"))
        #expect(FileManager.default.fileExists(atPath: fixtures + "/old-cross-fade/manifest.json"))

        let deleted = try Subprocess.flipbook("prune", "--fixtures", fixtures, "--delete")
        #expect(deleted.status == 0, "\(deleted.standardError)")
        #expect(
            deleted.standardOutput.contains("kept \(fixtures)/old-cross-fade: it holds files Flipbook did not write"))
        let fm = FileManager.default
        #expect(!fm.fileExists(atPath: fixtures + "/demo-cross-fade/frame-9999.png"))
        #expect(fm.fileExists(atPath: fixtures + "/demo-cross-fade/frame-0000.png"))
        #expect(try fm.contentsOfDirectory(atPath: fixtures + "/old-cross-fade") == ["NOTES.txt"])
        #expect(fm.fileExists(atPath: fixtures + "/Raster/frame-0001.png"))
        #expect(fm.fileExists(atPath: root + "/elsewhere/linked/manifest.json"))

        let again = try Subprocess.flipbook("prune", "--fixtures", fixtures)
        #expect(again.status == 0)
        #expect(again.standardOutput == "nothing to prune in \(fixtures)\n")
    }

    /// With its output and errors sent to one file (`2>&1`, as a pipe to a pager or a CI log), the listing comes
    /// first and the closing error line last: stdout is buffered there, so it is flushed before an error is written.
    @Test func theListingComesBeforeItsErrorLineInOneStream() throws {
        let (root, fixtures) = try Self.makeFixtures()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let quoted = { (word: String) in "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }
        let listed = try Subprocess.run(
            "/bin/sh", ["-c", "\(quoted(Subprocess.flipbook)) prune --fixtures \(quoted(fixtures)) 2>&1"])
        #expect(listed.status == 1)
        let lines = listed.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "\(fixtures)/demo-cross-fade/frame-9999.png (frame not kept)",
                "\(fixtures)/old-cross-fade (no scenario)",
                "Error: 2 to prune in \(fixtures); run again with --delete to delete them",
            ], "\(lines)")
    }

    /// A manifest in a fixture no scenario owns names files outside its folder: `--delete` must delete only
    /// frame files by the names Flipbook gives them, never what `../` leads to.
    @Test func deletesNothingAManifestNamesOutsideItsFolder() throws {
        let (root, fixtures) = try Self.makeFixtures()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let victim = root + "/victim.txt"
        try "not Flipbook's".write(toFile: victim, atomically: true, encoding: .utf8)
        let path = fixtures + "/old-cross-fade/manifest.json"
        let manifest = try String(contentsOfFile: path, encoding: .utf8)
            .replacingOccurrences(of: "\"frame-0006.png\"", with: "\"../../victim.txt\"")
        #expect(manifest.contains("../../victim.txt"))
        try manifest.write(toFile: path, atomically: true, encoding: .utf8)
        let deleted = try Subprocess.flipbook("prune", "--fixtures", fixtures, "--delete")
        #expect(deleted.status == 0, "\(deleted.standardError)")
        #expect(FileManager.default.fileExists(atPath: victim))
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("refuses ids and --shard", arguments: [["demo-cross-fade"], ["--shard", "1/2"]])
    func refusesAPartialRun(arguments: [String]) throws {
        let (root, fixtures) = try Self.makeFixtures()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let outcome = try Subprocess.run(
            Subprocess.flipbook, ["prune", "--fixtures", fixtures, "--delete"] + arguments)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("prune looks at every scenario"), "\(outcome.standardError)")
        #expect(FileManager.default.fileExists(atPath: fixtures + "/old-cross-fade/manifest.json"))
    }
}
