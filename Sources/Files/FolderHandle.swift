#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An open folder whose entries are examined and deleted by name, relative to the folder's descriptor
/// (`fstatat`, `unlinkat`, `openat`), never by path: once open, the folder is the same folder whatever is renamed
/// or swapped for a symbolic link around it, so deleting inside it cannot reach anywhere else.
///
/// A path check followed by a delete by path (`lstat` then `unlink`) lets a folder of the path be swapped for a
/// link between the two, and the delete then lands where the link points. Here a sub-folder is opened with
/// `O_NOFOLLOW | O_DIRECTORY` (a link in its place is refused), and a name holding `/` is never used, so every
/// operation stays inside the folder opened.
public final class FolderHandle {
    /// The kind of an entry, without following a symbolic link.
    public enum EntryKind: Sendable, Equatable {
        /// A regular file.
        case file
        /// A folder (not a link to one).
        case folder
        /// A symbolic link (never followed).
        case link
        /// Nothing by that name.
        case missing
        /// Anything else: a FIFO, a device, a socket; also a name that is not plain.
        case other
    }

    /// The path the folder was opened by (for messages only: nothing is done by this path).
    public let path: String
    private let descriptor: Int32

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { close(descriptor) }

    /// Opens the folder at `path` as the user named it (a symbolic link to a folder is followed); nil when it is
    /// not a folder or cannot be opened.
    public static func open(_ path: String) -> FolderHandle? {
        guard !path.isEmpty, !path.utf8.contains(0) else { return nil }
        let descriptor = systemOpen(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        return descriptor < 0 ? nil : FolderHandle(descriptor: descriptor, path: path)
    }

    /// Opens the sub-folder `name` of this folder; nil when `name` is not a plain name (it holds `/`, or is `.` or
    /// `..`), is not a folder, or is a symbolic link (even to a folder).
    public func folder(_ name: String) -> FolderHandle? {
        guard Self.isPlainName(name) else { return nil }
        let descriptor = openat(self.descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        return descriptor < 0 ? nil : FolderHandle(descriptor: descriptor, path: path + "/" + name)
    }

    /// What `name` is in this folder (a link is ``EntryKind/link``, not followed; a name that is not plain is
    /// ``EntryKind/other``).
    public func kind(of name: String) -> EntryKind {
        guard Self.isPlainName(name) else { return .other }
        var status = stat()
        guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
            return errno == ENOENT ? .missing : .other
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        default: return .other
        }
    }

    /// Whether the entry `name` (not followed if a link) belongs to the user this process runs as.
    public func isOwnedByThisUser(_ name: String) -> Bool {
        guard Self.isPlainName(name) else { return false }
        var status = stat()
        return fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 && status.st_uid == geteuid()
    }

    /// Makes `name` of this folder appear as `name` in `other` too, by a hard link to the same file (a symbolic
    /// link is linked as the link itself, never followed): nothing is copied or moved, so a process stopped at
    /// any moment leaves the entry where it was.
    ///
    /// - Throws: ``FileError`` naming the entry when the link cannot be made (another file system, one without
    ///   hard links, a name already in `other`).
    public func link(_ name: String, into other: FolderHandle) throws(FileError) {
        guard Self.isPlainName(name) else {
            throw FileError(.write, path: path + "/" + name, errno: EINVAL, reason: "not a plain file name")
        }
        guard linkat(descriptor, name, other.descriptor, name, 0) == 0 else {
            let code = errno
            throw FileError(
                .write, path: path + "/" + name, errno: code,
                reason: "cannot link it into \(other.path): \(String(cString: strerror(code)))")
        }
    }

    /// Deletes the regular file `name` of this folder. Anything else by that name — a link, a folder, a FIFO —
    /// is left, and so is a name that is not plain; returns whether the file was deleted.
    ///
    /// - Throws: ``FileError`` naming the file when it is a regular file that cannot be deleted.
    @discardableResult
    public func removeFile(_ name: String) throws(FileError) -> Bool {
        guard kind(of: name) == .file else { return false }
        guard unlinkat(descriptor, name, 0) == 0 else {
            let code = errno
            if code == ENOENT { return false }
            throw FileError(
                .write, path: path + "/" + name, errno: code,
                reason: "cannot delete it: \(String(cString: strerror(code)))")
        }
        return true
    }

    /// Deletes the sub-folder `name` when it is empty (a link by that name is never followed nor deleted);
    /// returns whether it was deleted.
    @discardableResult
    public func removeEmptyFolder(_ name: String) -> Bool {
        guard kind(of: name) == .folder else { return false }
        return unlinkat(descriptor, name, AT_REMOVEDIR) == 0
    }

    /// Deletes `name` and, when it is a folder, everything in it, each entry through its own folder's
    /// descriptor: a link inside is deleted as a link, never followed. Returns whether `name` is gone.
    @discardableResult
    public func removeTree(_ name: String) -> Bool {
        switch kind(of: name) {
        case .missing: return true
        case .folder:
            if let inner = folder(name) {
                for entry in inner.entries() { inner.removeTree(entry) }
            }
            return unlinkat(descriptor, name, AT_REMOVEDIR) == 0
        case .file, .link, .other:
            // A name that is not plain is `other` and never reaches here as a path: `unlinkat` of it fails.
            guard Self.isPlainName(name) else { return false }
            return unlinkat(descriptor, name, 0) == 0
        }
    }

    /// The names in this folder (without `.` and `..`), unsorted; empty when it cannot be listed.
    public func entries() -> [String] {
        let listing = openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard listing >= 0, let stream = fdopendir(listing) else {
            if listing >= 0 { close(listing) }
            return []
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            // The name is read in place up to its NUL: a record may be shorter than `dirent`'s 256-byte
            // `d_name` (its `d_reclen`), so copying the whole field reads past the end of the last record.
            let name = withUnsafePointer(to: &entry.pointee.d_name) { field in
                field.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: field.pointee)) {
                    String(cString: $0)
                }
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// The whole contents of the regular file `name` of this folder (a link is refused), at most `limit` bytes.
    public func read(_ name: String, limit: Int) throws(FileError) -> [UInt8] {
        let filePath = path + "/" + name
        guard Self.isPlainName(name) else {
            throw FileError(.read, path: filePath, errno: EINVAL, reason: "not a plain file name")
        }
        let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else {
            let code = errno
            throw FileError(
                .read, path: filePath, errno: code, reason: "cannot open: " + String(cString: strerror(code)))
        }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw FileError(.read, path: filePath, errno: EINVAL, reason: "not a regular file")
        }
        return try RegularFile.read(descriptor: file, path: filePath, limit: limit)
    }

    /// A single path component other than `.` and `..`, without NUL.
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.utf8.contains(UInt8(ascii: "/"))
            && !name.utf8.contains(0)
    }
}

/// The system `open`, named apart because `FolderHandle.open` shadows it inside the type.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
