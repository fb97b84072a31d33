import ArgumentParser
import Files
import Flipbook
import Foundation

/// A report given to `flipbook approve`: a folder as it is, or a `.zip` (a CI artifact download) of which only
/// what approve reads is extracted with `unzip`, into a fresh temporary folder that is removed afterwards:
/// `report.json` when it is opened, then ``extractFrames(of:layout:)`` the actual frames
/// (`<id>/actual/frame-NNNN.png`) of the scenarios to approve. The zip's central directory is read first
/// (``ZipListing``: a regular file only, relative plain names each given once, no links, no encryption, stored or
/// deflated entries, at most ``ZipListing/entryLimit`` entries and ``ZipListing/uncompressedByteLimit`` bytes
/// uncompressed); entries that inflate to more bytes than the listing says are refused too (sizes in a zip's
/// headers are only claims: `unzip` extracts whatever the data inflates to). Nothing is extracted before these
/// checks pass; what is extracted is then read as any report folder (no links followed).
struct ReportArchive {
    /// The report folder (the one holding `report.json`).
    let folder: String
    /// The temporary folder made for a zip, or nil.
    let extracted: String?
    /// The zip's path and listing, and the folder of the report in it (`""`, or a name ending in `/`), or nil.
    private let zip: (path: String, listing: ZipListing, prefix: String)?

    /// How many entries one `unzip` run is given (their names are its arguments).
    static let entriesPerRun = 256

    /// The most bytes one entry to extract may hold, by the listing: as much as approve reads of a report's file
    /// (``ReportMerger/reportByteLimit``). A larger entry is refused before anything is inflated; an actual
    /// frame of 1 GB of zeros (a 1 MB zip) was inflated twice, 16 s, and written to disk, then refused.
    static let entryByteLimit = ReportMerger.reportByteLimit

    static func open(_ path: String) throws -> ReportArchive {
        guard path.lowercased().hasSuffix(".zip") else {
            // A folder (or a link to one, as given); anything else was read as a folder holding report.json
            // ("report X/report.json: cannot open: Not a directory").
            var status = stat()
            if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
                let kind = status.st_mode & S_IFMT == S_IFREG ? "a file" : RegularFile.kind(status.st_mode)
                throw VerificationError.unreadableReport(path, "it is \(kind), not a report folder (or a .zip of one)")
            }
            return ReportArchive(folder: path, extracted: nil, zip: nil)
        }
        let listing = try ZipListing.read(path)
        if let problem = listing.problem() { throw VerificationError.unreadableReport(path, problem) }
        let prefix = try reportFolder(in: listing, of: path)
        let temporary = FileManager.default.temporaryDirectory.path
        var template = Array((temporary + "/flipbook-approve-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            // Named with its source: a TMPDIR that is missing, read-only or not a folder is the usual cause.
            let source = ProcessInfo.processInfo.environment["TMPDIR"].map { _ in " (TMPDIR)" } ?? ""
            throw VerificationError.unreadableReport(
                path,
                "cannot make a temporary folder in \(temporary)\(source) to extract it: "
                    + String(cString: strerror(errno)))
        }
        let base = String(cString: made)
        let archive = ReportArchive(
            folder: prefix.isEmpty ? base : base + "/" + prefix.dropLast(), extracted: base,
            zip: (path, listing, prefix))
        do {
            try archive.extract([prefix + VerificationReport.fileName])
        } catch {
            archive.removeExtracted()
            throw error
        }
        return archive
    }

    /// Extracts the actual frames (`frame-NNNN.png` in `<id>/actual/`, as `layout` places them) of `ids` from a
    /// zip; nothing for a folder. Other entries stay in the zip.
    func extractFrames(of ids: [ScenarioID], layout: ReportLayout) throws {
        guard let zip else { return }
        let folders = Set(ids.map { zip.prefix + layout.folder(of: $0) + "actual/" })
        let names = zip.listing.entries.map(\.name).filter { name in
            guard let slash = name.lastIndex(of: "/") else { return false }
            let after = name.index(after: slash)
            return folders.contains(String(name[..<after])) && Self.isFrameName(name[after...])
        }
        try extract(names)
    }

    /// Whether `name` is a frame's file name, `frame-` digits `.png`.
    private static func isFrameName(_ name: Substring) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst(6).dropLast(4)
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The folder of the zip's report: `""` when `report.json` is at its top, `X/` when every entry is in one
    /// folder `X` holding it.
    private static func reportFolder(in listing: ZipListing, of path: String) throws -> String {
        let names = Set(listing.entries.map(\.name))
        if names.contains(VerificationReport.fileName) { return "" }
        let tops = Set(names.map { $0.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)[0] })
        if tops.count == 1, let top = tops.first, names.contains(top + "/" + VerificationReport.fileName) {
            return top + "/"
        }
        throw VerificationError.unreadableReport(
            path, "it holds no report.json, at its top or in its one folder (not a symbolic link)")
    }

    /// Extracts the entries named `names` (from the listing) into the temporary folder, a few at a time, each
    /// batch first inflated to nowhere and refused when it holds more than the listing says.
    private func extract(_ names: [String]) throws {
        guard let zip, let extracted else { return }
        let sizes = Dictionary(
            zip.listing.entries.map { ($0.name, $0.uncompressedSize) }, uniquingKeysWith: { a, _ in a })
        for name in names where (sizes[name] ?? 0) > UInt64(Self.entryByteLimit) {
            throw VerificationError.unreadableReport(
                zip.path + ":" + name,
                "\(sizes[name] ?? 0) bytes (by the zip's listing) is larger than the limit of \(Self.entryByteLimit) "
                    + "bytes; it is not extracted")
        }
        for start in stride(from: 0, to: names.count, by: Self.entriesPerRun) {
            let batch = Array(names[start..<min(names.count, start + Self.entriesPerRun)])
            // unzip reads a name as a pattern (`*`, `?`, `[…]`): each is escaped to match only itself.
            let patterns = batch.map(Self.literalPattern)
            let claimed = batch.reduce(Int64(0)) { $0 + Int64(sizes[$1] ?? 0) }
            let inflated = try Self.unzip(["-p", "-P", "", zip.path] + patterns, stopAfter: claimed)
            guard inflated.byteCount <= claimed else {
                throw VerificationError.unreadableReport(
                    zip.path,
                    "its entries inflate to more than the \(claimed) bytes its listing says; it is not extracted")
            }
            let status = try Self.unzip(["-qq", "-o", "-P", "", zip.path] + patterns + ["-d", extracted]).status
            guard status == 0 else {
                // 82: no entry could be decrypted (with the empty password given).
                throw VerificationError.unreadableReport(
                    zip.path,
                    status == 82
                        ? "its entries are encrypted (unzip status 82); approve reads a zip without a password"
                        : status == 81
                            ? "unzip cannot inflate its entries (status 81: an unsupported compression method)"
                            : "unzip could not extract it (status \(status)); is it a zip?")
            }
        }
    }

    /// `name` as an `unzip` pattern matching only itself.
    static func literalPattern(_ name: String) -> String {
        name.reduce(into: "") { out, character in
            if character == "*" || character == "?" || character == "[" { out.append("\\") }
            out.append(character)
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

    /// `error` with the paths into the temporary folder of a zip written as entries of the zip
    /// (`artifact.zip:demo-cross-fade/actual/frame-0006.png`): the folder is removed when approve ends, so a path
    /// into it would name nothing. Other errors, and every error from a folder, as they are.
    func naming(_ error: any Error) -> any Error {
        guard let zip, let extracted else { return error }
        let text = String(describing: error)
        guard text.contains(extracted + "/") else { return error }
        return ValidationError(text.replacingOccurrences(of: extracted + "/", with: zip.path + ":"))
    }

    /// Removes the temporary folder of a zip (never the folder given).
    func removeExtracted() {
        if let extracted { try? FileManager.default.removeItem(atPath: extracted) }
    }
}
