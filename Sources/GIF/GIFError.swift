/// Why a GIF could not be written. The description names the file and the reason.
public struct GIFError: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var reason: String

    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    public var description: String { "\(file): \(reason)" }
}
