import Files
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file that marks a folder as render output: `flipbook render` writes it into its `--out` folder, and
/// replaces scenario folders only in a folder that holds it (or that it makes, or that is empty).
///
/// A render's scenario folder (`<id>/manifest.json`, `<id>/frame-NNNN.png`) and a fixture folder hold the same
/// file names, so no check of the scenario folders can tell `--out Fixtures` from a render output; the marker
/// can. A non-empty folder without it — one's own folder, a fixtures folder, or the output of a Flipbook older
/// than the marker, which cannot be told from fixtures — is refused before anything is rendered, naming it.
/// For the same reason fixtures are never written into a folder that holds the marker (``FixtureStore``).
public enum RenderOutputMarker {
    /// The marker's file name, in the output folder's root.
    public static let fileName = ".flipbook-render"
    /// What the marker says to someone who finds it.
    static let text =
        "This folder is Flipbook render output; flipbook render replaces the scenario folders in it.\n"

    /// Whether `folder` holds the marker as a regular file (a symbolic link does not count).
    public static func isMarked(_ folder: String) -> Bool {
        var status = stat()
        return lstat(folder + "/" + fileName, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// Checks that `root` may receive a render: absent, a folder holding the marker, or a folder with nothing
    /// in it but hidden staging folders of earlier renders (`.<id>.partial-<pid>`, `.<id>.old-<pid>`).
    /// Anything else is refused, naming the folder and what it holds; files are left as they are.
    static func check(_ root: String) throws(RenderError) {
        var status = stat()
        guard stat(root, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return }
        if isMarked(root) { return }
        if lstat(root + "/" + fileName, &status) == 0 {
            throw .unwritableOutput(
                root, "its \(fileName) is not a regular file (a link?); a render writes only into a folder it marked")
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: root) else {
            throw .unwritableOutput(root, "the folder cannot be read")
        }
        let held = names.filter { FolderSwap.parseStagingName($0) == nil }.sorted()
        guard let first = held.first else { return }
        if let scenario = held.first(where: { holdsManifest(root + "/" + $0) }) {
            throw .unwritableOutput(
                root,
                "it holds \(scenario)/\(RenderManifest.fileName) but no \(fileName): it is a fixtures folder, "
                    + "or the output of a Flipbook older than that marker (the two cannot be told apart), and a "
                    + "render would replace its folders; name a new or empty folder, or delete an old output first")
        }
        throw .unwritableOutput(
            root,
            "the folder is not empty (it holds \(first)) and is not render output (it has no \(fileName)); "
                + "a render replaces scenario folders in it, so name a new or empty folder")
    }

    /// Writes the marker into `root` (an existing folder) unless it is there.
    static func mark(_ root: String) throws(RenderError) {
        guard !isMarked(root) else { return }
        do {
            try AtomicFile.write(Array(text.utf8), to: root + "/" + fileName)
        } catch {
            throw .unwritableOutput(root + "/" + fileName, error.reason)
        }
    }

    /// Whether `folder` is a folder (not a link) with a `manifest.json` in it.
    private static func holdsManifest(_ folder: String) -> Bool {
        var status = stat()
        return lstat(folder, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
            && lstat(folder + "/" + RenderManifest.fileName, &status) == 0
    }
}
