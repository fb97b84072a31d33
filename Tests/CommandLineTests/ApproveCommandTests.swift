import Flipbook
import Foundation
@testable import FlipbookCLI
import TestSupport
import Testing

/// `flipbook approve`: a failed check's actual frames become the fixture — from a report folder or a zip of
/// one, with id globs and a dry run — and nothing is written from a report made with other settings,
/// fixtures or comparison, or through a link.
@Suite("flipbook approve", .serialized)
struct ApproveCommandTests {
    /// A fixtures folder with demo-cross-fade's fixture, one frame of it replaced by another so that the check
    /// fails, and the report of that check.
    final class Scratch {
        let root = FileManager.default.temporaryDirectory.path + "/flipbook-approve-\(UUID().uuidString)"
        var fixtures: String { root + "/Fixtures" }
        var report: String { root + "/report" }
        let original: String

        init() throws {
            let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().path
            original = checkout + "/Fixtures/demo-cross-fade"
            try FileManager.default.createDirectory(atPath: root + "/Fixtures", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: original, toPath: root + "/Fixtures/demo-cross-fade")
            let frame = root + "/Fixtures/demo-cross-fade/frame-0012.png"
            try FileManager.default.removeItem(atPath: frame)
            try FileManager.default.copyItem(atPath: original + "/frame-0000.png", toPath: frame)
            let check = try Subprocess.flipbook("verify", "demo-cross-fade", "--fixtures", fixtures, "--report", report)
            #expect(check.status == 1, "\(check.standardError)")
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }

        func frame12() -> Data? { FileManager.default.contents(atPath: fixtures + "/demo-cross-fade/frame-0012.png") }
    }

    @Test func aDryRunListsAndWritesNothingThenTheZipOfTheReportIsApproved() throws {
        let scratch = try Scratch()
        let broken = scratch.frame12()
        let dry = try Subprocess.flipbook(
            "approve", scratch.report, "demo-*", "--fixtures", scratch.fixtures, "--dry-run")
        #expect(dry.status == 0, "\(dry.standardError)")
        #expect(
            dry.standardOutput == "would write \(scratch.fixtures)/demo-cross-fade: 1 of 7 frames from the report\n")
        #expect(scratch.frame12() == broken)

        let none = try Subprocess.flipbook("approve", scratch.report, "uikit-*", "--fixtures", scratch.fixtures)
        #expect(none.status == 0)
        #expect(none.standardOutput.hasPrefix("nothing to approve"))

        // As a CI artifact: a zip of the folder's contents.
        let zip = Process()
        zip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        zip.arguments = ["zip", "-qr", scratch.root + "/artifact.zip", "."]
        zip.currentDirectoryURL = URL(fileURLWithPath: scratch.report)
        try zip.run()
        zip.waitUntilExit()
        #expect(zip.terminationStatus == 0)
        let approved = try Subprocess.flipbook(
            "approve", scratch.root + "/artifact.zip", "--fixtures", scratch.fixtures)
        #expect(approved.status == 0, "\(approved.standardError)")
        #expect(approved.standardOutput == "wrote \(scratch.fixtures)/demo-cross-fade: 1 of 7 frames from the report\n")
        // The fixture holds what recording writes, pixel for pixel, and the check passes again.
        let recorded = scratch.root + "/recorded"
        let record = try Subprocess.flipbook(
            "record", "demo-cross-fade", "--fixtures", recorded, "--report", scratch.root + "/r")
        #expect(record.status == 0, "\(record.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: recorded + "/demo-cross-fade").sorted()
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scratch.fixtures + "/demo-cross-fade").sorted() == names
        )
        for name in names where name.hasSuffix(".png") {
            let approvedPixels = try Subprocess.flipbook("inspect", scratch.fixtures + "/demo-cross-fade/" + name)
            let recordedPixels = try Subprocess.flipbook("inspect", recorded + "/demo-cross-fade/" + name)
            #expect(approvedPixels.status == 0 && approvedPixels.standardOutput.contains("rgba8_sha256"))
            #expect(
                approvedPixels.standardOutput.split(separator: "\n").filter { $0.contains("rgba8_sha256") }
                    == recordedPixels.standardOutput.split(separator: "\n").filter { $0.contains("rgba8_sha256") },
                "\(name)")
        }
        // The same manifest, but for the file digests: approve keeps the frames that passed as their files were
        // (written by an older encoder than this recording's), and its digests agree with the files it wrote.
        func manifest(_ root: String) throws -> RenderManifest {
            var manifest = try RenderManifest.decode(
                Array(try #require(FileManager.default.contents(atPath: root + "/demo-cross-fade/manifest.json"))))
            for position in manifest.frames.indices { manifest.frames[position].fileDigest = nil }
            return manifest
        }
        #expect(try manifest(scratch.fixtures) == manifest(recorded))
        let approvedFixture = try #require(try FixtureStore(root: scratch.fixtures).load("demo-cross-fade"))
        #expect(approvedFixture.frameIndices.allSatisfy { approvedFixture.digests(ofFrame: $0) != nil })
        try FixtureDigestAudit.check(approvedFixture)
        let check = try Subprocess.flipbook(
            "verify", "demo-cross-fade", "--fixtures", scratch.fixtures,
            "--report", scratch.root + "/again")
        #expect(check.status == 0, "\(check.standardError)")
    }

    /// From a zip, approve extracts only what it reads: `report.json` when it opens the zip, then the actual
    /// frames of the scenarios it approves — not their expected or diff images, not other scenarios' frames, not
    /// other files (it extracted the whole zip, up to 2 GiB, before). The report may be in one folder of the zip,
    /// named with characters `unzip` reads as a pattern.
    @Test(arguments: ["", "rep[1]*?/"])
    func fromAZipOnlyTheChosenActualFramesAreExtracted(folder: String) throws {
        let scratch = try Scratch()
        let staging = scratch.root + "/staging"
        let report = staging + "/" + folder
        try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: scratch.report, toPath: report)
        // Another scenario's actual frame, and files approve never reads.
        let frame = report + "/demo-cross-fade/actual/frame-0012.png"
        try FileManager.default.createDirectory(
            atPath: report + "/other-scenario/actual", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: frame, toPath: report + "/other-scenario/actual/frame-0012.png")
        try Data(repeating: 7, count: 1 << 16).write(to: URL(fileURLWithPath: report + "/notes.bin"))
        try Data("x".utf8).write(to: URL(fileURLWithPath: report + "/demo-cross-fade/actual/frame-0012.png.txt"))
        let zip = Process()
        zip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        zip.arguments = ["zip", "-qr", scratch.root + "/artifact.zip", "."]
        zip.currentDirectoryURL = URL(fileURLWithPath: staging)
        try zip.run()
        zip.waitUntilExit()
        #expect(zip.terminationStatus == 0)

        let archive = try ReportArchive.open(scratch.root + "/artifact.zip")
        defer { archive.removeExtracted() }
        let extracted = try #require(archive.extracted)
        func files() -> [String] {
            let walker = FileManager.default.enumerator(atPath: extracted)
            var names: [String] = []
            while let name = walker?.nextObject() as? String {
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: extracted + "/" + name, isDirectory: &isFolder),
                    !isFolder.boolValue
                {
                    names.append(name)
                }
            }
            return names.sorted()
        }
        #expect(archive.folder == extracted + (folder.isEmpty ? "" : "/" + folder.dropLast()))
        #expect(files() == [folder + "report.json"])
        try archive.extractFrames(of: [ScenarioID(validating: "demo-cross-fade")], layout: .perScenario)
        let actual = try FileManager.default.contentsOfDirectory(atPath: scratch.report + "/demo-cross-fade/actual")
            .filter { $0.hasSuffix(".png") }.map { folder + "demo-cross-fade/actual/" + $0 }
        #expect(!actual.isEmpty)
        #expect(files() == ([folder + "report.json"] + actual).sorted())
        #expect(
            FileManager.default.contents(atPath: archive.folder + "/demo-cross-fade/actual/frame-0012.png")
                == FileManager.default.contents(atPath: frame))
    }

    /// An actual frame whose listed size is over ``ReportArchive/entryByteLimit`` (300 MB of zeros, 300 kB
    /// zipped) is refused from the listing, before anything of it is inflated or written to disk (it was
    /// inflated twice and extracted, then refused when read).
    @Test func aZipWithAnActualFrameOverTheLimitIsRefusedBeforeExtracting() throws {
        let scratch = try Scratch()
        let staging = scratch.root + "/staging"
        try FileManager.default.copyItem(atPath: scratch.report, toPath: staging)
        let frame = staging + "/demo-cross-fade/actual/frame-0012.png"
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: frame))
        let zeros = Data(count: 1 << 20)
        for _ in 0..<300 { handle.write(zeros) }
        try handle.close()
        let zip = Process()
        zip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        zip.arguments = ["zip", "-qr", scratch.root + "/artifact.zip", "."]
        zip.currentDirectoryURL = URL(fileURLWithPath: staging)
        try zip.run()
        zip.waitUntilExit()
        #expect(zip.terminationStatus == 0)
        try FileManager.default.removeItem(atPath: staging)

        let archive = try ReportArchive.open(scratch.root + "/artifact.zip")
        defer { archive.removeExtracted() }
        let path = scratch.root + "/artifact.zip:demo-cross-fade/actual/frame-0012.png"
        #expect {
            try archive.extractFrames(of: [ScenarioID(validating: "demo-cross-fade")], layout: .perScenario)
        } throws: { error in
            "\(error)"
                == "report \(path): 314572800 bytes (by the zip's listing) is larger than the limit of 268435456 "
                + "bytes; it is not extracted"
        }
        #expect(!FileManager.default.fileExists(atPath: archive.folder + "/demo-cross-fade"))
    }

    /// A zip without the actual frames of the scenario it approves: the error names the missing file as an entry
    /// of the zip (`artifact.zip:demo-cross-fade/actual/frame-0012.png`) and says it does not exist; it named a
    /// path in the temporary folder, already removed, and called the missing folder "not a folder".
    @Test func aZipWithoutTheActualFramesNamesTheMissingEntry() throws {
        let scratch = try Scratch()
        let zip = Process()
        zip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        zip.arguments = ["zip", "-qr", scratch.root + "/artifact.zip", ".", "-x", "demo-cross-fade/actual/*"]
        zip.currentDirectoryURL = URL(fileURLWithPath: scratch.report)
        try zip.run()
        zip.waitUntilExit()
        #expect(zip.terminationStatus == 0)
        let broken = scratch.frame12()
        let approve = try Subprocess.flipbook("approve", scratch.root + "/artifact.zip", "--fixtures", scratch.fixtures)
        #expect(approve.status == 2)
        let archive = scratch.root + "/artifact.zip"
        #expect(
            approve.standardError
                == "Error: report \(archive):demo-cross-fade/actual/frame-0012.png: \(archive):demo-cross-fade "
                + "does not exist\n")
        #expect(scratch.frame12() == broken)
    }

    /// approve takes the lock record takes on each fixture it writes (`Fixtures/.<id>.lock`), from reading the
    /// fixture to replacing it: while another process holds the lock, approve waits and writes nothing; once the
    /// lock is released it writes, and removes the lock file. Two real processes: the holder takes the same
    /// `flock` from Python, and keeps it until its standard input closes.
    @Test(.timeLimit(.minutes(5)))
    func approveWaitsForTheFixtureLockRecordTakes() throws {
        let scratch = try Scratch()
        let broken = scratch.frame12()
        let lock = scratch.fixtures + "/.demo-cross-fade.lock"
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        holder.arguments = [
            "python3", "-c",
            "import fcntl, sys\nlock = open(sys.argv[1], 'a')\nfcntl.flock(lock, fcntl.LOCK_EX)\n"
                + "print('held', flush=True)\nsys.stdin.read()\n",
            lock,
        ]
        let release = Pipe(), held = Pipe()
        holder.standardInput = release
        holder.standardOutput = held
        try holder.run()
        defer {
            try? release.fileHandleForWriting.close()
            holder.waitUntilExit()
        }
        let said = String(decoding: held.fileHandleForReading.availableData, as: UTF8.self)
        try #require(said.hasPrefix("held"), "the lock holder did not start: \(said)")

        let approve = try Subprocess.start(
            ["approve", scratch.report, "--fixtures", scratch.fixtures], in: scratch.root)
        let output = approve.standardOutput as! Pipe, errors = approve.standardError as! Pipe
        // Approving one small fixture takes about a second; it waits as long as the lock is held.
        Thread.sleep(forTimeInterval: 5)
        #expect(approve.isRunning, "approve did not wait for the fixture lock")
        #expect(scratch.frame12() == broken, "approve wrote the fixture while another process held its lock")

        try release.fileHandleForWriting.close()
        holder.waitUntilExit()
        let written = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let problems = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        approve.waitUntilExit()
        #expect(approve.terminationStatus == 0, "\(problems)")
        #expect(written == "wrote \(scratch.fixtures)/demo-cross-fade: 1 of 7 frames from the report\n")
        #expect(scratch.frame12() != broken)
        #expect(!FileManager.default.fileExists(atPath: lock), "approve removes the lock file it released")
    }

    @Test(
        "refuses a report made with other fixtures, comparison or settings",
        arguments: [
            (["--fixtures", "Elsewhere"], "was made against the fixtures in"),
            (["--metric", "pixelmatch"], "compared with exact, not pixelmatch, threshold 0.1"),
            (["--scale", "1"], "the report was made with other settings"),
        ])
    func refusesOtherSettings(arguments: [String], reason: String) throws {
        let scratch = try Scratch()
        let broken = scratch.frame12()
        var all = ["approve", scratch.report]
        if arguments.first != "--fixtures" { all += ["--fixtures", scratch.fixtures] }
        let outcome = try Subprocess.run(Subprocess.flipbook, all + arguments)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains(reason), "\(outcome.standardError)")
        #expect(scratch.frame12() == broken)
    }

    /// report.html shows, per failed scenario, the approve command with the check's own settings: run as it is
    /// shown (words split as a shell would), it approves; without the settings it repeats, approve refuses.
    @Test func reportHTMLShowsTheExactApproveCommand() throws {
        let scratch = try Scratch()
        let settings = ["--metric", "pixelmatch", "--threshold", "0.05", "--max-pixels", "2", "--fps", "30"]
        let report = scratch.root + "/it's a report"
        let verify = ["verify", "demo-cross-fade", "--fixtures", scratch.fixtures]
        let check = try Subprocess.run(Subprocess.flipbook, verify + ["--report", report] + settings)
        #expect(check.status == 1, "\(check.standardError)")
        let html = try String(contentsOfFile: report + "/report.html", encoding: .utf8)
        let start = try #require(html.range(of: "<code class=\"approve-command\">"))
        let end = try #require(html.range(of: "</code>", range: start.upperBound..<html.endIndex))
        var command = String(html[start.upperBound..<end.lowerBound])
        for (entity, character) in [("&#39;", "'"), ("&quot;", "\""), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&")] {
            command = command.replacingOccurrences(of: entity, with: character)
        }
        let quotedReport = "'" + report.replacingOccurrences(of: "'", with: "'\\''") + "'"
        // Started as this test started the tool (`swift run flipbook` from this package's root; see
        // InvokedProgramTests), then the command's own words.
        let program = InvokedProgram.words(
            argument0: Subprocess.flipbook, workingDirectory: FileManager.default.currentDirectoryPath,
            environment: ProcessInfo.processInfo.environment)
        #expect(
            command == "\(program) approve \(quotedReport) demo-cross-fade --fixtures \(scratch.fixtures) "
                + "--metric pixelmatch --threshold 0.05 --max-pixels 2 --fps 30 --device iphone-15 --scale 3")
        // As a shell splits it (no globbing or expansion: every special word is single-quoted).
        let words = try #require(Self.shellWords(command)).dropFirst(try #require(Self.shellWords(program)).count)
        #expect(words.first == "approve" && words.dropFirst().first == report)
        let without = try Subprocess.run(
            Subprocess.flipbook,
            ["approve", report, "demo-cross-fade", "--fixtures", scratch.fixtures])
        #expect(without.status == 2, "\(without.standardOutput)")
        let approved = try Subprocess.run(Subprocess.flipbook, Array(words))
        #expect(approved.status == 0, "\(approved.standardError)")
        let again = try Subprocess.run(Subprocess.flipbook, verify + ["--report", scratch.root + "/again"] + settings)
        #expect(again.status == 0, "\(again.standardError)")
    }

    /// `text` split into words as a POSIX shell splits plain words, single-quoted parts and backslash escapes;
    /// nil for anything else (double quotes, expansions).
    static func shellWords(_ text: String) -> [String]? {
        var words: [String] = [], word = "", inWord = false, quoted = false, escaped = false
        for character in text {
            if escaped {
                word.append(character)
                escaped = false
            } else if quoted {
                if character == "'" { quoted = false } else { word.append(character) }
            } else if character == "'" {
                quoted = true
                inWord = true
            } else if character == " " {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else if character == "\\" {
                escaped = true
                inWord = true
            } else if character == "\"" || character == "$" || character == "`" {
                return nil
            } else {
                word.append(character)
                inWord = true
            }
        }
        if quoted || escaped { return nil }
        if inWord { words.append(word) }
        return words
    }

    @Test func aLinkInTheReportIsNotFollowed() throws {
        let scratch = try Scratch()
        let broken = scratch.frame12()
        let actual = scratch.report + "/demo-cross-fade/actual"
        try FileManager.default.moveItem(atPath: actual, toPath: scratch.root + "/elsewhere")
        try FileManager.default.createSymbolicLink(atPath: actual, withDestinationPath: scratch.root + "/elsewhere")
        let outcome = try Subprocess.flipbook("approve", scratch.report, "--fixtures", scratch.fixtures)
        #expect(outcome.status == 2)
        #expect(
            outcome.standardError.contains("is not a folder (symbolic links are not followed)"),
            "\(outcome.standardError)")
        #expect(scratch.frame12() == broken)
    }
}
