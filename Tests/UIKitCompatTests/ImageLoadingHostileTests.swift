import Foundation
import Raster
import Testing
@testable import UIKitCompat
#if canImport(Glibc)
import Glibc
#endif

/// An asset catalog from someone else's pull request: an image set's `Contents.json` names only files of the
/// set itself, and a `Contents.json` that is a FIFO, a link or too large is not read (nil, at once).
@Suite("UIImage(named:) with a hostile asset catalog")
@MainActor
struct ImageLoadingHostileTests {
    /// A bundle folder with `Media.xcassets/logo.imageset/` and a good PNG `secret.png` beside the catalog.
    func bundle() throws -> (Bundle, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ImageLoadingHostile-\(UUID())")
        let set = folder.appendingPathComponent("Media.xcassets/logo.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let bitmap = CGImage(width: 4, height: 4, fill: Pixel(r: 255, g: 0, b: 0, a: 255))
        try #require(UIImage(cgImage: bitmap).pngData()).write(to: folder.appendingPathComponent("secret.png"))
        return (try #require(Bundle(path: folder.path)), folder)
    }

    func contents(naming file: String) -> String {
        "{\"images\": [{\"idiom\": \"universal\", \"filename\": \"\(file)\", \"scale\": \"1x\"}]}"
    }

    @Test("a filename outside the image set is not read", arguments: ["../../secret.png", "/SECRET"])
    func aFilenameOutsideTheSetIsNotRead(file: String) throws {
        let (bundle, folder) = try bundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = file.replacingOccurrences(of: "/SECRET", with: folder.path + "/secret.png")
        try Data(contents(naming: name).utf8).write(
            to: folder.appendingPathComponent("Media.xcassets/logo.imageset/Contents.json"))
        #expect(UIImage(named: "logo", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)) == nil)
    }

    @Test func aContentsFileThatIsAFIFOOrTooLargeIsNotRead() throws {
        let (bundle, folder) = try bundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("Media.xcassets/logo.imageset")
        try FileManager.default.copyItem(
            at: folder.appendingPathComponent("secret.png"), to: set.appendingPathComponent("logo.png"))
        let contents = set.appendingPathComponent("Contents.json")
        #expect(mkfifo(contents.path, 0o644) == 0)
        // Before: Data(contentsOf:) waited for a writer forever.
        #expect(UIImage(named: "logo", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)) == nil)
        try FileManager.default.removeItem(at: contents)
        let padded =
            self.contents(naming: "logo.png") + String(repeating: " ", count: ImageResourceLookup.contentsByteLimit)
        try Data(padded.utf8).write(to: contents)
        #expect(UIImage(named: "logo", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)) == nil)
        // The same within the limit is read.
        try Data(self.contents(naming: "logo.png").utf8).write(to: contents)
        #expect(UIImage(named: "logo", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)) != nil)
    }
}
