/// A string read from a file that may be hostile (a manifest's `file`, a report's paths), quoted for a one-line
/// error message: in double quotes, with control characters, quotes and backslashes escaped (`\n`, `\u{0}`),
/// and cut after 120 characters, so that the message stays one line and shows what was there.
package enum QuotedText {
    static let maximumLength = 120

    static func quoted(_ text: String) -> String {
        var out = "\""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == maximumLength {
                out += "…"
                break
            }
            count += 1
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out += escaped(scalar)
            }
        }
        return out + "\""
    }

    /// `text` with its control characters escaped as ``quoted(_:)`` escapes them (quotes and length as they
    /// are): a message built from text read from a file, kept on one line.
    package static func oneLine(_ text: String) -> String {
        text.unicodeScalars.reduce(into: "") { $0 += escaped($1) }
    }

    /// A line feed, carriage return or tab as `\n`, `\r`, `\t`, another control character or line separator
    /// as `\u{…}`, anything else as it is.
    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar == "\u{2028}" || scalar == "\u{2029}"
            {
                return "\\u{\(String(scalar.value, radix: 16))}"
            }
            return String(scalar)
        }
    }
}
