import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file operation through Foundation failed, in words: the system's reason (`Permission denied`), or —
/// where Foundation gives only a code such as "NSCocoaErrorDomain error 512" — the reason found by looking at
/// the path itself (a part of it that is a file, a missing folder, a read-only file system).
public enum FileProblem {
    /// The reason `error` happened while working on `path`, without error domains or codes.
    public static func reason(_ error: any Error, path: String) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return describe(Int32(underlying.code), path: path)
        }
        if nsError.domain == NSPOSIXErrorDomain { return describe(Int32(nsError.code), path: path) }
        if let found = inspect(path) { return found }
        switch CocoaError.Code(rawValue: nsError.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or folder"
        case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
        case .fileWriteOutOfSpace: return "disk full"
        case .fileWriteVolumeReadOnly: return "read-only file system"
        case .fileWriteFileExists: return "it already exists"
        default: return "the operation failed"
        }
    }

    /// The system's words for `code`, with the part of `path` at fault where that is clearer.
    static func describe(_ code: Int32, path: String) -> String {
        if code == ENOTDIR || code == EEXIST, let found = inspect(path) { return found }
        return String(cString: strerror(code))
    }

    /// Looks along `path`, a folder's path, for what blocks it: a component (or the path itself) that is not a
    /// folder, or the first one missing under a folder that cannot be written.
    static func inspect(_ path: String) -> String? {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var prefix = ""
        let parts = absolute.split(separator: "/", omittingEmptySubsequences: true)
        for (position, part) in parts.enumerated() {
            let parent = prefix.isEmpty ? "/" : prefix
            prefix += "/" + part
            var status = stat()
            if stat(prefix, &status) != 0 {
                let code = errno
                if code == ENOENT {
                    if access(parent, W_OK) != 0 {
                        return errno == EROFS
                            ? "\(parent) is on a read-only file system"
                            : "permission denied in \(parent)"
                    }
                    return nil
                }
                return String(cString: strerror(code))
            }
            if status.st_mode & S_IFMT != S_IFDIR {
                return "\(display(prefix, like: path)) is not a folder"
                    + (position < parts.count - 1 ? " (part of the path is a file)" : "")
            }
        }
        return nil
    }

    /// `absolute` shown relative when `original` was relative.
    private static func display(_ absolute: String, like original: String) -> String {
        guard !original.hasPrefix("/") else { return absolute }
        let cwd = FileManager.default.currentDirectoryPath + "/"
        return absolute.hasPrefix(cwd) ? String(absolute.dropFirst(cwd.count)) : absolute
    }
}
