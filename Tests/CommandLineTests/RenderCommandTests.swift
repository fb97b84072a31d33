import Foundation
import TestSupport
import Testing

/// `flipbook list` and `flipbook render` run as processes: exit statuses, messages, and nothing half-written.
@Suite("flipbook list and render")
struct RenderCommandTests {
    /// Runs the built `flipbook` with `arguments`.
    func flipbook(_ arguments: String...) throws -> Subprocess.Outcome {
        try Subprocess.run(Subprocess.flipbook, arguments)
    }

    @Test func listShowsEveryScenarioWithItsSummary() throws {
        let outcome = try flipbook("list")
        #expect(outcome.status == 0)
        // The id column is as wide as the longest id, so only the order on the line is fixed.
        let line = outcome.standardOutput.split(separator: "\n").first { $0.hasPrefix("demo-card-spring ") }
        #expect(line?.hasSuffix("Demo: a card slides up from the bottom on a spring (damping 0.7, 0.8 s)") == true)
        #expect(line.map { $0.dropFirst("demo-card-spring".count).drop { $0 == " " }.hasPrefix("Demo:") } == true)
    }

    @Test func renderWritesFramesAndPlainProgressLines() throws {
        let parent = temporaryFolder("cli-render")
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let outcome = try flipbook(
            "render", "demo-cross-fade", "--out", parent + "/out", "--fps", "10", "--scale", "0.25",
            "--jobs", "2")
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("[1/1] demo-cross-fade: 10 frames → \(parent)/out/demo-cross-fade"))
        #expect(!outcome.standardError.contains("\r"))  // not a terminal: no bar
        let names = try FileManager.default.contentsOfDirectory(atPath: parent + "/out/demo-cross-fade").sorted()
        #expect(names.count == 11 && names.first == "frame-0000.png" && names.last == "manifest.json")
    }

    @Test(arguments: [
        (["render", "no-such-scenario", "Bad_Id"], "unknown scenario ids no-such-scenario, Bad_Id"),
        (["render", "--fps", "0"], "--fps must be a number greater than 0"),
        (["render", "--fps", "nan"], "--fps must be a number greater than 0"),
        (["render", "--scale", "17"], "--scale must be a number from 0.01 to 16, got 17.0"),
        (["render", "--scale", "-1"], "--scale"),
        (["render", "--jobs", "0"], "--jobs must be 1…"),
        (["render", "--device", "pixel"], "unknown device 'pixel'"),
    ])
    func badArgumentsExitTwoAndWriteNothing(arguments: [String], message: String) throws {
        let parent = temporaryFolder("cli-bad")
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let outcome = try Subprocess.run(Subprocess.flipbook, arguments + ["--out", parent + "/out"])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
        #expect(!FileManager.default.fileExists(atPath: parent + "/out"))
    }

    @Test func anUnwritableOutputExitsTwo() throws {
        let parent = temporaryFolder("cli-unwritable")
        defer { try? FileManager.default.removeItem(atPath: parent) }
        FileManager.default.createFile(atPath: parent + "/file", contents: Data("x".utf8))
        let outcome = try flipbook("render", "demo-cross-fade", "--out", parent + "/file", "--scale", "0.25")
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("cannot write to \(parent)/file: it exists and is not a folder"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent) == ["file"])
    }
}
