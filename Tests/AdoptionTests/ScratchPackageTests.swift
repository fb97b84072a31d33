import Foundation
import Testing

/// A new user's package, end to end, exactly as the README's "Use Flipbook in your package" section says: the
/// section is read, each file it shows (a code block whose info string names a path after the language) is
/// written, and each command of its `sh` blocks runs in order in a folder `CardApp` beside a link `Flipbook` to
/// this checkout — an empty package, record, verify (its own executable and `swift package flipbook`),
/// `assertTransition` in `swift test`, the animator broken and both checks failing, then approve and a passing
/// test again, then a renamed scenario's old fixture pruned. A command must exit as its comment says (`# exit 1`),
/// else 0.
@Suite("A package that uses Flipbook, as the README says", .serialized)
struct ScratchPackageTests {
    @Test(.timeLimit(.minutes(45))) func theReadmesStepsRecordVerifyTestCatchABrokenAnimatorAndApprove() throws {
        let steps = try ReadmeSteps.read()
        #expect(steps.count { if case .command = $0 { true } else { false } } >= 10, "\(steps)")
        let package = try ScratchPackage.create()
        defer { try? FileManager.default.removeItem(atPath: package.parent) }

        var outputs: [(command: String, output: String)] = []
        // verify's report.html as the last `swift run card-flipbook verify` left it (a later record replaces it).
        var verifyPage = ""
        for step in steps {
            switch step {
            case .file(let path, let text):
                let url = URL(fileURLWithPath: package.root + "/" + path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            case .text:
                break
            case .command(let line, let status):
                let result = try package.run("/bin/sh", "-c", line)
                #expect(result.status == status, "\(line) exited \(result.status), not \(status):\n\(result.output)")
                outputs.append((line, result.output))
                if line.hasPrefix("swift run card-flipbook verify") {
                    verifyPage = try String(
                        contentsOfFile: package.root + "/output/report/report.html", encoding: .utf8)
                }
                // Later steps make no sense after one that went wrong.
                if result.status != status { return }
            }
        }
        func output(_ prefix: String, _ occurrence: Int = 0) -> String {
            outputs.filter { $0.command.hasPrefix(prefix) }.dropFirst(occurrence).first?.output ?? ""
        }
        #expect(output("swift run card-flipbook record").contains("card-slide-up"))
        // The summary is headed with the package's own executable, not the built-in tool.
        #expect(output("swift run card-flipbook verify").contains("card-flipbook verify: 1 scenario"))
        // The fixture recorded under the scenario's new id (step 10) keeps what the scenario declares.
        let manifest = package.root + "/Fixtures/card-slides-up/manifest.json"
        #expect(try String(contentsOfFile: manifest, encoding: .utf8).contains("\"keep\" : \"every 3\""))
        #expect(FileManager.default.fileExists(atPath: package.root + "/output/report/report.json"))
        // The failing test names the scenario, the frames as runs, and the images where they are (once each).
        let failed = output("swift test", 1)
        #expect(failed.contains("card-slide-up: "), "\(failed)")
        #expect(failed.contains("not passed: frames 3–"), "\(failed)")
        #expect(failed.contains("/output/test-reports/card-slide-up/actual/frame-0003.png"), "\(failed)")
        #expect(!failed.contains("card-slide-up/card-slide-up"), "\(failed)")
        // The approve command the failure and the reports show is one that works here: the README runs the
        // test's as printed (through the plugin); verify's names the package's executable.
        let approve = try #require(
            steps.compactMap { step -> String? in
                if case .command(let line, _) = step, line.contains(" approve ") { line } else { nil }
            }.first)
        #expect(failed.contains("to approve: \(approve)\n"), "\(failed)")
        #expect(output(approve).contains("wrote Fixtures/card-slide-up: "), "\(output(approve))")
        #expect(verifyPage.contains(">swift run card-flipbook approve output/report card-slide-up --fps 60<"))
        #expect(
            output("swift run card-flipbook verify", 1).contains("to approve the new frames: swift run card-flipbook"))
        // After the rename, prune lists the old fixture, then deletes it and nothing else.
        #expect(output("swift run card-flipbook prune").contains("Fixtures/card-slide-up (no scenario)"))
        #expect(output("swift run card-flipbook prune --delete").contains("deleted 1 item"))
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: package.root + "/Fixtures")
        #expect(fixtures == ["card-slides-up"], "\(fixtures)")
    }
}

/// The README section's steps, in order.
enum ReadmeSteps {
    enum Step: CustomStringConvertible {
        /// A file to write: its path in the package and its text.
        case file(String, String)
        /// A shell command and the exit status its comment names (0 when it names none).
        case command(String, Int32)
        /// A `text` block: what a command prints, shown, not run.
        case text(String)

        var description: String {
            switch self {
            case .file(let path, _): "file \(path)"
            case .text(let text): "text \(text.prefix(40))…"
            case .command(let line, let status): "$ \(line)  (exit \(status))"
            }
        }
    }

    static let readme = ScratchPackage.checkout + "/README.md"
    static let section = "## Use Flipbook in your package"

    /// The steps of the README's section: code blocks whose info string is a language then a path are files;
    /// `sh` blocks are commands, one a line, a trailing `# comment` removed (`exit N` in it is the status).
    static func read() throws -> [Step] {
        let text = try String(contentsOfFile: readme, encoding: .utf8)
        guard let start = text.range(of: "\n" + section + "\n") else {
            throw ReadmeError("\(readme) has no section \"\(section)\"")
        }
        let rest = text[start.upperBound...]
        let body = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
        var steps: [Step] = []
        var block: (info: [Substring], indent: Int, lines: [String])?
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            let indent = line.count - trimmed.count
            if var open = block {
                if trimmed == "```" {
                    steps += try step(open.info, open.lines)
                    block = nil
                } else {
                    open.lines.append(String(line.dropFirst(min(open.indent, indent))))
                    block = open
                }
            } else if trimmed.hasPrefix("```") {
                block = (trimmed.dropFirst(3).split(separator: " "), indent, [])
            }
        }
        return steps
    }

    static func step(_ info: [Substring], _ lines: [String]) throws -> [Step] {
        if info.count == 2 { return [.file(String(info[1]), lines.joined(separator: "\n") + "\n")] }
        if info.first == "text" { return [.text(lines.joined(separator: "\n") + "\n")] }
        guard info.first == "sh" else { return [] }
        return lines.compactMap { line in
            let parts = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let command = parts[0].trimmingCharacters(in: .whitespaces)
            guard !command.isEmpty else { return nil }
            var status: Int32 = 0
            if parts.count == 2, let range = parts[1].range(of: #"exit \d+"#, options: .regularExpression) {
                status = Int32(parts[1][range].dropFirst(5)) ?? 0
            }
            return .command(command, status)
        }
    }

    struct ReadmeError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}

/// The scratch package's folder `CardApp`, empty, beside `Flipbook`, a link to this checkout (so the package's
/// identity is `flipbook`, as it is for a user who depends on it by URL, whatever this checkout's folder is
/// called).
struct ScratchPackage {
    let parent: String
    var root: String { parent + "/CardApp" }

    /// This checkout: the folder above `Tests/`.
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static func create() throws -> ScratchPackage {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flipbook-scratch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: parent.appendingPathComponent("CardApp"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: parent.appendingPathComponent("Flipbook").path, withDestinationPath: checkout)
        return ScratchPackage(parent: parent.path)
    }

    /// Runs a command in the package's folder, in the environment of a user's shell (no CI, no Flipbook
    /// settings, none of the outer `swift test`'s own); returns its exit status and its output and errors
    /// together.
    func run(_ arguments: String...) throws -> (status: Int32, output: String) {
        let log = parent + "/command-\(UUID().uuidString).log"
        #expect(FileManager.default.createFile(atPath: log, contents: nil))
        defer { try? FileManager.default.removeItem(atPath: log) }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        var environment = ProcessInfo.processInfo.environment
        for key in environment.keys
        where key.hasPrefix("SWIFTPM_") || key.hasPrefix("XCTest") || key.hasPrefix("FLIPBOOK_") || key == "CI" {
            environment[key] = nil
        }
        environment["PWD"] = root
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, try String(contentsOfFile: log, encoding: .utf8))
    }
}
