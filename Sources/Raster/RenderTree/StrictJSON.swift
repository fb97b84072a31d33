/// A pass over JSON text before it is decoded, refusing what a decoder would accept silently or spend
/// unbounded memory on: a key given twice in one object (a decoder keeps one of them without a word), nesting
/// deeper than a limit (decoders give a generic error or exhaust the stack), and — for formats with a
/// recursive list such as a scene's `subviews` — more list elements, or deeper lists, than a limit.
///
/// It reads the bytes once, with its own stack (no recursion), and allocates only the keys of the objects
/// open at that moment. It checks structure, not every detail of the syntax: the decoder that runs next does
/// that. Errors name the JSON path (`root.subviews[2]`, `$` for the document) as ``SceneFormatError`` does.
public enum StrictJSON {
    /// What the pass allows.
    public struct Limits: Sendable, Hashable {
        /// The deepest nesting of arrays and objects.
        public var maxDepth: Int
        /// The key of a recursive list whose elements are counted (`subviews`), or nil.
        public var listKey: String?
        /// The most elements all lists under ``listKey`` may hold together.
        public var maxListElements: Int
        /// The deepest nesting of lists under ``listKey``.
        public var maxListNesting: Int
        /// Names an element of the list in messages (`views`).
        public var listElementName: String
        /// Whether a number written as an integer (no fraction, no exponent) must fit in 64 bits: for formats whose
        /// integers are Swift `Int`s (a decoder refuses a larger one with a bare "not valid JSON") and whose real
        /// numbers are written with a fraction or an exponent. Off by default.
        public var integersFitInt64 = false

        /// Limits with the given values: by default nesting up to 500 deep, no recursive list counted, and integers
        /// of any size.
        public init(
            maxDepth: Int = 500, listKey: String? = nil, maxListElements: Int = .max,
            maxListNesting: Int = .max, listElementName: String = "elements", integersFitInt64: Bool = false
        ) {
            self.integersFitInt64 = integersFitInt64
            self.maxDepth = maxDepth
            self.listKey = listKey
            self.maxListElements = maxListElements
            self.maxListNesting = maxListNesting
            self.listElementName = listElementName
        }
    }

    /// Checks `bytes` (UTF-8 JSON); throws a ``SceneFormatError`` naming the path and the problem.
    public static func check(_ bytes: [UInt8], limits: Limits = Limits()) throws(SceneFormatError) {
        if let problem = encodingProblem(bytes) { throw SceneFormatError(path: "$", message: problem) }
        var scanner = Scanner(bytes: bytes, limits: limits)
        try scanner.run()
    }

    /// `byte` as two upper-case hexadecimal digits.
    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return byte < 16 ? "0" + digits : digits
    }

    /// Why `bytes` are not UTF-8 JSON text, or nil: a byte order mark (decoders refuse it with "text after the end
    /// of the document" or "not valid JSON"), UTF-16 or UTF-32, or the first byte that is not UTF-8.
    static func encodingProblem(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return "invalid JSON: the text starts with a UTF-8 byte order mark (EF BB BF); save it as UTF-8 without one"
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
            || (bytes.count >= 2 && (bytes[0] == 0 || bytes[1] == 0))
        {
            return "invalid JSON: the text is UTF-16 or UTF-32 (it starts with bytes "
                + bytes.prefix(4).map(hex).joined(separator: " ")
                + "); save it as UTF-8"
        }
        var offset = 0
        var iterator = bytes.makeIterator()
        var decoder = Unicode.UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += Unicode.UTF8.width(scalar)
            case .emptyInput: return nil
            case .error:
                let byte = offset < bytes.count ? hex(bytes[offset]) : "?"
                return "invalid JSON: byte \(offset) (\(byte)) is not UTF-8; JSON text is UTF-8"
            }
        }
    }

    private struct Frame {
        var isObject: Bool
        var keys: Set<String> = []
        var key: String?
        var index = -1
        /// An array held under the list key.
        var isList = false
        /// Lists under the list key open at and above this frame.
        var listNesting: Int
    }

    private struct Scanner {
        let bytes: [UInt8]
        let limits: Limits
        var position = 0
        var stack: [Frame] = []
        var listElements = 0

        init(bytes: [UInt8], limits: Limits) {
            self.bytes = bytes
            self.limits = limits
        }

        var path: String {
            var out = ""
            for frame in stack {
                if frame.isObject {
                    if let key = frame.key { out += out.isEmpty ? key : "." + key }
                } else if frame.index >= 0 {
                    out += "[\(frame.index)]"
                }
            }
            return out.isEmpty ? "$" : out
        }

        func fail(_ message: String) -> SceneFormatError { SceneFormatError(path: path, message: message) }

        mutating func skipWhitespace() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }

        mutating func run() throws(SceneFormatError) {
            // Expecting: a value (true), or what follows a value (false).
            var expectingValue = true
            while true {
                skipWhitespace()
                if expectingValue {
                    guard position < bytes.count else {
                        throw fail("invalid JSON: the text ends where a value should be")
                    }
                    expectingValue = try beginValue()
                    continue
                }
                guard let top = stack.last else {
                    guard position == bytes.count else {
                        throw fail("invalid JSON: text after the end of the document")
                    }
                    return
                }
                guard position < bytes.count else {
                    throw fail("invalid JSON: the text ends inside an \(top.isObject ? "object" : "array")")
                }
                let byte = bytes[position]
                position += 1
                switch byte {
                case UInt8(ascii: ","):
                    if top.isObject {
                        try readKey()
                    } else {
                        stack[stack.count - 1].index += 1
                    }
                    expectingValue = true
                case UInt8(ascii: "}") where top.isObject, UInt8(ascii: "]") where !top.isObject:
                    stack.removeLast()
                default:
                    throw fail("invalid JSON: unexpected character at byte \(position - 1)")
                }
            }
        }

        /// Reads the start of a value: a container is pushed (returns true when its first value follows),
        /// a scalar skipped (returns false).
        mutating func beginValue() throws(SceneFormatError) -> Bool {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard stack.count < limits.maxDepth else {
                    throw fail("JSON nested deeper than \(limits.maxDepth) levels")
                }
                let parent = stack.last
                let inList = parent.map { !$0.isObject && $0.isList } ?? false
                let isObject = byte == UInt8(ascii: "{")
                if inList && isObject {
                    listElements += 1
                    guard listElements <= limits.maxListElements else {
                        throw fail("more than \(limits.maxListElements) \(limits.listElementName) (the limit)")
                    }
                }
                let isList =
                    !isObject && limits.listKey != nil && parent?.isObject == true
                    && parent?.key == limits.listKey
                let nesting = (parent?.listNesting ?? 0) + (isList ? 1 : 0)
                if isList && nesting > limits.maxListNesting {
                    throw fail("\(limits.listElementName) nested deeper than \(limits.maxListNesting) levels")
                }
                position += 1
                stack.append(Frame(isObject: isObject, isList: isList, listNesting: nesting))
                skipWhitespace()
                if position < bytes.count, bytes[position] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    position += 1
                    stack.removeLast()
                    return false
                }
                if isObject { try readKey() } else { stack[stack.count - 1].index = 0 }
                return true
            case UInt8(ascii: "\""):
                _ = try readString(keeping: false)
                return false
            default:
                // A number, true, false or null: up to the next structural character.
                let start = position
                let ends: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D]
                while position < bytes.count, !ends.contains(bytes[position]) {
                    position += 1
                }
                guard position > start else { throw fail("invalid JSON: unexpected character at byte \(start)") }
                // Decoders refuse NaN, Infinity and numbers beyond a Double's range with a bare "not valid JSON":
                // named here, with the field and the value.
                let token = String(decoding: bytes[start..<position].prefix(40), as: UTF8.self)
                let shown = position - start > 40 ? token + "…" : token
                switch token {
                case "true", "false", "null": return false
                default:
                    guard Self.isNumberSyntax(bytes[start..<position]) else {
                        throw fail(
                            "invalid JSON: \(Self.quoted(shown)) is not a JSON value (a number, true, false or null)")
                    }
                    let text = String(decoding: bytes[start..<position], as: UTF8.self)
                    if limits.integersFitInt64, !text.contains(where: { ".eE".contains($0) }), Int64(text) == nil {
                        throw fail("\(shown) is out of range (an integer here is at most ±9223372036854775807)")
                    }
                    guard Double(text)?.isFinite == true else {
                        throw fail("\(shown) is out of range (beyond ±1.8e308, the largest finite number)")
                    }
                    return false
                }
            }
        }

        /// Whether `token` is a JSON number: `-`? digits (no leading zero) (`.` digits)? (`e` sign? digits)?.
        static func isNumberSyntax(_ token: ArraySlice<UInt8>) -> Bool {
            var index = token.startIndex
            func digits() -> Int {
                let start = index
                while index < token.endIndex, (0x30...0x39).contains(token[index]) { index += 1 }
                return index - start
            }
            if index < token.endIndex, token[index] == UInt8(ascii: "-") { index += 1 }
            let first = index
            let whole = digits()
            guard whole > 0, whole == 1 || token[first] != UInt8(ascii: "0") else { return false }
            if index < token.endIndex, token[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { return false }
            }
            if index < token.endIndex, token[index] == UInt8(ascii: "e") || token[index] == UInt8(ascii: "E") {
                index += 1
                if index < token.endIndex, token[index] == UInt8(ascii: "+") || token[index] == UInt8(ascii: "-") {
                    index += 1
                }
                guard digits() > 0 else { return false }
            }
            return index == token.endIndex
        }

        /// `token` in double quotes, its control characters escaped, for a message on one line.
        static func quoted(_ token: String) -> String {
            var out = "\""
            for scalar in token.unicodeScalars {
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\"" || scalar == "\\" {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }

        /// Reads `"key" :` in the current object, refusing a key it already has.
        mutating func readKey() throws(SceneFormatError) {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw fail("invalid JSON: expected a key in quotes at byte \(position)")
            }
            let key = try readString(keeping: true)
            let index = stack.count - 1
            if stack[index].keys.contains(key) {
                stack[index].key = key
                throw fail("duplicate key \"\(key)\" (each key may appear once in an object)")
            }
            stack[index].keys.insert(key)
            stack[index].key = key
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                throw fail("invalid JSON: expected ':' after key \"\(key)\"")
            }
            position += 1
        }

        /// Reads a string starting at its opening quote; returns its text when `keeping` (escapes decoded).
        mutating func readString(keeping: Bool) throws(SceneFormatError) -> String {
            position += 1
            var scalars = String.UnicodeScalarView()
            var raw: [UInt8] = []
            func flush() {
                if !raw.isEmpty {
                    scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                    raw.removeAll(keepingCapacity: true)
                }
            }
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                switch byte {
                case UInt8(ascii: "\""):
                    if keeping { flush() }
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    guard position < bytes.count else { break }
                    let escape = bytes[position]
                    position += 1
                    guard keeping else {
                        if escape == UInt8(ascii: "u") { position += 4 }
                        continue
                    }
                    flush()
                    switch escape {
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "b"): scalars.append("\u{8}")
                    case UInt8(ascii: "f"): scalars.append("\u{C}")
                    case UInt8(ascii: "u"):
                        var unit = try hex4()
                        if (0xD800..<0xDC00).contains(unit), position + 1 < bytes.count,
                            bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
                        {
                            position += 2
                            let low = try hex4()
                            if (0xDC00..<0xE000).contains(low) {
                                unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                            }
                        }
                        scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
                    default: scalars.append(Unicode.Scalar(escape))
                    }
                default:
                    if keeping { raw.append(byte) }
                }
            }
            throw fail("invalid JSON: a string is not closed")
        }

        mutating func hex4() throws(SceneFormatError) -> UInt32 {
            guard position + 4 <= bytes.count,
                let value = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
            else {
                throw fail("invalid JSON: a \\u escape needs four hex digits")
            }
            position += 4
            return value
        }
    }
}
