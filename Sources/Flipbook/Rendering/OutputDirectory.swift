import Files
import Foundation
import PNG
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder a run writes into, and the swap that makes each scenario's folder appear complete or not at all.
///
/// A scenario's frames and manifest are written into a hidden staging folder beside their destination
/// (`<root>/.<id>.partial-<pid>`); when the last file is written, the staging folder replaces `<root>/<id>`
/// through ``FolderSwap`` (one atomic exchange where the file system has it; the old folder is then removed).
/// A failed or interrupted run never leaves a partial `<root>/<id>`: it holds the previous complete render or
/// the new one. The staging folders a killed run leaves behind are removed by the next run's ``prepare(_:)``.
struct OutputDirectory: Sendable {
    let root: String

    /// Creates `root` (and its parents) if needed, and checks that it is a writable folder.
    static func prepare(_ root: String) throws(RenderError) -> OutputDirectory {
        guard !root.isEmpty else { throw .unwritableOutput(root, "the output folder path is empty") }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .unwritableOutput(root, "it exists and is not a folder") }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            } catch {
                throw .unwritableOutput(root, "cannot create the folder: \(OutputDirectory.reason(error, path: root))")
            }
        }
        guard access(root, W_OK | X_OK) == 0 else {
            throw .unwritableOutput(root, errno == EROFS ? "it is on a read-only file system" : "permission denied")
        }
        // Staging folders of runs that were killed (their process is gone) are removed, so that interrupted
        // renders do not pile up hidden copies of the catalog.
        FolderSwap.removeAbandonedStaging(in: root, accepting: ScenarioID.isValid)
        return OutputDirectory(root: root)
    }

    func destination(_ id: ScenarioID) -> String { root + "/" + id.rawValue }

    func staging(_ id: ScenarioID) -> String { root + "/.\(id.rawValue).partial-\(getpid())" }

    /// Checks that `<root>/<id>` is absent, or a folder (not a symbolic link) holding only what a render writes
    /// there — `manifest.json` and `frame-NNNN.png` — since it is replaced as a whole: a folder of other files
    /// (an output folder pointed at a folder of one's own) is refused, naming a file Flipbook did not write.
    func checkDestination(_ id: ScenarioID) throws(RenderError) {
        let path = destination(id)
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw .unwritableOutput(
                path,
                status.st_mode & S_IFMT == S_IFLNK
                    ? "it is a symbolic link; a render replaces only a folder where it is"
                    : "it exists and is not a folder")
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        for name in names.sorted() where !OutputDirectory.isRenderFile(name, in: path) {
            throw .unwritableOutput(
                path,
                "it holds \(name), which a render does not write; it would be replaced as a whole, "
                    + "so choose another output folder or empty this one")
        }
    }

    /// Whether `name` in `folder` is a file a render writes: `manifest.json` or `frame-` digits `.png`, regular
    /// (a fixture folder holds the same).
    static func isRenderFile(_ name: String, in folder: String) -> Bool {
        var status = stat()
        guard lstat(folder + "/" + name, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return false }
        return name == RenderManifest.fileName || RenderManifest.isFrameFileName(name)
    }

    /// A fresh, empty staging folder for `id`.
    func makeStaging(_ id: ScenarioID) throws(RenderError) -> String {
        let path = staging(id)
        try? FileManager.default.removeItem(atPath: path)
        guard mkdir(path, 0o755) == 0 else {
            throw .unwritableOutput(path, "cannot create the folder: \(String(cString: strerror(errno)))")
        }
        return path
    }

    /// Moves the complete staging folder of `id` into place, replacing the previous render.
    func commit(_ id: ScenarioID) throws(RenderError) {
        // The same replacement as fixtures get: an atomic exchange where the file system has one, so that the
        // path always holds the complete previous render or the complete new one.
        let final = destination(id)
        do {
            try FolderSwap.replace(final, with: staging(id), aside: root + "/.\(id.rawValue).old-\(getpid())")
        } catch {
            throw .unwritableOutput(final, error.reason)
        }
    }

    /// Removes the staging folder of `id` (after a failure).
    func discard(_ id: ScenarioID) {
        try? FileManager.default.removeItem(atPath: staging(id))
    }

    /// Why a Foundation file operation failed, in words (``FileProblem/reason(_:path:)``).
    static func reason(_ error: any Error, path: String) -> String {
        FileProblem.reason(error, path: path)
    }
}
