/// Text made safe for HTML and XML — element content and quoted attribute values alike — used by `report.html`
/// and `junit.xml`.
///
/// The text is walked by Unicode scalar, not by `Character`: a grapheme cluster can hold a markup character
/// (`"\u{0600}<"` is one `Character`, and so is `"` followed by a combining mark), so comparing whole
/// characters with `<` or `"` would let them through raw. `&`, `<`, `>`, `"` and `'` become entities; control
/// characters other than tab, line feed and carriage return (NUL included), and the non-characters U+FFFE and
/// U+FFFF — which XML 1.0 forbids and HTML treats as parse errors — become U+FFFD.
public enum MarkupText {
    /// `text` escaped for HTML or XML content and attribute values.
    public static func escape(_ text: String) -> String {
        replacingScalars(of: text) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&#39;"
            case "\t", "\n", "\r": nil
            default:
                scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0xFFFE...0xFFFF).contains(scalar.value)
                    ? "\u{FFFD}" : nil
            }
        }
    }

    /// JSON text that can sit inside a `<script>` element: `<`, `>` and `&` (by scalar) become `\u003c`,
    /// `\u003e` and `\u0026`, which JSON reads back as the same characters, so no `</script>` or `<!--` can end
    /// or change the element.
    public static func scriptSafe(_ json: String) -> String {
        replacingScalars(of: json) { scalar in
            switch scalar {
            case "<": "\\u003c"
            case ">": "\\u003e"
            case "&": "\\u0026"
            case "\u{2028}": "\\u2028"
            case "\u{2029}": "\\u2029"
            default: nil
            }
        }
    }

    /// `text` walked by Unicode scalar, each scalar replaced by `replacement(scalar)` where that is not nil.
    private static func replacingScalars(of text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) {
                result += replaced
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
