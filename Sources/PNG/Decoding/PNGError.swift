import Files

/// Why a PNG could not be read, encoded or written. The description names the file and the reason in one line,
/// e.g. `frames/a.png: IDAT: CRC error`.
public struct PNGError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure it was, for callers that react differently to each.
    public enum Kind: Sendable, Hashable {
        /// The file could not be opened or read (`errno` says why).
        case unreadable(errno: Int32)
        /// The data is not a valid PNG; the reason is libpng's own text where it has one.
        case corrupt
        /// The header declares more pixels than the decoder's pixel budget allows.
        case tooLarge
        /// Memory ran out, or decoding would have passed the decoder's working-memory cap.
        case outOfMemory
        /// The file could not be written (`errno` says why); nothing was left behind.
        case unwritable(errno: Int32)
        /// The image cannot be encoded (for example it has no pixels).
        case cannotEncode
    }

    /// What kind of failure it was.
    public var kind: Kind
    /// The file's path, or a description of in-memory data.
    public var file: String
    /// What went wrong, in one line (libpng's own text where it has one).
    public var reason: String

    /// An error of `kind` about `file` for `reason`.
    public init(kind: Kind, file: String, reason: String) {
        self.kind = kind
        self.file = file
        self.reason = reason
    }

    public var description: String { "\(file): \(reason)" }
}

extension PNGError {
    /// A file problem as a PNG error: the same path, system error number and reason (so the same one line).
    init(_ problem: FileError) {
        let kind: Kind =
            switch problem.operation {
            case .read: .unreadable(errno: problem.errno)
            case .write: .unwritable(errno: problem.errno)
            }
        self.init(kind: kind, file: problem.path, reason: problem.reason)
    }
}
