import Files
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Atomic writes")
struct AtomicFileTests {
    /// A fresh empty directory under the system temporary directory.
    static func temporaryDirectory() throws -> String {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("flipbook-files-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        return url.path
    }

    static func contents(of directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    @Test("a path through a regular file gives a clear error and no file")
    func parentIsAFile() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try AtomicFile.write(Array("not a directory".utf8), to: directory + "/plain")
        let path = directory + "/plain/frame.png"
        let error = try #require(throws: FileError.self) { try AtomicFile.write([1, 2, 3], to: path) }
        #expect(error.errno == ENOTDIR)
        #expect(error.reason.contains("is not a directory"))
        #expect(Self.contents(of: directory) == ["plain"])
    }

    @Test("writing over a directory fails and removes the temporary file")
    func targetIsADirectory() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/frame.png", withIntermediateDirectories: false)
        let error = try #require(throws: FileError.self) {
            try AtomicFile.write([1, 2, 3], to: directory + "/frame.png")
        }
        #expect(error.errno == EISDIR)
        #expect(error.reason == "\(directory)/frame.png is a directory")
        #expect(error.description == "\(directory)/frame.png: cannot write: \(directory)/frame.png is a directory")
        #expect(Self.contents(of: directory) == ["frame.png"])
    }

    @Test("an empty path is refused; a path with a dot component works")
    func pathForms() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let error = try #require(throws: FileError.self) { try AtomicFile.write([1], to: "") }
        #expect(error.errno == EINVAL)
        try AtomicFile.write([1, 2], to: directory + "/./x.bin")
        #expect(Self.contents(of: directory) == ["x.bin"])
        #expect(FileManager.default.contents(atPath: directory + "/x.bin") == Data([1, 2]))
    }

    /// A FIFO, a device or a socket at the target stays what it is: a rename replaced it with a file, so
    /// `flipbook diff a b --out /dev/null` run as root turned /dev/null into a regular file. The device here is
    /// one made in the test's folder (a copy of /dev/null's numbers) when the process may make devices.
    @Test("a FIFO, a device or a socket at the target is not replaced", arguments: ["fifo", "device", "socket"])
    func specialFilesAreNotReplaced(kind: String) throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/out.png"
        switch kind {
        case "fifo": #expect(mkfifo(path, 0o644) == 0)
        case "device":
            // Without CAP_MKNOD there is nothing to test.
            guard mknod(path, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0 else { return }
        default:
            #if canImport(Glibc)
            let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            #else
            let listener = socket(AF_UNIX, SOCK_STREAM, 0)
            #endif
            defer { close(listener) }
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { raw in
                for (index, byte) in path.utf8.enumerated() where index < raw.count - 1 { raw[index] = byte }
            }
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            #expect(bound == 0)
        }
        var before = stat()
        #expect(lstat(path, &before) == 0)
        let error = try #require(throws: FileError.self) { try AtomicFile.write([1, 2, 3], to: path) }
        #expect(error.description.hasPrefix(path + ": cannot write: it is a "), "\(error)")
        let streamError = try #require(throws: FileError.self) {
            let stream = try AtomicFileStream(destination: URL(fileURLWithPath: path))
            try stream.write([1, 2, 3])
            try stream.commit()
        }
        #expect(streamError.description.hasPrefix(path + ": cannot write: it is a "), "\(streamError)")
        var after = stat()
        #expect(lstat(path, &after) == 0)
        #expect(after.st_mode & S_IFMT == before.st_mode & S_IFMT && after.st_ino == before.st_ino)
        #expect(Self.contents(of: directory) == ["out.png"])
    }
}
