import Files
import Foundation
import PNG
import Raster
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A report folder being written: everything goes into a hidden staging folder beside the destination
/// (`<parent>/.<name>.partial-<pid>`), which replaces the destination as a whole once the report is complete,
/// so a report folder is never a mix of two runs.
///
/// Replacing deletes the previous folder, so only a folder Flipbook made is replaced: every report folder holds
/// the marker file ``markerFileName``, and a destination that exists, is not empty and has no marker (nor, from
/// reports written before the marker, a `report.json` that reads as a report) is refused before anything runs,
/// as is a destination that is a symbolic link. Staging folders of processes that no longer run (a killed
/// check) are removed when the next report begins beside them, and a report that cannot be completed removes
/// its own.
struct ReportFolder: Sendable {
    let destination: String
    let staging: String
    /// Where the images go: a folder per scenario, or the report folder itself (a report of one scenario).
    let layout: ReportLayout
    /// How `report.html`'s approve commands start and name this folder.
    var approve = ApproveInvocation.builtIn
    /// The program named at the head of `summary.txt` (``TerminalSummary/program``).
    var program = "flipbook"

    /// The file in every report folder that marks it as one Flipbook wrote (and may replace).
    static let markerFileName = ".flipbook-report"
    static let markerText =
        "This folder is a Flipbook report; flipbook verify, record and merge-reports replace it as a whole.\n"

    /// `destination` without trailing slashes.
    static func trimmed(_ destination: String) -> String {
        var trimmed = destination
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed
    }

    /// Checks that `destination` may become a report folder: absent, an empty folder, or a report folder; not
    /// a symbolic link, not a file. Called before a check starts, and again by ``begin(_:)``.
    static func checkDestination(_ destination: String) throws(VerificationError) {
        let path = trimmed(destination)
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        switch status.st_mode & S_IFMT {
        case S_IFLNK:
            throw .unwritable(
                path,
                "it is a symbolic link; a report folder is written only where it is "
                    + "(name the folder itself)")
        case S_IFDIR:
            break
        default:
            throw .unwritable(path, "it exists and is not a folder")
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            throw .unwritable(path, "the folder cannot be read")
        }
        if names.isEmpty || isReport(path, names: names) { return }
        throw .unwritable(
            path,
            "the folder is not empty and is not a Flipbook report (it has no \(markerFileName)); "
                + "it would be replaced as a whole, so name a new or empty folder")
    }

    /// Whether the folder holds the marker, or (written before the marker existed) a `report.json` that reads
    /// as a report.
    private static func isReport(_ path: String, names: [String]) -> Bool {
        var status = stat()
        if names.contains(markerFileName), lstat(path + "/" + markerFileName, &status) == 0,
            status.st_mode & S_IFMT == S_IFREG
        {
            return true
        }
        guard names.contains(VerificationReport.fileName),
            let bytes = try? RegularFile.read(
                path + "/" + VerificationReport.fileName, links: .refuse,
                limit: ReportMerger.reportByteLimit)
        else { return false }
        return (try? VerificationReport.decode(bytes)) != nil
    }

    /// Checks the destination, creates the parent folder if needed, removes staging folders of this report
    /// left by dead processes, and makes a fresh staging folder holding the marker.
    static func begin(
        _ destination: String, layout: ReportLayout = .perScenario, approve: ApproveInvocation = .builtIn
    ) throws(VerificationError) -> ReportFolder {
        let trimmed = trimmed(destination)
        try checkDestination(trimmed)
        let url = URL(fileURLWithPath: trimmed)
        let parent = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(parent, "cannot create the folder: \(FileProblem.reason(error, path: parent))")
        }
        removeAbandonedStaging(of: name, in: parent)
        let staging = parent + "/.\(name).partial-\(getpid())"
        try? FileManager.default.removeItem(atPath: staging)
        guard mkdir(staging, 0o755) == 0 else {
            throw .unwritable(staging, "cannot create the folder: \(String(cString: strerror(errno)))")
        }
        do {
            try AtomicFile.write(Array(markerText.utf8), to: staging + "/" + markerFileName)
        } catch {
            try? FileManager.default.removeItem(atPath: staging)
            throw .unwritable(staging, error.reason)
        }
        return ReportFolder(destination: trimmed, staging: staging, layout: layout, approve: approve)
    }

    /// Removes `<parent>/.<name>.partial-<pid>` and `.<name>.old-<pid>` folders of processes that no longer
    /// run — only those holding the report marker, so nothing Flipbook did not write is deleted — after
    /// putting back a report an interrupted replacement left aside. Returns the names removed.
    @discardableResult
    static func removeAbandonedStaging(of name: String, in parent: String) -> [String] {
        guard let folder = FolderHandle.open(parent) else { return [] }
        let names = folder.entries()
        var removed: [String] = []
        for entry in names.sorted() {
            guard let (id, kind, pid) = FolderSwap.parseStagingName(entry), id == name,
                !FolderSwap.processIsAlive(pid)
            else {
                continue
            }
            let path = parent + "/" + entry
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR,
                lstat(path + "/" + markerFileName, &status) == 0
            else { continue }
            if kind == "old", FolderSwap.recover(parent + "/" + name, asides: [path]) { continue }
            // By name through the parent's descriptor: a folder swapped for a link meanwhile is not entered.
            if folder.removeTree(entry) { removed.append(entry) }
        }
        return removed
    }

    /// Writes a frame's image (`encoded` when its PNG bytes are at hand) as `<id>/<kind>/frame-NNNN.png`
    /// (``ReportLayout``); returns that relative path. `knownOpaque`: the caller knows every pixel is opaque
    /// (`Rasterizer.paintsOnlyOpaquePixels`), which saves scanning the image.
    func write(
        _ encoded: [UInt8]?, _ image: Image, _ id: ScenarioID, _ kind: String, frame index: Int,
        knownOpaque: Bool = false
    ) throws -> String {
        let relative = layout.imagePath(id, kind, frame: index)
        let path = try prepare(relative)
        do {
            try AtomicFile.write(
                try encoded
                    ?? QuickPNGEncoder(fallback: ReportFolder.imageCompression).encode(image, knownOpaque: knownOpaque),
                to: path)
        } catch {
            throw VerificationError.unwritable(path, "\(error)")
        }
        return relative
    }

    /// How report images are compressed: opaque ones by ``QuickPNGEncoder`` (every failing frame's actual image is
    /// encoded while the check runs, so this was most of what a failing frame cost beyond a passing one: zlib level
    /// 1 took 10–16 ms a @3x frame, the quick encoder 1–2 ms, for files about twice as large), translucent ones
    /// with these settings: zlib level 1, no row filter, a small hash table. The files are for review and `approve`
    /// (which compresses them again as fixtures) and live only until the next check.
    static let imageCompression = PNGCompression(level: 1, strategy: .default, filters: .none, memoryLevel: 4)

    /// The most bytes a frame image copied into a report may have.
    static let imageByteLimit = 1 << 30

    /// Copies a fixture frame as `<id>/<kind>/frame-NNNN.png` (``ReportLayout``); returns that relative path. The
    /// source must be a regular file, not reached through a symbolic link.
    func copy(_ source: String, _ id: ScenarioID, _ kind: String, frame index: Int) throws -> String {
        let relative = layout.imagePath(id, kind, frame: index)
        try copy(source, to: relative) { VerificationError.damagedFixture($0.path, $0.reason) }
        return relative
    }

    /// Copies the regular file `source` (never through a symbolic link) to `relative` in this report. With
    /// `root`, no folder between `root` and `source` may be a symbolic link either (``RegularFile``); with `png`,
    /// the file must start as a PNG (signature and header).
    func copy(
        _ source: String, to relative: String, inside root: String? = nil, png: Bool = false,
        unreadable: (FileError) -> VerificationError
    ) throws(VerificationError) {
        let path = try prepare(relative)
        let bytes: [UInt8]
        do throws(FileError) {
            if let root {
                bytes = try RegularFile.read(source, inside: root, limit: ReportFolder.imageByteLimit)
            } else {
                bytes = try RegularFile.read(source, links: .refuse, limit: ReportFolder.imageByteLimit)
            }
        } catch {
            throw unreadable(error)
        }
        // An image from another report (merge-reports) is checked to start as a PNG: its pixels are not read here.
        if png, PNGHeader(fileStart: bytes) == nil {
            throw .unreadableReport(source, "not a PNG file (no PNG signature and header at its start)")
        }
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw .unwritable(path, error.reason)
        }
    }

    private func prepare(_ relative: String) throws(VerificationError) -> String {
        let path = staging + "/" + relative
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(folder, "cannot create the folder: \(FileProblem.reason(error, path: folder))")
        }
        return path
    }

    /// Writes `report.json`, `junit.xml`, `summary.txt` and `report.html`, then puts the folder in place. On
    /// any failure the staging folder is removed and the destination is left as it was. `origins`: where images
    /// were copied from (``HTMLReport/write(_:into:reportFolder:origins:)``).
    func complete(with report: VerificationReport, origins: [String: String] = [:]) throws {
        do {
            try write(report, origins: origins)
        } catch {
            discard()
            throw error
        }
    }

    private func write(_ report: VerificationReport, origins: [String: String]) throws {
        // report.html and the filmstrips it shows; its approve commands name the folder where it ends up.
        try HTMLReport.write(
            report, into: staging, reportFolder: approve.reportFolder ?? destination, program: approve.program,
            origins: origins)
        let files: [(String, [UInt8])] = [
            (VerificationReport.fileName, try report.encoded()),
            (VerificationReport.junitFileName, Array(JUnitReport(report).xml.utf8)),
            (
                VerificationReport.summaryFileName,
                Array(summary(report).text.utf8)
            ),
        ]
        for (name, bytes) in files {
            do {
                try AtomicFile.write(bytes, to: staging + "/" + name)
            } catch {
                throw VerificationError.unwritable(staging + "/" + name, "\(error)")
            }
        }
        let parent = (staging as NSString).deletingLastPathComponent
        let name = (destination as NSString).lastPathComponent
        // The destination may have changed since the check began.
        try ReportFolder.checkDestination(destination)
        do {
            try FolderSwap.replace(destination, with: staging, aside: parent + "/.\(name).old-\(getpid())")
        } catch {
            throw VerificationError.unwritable(error.path, error.reason)
        }
    }

    private func summary(_ report: VerificationReport) -> TerminalSummary {
        var summary = TerminalSummary(report, reportDirectory: destination)
        summary.program = program
        return summary
    }

    func discard() {
        try? FileManager.default.removeItem(atPath: staging)
    }
}
