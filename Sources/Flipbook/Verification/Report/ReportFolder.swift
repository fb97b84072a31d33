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
struct ReportFolder: Sendable {
    let destination: String
    let staging: String

    /// Creates the parent folder if needed and a fresh staging folder.
    static func begin(_ destination: String) throws(VerificationError) -> ReportFolder {
        var trimmed = destination
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        let url = URL(fileURLWithPath: trimmed)
        let parent = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: trimmed, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw .unwritable(trimmed, "it exists and is not a folder")
        }
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(parent, "cannot create the folder: \(OutputDirectory.reason(error))")
        }
        let staging = parent + "/.\(name).partial-\(getpid())"
        try? FileManager.default.removeItem(atPath: staging)
        guard mkdir(staging, 0o755) == 0 else {
            throw .unwritable(staging, "cannot create the folder: \(String(cString: strerror(errno)))")
        }
        return ReportFolder(destination: trimmed, staging: staging)
    }

    /// Writes a frame's image (`encoded` when its PNG bytes are at hand) as `<id>/<kind>/frame-NNNN.png`;
    /// returns that relative path.
    func write(_ encoded: [UInt8]?, _ image: Image, _ id: ScenarioID, _ kind: String, frame index: Int) throws -> String {
        let relative = FrameReport.imagePath(id, kind, frame: index)
        let path = try prepare(relative)
        do {
            try AtomicFile.write(try encoded ?? PNGEncoder(compression: .fast).encode(image), to: path)
        } catch {
            throw VerificationError.unwritable(path, "\(error)")
        }
        return relative
    }

    /// Copies a file as `<id>/<kind>/frame-NNNN.png`; returns that relative path.
    func copy(_ source: String, _ id: ScenarioID, _ kind: String, frame index: Int) throws -> String {
        let relative = FrameReport.imagePath(id, kind, frame: index)
        let path = try prepare(relative)
        guard let bytes = FileManager.default.contents(atPath: source) else {
            throw VerificationError.unreadableFixture(source, "cannot be read")
        }
        do {
            try AtomicFile.write(Array(bytes), to: path)
        } catch {
            throw VerificationError.unwritable(path, "\(error)")
        }
        return relative
    }

    /// Copies a whole folder of a finished report (`flipbook merge-reports`) into this one.
    func copyFolder(_ source: String, as relative: String) throws {
        let target = staging + "/" + relative
        do {
            try FileManager.default.copyItem(atPath: source, toPath: target)
        } catch {
            throw VerificationError.unwritable(target, "cannot copy \(source): \(OutputDirectory.reason(error))")
        }
    }

    private func prepare(_ relative: String) throws(VerificationError) -> String {
        let path = staging + "/" + relative
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(folder, "cannot create the folder: \(OutputDirectory.reason(error))")
        }
        return path
    }

    /// Writes `report.json`, `junit.xml`, `summary.txt` and `report.html`, then puts the folder in place.
    func complete(with report: VerificationReport) throws {
        try HTMLReport.write(report, into: staging)  // report.html and the filmstrips it shows
        let files: [(String, [UInt8])] = [
            (VerificationReport.fileName, try report.encoded()),
            (VerificationReport.junitFileName, Array(JUnitReport(report).xml.utf8)),
            (VerificationReport.summaryFileName, Array(TerminalSummary(report, reportDirectory: destination).text.utf8)),
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
        try FolderSwap.replace(destination, with: staging, aside: parent + "/.\(name).old-\(getpid())")
    }

    func discard() {
        try? FileManager.default.removeItem(atPath: staging)
    }
}
