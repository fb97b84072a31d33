import Files
import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files read as regular files only: a FIFO or a device is refused at once instead of blocking or reading
/// forever, and a symbolic link is refused where the path came from a file that may be hostile.
@Suite("Regular files only")
struct RegularFileTests {
    static func scratch() throws -> String {
        let path = FileManager.default.temporaryDirectory.path + "/flipbook-regular-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("a FIFO with no writer is refused at once")
    func aFIFOIsRefused() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/pipe"
        #expect(mkfifo(fifo, 0o644) == 0)
        let outcome = withDeadline(seconds: 30) { try RegularFile.read(fifo, links: .follow, limit: 10) }
        try #require(outcome != nil, "reading a FIFO with no writer blocked for 30 s")
        #expect(throws: FileError(.read, path: fifo, errno: EINVAL, reason: "not a regular file (it is a FIFO)")) {
            try outcome?.get()
        }
    }

    @Test func devicesAndFoldersAreRefused() throws {
        #expect(
            throws: FileError(
                .read, path: "/dev/zero", errno: EINVAL, reason: "not a regular file (it is a character device)")
        ) {
            try RegularFile.read("/dev/zero", links: .follow, limit: 1 << 20)
        }
        #expect(throws: FileError(.read, path: "/tmp", errno: EINVAL, reason: "not a regular file (it is a folder)")) {
            try RegularFile.read("/tmp", links: .follow, limit: 1 << 20)
        }
    }

    @Test func linksAreFollowedOnlyWhenAsked() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("hello".utf8).write(to: URL(fileURLWithPath: folder + "/file"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: folder + "/file")
        #expect(try RegularFile.read(folder + "/link", links: .follow, limit: 100) == Array("hello".utf8))
        #expect(
            throws: FileError(
                .read, path: folder + "/link", errno: ELOOP, reason: "it is a symbolic link (not followed)")
        ) {
            try RegularFile.read(folder + "/link", links: .refuse, limit: 100)
        }
        #expect(
            throws: FileError(
                .read, path: folder + "/file", errno: EFBIG, reason: "5 bytes is larger than the limit of 4 bytes")
        ) {
            try RegularFile.read(folder + "/file", links: .refuse, limit: 4)
        }
        #expect(throws: FileError.self) { try RegularFile.read(folder + "/file\u{0}x", links: .refuse, limit: 100) }
    }

    /// Inside a root, a folder on the way that is missing is named as missing; one that is a file or a link is
    /// not a folder (a missing one was called "not a folder (symbolic links are not followed)").
    @Test func insideARootAMissingFolderIsNamedAsMissing() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/file"))
        try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: root)
        #expect(
            throws: FileError(.read, path: root + "/gone/a.png", errno: ENOENT, reason: "\(root)/gone does not exist")
        ) { try RegularFile.read(root + "/gone/a.png", inside: root, limit: 10) }
        for name in ["file", "link"] {
            #expect(
                throws: FileError(
                    .read, path: root + "/\(name)/a.png", errno: ENOTDIR,
                    reason: "\(root)/\(name) is not a folder (symbolic links are not followed)")
            ) { try RegularFile.read(root + "/\(name)/a.png", inside: root, limit: 10) }
        }
    }
}
