import Foundation
import Flipbook
import FuzzSupport
import PNG
import Pixels
#if canImport(Glibc)
import Glibc
#endif

// libFuzzer harness for the fixture manifest: `RenderManifest.decode` and `FixtureStore.load`, which reads it
// from `<root>/<id>/manifest.json` (frames format) or from the `flipbook-manifest` text chunk of `<root>/<id>.png`
// (apng format). Each input is a manifest's bytes. When they decode, the fixture is laid out for the id they
// name, with a 1×1 PNG for every listed frame file that is a plain file name (at most 32); otherwise for a fixed
// id. Everything is written in the harness's temporary folder and removed after the input.
//
// Checked: a manifest that decodes re-encodes to one that decodes equal; `load` fails only with
// `VerificationError.unreadableFixture` or `.damagedFixture` naming a path inside the fixtures root; a loaded
// fixture's manifest is the one decoded, and every frame path it gives is a regular file directly inside the
// fixture's folder (the design's trust rule: paths named in a fixture stay inside it and are not links).

private let onePixel: [UInt8] = try! PNGEncoder().encode(Image(width: 1, height: 1, fill: .transparent))
private let fallbackID: ScenarioID = "fuzz-fixture"

@main
enum ManifestFuzzer {
    static func main() { runFuzzer(fuzzManifest) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifest(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    defer { FuzzFolder.clear() }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let manifest: RenderManifest?
    do {
        manifest = try RenderManifest.decode(bytes)
    } catch is DecodingError, is ScenarioError {
        fuzzLog("rejected: not a manifest")
        manifest = nil
    } catch {
        fuzzCheck(false, "RenderManifest.decode threw \(type(of: error)): \(error)")
        return 0
    }
    if let manifest {
        do {
            let again = try RenderManifest.decode(manifest.encoded())
            fuzzCheck(again == manifest, "a manifest read back from encoded() differs")
        } catch {
            fuzzCheck(false, "a manifest's own encoding is not read back: \(error)")
        }
    }
    let id = manifest?.scenario ?? fallbackID
    loadFolder(bytes, manifest: manifest, id: id)
    FuzzFolder.clear()
    loadAnimated(bytes, manifest: manifest, id: id)
    return 0
}

/// `<root>/<id>/manifest.json` and its frames, read back through the store.
private func loadFolder(_ bytes: [UInt8], manifest: RenderManifest?, id: ScenarioID) {
    let root = FuzzFolder.file("fixtures")
    FuzzFolder.write(bytes, as: "fixtures/\(id)/" + RenderManifest.fileName)
    for entry in (manifest?.frames ?? []).prefix(32) where isPlainName(entry.file) {
        FuzzFolder.write(onePixel, as: "fixtures/\(id)/" + entry.file)
    }
    check(FixtureStore(root: root, format: .frames), id: id, manifest: manifest)
}

/// `<root>/<id>.png` with the input as its manifest chunk, read back through the store. The animation has the
/// manifest's frame count and size when they are small (at most 8 frames of 32 × 32), else one 1×1 frame.
private func loadAnimated(_ bytes: [UInt8], manifest: RenderManifest?, id: ScenarioID) {
    let root = FuzzFolder.file("fixtures")
    var (width, height, count) = (1, 1, 1)
    if let manifest, (1...32).contains(manifest.pixelWidth), (1...32).contains(manifest.pixelHeight),
        (1...8).contains(manifest.frames.count)
    {
        (width, height, count) = (manifest.pixelWidth, manifest.pixelHeight, manifest.frames.count)
    }
    do {
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        var options = AnimatedPNGWriter.Options(framesPerSecond: 60, compression: .fast, isOpaque: false)
        options.mergesIdenticalImages = false
        options.text = ["flipbook-manifest": String(decoding: bytes, as: UTF8.self)]
        let writer = try AnimatedPNGWriter(
            url: URL(fileURLWithPath: root + "/\(id).png"), width: width, height: height,
            options: options)
        for k in 0..<count {
            try writer.append(Image(width: width, height: height, fill: Pixel(r: UInt8(k), g: 0, b: 0, a: 255)))
        }
        _ = try writer.finish()
    } catch {
        fuzzCheck(false, "cannot write the animated fixture: \(error)")
    }
    check(FixtureStore(root: root, format: .animatedPNG), id: id, manifest: manifest)
}

private func check(_ store: FixtureStore, id: ScenarioID, manifest: RenderManifest?) {
    let fixture: Fixture?
    do {
        fixture = try store.load(id)
    } catch {
        let path: String, reason: String
        switch error {
        case .unreadableFixture(let p, let r), .damagedFixture(let p, let r): (path, reason) = (p, r)
        default:
            fuzzCheck(false, "load threw \(error), not unreadableFixture or damagedFixture")
            return
        }
        fuzzCheck(path.hasPrefix(store.root + "/") && !reason.isEmpty, "an error naming \(path): \(reason)")
        fuzzLog("rejected: \(store.format) fixture: \(reason)")
        return
    }
    guard let fixture else {
        fuzzCheck(false, "no fixture found although \(store.path(for: id)) exists")
        return
    }
    fuzzCheck(fixture.manifest == manifest, "the loaded fixture's manifest is not the one decoded")
    fuzzLog("accepted: \(store.format) fixture of \(fixture.frameIndices.count) frames")
    guard store.format == .frames else { return }
    for index in fixture.frameIndices {
        guard let path = fixture.path(ofFrame: index) else {
            fuzzCheck(false, "frame \(index) is listed but has no path")
            return
        }
        let name = String(path.dropFirst(fixture.folder.count + 1))
        fuzzCheck(
            path.hasPrefix(fixture.folder + "/") && isPlainName(name),
            "frame \(index)'s file \(path) is not directly inside \(fixture.folder)")
        var info = stat()
        fuzzCheck(
            lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG,
            "frame \(index)'s file \(path) is not a regular file")
    }
}

/// A file name without folders: not empty, no `/` or NUL, not `.` or `..`.
private func isPlainName(_ name: String) -> Bool {
    !name.isEmpty && name != "." && name != ".." && !name.utf8.contains(UInt8(ascii: "/")) && !name.utf8.contains(0)
}
