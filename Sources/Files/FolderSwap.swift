import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a whole folder with a complete new one so that, whenever the process stops, the folder's path
/// holds either the complete old folder or the complete new one.
///
/// The new folder is built beside its destination (same file system) and then:
/// - if nothing is at the destination, renamed into place (atomic);
/// - otherwise exchanged with the destination in one atomic step (`renameat2(RENAME_EXCHANGE)` on Linux,
///   `renamex_np(RENAME_SWAP)` on macOS), after which the old folder — now at the staging path — is removed;
/// - where no exchange exists, the old folder is renamed aside, the new one into place, the old one removed;
///   a process killed between those two renames leaves the old folder aside, and ``recover(_:aside:)`` (called
///   before every read) puts it back.
///
/// Staging folders are named `.<name>.partial-<pid>` and `.<name>.old-<pid>` beside `<name>`, so that a later run
/// can tell a dead process's leftovers from a live one's (``removeAbandonedStaging(in:accepting:)``).
public enum FolderSwap {
    /// Moves `staged` to `destination`, replacing any folder there; `aside` is where the old folder may wait
    /// (used only without an atomic exchange).
    public static func replace(_ destination: String, with staged: String, aside: String) throws(FileError) {
        if rename(staged, destination) == 0 { return }
        let code = errno
        guard code == EEXIST || code == ENOTEMPTY else {
            throw FileError(
                .write, path: destination, errno: code,
                reason: "cannot move the new folder into place: \(String(cString: strerror(code)))")
        }
        if let exchange = atomicExchange {
            if exchange(staged, destination) == 0 {
                // `staged` now holds the old folder.
                try? FileManager.default.removeItem(atPath: staged)
                return
            }
            let code = errno
            guard code == EINVAL || code == ENOSYS || code == ENOTSUP else {
                throw FileError(
                    .write, path: destination, errno: code,
                    reason: "cannot exchange the new folder with the old: \(String(cString: strerror(code)))")
            }
            // The file system cannot exchange: fall back to two renames.
        }
        try? FileManager.default.removeItem(atPath: aside)
        guard rename(destination, aside) == 0 else {
            let code = errno
            throw FileError(
                .write, path: destination, errno: code,
                reason: "cannot move the old folder aside: \(String(cString: strerror(code)))")
        }
        guard rename(staged, destination) == 0 else {
            let code = errno
            _ = rename(aside, destination)
            throw FileError(
                .write, path: destination, errno: code,
                reason: "cannot move the new folder into place: \(String(cString: strerror(code)))")
        }
        try? FileManager.default.removeItem(atPath: aside)
    }

    /// After an interrupted two-rename replacement: if `destination` is missing and a folder waits at one of
    /// `aside`'s paths, it goes back. Returns whether something was restored.
    @discardableResult
    public static func recover(_ destination: String, asides: [String]) -> Bool {
        guard !FileManager.default.fileExists(atPath: destination) else { return false }
        for aside in asides where FileManager.default.fileExists(atPath: aside) {
            if rename(aside, destination) == 0 { return true }
        }
        return false
    }

    /// `exchange(a, b)` swaps two paths atomically, or nil where the system has no such call.
    public static let atomicExchange: (@Sendable (String, String) -> Int32)? = {
        #if os(Linux)
        typealias RenameAt2 =
            @convention(c) (Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32) -> Int32
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "renameat2") else { return nil }
        let call = unsafeBitCast(symbol, to: RenameAt2.self)
        let renameExchange: UInt32 = 2  // RENAME_EXCHANGE
        return { a, b in call(AT_FDCWD, a, AT_FDCWD, b, renameExchange) }
        #elseif canImport(Darwin)
        typealias RenameX = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UInt32) -> Int32
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "renamex_np") else { return nil }
        let call = unsafeBitCast(symbol, to: RenameX.self)
        let renameSwap: UInt32 = 0x2  // RENAME_SWAP
        return { a, b in call(a, b, renameSwap) }
        #else
        return nil
        #endif
    }()

    /// Whether process `pid` is alive (a staging folder named after a dead process is garbage).
    public static func processIsAlive(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    // MARK: - Leftovers of interrupted runs

    /// Removes, in `root`, the staging folders (`.<id>.partial-<pid>`, `.<id>.old-<pid>`) and unfinished
    /// files (``AtomicFile`` and ``AtomicFileStream`` temporaries: `.<id>.png.<pid>.<n>.tmp`,
    /// `.<id>-filmstrip.png.<pid>.<n>.tmp`, `.<id>.gif.<pid>.<n>.tmp`) of processes that no longer run — a `render`,
    /// `record` or `docs` killed part-way — after putting back any `<root>/<id>` an interrupted replacement left
    /// aside. Only ids that `isName` accepts are put back, and only temporaries of such ids, regular files of this
    /// user, are deleted: nothing else in the folder (a file of one's own that looks alike) is touched. Everything
    /// is deleted by name through the folder's descriptor (``FolderHandle``), never through a link. Returns the
    /// names removed. Fixture stores, render output and docs folders share this layout.
    @discardableResult
    public static func removeAbandonedStaging(in root: String, accepting isName: (String) -> Bool) -> [String] {
        guard let folder = FolderHandle.open(root) else { return [] }
        var removed: [String] = []
        for name in folder.entries().sorted() {
            if let (file, pid) = parseTemporaryName(name) {
                guard isAbandonedTemporary(file, pid: pid, accepting: isName),
                    folder.kind(of: name) == .file, folder.isOwnedByThisUser(name),
                    (try? folder.removeFile(name)) == true
                else { continue }
                removed.append(name)
                continue
            }
            guard let (id, _, pid) = parseStagingName(name), !processIsAlive(pid) else { continue }
            if isName(id) { recoverInterruptedReplacement(of: id, in: root) }
            if folder.kind(of: name) != .missing {
                folder.removeTree(name)
                removed.append(name)
            }
        }
        return removed
    }

    /// Whether the temporary of `file` written by process `pid` is one of ours left by a dead process: `file` is
    /// `<id>.png`, `<id>-filmstrip.png` or `<id>.gif` for an id `isName` accepts.
    static func isAbandonedTemporary(_ file: String, pid: Int32, accepting isName: (String) -> Bool) -> Bool {
        guard pid > 0, !processIsAlive(pid), let dot = file.lastIndex(of: ".") else { return false }
        let stem = String(file[..<dot])
        switch file[file.index(after: dot)...] {
        case "png": return isName(stem) || (stem.hasSuffix("-filmstrip") && isName(String(stem.dropLast(10))))
        case "gif": return isName(stem)
        default: return false
        }
    }

    /// Puts back `<root>/<id>` left aside by a replacement that was interrupted between its two renames (only
    /// where no atomic exchange exists). `id` is a plain name (no `/`, not `.` or `..`); other ids do nothing.
    public static func recoverInterruptedReplacement(of id: String, in root: String) {
        let destination = root + "/" + id
        guard !id.isEmpty, !id.contains("/"), id != ".", id != "..",
            !FileManager.default.fileExists(atPath: destination),
            let names = try? FileManager.default.contentsOfDirectory(atPath: root)
        else { return }
        // Only a dead process's: a live one is between its two renames and puts the new folder in place next.
        let asides = names.filter {
            parseStagingName($0).map { $0.id == id && $0.kind == "old" && !processIsAlive($0.pid) } ?? false
        }.sorted().map { root + "/" + $0 }
        recover(destination, asides: asides)
    }

    /// `.<id>.partial-<pid>` or `.<id>.old-<pid>` → (id, "partial" or "old", pid).
    public static func parseStagingName(_ name: String) -> (id: String, kind: String, pid: Int32)? {
        guard name.hasPrefix("."), let dash = name.lastIndex(of: "-"),
            let pid = Int32(name[name.index(after: dash)...]),
            let dot = name[..<dash].lastIndex(of: ".")
        else { return nil }
        let kind = String(name[name.index(after: dot)..<dash])
        guard kind == "partial" || kind == "old" else { return nil }
        let id = String(name[name.index(after: name.startIndex)..<dot])
        return id.isEmpty ? nil : (id, kind, pid)
    }

    /// `.<id>.png.<pid>.<n>.tmp` (an animated PNG being written) → pid.
    public static func parseTemporaryFileName(_ name: String) -> Int32? {
        guard let (file, pid) = parseTemporaryName(name), file.hasSuffix(".png") else { return nil }
        return pid
    }

    /// `.<file>.<pid>.<n>.tmp` (the temporary ``AtomicFile`` and ``AtomicFileStream`` write `<file>` through) →
    /// (file, pid); nil for any other name.
    public static func parseTemporaryName(_ name: String) -> (file: String, pid: Int32)? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let parts = name.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        // file (may hold dots), pid, n
        guard parts.count >= 3, UInt64(parts[parts.count - 1]) != nil,
            let pid = Int32(parts[parts.count - 2]), pid > 0
        else { return nil }
        let file = parts.dropLast(2).joined(separator: ".")
        return file.isEmpty ? nil : (file, pid)
    }
}
