import Flipbook
import Foundation

/// A report given to `flipbook approve`: a folder as it is, or a `.zip` (a CI artifact download) extracted
/// with `unzip` into a fresh temporary folder that is removed afterwards. The zip's central directory is read
/// first (``ZipListing``: a regular file only, relative plain names each given once, no links, no encryption,
/// stored or deflated entries, at most ``ZipListing/entryLimit`` entries and
/// ``ZipListing/uncompressedByteLimit`` bytes uncompressed); a zip whose entries inflate to more bytes than its
/// listing says is refused too (sizes in a zip's headers are only claims: `unzip` extracts whatever the data
/// inflates to). Nothing is extracted before these checks pass; what is extracted is then read as any report
/// folder (no links followed).
struct ReportArchive {
    /// The report folder (the one holding `report.json`).
    let folder: String
    /// The temporary folder made for a zip, or nil.
    let extracted: String?

    static func open(_ path: String) throws -> ReportArchive {
        guard path.lowercased().hasSuffix(".zip") else { return ReportArchive(folder: path, extracted: nil) }
        try checkListing(path)
        var template = Array((FileManager.default.temporaryDirectory.path + "/flipbook-approve-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw VerificationError.unreadableReport(path, "cannot make a temporary folder to extract it")
        }
        let folder = String(cString: made)
        let status: Int32
        do {
            status = try unzip(["-qq", "-o", "-P", "", path, "-d", folder]).status
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw error
        }
        guard status == 0 else {
            try? FileManager.default.removeItem(atPath: folder)
            // 82: no entry could be decrypted (with the empty password given).
            throw VerificationError.unreadableReport(
                path,
                status == 82
                    ? "its entries are encrypted (unzip status 82); approve reads a zip without a password"
                    : status == 81
                        ? "unzip cannot inflate its entries (status 81: an unsupported compression method)"
                        : "unzip could not extract it (status \(status)); is it a zip?")
        }
        // A zip of the folder's contents, or of the folder itself (a real folder: a link could lead anywhere).
        if FileManager.default.fileExists(atPath: folder + "/report.json") {
            return ReportArchive(folder: folder, extracted: folder)
        }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        if entries.count == 1, isFolder(folder + "/" + entries[0]),
            FileManager.default.fileExists(atPath: folder + "/" + entries[0] + "/report.json")
        {
            return ReportArchive(folder: folder + "/" + entries[0], extracted: folder)
        }
        try? FileManager.default.removeItem(atPath: folder)
        throw VerificationError.unreadableReport(
            path, "it holds no report.json, at its top or in its one folder (not a symbolic link)")
    }

    /// Refuses a zip that ``ZipListing`` refuses, or whose entries inflate to more than its listing says,
    /// before extracting it.
    private static func checkListing(_ path: String) throws {
        let listing = try ZipListing.read(path)
        if let problem = listing.problem() { throw VerificationError.unreadableReport(path, problem) }
        let total = listing.entries.reduce(0) { $0 + Int64($1.uncompressedSize) }
        // The listing's sizes are claims: inflate everything once, to nowhere, counting, and stop at the claim.
        let inflated = try unzip(["-p", "-P", "", path], stopAfter: total)
        guard inflated.byteCount <= total else {
            throw VerificationError.unreadableReport(
                path, "its entries inflate to more than the \(total) bytes its listing says; it is not extracted")
        }
    }

    /// Runs `unzip` with `arguments`: its exit status, what it printed (at most 64 KB are kept) and how many
    /// bytes that was. With `stopAfter`, unzip is stopped once it printed more bytes than that.
    private static func unzip(
        _ arguments: [String], stopAfter: Int64? = nil
    ) throws -> (status: Int32, output: String, byteCount: Int64) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["unzip"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        // An encrypted zip fails (`-P ""`: the empty password) rather than asking for a password on the terminal.
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw VerificationError.unreadableReport(
                arguments.last { $0.lowercased().hasSuffix(".zip") } ?? "zip",
                "cannot run unzip: \(error.localizedDescription)")
        }
        var kept = Data()
        var byteCount: Int64 = 0
        while true {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            byteCount += Int64(chunk.count)
            if kept.count < 1 << 16 { kept.append(chunk) }
            if let stopAfter, byteCount > stopAfter {
                process.terminate()
                break
            }
        }
        // Closing the pipe's end also stops an unzip still writing (SIGPIPE) once it was told to.
        try? pipe.fileHandleForReading.close()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: kept, as: UTF8.self), byteCount)
    }

    /// Whether `path` is a folder itself, not a symbolic link to one.
    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// Removes the temporary folder of a zip (never the folder given).
    func removeExtracted() {
        if let extracted { try? FileManager.default.removeItem(atPath: extracted) }
    }
}
