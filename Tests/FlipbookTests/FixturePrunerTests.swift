@testable import Flipbook
import Files
import Foundation
import TestSupport
import Testing

/// `flipbook prune --delete` while a record or approval of the same fixture runs: the pruner takes each
/// fixture's lock and reads its manifest again under it, so a frame that the other process's manifest now lists
/// is never deleted.
@Suite("Pruning beside a writer")
@MainActor
struct FixturePrunerTests {
    /// A fixture folder of `test-slide` whose manifest lists `listed`, with the files `present`, in a fresh root.
    static func fixture(listing listed: [Int], present: [Int]) throws -> (root: String, folder: String) {
        let root = temporaryFolder("prune")
        let folder = root + "/test-slide"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try writeManifest(listing: listed, in: folder)
        for index in present {
            try Data("frame".utf8).write(
                to: URL(fileURLWithPath: folder + "/" + String(format: "frame-%04d.png", index)))
        }
        return (root, folder)
    }

    /// A manifest of `test-slide` (as the manifest fuzzer's seed) listing the frames `listed`.
    static func writeManifest(listing listed: [Int], in folder: String) throws {
        let frames = listed.map {
            "{\"file\": \"frame-\(String(format: "%04d", $0)).png\", \"index\": \($0), \"time\": 0}"
        }
        let text = """
            {"device": "test", "first_action_frame": 0, "fps": 10, "frame_count": 8,
             "frames": [\(frames.joined(separator: ", "))],
             "height": 80, "pixel_height": 80, "pixel_width": 100, "scale": 1, "scenario": "test-slide",
             "settings": {"compression": "fast", "hold_frames": 0, "keep": "all", "lead_in_frames": 0,
                          "maximum_duration": 5},
             "settled_frame": 7, "summary": "A square slides right", "width": 100}
            """
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/manifest.json"))
    }

    @Test func aFrameTheManifestListsByTheTimeOfDeletionIsKept() throws {
        let (root, folder) = try Self.fixture(listing: [0, 1], present: [0, 1, 2])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let pruner = FixturePruner(store: FixtureStore(root: root))
        let findings = try pruner.findings(owners: [TestScenarios.slide()])
        #expect(findings.map(\.path) == [folder + "/frame-0002.png"])
        // A record replaces the fixture meanwhile: its manifest now lists frame 2.
        try Self.writeManifest(listing: [0, 1, 2], in: folder)
        _ = try pruner.remove(findings)
        #expect(FileManager.default.fileExists(atPath: folder + "/frame-0002.png"))
    }

    @Test func deletionWaitsForTheFixtureLock() throws {
        let (root, folder) = try Self.fixture(listing: [0, 1], present: [0, 1, 2])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let pruner = FixturePruner(store: FixtureStore(root: root))
        let findings = try pruner.findings(owners: [TestScenarios.slide()])
        #expect(findings.count == 1)
        let lock = try FixtureLock.acquire("test-slide", in: root, timeout: 5)
        // The removal blocks while it waits for the lock: it runs on a thread of its own, not on the cooperative
        // pool (2 threads on a 2-core machine), where it could leave no thread to this test's release below.
        let removed = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var outcome: Result<Void, any Error> = .success(())
        Thread.detachNewThread {
            outcome = Result { _ = try pruner.remove(findings, lockTimeout: 60) }
            removed.signal()
        }
        Thread.sleep(forTimeInterval: 0.5)
        // Still waiting: the writer holds the lock; it lists frame 2 and lets go.
        #expect(FileManager.default.fileExists(atPath: folder + "/frame-0002.png"))
        try Self.writeManifest(listing: [0, 1, 2], in: folder)
        lock.release()
        removed.wait()
        try outcome.get()
        #expect(FileManager.default.fileExists(atPath: folder + "/frame-0002.png"))
        #expect(!FileManager.default.fileExists(atPath: root + "/.test-slide.lock"))
    }

    @Test func aStrayFrameStillUnlistedIsDeleted() throws {
        let (root, folder) = try Self.fixture(listing: [0, 1], present: [0, 1, 2])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let pruner = FixturePruner(store: FixtureStore(root: root))
        _ = try pruner.remove(try pruner.findings(owners: [TestScenarios.slide()]))
        #expect(!FileManager.default.fileExists(atPath: folder + "/frame-0002.png"))
        #expect(FileManager.default.fileExists(atPath: folder + "/frame-0001.png"))
    }

    /// A manifest larger than a check reads (64 MiB, padded with spaces) does not make its folder Flipbook's.
    @Test func aManifestOverTheLimitIsNotRead() throws {
        let (root, folder) = try Self.fixture(listing: [0], present: [0, 1])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = folder + "/manifest.json"
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(repeating: 0x20, count: FixtureStore.manifestByteLimit))
        try handle.close()
        let pruner = FixturePruner(store: FixtureStore(root: root))
        #expect(try pruner.findings(owners: [TestScenarios.slide()]).isEmpty)
        #expect(try pruner.findings(owners: []).isEmpty)
    }
    /// The fixture's folder is swapped for a link to a folder elsewhere between the listing and the deletion
    /// (`lstat` of a path inside it followed the link, and `unlink` deleted there): nothing outside is deleted.
    @Test(arguments: [false, true])
    func aFolderSwappedForALinkIsNotEntered(owned: Bool) throws {
        let (root, folder) = try Self.fixture(listing: [0, 1], present: [0, 1, 2])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let elsewhere = temporaryFolder("prune-elsewhere")
        defer { try? FileManager.default.removeItem(atPath: elsewhere) }
        let pruner = FixturePruner(store: FixtureStore(root: root))
        let findings = try pruner.findings(owners: owned ? [TestScenarios.slide()] : [])
        #expect(findings.count == 1)
        try FileManager.default.moveItem(atPath: folder, toPath: elsewhere + "/test-slide")
        try FileManager.default.createSymbolicLink(atPath: folder, withDestinationPath: elsewhere + "/test-slide")
        #expect(try pruner.remove(findings).isEmpty)
        let left = try FileManager.default.contentsOfDirectory(atPath: elsewhere + "/test-slide").sorted()
        #expect(left == ["frame-0000.png", "frame-0001.png", "frame-0002.png", "manifest.json"])
        #expect(RegularFile.isSymbolicLink(folder))
    }

    /// An unowned fixture is deleted whole, through the folder's descriptor, and then its folder.
    @Test func anUnownedFixtureIsDeletedWithItsFolder() throws {
        let (root, folder) = try Self.fixture(listing: [0, 1], present: [0, 1, 2])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let pruner = FixturePruner(store: FixtureStore(root: root))
        #expect(try pruner.remove(try pruner.findings(owners: [])).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder))
    }
}
