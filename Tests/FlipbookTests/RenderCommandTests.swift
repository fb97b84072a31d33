import Foundation
import Testing

/// `flipbook list` and `flipbook render` run as processes: exit statuses, messages, and nothing half-written.
@Suite("flipbook list and render")
struct RenderCommandTests {
    /// The `flipbook` executable, built beside the test bundle.
    static let executable: String = {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [bundle, bundle.deletingLastPathComponent(), bundle.deletingLastPathComponent().deletingLastPathComponent()] {
            let path = candidate.appendingPathComponent("flipbook").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return bundle.appendingPathComponent("flipbook").path
    }()

    struct Outcome {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    func flipbook(_ arguments: String...) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self),
                       standardError: String(decoding: errData, as: UTF8.self))
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
        let outcome = try flipbook("render", "demo-cross-fade", "--out", parent + "/out", "--fps", "10", "--scale", "0.25",
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
        (["render", "--scale", "9"], "--scale must be a number greater than 0 and at most 4"),
        (["render", "--scale", "-1"], "--scale"),
        (["render", "--jobs", "0"], "--jobs must be 1…"),
        (["render", "--device", "pixel"], "unknown device 'pixel'"),
    ])
    func badArgumentsExitTwoAndWriteNothing(arguments: [String], message: String) throws {
        let parent = temporaryFolder("cli-bad")
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = arguments + ["--out", parent + "/out"]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = Pipe()
        try process.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(text.contains(message), "\(text)")
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
