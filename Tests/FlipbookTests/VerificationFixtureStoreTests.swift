@testable import Flipbook
import Foundation
import TestSupport
import Testing

/// Record modes (with the CI rule), the fixture store's reading and all-or-nothing replacement, and shards.
@Suite("Verification: record modes, fixture store, shards")
struct VerificationFixtureStoreTests {
    // MARK: Record modes

    @Test func recordModeDefaultsToMissingAndCITurnsRecordingOff() throws {
        #expect(
            try RecordSetting.resolve(explicit: nil, environment: [:])
                == RecordSetting(mode: .missing, source: .default))
        #expect(
            try RecordSetting.resolve(explicit: nil, environment: ["CI": "true"])
                == RecordSetting(mode: .never, source: .continuousIntegration))
        #expect(try RecordSetting.resolve(explicit: nil, environment: ["CI": "1"]).mode == .never)
        // CI set to false / empty is not CI.
        #expect(try RecordSetting.resolve(explicit: nil, environment: ["CI": "false"]).mode == .missing)
        #expect(try RecordSetting.resolve(explicit: nil, environment: ["CI": ""]).mode == .missing)
    }

    @Test func explicitRecordingWinsOverCI() throws {
        #expect(
            try RecordSetting.resolve(explicit: .all, environment: ["CI": "true", "FLIPBOOK_RECORD": "never"])
                == RecordSetting(mode: .all, source: .explicit))
        #expect(
            try RecordSetting.resolve(explicit: nil, environment: ["CI": "true", "FLIPBOOK_RECORD": "failed"])
                == RecordSetting(mode: .failed, source: .environment))
        #expect(try RecordSetting.resolve(explicit: nil, environment: ["FLIPBOOK_RECORD": "MISSING"]).mode == .missing)
    }

    @Test func aBadEnvironmentValueIsNamed() {
        #expect(
            throws: VerificationError.invalidSetting(
                "FLIPBOOK_RECORD is \"sometimes\"; expected one of all, failed, missing, never")
        ) {
            try RecordSetting.resolve(explicit: nil, environment: ["FLIPBOOK_RECORD": "sometimes"])
        }
    }

    @Test func whichModesWriteAFixture() {
        // (exists, matched) → written?
        let cases: [(RecordMode, [Bool])] = [
            (.all, [true, true, true]),
            (.failed, [true, true, false]),
            (.missing, [true, false, false]),
            (.never, [false, false, false]),
        ]
        for (mode, expected) in cases {
            let got = [
                mode.writesFixture(fixtureExists: false, matched: false),
                mode.writesFixture(fixtureExists: true, matched: false),
                mode.writesFixture(fixtureExists: true, matched: true),
            ]
            #expect(got == expected, "\(mode)")
        }
    }

    // MARK: Fixture store

    @Test func aMissingFixtureIsNilAndABrokenOneIsNamed() throws {
        let root = temporaryFolder("fixtures")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = FixtureStore(root: root)
        #expect(try store.load("test-slide") == nil)

        try FileManager.default.createDirectory(atPath: root + "/test-slide", withIntermediateDirectories: true)
        #expect(
            throws: VerificationError.damagedFixture(
                root + "/test-slide",
                "manifest.json is missing (record the fixture again)")
        ) {
            try store.load("test-slide")
        }
        try Data("{\"scenario\": 3}".utf8).write(to: URL(fileURLWithPath: root + "/test-slide/manifest.json"))
        do {
            _ = try store.load("test-slide")
            Issue.record("a bad manifest was accepted")
        } catch {
            #expect(error.description.hasPrefix("fixture \(root)/test-slide/manifest.json: not a manifest"), "\(error)")
        }
    }

    @Test func aFixtureListingAMissingFrameIsNamed() throws {
        let root = temporaryFolder("fixtures")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = FixtureStore(root: root)
        try writeFixture(store, id: "test-slide", frames: [0, 1], marker: "a")
        #expect(try store.load("test-slide")?.frameIndices == [0, 1])
        try FileManager.default.removeItem(atPath: root + "/test-slide/frame-0001.png")
        #expect(
            throws: VerificationError.damagedFixture(
                root + "/test-slide",
                "frame-0001.png (frame 1) is listed in manifest.json but missing")
        ) {
            try store.load("test-slide")
        }
        // Another scenario's manifest in this folder.
        try writeFixture(store, id: "test-other", frames: [0], marker: "b")
        try FileManager.default.removeItem(atPath: root + "/test-slide")
        try FileManager.default.moveItem(atPath: root + "/test-other", toPath: root + "/test-slide")
        #expect(
            throws: VerificationError.damagedFixture(
                root + "/test-slide/manifest.json",
                "it is the manifest of scenario test-other, not test-slide")
        ) {
            try store.load("test-slide")
        }
    }

    @Test func replacingAFixtureSwapsTheWholeFolder() throws {
        let root = temporaryFolder("fixtures")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = FixtureStore(root: root)
        try writeFixture(store, id: "test-slide", frames: [0, 1, 2], marker: "old")
        try writeFixture(store, id: "test-slide", frames: [0, 2], marker: "new")
        let files = try filesUnder(root)
        #expect(
            files.keys.sorted() == [
                "test-slide/frame-0000.png", "test-slide/frame-0002.png", "test-slide/manifest.json",
            ])
        #expect(files["test-slide/frame-0000.png"] == Array("new".utf8))
        #expect(try store.load("test-slide")?.frameIndices == [0, 2])
    }

    @Test func anInterruptedTwoRenameReplacementIsRecovered() throws {
        let root = temporaryFolder("fixtures")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = FixtureStore(root: root)
        try writeFixture(store, id: "test-slide", frames: [0], marker: "old")
        // What a process killed between "old aside" and "new into place" leaves (pid 2^22+7 is not running).
        try FileManager.default.moveItem(atPath: root + "/test-slide", toPath: root + "/.test-slide.old-4194311")
        try FileManager.default.createDirectory(
            atPath: root + "/.test-slide.partial-4194311", withIntermediateDirectories: false)
        #expect(try store.load("test-slide")?.frameIndices == [0])
        #expect(try filesUnder(root)["test-slide/frame-0000.png"] == Array("old".utf8))
        #expect(store.removeAbandonedStaging() == [".test-slide.partial-4194311"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["test-slide"])
    }

    @Test func stagingOfLiveProcessesIsKept() throws {
        let root = temporaryFolder("fixtures")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = FixtureStore(root: root)
        _ = try store.beginWriting("test-slide")  // this process: alive
        #expect(store.removeAbandonedStaging().isEmpty)
    }

    // MARK: Shards

    @Test func shardsCoverEveryScenarioExactlyOnce() throws {
        let scenarios = (0..<23).map { TestScenarios.slide(id: ScenarioID(stringLiteral: "s-\(($0 * 7) % 23)")) }
        for count in [1, 2, 3, 5, 23, 30] {
            var seen: [ScenarioID] = []
            var sizes: [Int] = []
            for index in 1...count {
                let part = try Shard(index: index, count: count).select(scenarios)
                seen += part.map(\.id)
                sizes.append(part.count)
            }
            #expect(seen.sorted() == scenarios.map(\.id).sorted(), "\(count) shards")
            #expect(Set(seen).count == scenarios.count)
            #expect(sizes.max()! - sizes.min()! <= 1)
        }
        // The same split whatever order the scenarios come in.
        #expect(
            try Shard(parsing: "2/3").select(scenarios.reversed()).map(\.id)
                == Shard(parsing: "2/3").select(scenarios).map(\.id))
    }

    @Test(arguments: [
        ("0/3", "shard: the shard must be 1…3, got 0"), ("4/3", "shard: the shard must be 1…3, got 4"),
        ("1/0", "shard: the number of shards must be ≥ 1, got 0"), ("x", "shard \"x\" is not i/n (for example 1/4)"),
        ("1/2/3", "shard \"1/2/3\" is not i/n (for example 1/4)"),
    ])
    func badShardsAreNamed(text: String, message: String) {
        #expect(throws: VerificationError.invalidSetting(message)) { try Shard(parsing: text) }
    }

    // MARK: Helpers

    /// Writes a fixture through the store's staging and swap, with `marker` as every frame file's bytes.
    func writeFixture(_ store: FixtureStore, id: ScenarioID, frames: [Int], marker: String) throws {
        try store.prepareRoot()
        let staging = try store.beginWriting(id)
        let manifest = RenderManifest.testManifest(id: id, frames: frames)
        try store.writeManifest(manifest, for: id)
        for index in frames {
            try Data(marker.utf8).write(
                to: URL(fileURLWithPath: staging + "/" + RenderManifest.fileName(forFrame: index)))
        }
        try store.commit(id)
    }
}

extension RenderManifest {
    /// A manifest for a 4 × 3 pixel, 10 fps scenario keeping `frames`.
    static func testManifest(id: ScenarioID, frames: [Int]) -> RenderManifest {
        let entries = frames.map {
            "{\"index\": \($0), \"time\": \(Double($0) / 10), \"file\": \"\(RenderManifest.fileName(forFrame: $0))\"}"
        }
        let json = """
            {"scenario": "\(id)", "summary": "test", "device": "test", "width": 4, "height": 3, "scale": 1,
             "pixel_width": 4, "pixel_height": 3, "fps": 10, "frame_count": \((frames.max() ?? 0) + 1),
             "first_action_frame": 0, "settled_frame": \(frames.max() ?? 0),
             "settings": {"lead_in_frames": 0, "hold_frames": 0, "maximum_duration": 5, "keep": "all", "compression":\
             "small"},
             "frames": [\(entries.joined(separator: ","))]}
            """
        return try! RenderManifest.decode(Array(json.utf8))
    }
}
