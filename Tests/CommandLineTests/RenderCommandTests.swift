import Foundation
import PNG
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

    /// The command's main-actor work runs off the main thread (an asynchronous entry point on Linux leaves the main
    /// thread to `dispatch_main()`); a dynamic colour turned into a `CGColor` there must still resolve with the
    /// scenario's traits. The catalog's "Message" card has a border set from `tint.cgColor` (systemOrange).
    @Test(arguments: [("uikit-push", [255, 149, 0]), ("uikit-push-dark", [255, 159, 10])])
    func cgColorsResolveWithTheScenariosStyle(id: String, orange: [UInt8]) throws {
        let parent = temporaryFolder("cli-cgcolor")
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let outcome = try flipbook("render", id, "--out", parent + "/out", "--fps", "10", "--scale", "1")
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let folder = parent + "/out/" + id
        let last = try #require(
            try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("frame-") }.max())
        let frame = try PNGDecoder().decode(contentsOf: folder + "/" + last)
        // The card's top border (2 points from y = 119) halfway along; iPhone 15, 393 points wide at @1x.
        let offset = (120 * frame.header.width + 196) * 4
        #expect(Array(frame.rgba[offset..<offset + 3]) == orange)
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
        #expect(FileManager.default.createFile(atPath: parent + "/file", contents: Data("x".utf8)))
        let outcome = try flipbook("render", "demo-cross-fade", "--out", parent + "/file", "--scale", "0.25")
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("cannot write to \(parent)/file: it exists and is not a folder"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent) == ["file"])
    }

    /// The quick start's `.ci/render` (`mkdir -p output`, then `render --out output/frames`) in a checkout whose
    /// `output/` holds other things, run twice: the second run replaces the first's folders; the rest stays.
    @Test func renderingTwiceIntoTheSameOutputFolder() throws {
        let parent = temporaryFolder("cli-twice")
        defer { try? FileManager.default.removeItem(atPath: parent) }
        try FileManager.default.createDirectory(atPath: parent + "/output/fuzz", withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: parent + "/output/fuzz/runs.tsv"))
        for run in 1...2 {
            let outcome = try flipbook(
                "render", "demo-cross-fade", "--out", parent + "/output/frames", "--fps", "5", "--scale", "0.25")
            #expect(outcome.status == 0, "run \(run): \(outcome.standardError)")
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: parent + "/output/frames").sorted()
                == [".flipbook-render", "demo-cross-fade"])
        #expect(try String(contentsOfFile: parent + "/output/fuzz/runs.tsv", encoding: .utf8) == "mine")
    }

    /// A render replaces scenario folders only in a folder it made (it holds `.flipbook-render`) or an empty
    /// one. Fixtures, one's own files and an output of a Flipbook older than the marker (which cannot be told
    /// from fixtures) are refused with one line naming the folder, and left as they are.
    @Test(arguments: [
        (
            ["demo-cross-fade/manifest.json", "demo-cross-fade/frame-0000.png"],
            "it holds demo-cross-fade/manifest.json"
        ),
        (["notes.txt"], "the folder is not empty (it holds notes.txt) and is not render output"),
        (["a/b/c.txt"], "the folder is not empty (it holds a) and is not render output"),
    ])
    func aFolderRenderDidNotMakeIsRefused(files: [String], message: String) throws {
        let parent = temporaryFolder("cli-unmarked")
        defer { try? FileManager.default.removeItem(atPath: parent) }
        for file in files {
            let path = parent + "/out/" + file
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("x".utf8).write(to: URL(fileURLWithPath: path))
        }
        let outcome = try flipbook("render", "demo-cross-fade", "--out", parent + "/out", "--scale", "0.25")
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasPrefix("Error: cannot write to \(parent)/out: \(message)"))
        #expect(outcome.standardError.split(separator: "\n").count == 1)
        for file in files {
            #expect(try String(contentsOfFile: parent + "/out/" + file, encoding: .utf8) == "x")
        }
        #expect(!FileManager.default.fileExists(atPath: parent + "/out/.flipbook-render"))
    }
}
