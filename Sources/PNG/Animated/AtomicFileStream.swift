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
/// and is named `.<name>.<pid>.<counter>.tmp`. Dropping the stream without ``commit()`` deletes it.
final class AtomicFileStream {
    let destination: URL
    let temporaryPath: String
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    private(set) var offset: Int = 0
    private static let bufferLimit = 1 << 16
    private static let counter = Counter()

    init(destination: URL) throws(PNGError) {
        self.destination = destination
        let folder = destination.deletingLastPathComponent().path
        let name = destination.lastPathComponent
        temporaryPath = folder + "/." + name + ".\(getpid()).\(Self.counter.next()).tmp"
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

    func write(_ bytes: some Collection<UInt8>) throws(PNGError) {
        buffer.append(contentsOf: bytes)
        offset += bytes.count
        if buffer.count >= Self.bufferLimit { try flush() }
    }

    /// Overwrites bytes already written at `position` (which must lie before the current end).
    func patch(_ bytes: [UInt8], at position: Int) throws(PNGError) {
        precondition(position >= 0 && position + bytes.count <= offset, "patch outside written range")
        try flush()
        let written = bytes.withUnsafeBytes { raw in pwrite(descriptor, raw.baseAddress, raw.count, off_t(position)) }
        if written != bytes.count {
            throw Self.failure(destination.path, "cannot patch the temporary file")
        }
    }

    /// Flushes, syncs and renames the temporary file over the destination.
    func commit() throws(PNGError) {
        try flush()
        if fsync(descriptor) != 0 {
            throw Self.failure(destination.path, "cannot sync the temporary file")
        }
        close(descriptor)
        descriptor = -1
        if rename(temporaryPath, destination.path) != 0 {
            let error = Self.failure(destination.path, "cannot move the temporary file into place")
            unlink(temporaryPath)
            throw error
        }
    }

    private func flush() throws(PNGError) {
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

    /// A `PNGError` for the current `errno`.
    private static func failure(_ path: String, _ what: String) -> PNGError {
        let code = errno
        let reason = switch code {
        case ENOENT: "the directory does not exist"
        case ENOTDIR: "part of the path is not a directory"
        case EACCES, EPERM: "permission denied"
        case EROFS: "read-only file system"
        case ENOSPC: "disk full"
        default: String(cString: strerror(code))
        }
        return PNGError(kind: .unwritable(errno: code), file: path, reason: "\(what): \(reason)")
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
