import Foundation

/// Why docs imagery (filmstrips, animated PNGs and GIFs of scenarios) could not be made.
public enum DocsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A filmstrip's frames or style are not usable; says which value.
    case invalidFilmstrip(String)
    /// A docs setting (frame count, times, scale, columns) is out of range; names the option and the value.
    case invalidSetting(String)
    /// A file could not be written; names it and says why.
    case unwritable(String, String)

    public var description: String {
        switch self {
        case .invalidFilmstrip(let message): return "filmstrip: \(message)"
        case .invalidSetting(let message): return message
        case .unwritable(let path, let reason): return "cannot write \(path): \(reason)"
        }
    }
}
