#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that readers see either the old file or the complete new one, never a partial one.
///
/// The bytes go to a new temporary file beside the target (same directory, so the same file system), which
/// is then renamed over the target. If anything fails, the temporary file is removed and the error says
/// why: a missing directory, a path through a regular file, permission, a read-only file system, a full
/// disk. (Atomic against interruption of the process; it does not `fsync`, so it does not promise
/// durability across power loss.) What is at the target is replaced only when it is a regular file or a symbolic
/// link (the link itself, never what it points to): a FIFO, a device or a socket there is refused (as a folder is),
/// so that `--out /dev/null` run as root does not turn the device into a file.
public enum AtomicFile {
    /// Writes `bytes` to `path`, replacing any file there.
    public static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(FileError) in try write(buffer, to: path) }
        }
        try result.get()
    }

    /// Writes `bytes` to `path`, replacing any file there.
    public static func write(_ bytes: UnsafeRawBufferPointer, to path: String) throws(FileError) {
        guard !path.isEmpty else { throw FileError(.write, path: path, errno: EINVAL, reason: "empty file path") }
        let (directory, name) = split(path)
        guard !name.isEmpty, name != ".", name != ".." else {
            throw FileError(.write, path: path, errno: EISDIR, reason: "not a file name: \(path)")
        }
        let temporary =
            (directory.map { $0 + "/" } ?? "")
            + ".\(name).\(getpid()).\(UInt64.random(in: 0...UInt64.max) & 0xffff_ffff).tmp"
        let directoryName = directory ?? "."
        try refuseToReplaceSpecialFile(at: path)

        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let code = errno
            throw FileError(.write, path: path, errno: code, reason: reason(code, directory: directoryName, path: path))
        }
        var written = 0
        while written < bytes.count {
            let result = systemWrite(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if result < 0 {
                let code = errno
                if code == EINTR { continue }
                close(descriptor)
                unlink(temporary)
                throw FileError(
                    .write, path: path, errno: code,
                    reason: reason(code, directory: directoryName, path: path)
                        + " (after \(written) of \(bytes.count) bytes)")
            }
            written += result
        }
        if close(descriptor) != 0 {
            let code = errno
            unlink(temporary)
            throw FileError(.write, path: path, errno: code, reason: reason(code, directory: directoryName, path: path))
        }
        do {
            try refuseToReplaceSpecialFile(at: path)
        } catch {
            unlink(temporary)
            throw error
        }
        if rename(temporary, path) != 0 {
            let code = errno
            unlink(temporary)
            throw FileError(.write, path: path, errno: code, reason: reason(code, directory: directoryName, path: path))
        }
    }

    /// Throws when a FIFO, a device or a socket is at `path`: a rename would replace it with a file. (A rename
    /// over a folder fails by itself.)
    static func refuseToReplaceSpecialFile(at path: String) throws(FileError) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        let type = status.st_mode & S_IFMT
        guard type != S_IFREG, type != S_IFLNK, type != S_IFDIR else { return }
        throw FileError(
            .write, path: path, errno: EEXIST,
            reason: "it is \(RegularFile.kind(status.st_mode)), not a file to replace")
    }

    /// The directory part (nil for a bare name) and the file name.
    private static func split(_ path: String) -> (directory: String?, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (nil, path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }

    private static func reason(_ code: Int32, directory: String, path: String) -> String {
        switch code {
        case ENOENT: "directory \(directory) does not exist"
        case ENOTDIR: "\(directory) is not a directory (part of the path is a file)"
        case EACCES, EPERM: "permission denied writing in \(directory)"
        case EROFS: "\(directory) is on a read-only file system"
        case ENOSPC: "disk full"
        case EDQUOT: "disk quota exceeded"
        case EISDIR: "\(path) is a directory"
        case EFBIG: "file too large"
        default: String(cString: strerror(code))
        }
    }
}

/// The system `write`, named apart because `AtomicFile.write` shadows it inside the type.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
