import Files
import Foundation
import Raster
import TestSupport
import Testing
@testable import PNG

/// PNG files go through Files: written atomically (the file appears whole or not at all), read as regular files
/// only; a failure is a ``PNGError`` with the file's reason.
@Suite("PNG files")
struct PNGFileTests {
    /// A fresh empty directory under the system temporary directory.
    static func temporaryDirectory() throws -> String {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("flipbook-png-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        return url.path
    }

    static func contents(of directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    let image = Image(width: 3, height: 2, fill: Pixel(r: 10, g: 20, b: 30, a: 255))

    @Test("a write creates the file and leaves nothing else; a second write replaces it")
    func writesAndReplaces() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/frame.png"
        try PNGEncoder().write(image, to: path)
        #expect(Self.contents(of: directory) == ["frame.png"])
        #expect(try PNGDecoder().decode(contentsOf: path).image == image)

        let other = Image(width: 5, height: 5, fill: Pixel(r: 0, g: 0, b: 0, a: 0))
        try PNGEncoder(compression: .small).write(other, to: path)
        #expect(Self.contents(of: directory) == ["frame.png"])
        #expect(try PNGDecoder().decode(contentsOf: path).image == other)
    }

    @Test("a missing directory gives a clear error and no file")
    func missingDirectory() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/missing/frame.png"
        let error = try #require(throws: PNGError.self) { try PNGEncoder().write(image, to: path) }
        #expect(error.kind == .unwritable(errno: ENOENT))
        #expect(error.description == "\(path): directory \(directory)/missing does not exist")
        #expect(Self.contents(of: directory).isEmpty)
    }

    /// A directory this process may not write in. chmod does not stop root, so as root this is `/sys`,
    /// where the kernel refuses to create files for everyone (EACCES, or EROFS where /sys is mounted
    /// read-only); otherwise it is a temporary directory with mode 0555.
    @Test("a read-only directory gives a clear error and no file")
    func readOnlyDirectory() throws {
        let directory: String
        var cleanup: (() -> Void)?
        if geteuid() == 0 {
            directory = "/sys"
        } else {
            directory = try Self.temporaryDirectory()
            #expect(chmod(directory, 0o555) == 0)
            cleanup = {
                chmod(directory, 0o755)
                try? FileManager.default.removeItem(atPath: directory)
            }
        }
        defer { cleanup?() }
        let before = Self.contents(of: directory)
        let path = directory + "/flipbook-frame.png"
        let error = try #require(throws: PNGError.self) { try PNGEncoder().write(image, to: path) }
        switch error.kind {
        case .unwritable(errno: EACCES), .unwritable(errno: EPERM):
            #expect(error.reason == "permission denied writing in \(directory)")
        case .unwritable(errno: EROFS):
            #expect(error.reason == "\(directory) is on a read-only file system")
        default:
            Issue.record("unexpected error: \(error)")
        }
        #expect(Self.contents(of: directory) == before)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("a FIFO with no writer is refused at once")
    func aFIFOIsRefused() throws {
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/pipe.png"
        #expect(mkfifo(fifo, 0o644) == 0)
        let decoded = withDeadline(seconds: 30) { try PNGDecoder().decode(contentsOf: fifo) }
        try #require(decoded != nil, "decoding a FIFO with no writer blocked for 30 s")
        #expect(
            throws: PNGError(kind: .unreadable(errno: EINVAL), file: fifo, reason: "not a regular file (it is a FIFO)")
        ) {
            try decoded?.get()
        }
        let read = withDeadline(seconds: 30) { _ = try AnimatedPNGReader(contentsOf: URL(fileURLWithPath: fifo)) }
        try #require(read != nil, "reading a FIFO as an animated PNG blocked for 30 s")
        #expect(throws: PNGError.self) { try read?.get() }
    }
}
