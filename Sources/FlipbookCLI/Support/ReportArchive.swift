import Flipbook
import Foundation

/// A report given to `flipbook approve`: a folder as it is, or a `.zip` (a CI artifact download) extracted
/// with `unzip` into a fresh temporary folder that is removed afterwards. `unzip` drops `..` and leading `/`
/// from the names it extracts; what it extracts is then read as any report folder (no links followed).
struct ReportArchive {
    /// The report folder (the one holding `report.json`).
    let folder: String
    /// The temporary folder made for a zip, or nil.
    let extracted: String?

    static func open(_ path: String) throws -> ReportArchive {
        guard path.lowercased().hasSuffix(".zip") else { return ReportArchive(folder: path, extracted: nil) }
        var template = Array((FileManager.default.temporaryDirectory.path + "/flipbook-approve-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw VerificationError.unreadableReport(path, "cannot make a temporary folder to extract it")
        }
        let folder = String(cString: made)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["unzip", "-qq", "-o", path, "-d", folder]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw VerificationError.unreadableReport(
                path, "cannot run unzip to extract it: \(error.localizedDescription)")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            try? FileManager.default.removeItem(atPath: folder)
            throw VerificationError.unreadableReport(
                path, "unzip could not extract it (status \(process.terminationStatus)); is it a zip?")
        }
        // A zip of the folder's contents, or of the folder itself.
        if FileManager.default.fileExists(atPath: folder + "/report.json") {
            return ReportArchive(folder: folder, extracted: folder)
        }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        if entries.count == 1, FileManager.default.fileExists(atPath: folder + "/" + entries[0] + "/report.json") {
            return ReportArchive(folder: folder + "/" + entries[0], extracted: folder)
        }
        try? FileManager.default.removeItem(atPath: folder)
        throw VerificationError.unreadableReport(path, "it holds no report.json, at its top or in its one folder")
    }

    /// Removes the temporary folder of a zip (never the folder given).
    func removeExtracted() {
        if let extracted { try? FileManager.default.removeItem(atPath: extracted) }
    }
}
