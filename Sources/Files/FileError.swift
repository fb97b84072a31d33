/// Why a file could not be read or written: the path, the system's error number and the reason in words, in
/// one line (`frames/frame-0001.png: cannot write: disk full`). Nothing was left behind.
///
/// One shape for every file operation of ``RegularFile``, ``AtomicFile``, ``AtomicFileStream`` and
/// ``FolderSwap``, so that callers map a file problem to their own error in one way.
public struct FileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was being done when the problem arose.
    public enum Operation: Sendable, Hashable {
        /// Opening or reading a file.
        case read
        /// Writing a file or moving a folder into place.
        case write
    }

    /// What was being done.
    public var operation: Operation
    /// The file or folder at fault.
    public var path: String
    /// The system's error number (`errno`), for callers that sort problems by kind.
    public var errno: Int32
    /// Why, in words, without the path.
    public var reason: String

    /// A problem of `operation` with `path`: `errno` and the reason in words.
    public init(_ operation: Operation, path: String, errno: Int32, reason: String) {
        self.operation = operation
        self.path = path
        self.errno = errno
        self.reason = reason
    }

    /// `<path>: <reason>` for a read (its reasons say `cannot open`, `not a regular file`, …) and
    /// `<path>: cannot write: <reason>` for a write.
    public var description: String {
        switch operation {
        case .read: "\(path): \(reason)"
        case .write: "\(path): cannot write: \(reason)"
        }
    }
}
