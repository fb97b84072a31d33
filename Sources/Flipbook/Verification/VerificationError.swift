import Files

/// Why a check or a recording could not run or finish. Each case names the file, folder or value at fault.
public enum VerificationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An option or environment value that makes no sense.
    case invalidSetting(String)
    /// A fixture that exists but cannot be used: its folder and why.
    case unreadableFixture(String, String)
    /// A fixture whose contents are damaged (its manifest missing, truncated or inconsistent, a frame missing
    /// or not a PNG): the path and why. Record modes that rewrite differing fixtures replace it.
    case damagedFixture(String, String)
    /// A folder or file that cannot be written: the path and why.
    case unwritable(String, String)
    /// A report that cannot be read (`flipbook merge-reports`): the path and why.
    case unreadableReport(String, String)

    public var description: String {
        switch self {
        case .invalidSetting(let problem): problem
        case .unreadableFixture(let path, let reason), .damagedFixture(let path, let reason):
            "fixture \(path): \(reason)"
        case .unwritable(let path, let reason): "cannot write to \(path): \(reason)"
        case .unreadableReport(let path, let reason): "report \(path): \(reason)"
        }
    }

    /// ``unwritable(_:_:)`` for `path` because of `error`: a ``FileError``'s reason alone (its description names the
    /// path again: "cannot write to P: P: cannot write: disk full"), else the error's description.
    static func unwritable(_ path: String, because error: any Error) -> VerificationError {
        if let error = error as? VerificationError { return error }
        if let error = error as? FileError { return .unwritable(path, error.reason) }
        return .unwritable(path, "\(error)")
    }
}
