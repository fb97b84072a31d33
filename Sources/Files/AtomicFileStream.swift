#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A file written front to back (with in-place patches) into a temporary sibling, then renamed over the
/// destination in one step, so a reader never sees a half-written file.
///
/// The temporary file lives in the destination's folder (a rename across file systems would not be atomic)
/// and is named `.<name>.<pid>.<counter>.tmp`. Dropping the stream without ``commit()`` deletes it. Every
/// failure is a ``FileError`` naming the destination.
public final class AtomicFileStream {
    /// Where the file appears on ``commit()``.
    public let destination: URL
    /// The hidden temporary file the bytes go to until then.
    public let temporaryPath: String
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    /// How many bytes have been written so far (the end of the file).
    public private(set) var offset: Int = 0
    private static let bufferLimit = 1 << 16
    private static let counter = Counter()

    /// Creates the temporary file beside `destination`.
    public init(destination: URL) throws(FileError) {
        self.destination = destination
        let folder = destination.deletingLastPathComponent().path
        let name = destination.lastPathComponent
        temporaryPath = folder + "/." + name + ".\(getpid()).\(Self.counter.next()).tmp"
        descriptor = -1
        // A FIFO, a device or a socket at the destination is never replaced (see ``AtomicFile``).
        try AtomicFile.refuseToReplaceSpecialFile(at: destination.path)
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if descriptor < 0 {
            throw Self.failure(destination.path, "cannot create a temporary file in \(folder)")
        }
        buffer.reserveCapacity(Self.bufferLimit)
    }

    deinit {
        if descriptor >= 0 {
            close(descriptor)
            unlink(temporaryPath)
        }
    }

    /// Appends `bytes` (buffered; flushed in blocks of 64 KiB).
    public func write(_ bytes: some Collection<UInt8>) throws(FileError) {
        buffer.append(contentsOf: bytes)
        offset += bytes.count
        if buffer.count >= Self.bufferLimit { try flush() }
    }

    /// Overwrites bytes already written at `position` (which must lie before the current end).
    public func patch(_ bytes: [UInt8], at position: Int) throws(FileError) {
        precondition(position >= 0 && position + bytes.count <= offset, "patch outside written range")
        try flush()
        let written = bytes.withUnsafeBytes { raw in pwrite(descriptor, raw.baseAddress, raw.count, off_t(position)) }
        if written != bytes.count {
            throw Self.failure(destination.path, "cannot patch the temporary file")
        }
    }

    /// Flushes, syncs and renames the temporary file over the destination.
    public func commit() throws(FileError) {
        try flush()
        if fsync(descriptor) != 0 {
            throw Self.failure(destination.path, "cannot sync the temporary file")
        }
        close(descriptor)
        descriptor = -1
        do {
            try AtomicFile.refuseToReplaceSpecialFile(at: destination.path)
        } catch {
            unlink(temporaryPath)
            throw error
        }
        if rename(temporaryPath, destination.path) != 0 {
            let error = Self.failure(destination.path, "cannot move the temporary file into place")
            unlink(temporaryPath)
            throw error
        }
    }

    private func flush() throws(FileError) {
        var start = 0
        while start < buffer.count {
            let n = buffer.withUnsafeBytes { raw in
                posixWrite(descriptor, raw.baseAddress! + start, raw.count - start)
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw Self.failure(destination.path, "cannot write")
            }
            start += n
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// A ``FileError`` for the current `errno`.
    private static func failure(_ path: String, _ what: String) -> FileError {
        let code = errno
        let reason =
            switch code {
            case ENOENT: "the directory does not exist"
            case ENOTDIR: "part of the path is not a directory"
            case EACCES, EPERM: "permission denied"
            case EROFS: "read-only file system"
            case ENOSPC: "disk full"
            default: String(cString: strerror(code))
            }
        return FileError(.write, path: path, errno: code, reason: "\(what): \(reason)")
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func next() -> Int { lock.lock(); defer { lock.unlock() }; value += 1; return value }
    }
}

@inline(__always)
private func posixWrite(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, pointer, count)
}
