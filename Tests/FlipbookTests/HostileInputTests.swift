@testable import Flipbook
import Files
import Foundation
import PNG
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Fixtures, reports and report folders from someone else (a pull request, another machine): no file read
/// outside the fixture, no markup injected, no folder of other files deleted, damaged fixtures repaired by the
/// modes that rewrite, concurrent writers serialized.
@Suite("Hostile fixtures and reports")
@MainActor
struct HostileInputTests {
    final class Scratch {
        let root = temporaryFolder("hostile")
        var fixtures: String { root + "/Fixtures" }
        var report: String { root + "/report" }
        /// A file outside the fixtures that a hostile manifest points at.
        var secret: String { root + "/secret.txt" }
        static let secretText = "top secret: must never reach a report"
        init() { try! Data(Self.secretText.utf8).write(to: URL(fileURLWithPath: secret)) }
        deinit { try? FileManager.default.removeItem(atPath: root) }

        func settings(
            _ mode: RecordMode, format: FixtureFormat = .frames, report: String? = nil,
            lockTimeout: Double = FixtureLock.defaultTimeout
        ) -> VerifySettings {
            var settings = VerifySettings(
                fixtures: FixtureStore(root: fixtures, format: format),
                reportDirectory: report ?? self.report,
                record: RecordSetting(mode: mode, source: .explicit), jobs: 2)
            settings.lockTimeout = lockTimeout
            return settings
        }

        @MainActor func verify(_ mode: RecordMode, format: FixtureFormat = .frames) throws -> VerificationReport {
            try ScenarioVerifier(settings: settings(mode, format: format)).verify([TestScenarios.slide()])
        }

        var manifestPath: String { fixtures + "/test-slide/manifest.json" }

        /// Rewrites the recorded manifest's JSON with `change`.
        func editManifest(_ change: (inout [String: Any]) -> Void) throws {
            var json = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: manifestPath)))
                    as? [String: Any])
            change(&json)
            try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: manifestPath))
        }

        /// Whether any file under the report folder holds the secret's bytes.
        func reportHoldsSecret() throws -> Bool {
            guard FileManager.default.fileExists(atPath: report) else { return false }
            return try filesUnder(report).values.contains { Data($0).range(of: Data(Self.secretText.utf8)) != nil }
        }
    }

    // MARK: 1. Manifest file names

    @Test(
        "a manifest frame file outside its name, a link, NUL or a negative index is refused, nothing copied",
        arguments: [
            "../../secret.txt", "frame-0002.png/../../../secret.txt", "frame-0003.png\u{0}x", "FRAME-0003.PNG",
            "/etc/hostname", "frame-3.png",
        ])
    func aManifestFileMustBeTheNameItsIndexGives(file: String) throws {
        let scratch = Scratch()
        _ = try scratch.verify(.all)
        try scratch.editManifest { json in
            var frames = json["frames"] as! [[String: Any]]
            frames[3]["file"] = file
            json["frames"] = frames
        }
        let report = try scratch.verify(.never)
        #expect(report.scenarios.map(\.status) == [.error])
        let message = try #require(report.scenarios.first?.message)
        #expect(message.contains("frames[3].file is "), "\(message)")
        #expect(message.contains("frame 3 must be frame-0003.png"), "\(message)")
        #expect(!message.contains("\u{0}") && !message.contains("\n"))
        #expect(try !scratch.reportHoldsSecret())
    }

    @Test func aSymbolicLinkedFrameOrFolderIsRefused() throws {
        let scratch = Scratch()
        _ = try scratch.verify(.all)
        let frame = scratch.fixtures + "/test-slide/frame-0002.png"
        try FileManager.default.removeItem(atPath: frame)
        try FileManager.default.createSymbolicLink(atPath: frame, withDestinationPath: scratch.secret)
        let report = try scratch.verify(.never)
        #expect(report.scenarios.first?.message == "fixture \(frame): frame 2 is a symbolic link, not a regular file")
        #expect(try !scratch.reportHoldsSecret())

        // The whole folder a link to another folder.
        try FileManager.default.moveItem(atPath: scratch.fixtures + "/test-slide", toPath: scratch.root + "/elsewhere")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.fixtures + "/test-slide", withDestinationPath: scratch.root + "/elsewhere")
        let linked = try scratch.verify(.never)
        #expect(linked.scenarios.first?.message?.contains("it is a symbolic link") == true, "\(linked.scenarios)")
    }

    @Test(
        "bad frame indices, landmarks outside the recording and duplicate keys are refused",
        arguments: [
            ("negative", "frames[0].index is -5; frame indices are not negative"),
            ("repeated", "frames[1].index is 0 after 0; kept frames are listed once each, in order"),
            ("duplicate", "duplicate key \"device\""),
            ("settled past the end", "settled_frame is 99 but frame_count is 6"),
            ("first action negative", "first_action_frame is -1 but frame_count is 6"),
            ("settled before the action", "settled_frame is 0, before first_action_frame 1"),
        ])
    func badIndicesAndDuplicateKeys(kind: String, expected: String) throws {
        let scratch = Scratch()
        _ = try scratch.verify(.all)
        if kind == "duplicate" {
            let text = try String(contentsOfFile: scratch.manifestPath, encoding: .utf8)
            try text.replacingOccurrences(of: "\"device\"", with: "\"device\": \"x\", \"device\"")
                .write(toFile: scratch.manifestPath, atomically: true, encoding: .utf8)
        } else {
            try scratch.editManifest { json in
                var frames = json["frames"] as! [[String: Any]]
                if kind == "negative" { frames[0]["index"] = -5; frames[0]["file"] = "frame-00-5.png" }
                if kind == "repeated" { frames[1]["index"] = 0; frames[1]["file"] = "frame-0000.png" }
                if kind == "settled past the end" { json["settled_frame"] = 99 }
                if kind == "first action negative" { json["first_action_frame"] = -1 }
                if kind == "settled before the action" { json["first_action_frame"] = 1; json["settled_frame"] = 0 }
                json["frames"] = frames
            }
        }
        let report = try scratch.verify(.never)
        let message = try #require(report.scenarios.first?.message)
        #expect(message.contains(expected), "\(message)")
        #expect(!FileManager.default.fileExists(atPath: scratch.report + "/test-slide/expected/frame-00-5.png"))
    }

    // MARK: 5. Damaged fixtures are repaired by all and failed

    @Test(
        "all and failed replace a damaged fixture; missing reports it",
        arguments: ["truncated", "missing frame", "not a PNG"])
    func damagedFixturesAreReplaced(damage: String) throws {
        for mode in [RecordMode.all, .failed, .missing] {
            let scratch = Scratch()
            _ = try scratch.verify(.all)
            let good = try filesUnder(scratch.fixtures)
            switch damage {
            case "truncated":
                let bytes = try Data(contentsOf: URL(fileURLWithPath: scratch.manifestPath))
                try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: scratch.manifestPath))
            case "missing frame":
                try FileManager.default.removeItem(atPath: scratch.fixtures + "/test-slide/frame-0004.png")
            default:
                try Data("not a PNG".utf8).write(
                    to: URL(fileURLWithPath: scratch.fixtures + "/test-slide/frame-0004.png"))
            }
            let report = try scratch.verify(mode)
            let scenario = try #require(report.scenarios.first)
            if mode == .missing {
                #expect(scenario.status == .error, "\(damage): \(scenario)")
                #expect(!scenario.fixtureWritten)
            } else {
                #expect(scenario.status == (mode == .all ? .recorded : .failed), "\(mode) \(damage): \(scenario)")
                #expect(scenario.fixtureWritten, "\(mode) \(damage)")
                #expect(scenario.message?.contains("recorded it again") == true, "\(scenario.message ?? "")")
                #expect(try filesUnder(scratch.fixtures) == good, "\(mode) \(damage): the fixture is whole again")
                #expect(try scratch.verify(.never).passed)
            }
        }
    }

    @Test func aDamagedAnimatedFixtureIsReplacedByAll() throws {
        let scratch = Scratch()
        _ = try scratch.verify(.all, format: .animatedPNG)
        let file = scratch.fixtures + "/test-slide.png"
        let good = try Data(contentsOf: URL(fileURLWithPath: file))
        try good.prefix(good.count - 40).write(to: URL(fileURLWithPath: file))
        #expect(try scratch.verify(.never, format: .animatedPNG).scenarios.first?.status == .error)
        let report = try scratch.verify(.all, format: .animatedPNG)
        #expect(report.scenarios.first?.fixtureWritten == true, "\(report.scenarios)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == good)
    }

    // MARK: 3 and 6. Report folders

    @Test func aFolderOfOtherFilesIsNeverReplaced() throws {
        let scratch = Scratch()
        try FileManager.default.createDirectory(atPath: scratch.report, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: scratch.report + "/notes.txt"))
        #expect(
            throws: VerificationError.unwritable(
                scratch.report,
                "the folder is not empty and is not a Flipbook report (it has no .flipbook-report); "
                    + "it would be replaced as a whole, so name a new or empty folder")
        ) {
            try scratch.verify(.all)
        }
        #expect(try filesUnder(scratch.report) == ["notes.txt": Array("mine".utf8)])
        #expect(!FileManager.default.fileExists(atPath: scratch.fixtures + "/test-slide"), "refused before the run")
        // An empty folder, and then the report folder it became, are accepted.
        try FileManager.default.removeItem(atPath: scratch.report + "/notes.txt")
        _ = try scratch.verify(.all)
        #expect(FileManager.default.fileExists(atPath: scratch.report + "/" + ReportFolder.markerFileName))
        _ = try scratch.verify(.never)
        #expect(FileManager.default.fileExists(atPath: scratch.report + "/report.json"))
    }

    @Test func aSymbolicLinkedReportPathFailsBeforeTheRun() throws {
        let scratch = Scratch()
        try FileManager.default.createDirectory(atPath: scratch.root + "/target", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: scratch.report, withDestinationPath: scratch.root + "/target")
        #expect(throws: VerificationError.self) { try scratch.verify(.all) }
        #expect(!FileManager.default.fileExists(atPath: scratch.fixtures + "/test-slide"), "refused before the run")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scratch.root).sorted() == [
                "report", "secret.txt", "target",
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.root + "/target").isEmpty)
        #expect(RegularFile.isSymbolicLink(scratch.report))
    }

    @Test func stagingFoldersOfDeadProcessesAreSweptAndAFailedSwapRemovesItsOwn() throws {
        let scratch = Scratch()
        // A dead process's staging folder (with the marker) and a look-alike Flipbook did not make.
        let deadPID: Int32 = 9_999_999
        let dead = scratch.root + "/.report.partial-\(deadPID)"
        let foreign = scratch.root + "/.report.partial-\(deadPID - 1)"
        for folder in [dead, foreign] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        try Data().write(to: URL(fileURLWithPath: dead + "/" + ReportFolder.markerFileName))
        _ = try scratch.verify(.all)
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(FileManager.default.fileExists(atPath: foreign), "a folder without the marker is not ours to delete")

        // The destination turns into a file while the report is written: the swap fails, the staging goes.
        let folder = try ReportFolder.begin(scratch.root + "/late")
        try Data("x".utf8).write(to: URL(fileURLWithPath: scratch.root + "/late"))
        let report = VerificationReport(
            command: "verify", fixtures: "F", comparison: ComparisonDescription(metric: "exact"),
            record: RecordSetting(mode: .never, source: .explicit), shard: nil, scenarios: [])
        #expect(throws: VerificationError.self) { try folder.complete(with: report) }
        #expect(!FileManager.default.fileExists(atPath: folder.staging))
    }

    // MARK: 8. Concurrent writers

    @Test func aSecondWriterWaitsForTheLockThenFailsNamingIt() throws {
        let scratch = Scratch()
        try FileManager.default.createDirectory(atPath: scratch.fixtures, withIntermediateDirectories: true)
        let held = try FixtureLock.acquire("test-slide", in: scratch.fixtures, timeout: 0)
        let lockPath = scratch.fixtures + "/.test-slide.lock"
        let started = DispatchTime.now().uptimeNanoseconds
        do {
            _ = try ScenarioVerifier(settings: scratch.settings(.all, lockTimeout: 0.3)).verify([TestScenarios.slide()])
            Issue.record("the second writer did not wait for the lock")
        } catch let error as VerificationError {
            #expect(error.description.hasPrefix("cannot write to \(lockPath): another flipbook process"), "\(error)")
        }
        #expect(DispatchTime.now().uptimeNanoseconds - started >= 300_000_000, "it waited the timeout")
        #expect(!FileManager.default.fileExists(atPath: scratch.fixtures + "/test-slide"))
        held.release()
        #expect(try scratch.verify(.all).scenarios.first?.fixtureWritten == true)
        #expect(!FileManager.default.fileExists(atPath: lockPath), "the lock file is removed on release")
    }

    // MARK: 2. Markup

    /// Strings that break naive escaping: a combining mark or an Arabic number sign joined to markup in one
    /// `Character`, script end tags, quotes of both kinds, NUL and other control characters.
    nonisolated static let hostileStrings = [
        "\u{0600}<script>document.title='PWNED'</script>",
        "\"\u{0301} onmouseover=\"alert(1)",
        "'\u{0301}><img src=x onerror=alert(1)>",
        "</script><script>alert(1)</script>",
        "a\u{0}b\u{1}c\u{1B}[31m\u{7F}",
        "<!-- ]]> &amp; \u{FFFE}",
        "e\u{0301}<b>bold</b>",
    ]

    /// The terminal summary (what `merge-reports` prints of shards' report.json files, and summary.txt) holds no
    /// control character from a report's strings: each is escaped per Unicode scalar, lines stay lines.
    @Test(arguments: hostileStrings)
    func theTerminalSummaryEscapesControlCharacters(text: String) {
        let summary = TerminalSummary(Self.report(with: text), reportDirectory: "out").text
        let control = summary.unicodeScalars.filter {
            ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
        }
        #expect(control.isEmpty, "\(summary.debugDescription)")
        #expect(summary.contains(QuotedText.oneLine(text)))
    }

    /// approve's errors about a report's scenario (no rendered frames: its message; its `keep`; its layout) hold no
    /// control character from report.json.
    @Test(arguments: hostileStrings)
    func approveErrorsEscapeTheReportsStrings(text: String) throws {
        let scratch = Scratch()
        let report = Self.report(with: text)
        var layout = try #require(report.scenarios[0].actual)
        layout.keep = "all"
        var laidOut = report.scenarios[0]
        (laidOut.expected, laidOut.actual) = (layout, layout)
        let approval = ReportApproval(
            report: scratch.report, fixtures: FixtureStore(root: scratch.fixtures),
            comparison: report.comparison)
        for scenario in report.scenarios + [laidOut] {
            do {
                _ = try approval.plan(scenario, in: report, source: TestScenarios.slide())
                Issue.record("\(scenario.id) was approved")
            } catch {
                let control = "\(error)".unicodeScalars.filter { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
                #expect(control.isEmpty, "\("\(error)".debugDescription)")
            }
        }
    }

    /// A report with `text` in every string that reaches report.html and junit.xml.
    static func report(with text: String) -> VerificationReport {
        let layout = FrameLayout(
            device: text, fps: 10, frameCount: 2, pixelWidth: 4, pixelHeight: 3, keep: text,
            keptFrames: [0, 1])
        var frame = FrameReport(index: 1, time: 0.1, status: .different, summary: text)
        frame.fixtureFile = text
        frame.expectedImage = text
        frame.actualImage = text
        frame.diffImage = text
        let scenario = ScenarioReport(
            id: "x-1", summary: text, status: .failed, fixtureWritten: false, fixture: text,
            expected: layout, actual: layout, layoutDifferences: [text, text],
            message: text, frames: [frame])
        let errored = ScenarioReport(
            id: "x-2", summary: text, status: .error, fixtureWritten: false, fixture: text,
            expected: nil, actual: nil, layoutDifferences: [], message: text, frames: [])
        return VerificationReport(
            command: text, fixtures: text, comparison: ComparisonDescription(metric: text),
            record: RecordSetting(mode: .never, source: .explicit), shard: nil,
            scenarios: [scenario, errored])
    }

    /// The page without its JSON data element, and that element's JSON.
    static func split(_ html: String) throws -> (page: String, data: String) {
        let open = "<script type=\"application/json\" id=\"flipbook-data\">"
        let start = try #require(html.range(of: open))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        return (
            String(html[..<start.lowerBound]) + String(html[end.upperBound...]),
            String(html[start.upperBound..<end.lowerBound])
        )
    }

    /// How many of each markup scalar the text has (by Unicode scalar, not by Character).
    static func markup(_ text: String) -> [Character: Int] {
        var counts: [Character: Int] = [:]
        for scalar in text.unicodeScalars where "<>\"'&".unicodeScalars.contains(scalar) {
            counts[Character(scalar), default: 0] += 1
        }
        return counts
    }

    @Test("hostile strings in every field leave report.html's markup as it is", arguments: hostileStrings)
    func htmlEscapesByScalar(text: String) throws {
        // The report folder's path reaches the page too, in the approve command of the failed scenario.
        let benign = try Self.split(HTMLReport(Self.report(with: "plain"), reportFolder: "plain").html)
        let hostile = try Self.split(HTMLReport(Self.report(with: text), reportFolder: text).html)
        #expect(hostile.page.contains("approve-command"))
        // Outside the data element every markup character comes from the page itself: the same counts, except
        // for the entities' own `&`.
        var expected = Self.markup(benign.page), got = Self.markup(hostile.page)
        expected["&"] = nil; got["&"] = nil
        #expect(got == expected)
        #expect(!hostile.page.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r" })
        #expect(!hostile.data.unicodeScalars.contains("<"))
        // The data reads back as the same strings.
        let json = try #require(try JSONSerialization.jsonObject(with: Data(hostile.data.utf8)) as? [String: Any])
        let frames = (json["scenarios"] as? [[String: Any]])?.first?["frames"] as? [[String: Any]]
        #expect(frames?.first?["summary"] as? String == text)
    }

    @Test("hostile strings in every field leave junit.xml's markup as it is", arguments: hostileStrings)
    func junitEscapesByScalar(text: String) throws {
        let benign = JUnitReport(Self.report(with: "plain")).xml
        let hostile = JUnitReport(Self.report(with: text)).xml
        var expected = Self.markup(benign), got = Self.markup(hostile)
        expected["&"] = nil; got["&"] = nil
        #expect(got == expected)
        #expect(
            !hostile.unicodeScalars.contains {
                ($0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r") || $0.value == 0xFFFE
            })
    }

    @Test func oneEscaperWalksScalars() {
        #expect(MarkupText.escape("\u{0600}<") == "\u{0600}&lt;")
        #expect(MarkupText.escape("\"\u{0301}") == "&quot;\u{0301}")
        #expect(MarkupText.escape("a\u{0}b") == "a\u{FFFD}b")
        #expect(MarkupText.escape("<'&>") == "&lt;&#39;&amp;&gt;")
        #expect(MarkupText.scriptSafe("\"\u{0600}</script>\"") == "\"\u{0600}\\u003c/script\\u003e\"")
    }

    // MARK: Merged reports

    @Test func aShardReportNamingFilesOutsideItsFolderIsRefused() throws {
        let scratch = Scratch()
        _ = try scratch.verify(.all)
        _ = try ScenarioVerifier(settings: scratch.settings(.never, report: scratch.root + "/shard"))
            .verify([TestScenarios.slide(duration: 0.3)])
        let path = scratch.root + "/shard/report.json"
        let original = try String(contentsOfFile: path, encoding: .utf8)
        #expect(original.contains("\"test-slide/expected/frame-0002.png\""))
        try original.replacingOccurrences(of: "\"test-slide/expected/frame-0002.png\"", with: "\"../secret.txt\"")
            .write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: VerificationError.self) {
            try ReportMerger.merge([scratch.root + "/shard"], into: scratch.root + "/merged")
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.root + "/merged"))

        // The right name, but a link to the secret.
        try original.write(toFile: path, atomically: true, encoding: .utf8)
        let image = scratch.root + "/shard/test-slide/expected/frame-0002.png"
        try FileManager.default.removeItem(atPath: image)
        try FileManager.default.createSymbolicLink(atPath: image, withDestinationPath: scratch.secret)
        do {
            _ = try ReportMerger.merge([scratch.root + "/shard"], into: scratch.root + "/merged")
            Issue.record("a linked image was merged")
        } catch {
            #expect("\(error)" == "report \(image): it is a symbolic link (not followed)")
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.root + "/merged"))
    }

    // MARK: Approval

    /// A report's `actual_digest` that is not 32 hexadecimal digits is named as such, escaped, before anything is
    /// painted (not reported as a frame whose pixels changed since the check).
    @Test func aBogusActualDigestIsNamed() throws {
        let scratch = VerificationTests.Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        var settings = scratch.settings(.never)
        settings.reportDirectory = scratch.root + "/report"
        let report = try ScenarioVerifier(settings: settings).verify([TestScenarios.slide(duration: 0.6)])
        let digest = try #require(report.scenarios[0].frames.first { $0.index == 5 }?.actualDigest)
        let path = scratch.root + "/report/report.json"
        let json = try String(contentsOfFile: path, encoding: .utf8)
        try json.replacingOccurrences(of: "\"\(digest)\"", with: "\"\\u001b[2J../\"")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let approval = ReportApproval(
            report: scratch.root + "/report", fixtures: FixtureStore(root: scratch.fixtures),
            comparison: ComparisonDescription(.exact))
        let read = try approval.readReport()
        #expect(read.scenarios[0].frames.first { $0.index == 5 }?.actualDigest == "\u{1B}[2J../")
        do {
            _ = try approval.plan(read.scenarios[0], in: read, source: TestScenarios.slide(duration: 0.6))
            Issue.record("a bogus digest was accepted")
        } catch {
            #expect(
                "\(error)" == "report \(path): test-slide: frame 5: actual_digest \"\\u{1b}[2J../\" is not 32 "
                    + "hexadecimal digits")
        }
    }
}
