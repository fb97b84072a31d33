import Files
import Foundation
import Testing

/// Whole folders replaced in one step, and the leftovers of interrupted replacements.
@Suite("Folder swaps")
struct FolderSwapTests {
    static func scratch() throws -> String {
        let path = FileManager.default.temporaryDirectory.path + "/flipbook-swap-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func stagingNamesAreParsed() {
        #expect(FolderSwap.parseStagingName(".test-slide.partial-12")! == ("test-slide", "partial", 12))
        #expect(FolderSwap.parseStagingName(".test-slide.old-7")! == ("test-slide", "old", 7))
        #expect(FolderSwap.parseStagingName("test-slide") == nil)
        #expect(FolderSwap.parseStagingName(".x.tmp-1") == nil)
        #expect(FolderSwap.parseTemporaryFileName(".card.png.41.3.tmp") == 41)
        #expect(FolderSwap.parseTemporaryFileName(".card.json.41.3.tmp") == nil)
    }

    @Test func theAtomicExchangeExistsOnThisSystem() throws {
        #if os(Linux) || os(macOS)
        let exchange = try #require(FolderSwap.atomicExchange)
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/a", withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: root + "/b", withIntermediateDirectories: false)
        #expect(FileManager.default.createFile(atPath: root + "/a/in-a", contents: Data()))
        #expect(exchange(root + "/a", root + "/b") == 0)
        #expect(FileManager.default.fileExists(atPath: root + "/b/in-a"))
        #endif
    }

    @Test("a replacement leaves only the new folder; into an empty place it is a rename")
    func replaceSwapsWholeFolders() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.write("new", to: root + "/.a.partial-1/file")
        try FolderSwap.replace(root + "/a", with: root + "/.a.partial-1", aside: root + "/.a.old-1")
        #expect(Self.read(root + "/a/file") == "new")
        try Self.write("newer", to: root + "/.a.partial-1/file")
        try FolderSwap.replace(root + "/a", with: root + "/.a.partial-1", aside: root + "/.a.old-1")
        #expect(Self.read(root + "/a/file") == "newer")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["a"])
    }

    @Test("a failed replacement is a write error naming the destination")
    func replaceFailureIsAFileError() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let error = try #require(throws: FileError.self) {
            try FolderSwap.replace(root + "/a", with: root + "/missing", aside: root + "/.a.old-1")
        }
        #expect(error.operation == .write)
        #expect(error.path == root + "/a")
        #expect(error.errno == ENOENT)
        #expect(error.description.hasPrefix(root + "/a: cannot write: cannot move the new folder into place"))
    }

    @Test("a dead process's staging is removed and its set-aside folder put back, for accepted names only")
    func abandonedStagingIsRemoved() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let dead: Int32 = 4_194_311  // above Linux's pid_max default of 4194304: never a live process
        try Self.write("old", to: root + "/.kept.old-\(dead)/file")
        try Self.write("half", to: root + "/.kept.partial-\(dead)/file")
        try Self.write("old", to: root + "/.Refused.old-\(dead)/file")
        try Self.write("mine", to: root + "/.live.partial-\(getpid())/file")
        try Self.write("notes", to: root + "/notes.txt")
        let removed = FolderSwap.removeAbandonedStaging(in: root, accepting: { $0 == $0.lowercased() })
        #expect(removed == [".Refused.old-\(dead)", ".kept.partial-\(dead)"])
        #expect(Self.read(root + "/kept/file") == "old")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root).sorted()
                == [".live.partial-\(getpid())", "kept", "notes.txt"])
    }
    @Test("a dead process's unfinished files are removed: only ours (names, regular files), never anything else")
    func abandonedTemporariesAreRemoved() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let dead: Int32 = 4_194_311  // above Linux's pid_max default of 4194304: never a live process
        let ours = [".card.png.\(dead).1.tmp", ".card-filmstrip.png.\(dead).2.tmp", ".card.gif.\(dead).3.tmp"]
        let kept = [
            ".card.gif.\(getpid()).1.tmp",  // a live process's (this one)
            ".Card.gif.\(dead).1.tmp",  // a name not accepted
            ".card.txt.\(dead).1.tmp",  // not a file Flipbook writes there
            ".card.gif.\(dead).1.tmp.bak", ".card.gif.x.1.tmp", "card.gif.\(dead).1.tmp", "notes.txt",
        ]
        for name in ours + kept { try Self.write("x", to: root + "/" + name) }
        // A folder and a link named like a temporary are not files Flipbook left: neither is touched.
        try Self.write("mine", to: root + "/.card.png.\(dead).4.tmp/file")
        try Self.write("outside", to: root + "-outside.txt")
        defer { try? FileManager.default.removeItem(atPath: root + "-outside.txt") }
        try FileManager.default.createSymbolicLink(
            atPath: root + "/.card.gif.\(dead).5.tmp", withDestinationPath: root + "-outside.txt")
        let removed = FolderSwap.removeAbandonedStaging(in: root, accepting: { $0 == $0.lowercased() })
        #expect(removed == ours.sorted())
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root).sorted()
                == (kept + [".card.png.\(dead).4.tmp", ".card.gif.\(dead).5.tmp"]).sorted())
        #expect(Self.read(root + "-outside.txt") == "outside")
    }

    @Test func temporaryNamesAreParsed() {
        #expect(FolderSwap.parseTemporaryName(".card.gif.41.3.tmp")! == ("card.gif", 41))
        #expect(FolderSwap.parseTemporaryName(".a.b.c.png.7.4294967295.tmp")! == ("a.b.c.png", 7))
        #expect(FolderSwap.parseTemporaryName(".png.41.x.tmp") == nil)
        #expect(FolderSwap.parseTemporaryName("..41.3.tmp") == nil)
        #expect(FolderSwap.parseTemporaryName(".card.gif.-41.3.tmp") == nil)
    }
}
