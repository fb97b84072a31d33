/// Thrown by a command whose check ran to completion and found differences; the tool exits with status 1.
///
/// Errors that stop a check from running (unreadable files, bad options) are ordinary errors: status 2.
struct DifferencesFound: Error, CustomStringConvertible {
    /// One line saying what differed, printed to stderr.
    var summary: String

    init(_ summary: String) {
        self.summary = summary
    }

    var description: String { summary }
}
