import Files
import Foundation
import PNG
import Raster
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder of fixtures: one folder per scenario, named by its id (so names survive reordering and
/// renaming other scenarios), holding the kept frames as PNG and the render's manifest:
///
///     Fixtures/<scenario-id>/frame-0000.png
///     Fixtures/<scenario-id>/frame-0005.png
///     Fixtures/<scenario-id>/manifest.json
///
/// Which frames a fixture holds is the scenario's ``FrameSelection`` (all, every k-th, at given times).
///
/// With ``format`` ``FixtureFormat/animatedPNG`` a fixture is one file, `Fixtures/<scenario-id>.png`: the kept
/// frames as an animated PNG with the manifest inside (``AnimatedFixture``). It is written through a
/// temporary file beside it (`.<id>.png.<pid>.<n>.tmp`) renamed into place, so it too is old or new, never
/// a mix.
///
/// Writing a fixture is all or nothing: its frames and manifest are written into a hidden staging folder
/// beside it (`<root>/.<id>.partial-<pid>`, each file atomically), which then replaces `<root>/<id>` as a
/// whole (see ``FolderSwap``). A process killed at any point leaves every fixture old or new, never a mix;
/// the staging folders of dead processes are removed by ``removeAbandonedStaging()``.
public struct FixtureStore: Sendable {
    /// The fixtures' root folder (`Fixtures` by default, relative to the current directory).
    public var root: String
    /// The form fixtures are read and written in.
    public var format: FixtureFormat

    /// The fixtures in `root` (`Fixtures` by default) in `format` (folders of frames by default); nothing is read or
    /// created until a fixture is.
    public init(root: String = "Fixtures", format: FixtureFormat = .frames) {
        self.root = root
        self.format = format
    }

    /// `<root>/<id>`.
    public func folder(for id: ScenarioID) -> String { root + "/" + id.rawValue }

    /// `<root>/<id>.png`.
    public func animatedFile(for id: ScenarioID) -> String { root + "/" + id.rawValue + ".png" }

    /// Where `id`'s fixture is in this store's format: ``folder(for:)`` or ``animatedFile(for:)``.
    public func path(for id: ScenarioID) -> String {
        format == .frames ? folder(for: id) : animatedFile(for: id)
    }

    /// Where a fixture is built before it replaces `<root>/<id>`.
    func staging(for id: ScenarioID) -> String { root + "/.\(id.rawValue).partial-\(getpid())" }

    /// Where an old fixture waits while it is replaced without an atomic exchange.
    func aside(for id: ScenarioID) -> String { root + "/.\(id.rawValue).old-\(getpid())" }

    /// The fixture of `id`, or nil when none has been recorded.
    ///
    /// - Throws: ``VerificationError/damagedFixture(_:_:)`` when the folder exists but its manifest is
    ///   missing or unreadable, belongs to another scenario, names a frame file other than its index gives, or
    ///   lists a frame that is not a regular file there; when the animated PNG's header or manifest cannot be
    ///   read or disagree. ``VerificationError/unreadableFixture(_:_:)`` when the fixture exists in the other
    ///   format, or in both, or is a symbolic link or not a folder.
    public func load(_ id: ScenarioID) throws(VerificationError) -> Fixture? {
        FolderSwap.recoverInterruptedReplacement(of: id.rawValue, in: root)
        let folder = folder(for: id), file = animatedFile(for: id)
        let hasFolder = FileManager.default.fileExists(atPath: folder)
        let hasFile = FileManager.default.fileExists(atPath: file)
        if hasFolder && hasFile {
            throw .unreadableFixture(
                file,
                "\(id) has two fixtures, the animated PNG \(file) and the folder \(folder); "
                    + "delete the one that is out of date")
        }
        switch format {
        case .frames:
            if hasFile {
                throw .unreadableFixture(
                    file,
                    "\(id)'s fixture is an animated PNG but the fixture format is frames "
                        + "(check with the apng fixture format, or delete it to record frames)")
            }
            return try loadFolder(id)
        case .animatedPNG:
            if hasFolder {
                throw .unreadableFixture(
                    folder,
                    "\(id)'s fixture is a folder of frames but the fixture format is apng "
                        + "(check with the frames fixture format, or delete it to record an animated PNG)")
            }
            return hasFile ? try AnimatedFixture.load(id, from: file, pixelBudget: PNGDecoder.defaultPixelBudget) : nil
        }
    }

    private func loadFolder(_ id: ScenarioID) throws(VerificationError) -> Fixture? {
        // A folder replaced while it is being read (another process recording) shows a manifest and frames
        // of different fixtures; when the manifest has changed by the end of the check, read again.
        var attempt = 0
        while true {
            attempt += 1
            FolderSwap.recoverInterruptedReplacement(of: id.rawValue, in: root)
            guard let bytes = try manifestBytes(id) else { return nil }
            do {
                return try check(id, manifest: bytes)
            } catch {
                if attempt < 3, (try? manifestBytes(id)) != bytes { continue }
                throw error
            }
        }
    }

    /// The most bytes a `manifest.json` may have (a render of 100 000 kept frames fits in a few MB).
    static let manifestByteLimit = 64 << 20

    /// The bytes of `id`'s manifest, or nil when there is no fixture folder. The folder must be a real folder
    /// and the manifest a regular file, neither reached through a symbolic link.
    private func manifestBytes(_ id: ScenarioID) throws(VerificationError) -> [UInt8]? {
        let folder = folder(for: id)
        var status = stat()
        guard lstat(folder, &status) == 0 else { return nil }
        if status.st_mode & S_IFMT == S_IFLNK {
            throw .unreadableFixture(folder, "it is a symbolic link; a fixture folder is read only where it is")
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw .unreadableFixture(folder, "it exists and is not a folder")
        }
        let path = folder + "/" + RenderManifest.fileName
        do {
            return try RegularFile.read(path, links: .refuse, limit: FixtureStore.manifestByteLimit)
        } catch {
            if error.errno == ENOENT {
                throw .damagedFixture(folder, "\(RenderManifest.fileName) is missing (record the fixture again)")
            }
            throw .damagedFixture(path, error.reason + " (record the fixture again)")
        }
    }

    /// The fixture its manifest describes, once every frame it lists is found: each entry's `file` must be
    /// exactly the name its index gives (`frame-0005.png` for 5), and a regular file in the folder.
    private func check(_ id: ScenarioID, manifest bytes: [UInt8]) throws(VerificationError) -> Fixture {
        let folder = folder(for: id)
        let manifestPath = folder + "/" + RenderManifest.fileName
        let manifest = try FixtureStore.decodeManifest(bytes, path: manifestPath)
        guard manifest.scenario == id else {
            throw .damagedFixture(manifestPath, "it is the manifest of scenario \(manifest.scenario), not \(id)")
        }
        try FixtureStore.checkFrames(of: manifest, path: manifestPath, namesFiles: true)
        for entry in manifest.frames {
            var status = stat()
            let file = folder + "/" + entry.file
            guard lstat(file, &status) == 0 else {
                throw .damagedFixture(
                    folder,
                    "\(entry.file) (frame \(entry.index)) is listed in "
                        + "\(RenderManifest.fileName) but missing")
            }
            guard status.st_mode & S_IFMT == S_IFREG else {
                throw .damagedFixture(
                    file,
                    "frame \(entry.index) is \(RegularFile.kind(status.st_mode)), "
                        + "not a regular file")
            }
        }
        return Fixture(id: id, format: .frames, path: folder, manifest: manifest)
    }

    /// A manifest read from a fixture: strict JSON (no duplicate keys, bounded nesting), then decoded.
    static func decodeManifest(_ bytes: [UInt8], path: String) throws(VerificationError) -> RenderManifest {
        do {
            try StrictJSON.check(bytes, limits: StrictJSON.Limits(integersFitInt64: true))
            return try RenderManifest.decode(bytes)
        } catch {
            throw .damagedFixture(path, "not a manifest: \(FixtureStore.describe(error))")
        }
    }

    /// Checks the kept frames a fixture's manifest lists: indices not negative, strictly increasing (each
    /// once), below the frame count, and — for a folder (`namesFiles`) — each `file` exactly
    /// ``RenderManifest/fileName(forFrame:)`` of its index, so no name can reach outside the folder. Also the
    /// recording's landmarks: `first_action_frame` and `settled_frame` are frames of the recording, the settled
    /// one not before the first action (as a recording writes them).
    static func checkFrames(of manifest: RenderManifest, path: String, namesFiles: Bool) throws(VerificationError) {
        for (field, value) in [
            ("first_action_frame", manifest.firstActionFrame), ("settled_frame", manifest.settledFrame),
        ]
        where value < 0 || value >= manifest.frameCount {
            throw .damagedFixture(path, "\(field) is \(value) but frame_count is \(manifest.frameCount)")
        }
        guard manifest.settledFrame >= manifest.firstActionFrame else {
            throw .damagedFixture(
                path,
                "settled_frame is \(manifest.settledFrame), before first_action_frame \(manifest.firstActionFrame)")
        }
        var previous = -1
        for (position, entry) in manifest.frames.enumerated() {
            guard entry.index >= 0 else {
                throw .damagedFixture(
                    path,
                    "frames[\(position)].index is \(entry.index); "
                        + "frame indices are not negative")
            }
            guard entry.index > previous else {
                throw .damagedFixture(
                    path,
                    "frames[\(position)].index is \(entry.index) after \(previous); "
                        + "kept frames are listed once each, in order")
            }
            guard entry.index < max(manifest.frameCount, 0) else {
                throw .damagedFixture(
                    path,
                    "frames[\(position)].index is \(entry.index) "
                        + "but frame_count is \(manifest.frameCount)")
            }
            let expected = RenderManifest.fileName(forFrame: entry.index)
            if namesFiles, entry.file != expected {
                throw .damagedFixture(
                    path,
                    "frames[\(position)].file is \(QuotedText.quoted(entry.file)); "
                        + "frame \(entry.index) must be \(expected)")
            }
            try checkDigests(of: entry, path: path)
            previous = entry.index
        }
    }

    /// Checks a kept frame's digests (``ManifestDigest``): both or neither, each `xxh3-128:` and 32 hexadecimal
    /// digits. The error names the manifest, the frame, the field and the value.
    static func checkDigests(of entry: RenderManifest.FrameEntry, path: String) throws(VerificationError) {
        for (field, value) in [("pixel_digest", entry.pixelDigest), ("file_digest", entry.fileDigest)] {
            guard let value else { continue }
            do {
                _ = try ManifestDigest(parsing: value)
            } catch {
                throw .damagedFixture(
                    path, "frame \(entry.index): \(field) \(QuotedText.quoted(value)) cannot be read: \(error)")
            }
        }
        if (entry.pixelDigest == nil) != (entry.fileDigest == nil) {
            let (has, lacks) =
                entry.pixelDigest == nil ? ("file_digest", "pixel_digest") : ("pixel_digest", "file_digest")
            throw .damagedFixture(
                path,
                "frame \(entry.index) has a \(has) but no \(lacks); a pixel digest is trusted only for the file "
                    + "digest it was recorded with (record the fixture again)")
        }
    }

    /// Whether a fixture exists for `id` (complete or not) in either format.
    public func exists(_ id: ScenarioID) -> Bool {
        FolderSwap.recoverInterruptedReplacement(of: id.rawValue, in: root)
        return FileManager.default.fileExists(atPath: folder(for: id))
            || FileManager.default.fileExists(atPath: animatedFile(for: id))
    }

    // MARK: Writing

    /// Creates the root folder if needed and checks that it can be written.
    func prepareRoot() throws(VerificationError) {
        // `flipbook render` replaces the scenario folders of a folder it marked: fixtures there would be lost.
        if RenderOutputMarker.isMarked(root) {
            throw .unwritable(
                root,
                "it is render output (it holds \(RenderOutputMarker.fileName)), whose folders flipbook render "
                    + "replaces; keep fixtures in a folder of their own")
        }
        do {
            _ = try OutputDirectory.prepare(root)
        } catch {
            throw .unwritable(root, FixtureStore.reasonOnly(error))
        }
    }

    /// A fresh, empty staging folder for `id`'s new fixture.
    func beginWriting(_ id: ScenarioID) throws(VerificationError) -> String {
        let path = staging(for: id)
        try? FileManager.default.removeItem(atPath: path)
        guard mkdir(path, 0o755) == 0 else {
            throw .unwritable(path, "cannot create the folder: \(String(cString: strerror(errno)))")
        }
        return path
    }

    /// Writes `manifest` into `id`'s staging folder.
    func writeManifest(_ manifest: RenderManifest, for id: ScenarioID) throws(VerificationError) {
        let path = staging(for: id) + "/" + RenderManifest.fileName
        do {
            try AtomicFile.write(try manifest.encoded(), to: path)
        } catch {
            throw .unwritable(path, FixtureStore.describe(error))
        }
    }

    /// Refuses, before anything is written, to replace `<root>/<id>` when it holds something that cannot be carried
    /// into the new fixture: a folder, a FIFO, a device or a socket (anything but `manifest.json`, the frames, and
    /// files or symbolic links of one's own — a note, Finder's `.DS_Store`, a `.gitkeep` — which
    /// ``commit(_:)`` carries across). The folder is replaced as a whole, and `record` once deleted such files with
    /// the old fixture.
    func checkReplaceable(_ id: ScenarioID) throws(VerificationError) {
        let destination = folder(for: id)
        var status = stat()
        guard lstat(destination, &status) == 0, status.st_mode & S_IFMT == S_IFDIR,
            let folder = FolderHandle.open(destination)
        else { return }
        for name in foreignEntries(of: folder) where ![.file, .link].contains(folder.kind(of: name)) {
            throw .unwritable(
                destination,
                "it holds \(QuotedText.oneLine(name)), which Flipbook does not write in a fixture and cannot carry "
                    + "into the new one (only files and links are carried); the folder is replaced as a whole, so "
                    + "move that out of it first")
        }
    }

    /// The entries of a fixture folder that Flipbook does not write there: anything but `manifest.json` and regular
    /// `frame-NNNN.png`, sorted.
    private func foreignEntries(of folder: FolderHandle) -> [String] {
        folder.entries().filter { name in
            !(folder.kind(of: name) == .file
                && (name == RenderManifest.fileName || RenderManifest.isFrameFileName(name)))
        }.sorted()
    }

    /// Hard-links each file of one's own in `<root>/<id>` (``checkReplaceable(_:)``) into the staging folder, so
    /// the new fixture holds it as the old one did: nothing of one's own is deleted with the old fixture. A link,
    /// not a move, so a process stopped at any moment leaves the file in the old fixture, the new one, or both.
    private func carryForeignFiles(_ id: ScenarioID) throws(VerificationError) {
        guard let old = FolderHandle.open(folder(for: id)), !RegularFile.isSymbolicLink(folder(for: id)),
            let new = FolderHandle.open(staging(for: id))
        else { return }
        for name in foreignEntries(of: old) {
            do {
                try old.link(name, into: new)
            } catch {
                throw .unwritable(
                    folder(for: id),
                    "it holds \(QuotedText.oneLine(name)), which Flipbook does not write in a fixture, and it cannot "
                        + "be carried into the new fixture (\(error.reason)); move that file out of it first")
            }
        }
    }

    /// Replaces `<root>/<id>` with the complete staging folder, carrying the files of one's own in the old folder
    /// into the new one (after ``checkReplaceable(_:)`` again: something put there while the fixture was being
    /// made is not deleted either).
    func commit(_ id: ScenarioID) throws(VerificationError) {
        do {
            try checkReplaceable(id)
            try carryForeignFiles(id)
        } catch {
            discard(id)
            throw error
        }
        do {
            try FolderSwap.replace(folder(for: id), with: staging(for: id), aside: aside(for: id))
        } catch {
            throw .unwritable(error.path, error.reason)
        }
    }

    /// Removes `id`'s staging folder (nothing is replaced).
    func discard(_ id: ScenarioID) {
        try? FileManager.default.removeItem(atPath: staging(for: id))
    }

    /// Removes staging folders (`.<id>.partial-<pid>`, `.<id>.old-<pid>`) and unfinished animated PNGs
    /// (`.<id>.png.<pid>.<n>.tmp`) left by processes that no longer run, after putting back any fixture an
    /// interrupted replacement left aside. Returns the names removed.
    @discardableResult
    public func removeAbandonedStaging() -> [String] {
        FolderSwap.removeAbandonedStaging(in: root, accepting: ScenarioID.isValid)
    }

    static func describe(_ error: any Error) -> String {
        // Keys and values quoted from the file may hold line feeds: the message stays one line.
        QuotedText.oneLine(describeDecoding(error))
    }

    private static func describeDecoding(_ error: any Error) -> String {
        if let error = error as? DecodingError {
            switch error {
            case .keyNotFound(let key, let context):
                return "key \"\(key.stringValue)\" is missing" + path(context)
            case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
                return "expected \(type)" + path(context) + ": \(context.debugDescription)"
            case .dataCorrupted(let context):
                return context.debugDescription + path(context)
            @unknown default:
                return "\(error)"
            }
        }
        return "\(error)"
    }

    private static func path(_ context: DecodingError.Context) -> String {
        context.codingPath.isEmpty
            ? ""
            : " at " + context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }

    private static func reasonOnly(_ error: RenderError) -> String {
        if case .unwritableOutput(_, let reason) = error { return reason }
        return error.description
    }
}
