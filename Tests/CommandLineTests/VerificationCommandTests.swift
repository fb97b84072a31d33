import Catalog
@testable import Flipbook
import Foundation
import PNG
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `flipbook verify`, `record` and `merge-reports` as processes, on the catalog at a small scale: exit
/// statuses, the CI rule, shards, and a recording killed part-way.
@Suite("flipbook verify, record and merge-reports", .serialized)
struct VerificationCommandTests {
    /// Small, quick renders of the catalog.
    static let small = ["--scale", "0.25", "--keep", "every:8", "--jobs", "2"]

    /// The first built-in scenarios by id (the demos first): enough for a varied set, bounded as the catalog grows.
    static let catalogIDs: [String] = Array(try! Catalog.registry().ids.map(\.rawValue).prefix(6))

    @Test func recordThenVerifyPassesAndAChangedPixelFails() throws {
        let folder = temporaryFolder("cli-verify")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let record = try Subprocess.flipbook(["record"] + Self.catalogIDs + Self.small, in: folder)
        #expect(record.status == 0, "\(record.standardError)")
        for id in Self.catalogIDs {
            #expect(FileManager.default.fileExists(atPath: folder + "/Fixtures/\(id)/manifest.json"))
        }
        let verify = try Subprocess.flipbook(["verify"] + Self.catalogIDs + Self.small, in: folder)
        #expect(verify.status == 0, "\(verify.standardOutput)\(verify.standardError)")
        #expect(
            verify.standardOutput.contains(
                "\(Self.catalogIDs.count) passed, 0 failed, 0 missing, 0 re-recorded, 0 errors")
        )
        #expect(FileManager.default.fileExists(atPath: folder + "/output/report/junit.xml"))

        // One pixel of frame 8 of the cross-fade.
        let path = folder + "/Fixtures/demo-cross-fade/frame-0008.png"
        var image = try PNGDecoder().decode(contentsOf: path).image
        image.pixels[4 * (image.width * 10 + 20) + 1] ^= 0x40
        try PNGEncoder().write(image, to: path)
        let changed = try Subprocess.flipbook(["verify"] + Self.catalogIDs + Self.small, in: folder)
        #expect(changed.status == 1)
        #expect(changed.standardOutput.contains("FAILED   demo-cross-fade: 1 of"), "\(changed.standardOutput)")
        #expect(changed.standardOutput.contains("frame 8 ("), "\(changed.standardOutput)")
        #expect(
            changed.standardOutput.contains("1 of \(image.width * image.height) pixels"), "\(changed.standardOutput)")
        #expect(changed.standardOutput.contains("largest channel delta 64"), "\(changed.standardOutput)")
        #expect(changed.standardError.contains("demo-cross-fade (failed)"))
        #expect(FileManager.default.fileExists(atPath: folder + "/output/report/demo-cross-fade/diff/frame-0008.png"))

        // A corrupt fixture is an error: exit 2.
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: folder + "/Fixtures/demo-card-flip/manifest.json"))
        let broken = try Subprocess.flipbook(["verify"] + Self.catalogIDs + Self.small, in: folder)
        #expect(broken.status == 2)
        #expect(
            broken.standardError.contains(
                "demo-card-flip: fixture Fixtures/demo-card-flip/manifest.json: not a manifest"),
            "\(broken.standardError)")
    }

    @Test func onCINothingIsWrittenUnlessAsked() throws {
        let folder = temporaryFolder("cli-ci")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let ci = try Subprocess.flipbook(
            ["verify", "demo-cross-fade"] + Self.small, in: folder, environment: ["CI": "true"])
        #expect(ci.status == 1)
        #expect(
            ci.standardOutput.contains(
                "MISSING  demo-cross-fade: no fixture in Fixtures/demo-cross-fade; not recorded (record mode never "
                    + "(CI is set))"
            ),
            "\(ci.standardOutput)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/Fixtures/demo-cross-fade"))

        let asked = try Subprocess.flipbook(
            ["verify", "demo-cross-fade"] + Self.small, in: folder,
            environment: ["CI": "true", "FLIPBOOK_RECORD": "missing"])
        #expect(asked.status == 1)  // a missing fixture fails even when it is recorded
        #expect(asked.standardOutput.contains("NEW      demo-cross-fade"), "\(asked.standardOutput)")
        #expect(FileManager.default.fileExists(atPath: folder + "/Fixtures/demo-cross-fade/manifest.json"))
        #expect(
            try Subprocess.flipbook(
                ["verify", "demo-cross-fade"] + Self.small, in: folder, environment: ["CI": "true"]
            )
            .status == 0)

        // Without CI, the default writes the missing fixture.
        let local = try Subprocess.flipbook(["verify", "demo-card-flip"] + Self.small, in: folder)
        #expect(local.status == 1)
        #expect(FileManager.default.fileExists(atPath: folder + "/Fixtures/demo-card-flip/manifest.json"))
    }

    @Test(
        arguments: [
            (["verify", "--record", "sometimes"], [:], "sometimes"),
            (
                ["verify"], ["FLIPBOOK_RECORD": "bogus"],
                "FLIPBOOK_RECORD is \"bogus\"; expected one of all, failed, missing, never"
            ),
            (["verify", "--keep", "every:0"], [:], "--keep \"every:0\" is not all, every:K"),
            (["verify", "--shard", "0/2"], [:], "--shard: the shard must be 1…2, got 0"),
            (["verify", "no-such-scenario"], [:], "unknown scenario id no-such-scenario"),
            (["record", "--mode", "never"], [:], "--mode never writes nothing"),
            (
                ["verify", "--metric", "exact", "--threshold", "3"], [:],
                "--threshold does not apply to the exact metric"
            ),
            (
                ["merge-reports", "nowhere", "--out", "merged"], [:],
                "report nowhere/report.json: missing (is nowhere a report folder?)"
            ),
        ] as [([String], [String: String], String)])
    func badArgumentsExitTwoAndWriteNothing(arguments: [String], environment: [String: String], message: String) throws
    {
        let folder = temporaryFolder("cli-verify-bad")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The options under test come after the common ones, so that they win.
        let full = arguments[0] == "merge-reports" ? arguments : [arguments[0]] + Self.small + arguments.dropFirst()
        let outcome = try Subprocess.flipbook(
            full, in: folder,
            environment: environment)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func shardsThenMergeReports() throws {
        let folder = temporaryFolder("cli-shards")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try Subprocess.flipbook(["record"] + Self.catalogIDs + Self.small, in: folder).status == 0)
        var seen: [String] = []
        for index in 1...2 {
            let outcome = try Subprocess.flipbook(
                ["verify", "--shard", "\(index)/2", "--report", "shard-\(index)"] + Self.catalogIDs + Self.small,
                in: folder)
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let report = try VerificationReport.decode(
                Array(FileManager.default.contents(atPath: folder + "/shard-\(index)/report.json")!))
            #expect(report.shard == (try Shard(index: index, count: 2)))
            seen += report.scenarios.map(\.id.rawValue)
        }
        #expect(seen.sorted() == Self.catalogIDs)
        let merged = try Subprocess.flipbook(["merge-reports", "shard-1", "shard-2", "--out", "merged"], in: folder)
        #expect(merged.status == 0, "\(merged.standardError)")
        let report = try VerificationReport.decode(
            Array(FileManager.default.contents(atPath: folder + "/merged/report.json")!))
        #expect(report.scenarios.map(\.id.rawValue) == Self.catalogIDs)
        #expect(report.shard == nil && report.totals.passed == Self.catalogIDs.count)
        let junit = try JUnitCases(Data(contentsOf: URL(fileURLWithPath: folder + "/merged/junit.xml")))
        #expect(junit.names == Self.catalogIDs)

        let twice = try Subprocess.flipbook(["merge-reports", "shard-1", "shard-1", "--out", "merged"], in: folder)
        #expect(twice.status == 2)
        #expect(twice.standardError.contains("is in both shard-1 and shard-1"))
    }

    /// A recording killed with SIGKILL at any moment leaves every fixture folder exactly as it was or exactly
    /// as the new recording writes it — and a reader polling during the recording never sees anything else.
    @Test func aRecordingKilledPartWayLeavesEveryFixtureOldOrNew() throws {
        let folder = temporaryFolder("cli-kill")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let settings = [
            Self.catalogIDs + ["--scale", "0.4", "--keep", "every:6", "--jobs", "2"],
            Self.catalogIDs + ["--scale", "0.4", "--keep", "every:2", "--jobs", "2"],
        ]
        // The complete fixtures of both settings, for reference.
        var complete: [[String: [String: [UInt8]]]] = []
        for (n, arguments) in settings.enumerated() {
            let outcome = try Subprocess.flipbook(["record", "--fixtures", "reference-\(n)"] + arguments, in: folder)
            #expect(outcome.status == 0, "\(outcome.standardError)")
            complete.append(
                Dictionary(
                    uniqueKeysWithValues: Self.catalogIDs.map {
                        ($0, (try? filesUnder(folder + "/reference-\(n)/\($0)")) ?? [:])
                    }))
        }
        #expect(complete[0] != complete[1])
        #expect(try Subprocess.flipbook(["record"] + settings[0], in: folder).status == 0)

        let store = FixtureStore(root: folder + "/Fixtures")
        var killedWithMix = false
        for attempt in 0..<4 {
            let target = (attempt + 1) % 2
            let process = try Subprocess.start(
                ["record", "--report", "report-\(attempt)"] + settings[target], in: folder, output: false)
            let started = ContinuousClock.now
            let delay: Duration = [.zero, .milliseconds(150), .zero, .milliseconds(600)][attempt]
            while process.isRunning {
                // Every read during the recording sees a complete fixture.
                var newCount = 0
                for id in Self.catalogIDs {
                    let fixture = try store.load(ScenarioID(stringLiteral: id))
                    #expect(fixture != nil, "attempt \(attempt): \(id) vanished")
                    if fixture?.manifest.settings.keep == (target == 0 ? "every 6" : "every 2") { newCount += 1 }
                }
                let mixed = newCount > 0 && newCount < Self.catalogIDs.count
                if (delay == .zero && mixed) || (delay > .zero && ContinuousClock.now - started > delay) {
                    kill(process.processIdentifier, SIGKILL)
                    killedWithMix = killedWithMix || mixed
                    break
                }
                usleep(1000)
            }
            process.waitUntilExit()
            for id in Self.catalogIDs {
                let files = try filesUnder(folder + "/Fixtures/\(id)")
                #expect(
                    files == complete[0][id] || files == complete[1][id],
                    "attempt \(attempt): \(id) holds \(files.keys.sorted())")
            }
        }
        #expect(killedWithMix, "no kill happened between two fixtures being replaced")
        // The next run removes what the killed ones left behind.
        #expect(
            try Subprocess.flipbook(["verify"] + settings[0], in: folder, environment: ["FLIPBOOK_RECORD": "all"])
                .status == 1
        )
        let hidden = try FileManager.default.contentsOfDirectory(atPath: folder + "/Fixtures").filter {
            $0.hasPrefix(".")
        }
        #expect(hidden.isEmpty, "\(hidden)")
    }
}
