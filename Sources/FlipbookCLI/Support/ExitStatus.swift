import ArgumentParser
import Flipbook
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The tool's exit statuses and how an error maps to one.
enum ExitStatus {
    static let success: Int32 = 0
    /// A check ran and found differences.
    static let differencesFound: Int32 = 1
    /// Any error: bad input, a usage error, a failed write.
    static let error: Int32 = 2

    /// Prints what `error` means (help to stdout, anything else as one line on stderr where possible) and
    /// returns the status to exit with.
    static func handle(_ error: Error, command: (some ParsableCommand).Type) -> Int32 {
        switch error {
        case let found as DifferencesFound:
            printError(found.description)
            return differencesFound
        case let exitCode as ExitCode:
            switch exitCode {
            case .success: return success
            case ExitCode(differencesFound): return differencesFound
            default: return ExitStatus.error
            }
        default:
            break
        }
        if command.exitCode(for: error) == .success {
            // --help, --version and friends: ArgumentParser prints them to stdout.
            print(command.fullMessage(for: error))
            return success
        }
        // Only the message (not the usage and help lines ArgumentParser adds), on one line.
        // A library error names a setting by its field; the user typed a flag (SettingFlags).
        let message = command.message(for: error)
        printError(SettingFlags.flagged(message.isEmpty ? String(describing: error) : message))
        return ExitStatus.error
    }

    /// `message` as one line: lines joined with "; ", blank lines and surrounding spaces dropped.
    static func oneLine(_ message: String) -> String {
        message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: "; ")
    }

    /// Writes `message` as one line on stderr, after what was printed to stdout so far: stdout is buffered when
    /// it is not a terminal, so without the flush a listing and its closing error line, sent to one pipe or file
    /// (`flipbook prune 2>&1 | less`), would come out error first. Control characters left in a line (from an
    /// argument, a path or a file's text) are escaped per Unicode scalar (`\u{1b}`), as ``QuotedText`` does.
    static func printError(_ message: String) {
        fflush(nil)
        let text = QuotedText.oneLine(oneLine(message))
        let line = text.hasPrefix("Error: ") || text.hasPrefix("error: ") ? text : "Error: \(text)"
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
