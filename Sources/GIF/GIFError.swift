/// Why a GIF could not be written. The description names the file and the reason.
public struct GIFError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path of the GIF being written.
    public var file: String
    /// What went wrong, in one line (such as `append after finish`).
    public var reason: String

    /// An error about `file` for `reason`.
    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    public var description: String { "\(file): \(reason)" }
}
