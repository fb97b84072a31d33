#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Opens and reads files that must be regular files: never a FIFO, a device or a socket (opening one could
/// block forever or read without end), and — where the path comes from a file that may be hostile (a fixture
/// manifest, a report folder) — never through a symbolic link.
///
/// The file is opened with `O_NONBLOCK` (so opening a FIFO with no writer returns at once), checked with
/// `fstat` to be a regular file, and only then switched back to blocking reads. With
/// ``LinkPolicy/refuse`` the last path component is opened with `O_NOFOLLOW`, so a link there is an error
/// naming it instead of a way to read another file.
public enum RegularFile {
    /// What to do when the path's last component is a symbolic link.
    public enum LinkPolicy: Sendable {
        /// Open the file the link points to (paths a user named on the command line).
        case follow
        /// Refuse the link (paths read from files that may be hostile).
        case refuse
    }

    /// An open descriptor of a regular file (the caller closes it), or an error naming `path` and the reason.
    public static func open(_ path: String, links: LinkPolicy) throws(FileError) -> Int32 {
        guard !path.isEmpty else { throw FileError(.read, path: path, errno: ENOENT, reason: "the file path is empty") }
        guard !path.utf8.contains(0) else {
            throw FileError(.read, path: path, errno: EINVAL, reason: "the file name contains a NUL character")
        }
        var flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC
        if links == .refuse { flags |= O_NOFOLLOW }
        let descriptor = systemOpen(path, flags)
        guard descriptor >= 0 else {
            let code = errno
            if code == ELOOP && links == .refuse {
                throw FileError(.read, path: path, errno: code, reason: "it is a symbolic link (not followed)")
            }
            throw FileError(.read, path: path, errno: code, reason: "cannot open: " + String(cString: strerror(code)))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw FileError(.read, path: path, errno: code, reason: "cannot read: " + String(cString: strerror(code)))
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw FileError(
                .read, path: path, errno: EINVAL, reason: "not a regular file (it is \(kind(status.st_mode)))")
        }
        let current = fcntl(descriptor, F_GETFL)
        if current >= 0 { _ = fcntl(descriptor, F_SETFL, current & ~O_NONBLOCK) }
        return descriptor
    }

    /// The whole contents of the regular file at `path`, refusing files larger than `limit` bytes.
    public static func read(_ path: String, links: LinkPolicy, limit: Int) throws(FileError) -> [UInt8] {
        let descriptor = try open(path, links: links)
        defer { close(descriptor) }
        return try read(descriptor: descriptor, path: path, limit: limit)
    }

    /// The whole contents of the open regular file `descriptor` (named `path` in errors), refusing more than
    /// `limit` bytes: by its size first, then while reading (a file that grows meanwhile).
    static func read(descriptor: Int32, path: String, limit: Int) throws(FileError) -> [UInt8] {
        var status = stat()
        _ = fstat(descriptor, &status)
        let size = Int(status.st_size)
        guard size <= limit else {
            throw FileError(
                .read, path: path, errno: EFBIG,
                reason: "\(size) bytes is larger than the limit of \(limit) bytes")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                throw FileError(
                    .read, path: path, errno: code, reason: "cannot read: " + String(cString: strerror(code)))
            }
            if count == 0 { return bytes }
            guard bytes.count + count <= limit else {
                throw FileError(.read, path: path, errno: EFBIG, reason: "larger than the limit of \(limit) bytes")
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// The whole contents of the regular file at `path` inside the folder `root` (a path from a folder that may
    /// be hostile, such as a report from another machine): every folder between `root` and the file must be a
    /// real folder and the file itself is not reached through a symbolic link, so no link inside `root` leads
    /// out of it. `root` itself is the folder the user named and may be reached through links.
    public static func read(_ path: String, inside root: String, limit: Int) throws(FileError) -> [UInt8] {
        guard path.hasPrefix(root + "/") else {
            throw FileError(.read, path: path, errno: EINVAL, reason: "it is not inside \(root)")
        }
        var folder = root
        for component in path.dropFirst(root.count + 1).split(separator: "/").dropLast() {
            folder += "/" + component
            var status = stat()
            if component != "..", lstat(folder, &status) != 0, errno == ENOENT {
                throw FileError(.read, path: path, errno: ENOENT, reason: "\(folder) does not exist")
            }
            guard component != "..", status.st_mode & S_IFMT == S_IFDIR else {
                throw FileError(
                    .read, path: path, errno: ENOTDIR,
                    reason: "\(folder) is not a folder (symbolic links are not followed)")
            }
        }
        return try read(path, links: .refuse, limit: limit)
    }

    /// Whether `path` names a symbolic link (without following it).
    public static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// `a folder`, `a FIFO`, … for an error message about a file of mode `mode` (from `stat`).
    public static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "not a regular file"
        }
    }
}

/// The system `open`, named apart because `RegularFile.open` shadows it inside the type.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }

/// The system `read`, named apart because `RegularFile.read` shadows it inside the type.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
