/// A string read from a file that may be hostile (a manifest's `file`, a report's paths), quoted for a one-line
/// error message: in double quotes, with control characters, quotes and backslashes escaped (`\n`, `\u{0}`),
/// and cut after 120 characters, so that the message stays one line and shows what was there.
enum QuotedText {
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
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                    || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
