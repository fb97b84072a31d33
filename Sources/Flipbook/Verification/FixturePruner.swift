import Files
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds what a fixtures folder holds that no scenario uses, and removes it when asked (`flipbook prune`).
///
/// - A fixture no scenario owns: a folder `<root>/<name>` holding a `manifest.json` of scenario `<name>`, or an
///   animated PNG `<root>/<name>.png` that reads as the fixture of `<name>`, where no scenario has that id. A
///   variant's fixture (`<id>+<variant>`) is owned by scenario `<id>` when the variant's name is known, whether
///   the scenario declares the variant or it was recorded from the command line.
///   Folders without a manifest (other files kept beside the fixtures) are never touched.
/// - A frame no longer kept: a `frame-NNNN.png` in an owned fixture's folder that its manifest does not list.
///
/// Pruning must see every scenario: it is given the whole set, never a filtered or sharded part (a part would
/// make the others' fixtures look unowned). Removal deletes only files Flipbook writes (`manifest.json` and the
/// frames the manifest lists, the animated PNG, stray `frame-NNNN.png`) and then the folder if it is empty;
/// nothing is followed through a symbolic link.
public struct FixturePruner: Sendable {
    /// One thing to prune.
    public struct Finding: Sendable, Equatable, CustomStringConvertible {
        /// Why something is pruned; the raw value is how it is listed.
        public enum Kind: String, Sendable, Equatable {
            /// A fixture (folder or animated PNG) of a scenario that does not exist.
            case unownedFixture = "no scenario"
            /// A frame file in a fixture folder that its manifest does not list.
            case frameNotKept = "frame not kept"
        }

        /// Why it is pruned.
        public var kind: Kind
        /// The fixture folder or file, or the frame file.
        public var path: String
        /// The files removing it deletes (in a folder: before the folder itself).
        public var files: [String]

        public var description: String { "\(path) (\(kind.rawValue))" }
    }

    /// The fixtures looked at: their root folder and format.
    public var store: FixtureStore

    /// A pruner over the fixtures of `store`; it reads nothing until asked.
    public init(store: FixtureStore) {
        self.store = store
    }

    /// What `scenarios` — every scenario there is — leave unused in the store, sorted by path.
    public func findings(owners scenarios: [Scenario]) throws(VerificationError) -> [Finding] {
        let scenarioIDs = Set(scenarios.map(\.id.base))
        func isOwned(_ name: String) -> Bool {
            let id = ScenarioID(stringLiteral: name)
            guard scenarioIDs.contains(id.base) else { return false }
            guard let variant = id.variantName else { return true }
            return (try? Variant(named: variant)) != nil
        }
        // The root as given (a link to a folder is followed, as everywhere a folder is named); anything but a
        // folder is named for what it is, never opened (a FIFO would block).
        var root = stat()
        guard stat(store.root, &root) == 0 else {
            if errno == ENOENT { return [] }
            throw .unreadableFixture(store.root, "cannot read it: \(String(cString: strerror(errno)))")
        }
        guard root.st_mode & S_IFMT == S_IFDIR else {
            throw .unreadableFixture(store.root, "it exists and is not a folder")
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: store.root)
        } catch {
            throw .unreadableFixture(
                store.root, "cannot list the folder: \(FileProblem.reason(error, path: store.root))")
        }
        var found: [Finding] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = store.root + "/" + name
            switch Self.kind(of: path) {
            case .directory:
                guard ScenarioID.problem(with: name) == nil else { continue }
                let id = ScenarioID(stringLiteral: name)
                guard let manifest = Self.manifest(in: path), manifest.scenario == id else { continue }
                if isOwned(name) {
                    let listed = Set(manifest.frames.map(\.file))
                    let stray = Self.frameFiles(in: path).filter { !listed.contains($0) }
                    found += stray.map { Finding(kind: .frameNotKept, path: path + "/" + $0, files: [path + "/" + $0]) }
                } else {
                    // Only the names Flipbook gives frames: a hostile manifest's `file` could name any path.
                    let listed = manifest.frames.map(\.file).filter { RenderManifest.isFrameFileName($0) }
                    let files = [RenderManifest.fileName] + listed + Self.frameFiles(in: path)
                    var unique: [String] = []
                    for file in files where !unique.contains(file) && Self.kind(of: path + "/" + file) == .file {
                        unique.append(file)
                    }
                    found.append(Finding(kind: .unownedFixture, path: path, files: unique.map { path + "/" + $0 }))
                }
            case .file:
                guard name.hasSuffix(".png") else { continue }
                let stem = String(name.dropLast(4))
                guard ScenarioID.problem(with: stem) == nil, !isOwned(stem) else { continue }
                let id = ScenarioID(stringLiteral: stem)
                guard (try? AnimatedFixture.load(id, from: path, pixelBudget: 1 << 26)) != nil else { continue }
                found.append(Finding(kind: .unownedFixture, path: path, files: [path]))
            case .other:
                continue
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Deletes what `findings` name: their files, then each unowned fixture's folder once it is empty. A folder
    /// that still holds other files is left, and named in the returned list.
    ///
    /// Each fixture is changed under its ``FixtureLock`` (as `record` and `approve` take it, waiting at most
    /// `lockTimeout` seconds), and its manifest is read again under the lock: a frame that a record or approval
    /// made since the findings were listed — one the manifest now lists — is kept, and so is a fixture whose
    /// manifest no longer names it.
    public func remove(
        _ findings: [Finding], lockTimeout: Double = FixtureLock.defaultTimeout
    ) throws(VerificationError) -> [String] {
        var leftOver: [String] = []
        // Everything is deleted by name through the descriptors of the root and of the fixture's folder (opened
        // without following a link): a folder swapped for a link since the findings were listed — or between a
        // check and a delete — is not entered, so nothing outside the fixtures folder can be deleted.
        guard !findings.isEmpty, let root = FolderHandle.open(store.root) else { return leftOver }
        for finding in findings {
            // The fixture: the frame's folder, the unowned folder, or the animated PNG `<name>.png`.
            let fixture = finding.kind == .frameNotKept ? Self.parent(of: finding.path) : finding.path
            guard Self.parent(of: fixture) == store.root else { continue }
            let entry = String(fixture.dropFirst(store.root.count + 1))
            let isFolder = root.kind(of: entry) == .folder
            var name = entry
            if !isFolder, name.hasSuffix(".png") { name.removeLast(4) }
            guard ScenarioID.problem(with: name) == nil else { continue }
            let lock = try FixtureLock.acquire(ScenarioID(stringLiteral: name), in: store.root, timeout: lockTimeout)
            defer { lock.release() }
            // Only the files named in the finding that are directly in the fixture's folder (or, for an
            // animated PNG, the root): a hostile finding's other paths are not reached.
            let container: FolderHandle
            let files: [String]
            if isFolder {
                guard let folder = root.folder(entry), let manifest = Self.manifest(in: folder),
                    manifest.scenario.rawValue == name
                else { continue }
                if finding.kind == .frameNotKept,
                    manifest.frames.contains(where: { $0.file == String(finding.path.dropFirst(fixture.count + 1)) })
                {
                    continue
                }
                container = folder
                files = finding.files.compactMap { file in
                    Self.parent(of: file) == fixture ? String(file.dropFirst(fixture.count + 1)) : nil
                }
            } else {
                guard finding.kind == .unownedFixture else { continue }
                container = root
                files = finding.files.contains(fixture) ? [entry] : []
            }
            for file in files {
                do {
                    try container.removeFile(file)
                } catch {
                    throw .unwritable(error.path, error.reason)
                }
            }
            if finding.kind == .unownedFixture, isFolder, !root.removeEmptyFolder(entry) {
                leftOver.append(finding.path)
            }
        }
        return leftOver
    }

    private enum EntryKind { case file, directory, other }

    /// What is at `path`, without following a symbolic link (a link is `other`).
    private static func kind(of path: String) -> EntryKind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .other }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The folder holding `path` (the part before its last `/`).
    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// The manifest in `folder`, or nil when there is none that reads: one that is a link, not a regular file,
    /// larger than ``FixtureStore/manifestByteLimit`` (as a check reads manifests) or not a manifest. Such a
    /// folder is not one Flipbook wrote, and nothing in it is deleted.
    private static func manifest(in folder: String) -> RenderManifest? {
        FolderHandle.open(folder).flatMap { manifest(in: $0) }
    }

    /// The manifest in the open `folder` (as ``manifest(in:)-swift.method``), read through its descriptor.
    private static func manifest(in folder: FolderHandle) -> RenderManifest? {
        guard folder.kind(of: RenderManifest.fileName) == .file,
            let bytes = try? folder.read(RenderManifest.fileName, limit: FixtureStore.manifestByteLimit)
        else { return nil }
        return try? RenderManifest.decode(bytes)
    }

    /// The `frame-NNNN.png` files of a folder (regular files only).
    private static func frameFiles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { RenderManifest.isFrameFileName($0) && kind(of: folder + "/" + $0) == .file }.sorted()
    }

}
