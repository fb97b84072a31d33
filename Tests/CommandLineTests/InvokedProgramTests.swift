import Foundation
import TestSupport
import Testing

@testable import FlipbookCLI

/// report.html's approve commands start as the command line was started where the check ran: `swift run
/// <name>` for an executable in a package's build folder, the name for one on the PATH, the plugin's form when
/// the plugin says so (`FLIPBOOK_PROGRAM`), else the path as typed.
@Suite("How the command line was started")
struct InvokedProgramTests {
    @Test(
        "the program words for a first argument, working folder and environment",
        arguments: [
            // `swift run card-flipbook` starts it relative to the working folder.
            (".build/x86_64-unknown-linux-gnu/debug/card-flipbook", "/home/me/CardApp", [:], "swift run card-flipbook"),
            (".build/debug/card-flipbook", "/home/me/CardApp", [:], "swift run card-flipbook"),
            ("./.build/debug/card-flipbook", "/home/me/CardApp", [:], "swift run card-flipbook"),
            (
                ".build/arm64-apple-macosx/release/card-flipbook", "/home/me/CardApp", [:],
                "swift run -c release card-flipbook"
            ),
            // An absolute path inside the working folder, and a package elsewhere (`swift run --package-path`).
            ("/home/me/CardApp/.build/debug/card-flipbook", "/home/me/CardApp/", [:], "swift run card-flipbook"),
            ("CardApp/.build/debug/card-flipbook", "/home/me", [:], "swift run --package-path CardApp card-flipbook"),
            ("/opt/my app/.build/debug/tool", "/home/me", [:], "swift run --package-path '/opt/my app' tool"),
            // On the PATH, or a path that is no build folder: as typed.
            ("flipbook", "/home/me", [:], "flipbook"),
            ("bin/flipbook", "/home/me", [:], "bin/flipbook"),
            ("/usr/local/bin/flip book", "/home/me", [:], "'/usr/local/bin/flip book'"),
            (".build/checkouts/tool", "/home/me", [:], ".build/checkouts/tool"),
            // The plugin (or anyone) names the program.
            (
                "/home/me/CardApp/.build/debug/card-flipbook", "/home/me/CardApp",
                ["FLIPBOOK_PROGRAM": "swift package --allow-writing-to-package-directory flipbook"],
                "swift package --allow-writing-to-package-directory flipbook"
            ),
            ("flipbook", "/home/me", ["FLIPBOOK_PROGRAM": "  "], "flipbook"),
        ] as [(String, String, [String: String], String)])
    func words(argument0: String, workingDirectory: String, environment: [String: String], expected: String) {
        #expect(
            InvokedProgram.words(argument0: argument0, workingDirectory: workingDirectory, environment: environment)
                == expected)
    }

    /// End to end: the tool started with `FLIPBOOK_PROGRAM` set (as the plugin starts a package's executable)
    /// writes a report.html whose approve command starts with that program.
    @Test func verifyShowsTheProgramItWasStartedAs() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-invoked-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let program = "swift package --allow-writing-to-package-directory flipbook"
        let outcome = try Subprocess.run(
            "/usr/bin/env",
            [
                "FLIPBOOK_PROGRAM=\(program)", Subprocess.flipbook, "verify", "demo-cross-fade", "--record", "never",
                "--fixtures", root + "/Fixtures", "--report", root + "/report", "--keep", "at:0.2",
            ])
        #expect(outcome.status == 1, "\(outcome.standardError)")
        // The summary's last line says the same.
        #expect(
            outcome.standardOutput.contains(
                "\nto approve the new frames: \(program) approve \(root)/report demo-cross-fade --fixtures "),
            "\(outcome.standardOutput)")
        let html = try String(contentsOfFile: root + "/report/report.html", encoding: .utf8)
        #expect(
            html.contains("<code class=\"approve-command\">\(program) approve \(root)/report demo-cross-fade "),
            "\(html)")
    }

    @Test(
        "the program's own name",
        arguments: [
            (".build/debug/card-flipbook", "card-flipbook"), ("/usr/local/bin/flipbook", "flipbook"),
            ("card-flipbook", "card-flipbook"), ("", "flipbook"), ("/", "flipbook"),
        ])
    func name(argument0: String, expected: String) {
        #expect(InvokedProgram.name(argument0: argument0) == expected)
    }

    /// A package's own executable (here the tool under another name, as `swift run card-flipbook` starts it) heads
    /// its summary and the report's `summary.txt` with its own name, not the built-in tool's.
    @Test func theSummaryIsHeadedWithTheProgramsOwnName() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-named-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let program = root + "/card-flipbook"
        try FileManager.default.createSymbolicLink(atPath: program, withDestinationPath: Subprocess.flipbook)
        let outcome = try Subprocess.run(
            program,
            [
                "verify", "demo-cross-fade", "--record", "never", "--fixtures", root + "/Fixtures", "--report",
                root + "/report", "--keep", "at:0.2",
            ])
        #expect(outcome.status == 1, "\(outcome.standardError)")
        #expect(outcome.standardOutput.hasPrefix("card-flipbook verify: 1 scenario, "), "\(outcome.standardOutput)")
        let summary = try String(contentsOfFile: root + "/report/summary.txt", encoding: .utf8)
        #expect(summary.hasPrefix("card-flipbook verify: 1 scenario, "), "\(summary)")
    }
}
