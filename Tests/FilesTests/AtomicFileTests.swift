import Files
import Foundation
import Testing

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
}
