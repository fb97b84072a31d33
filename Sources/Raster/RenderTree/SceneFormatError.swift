import Foundation

/// A scene file that does not describe a valid ``RenderTree``, with the JSON path of the offending value.
public struct SceneFormatError: Error, CustomStringConvertible, Equatable {
    /// Where the problem is, for example `root.subviews[2].cornerRadius` (`$` for the document itself).
    public var path: String
    /// What is wrong, quoting the value found.
    public var message: String

    /// The longest ``path`` kept whole: a longer one (JSON nested 500 deep is 1 500 characters of `[0]`, a key
    /// may be a megabyte) keeps its first and last ``pathEndLength`` characters around ` … `, so the message stays
    /// a readable line.
    public static let pathLengthLimit = 200
    /// How many characters of each end a shortened ``path`` keeps.
    public static let pathEndLength = 80

    /// An error at the JSON path `path` (shortened when longer than ``pathLengthLimit``) saying `message`.
    public init(path: String, message: String) {
        let characters = Array(path)
        self.path =
            characters.count > Self.pathLengthLimit
            ? String(characters.prefix(Self.pathEndLength)) + " … " + String(characters.suffix(Self.pathEndLength))
            : path
        self.message = message
    }

    /// `path: message` on one line: control characters in keys or values quoted from the file (a key may hold
    /// an escaped line feed) are shown as escapes (`\n`, `\u{0}`), so an error message stays one line.
    public var description: String {
        var out = ""
        for scalar in "\(path): \(message)".unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                    || scalar == "\u{2028}" || scalar == "\u{2029}"
                {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    static func path(_ codingPath: [any CodingKey]) -> String {
        var out = ""
        for key in codingPath {
            if let i = key.intValue {
                out += "[\(i)]"
            } else {
                out += out.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return out.isEmpty ? "$" : out
    }

    init(_ codingPath: [any CodingKey], _ message: String) {
        self.init(path: SceneFormatError.path(codingPath), message: message)
    }
}

/// Any JSON value, decoded to quote it in error messages.
enum JSONValue: Decodable, CustomStringConvertible {
    case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() {
            self = .null
        } else if let b = try? c.decode(Bool.self) {
            self = .bool(b)
        } else if let n = try? c.decode(Double.self) {
            self = .number(n)
        } else if let s = try? c.decode(String.self) {
            self = .string(s)
        } else if let a = try? c.decode([JSONValue].self) {
            self = .array(a)
        } else {
            self = .object(try c.decode([String: JSONValue].self))
        }
    }

    var description: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return String(b)
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case .string(let s): return "\"\(s.count > 60 ? String(s.prefix(60)) + "…" : s)\""
        case .array(let a):
            return a.count > 6
                ? "[\(a.prefix(6).map(\.description).joined(separator: ", ")), …]"
                : "[\(a.map(\.description).joined(separator: ", "))]"
        case .object(let o):
            return "{\(o.keys.sorted().prefix(6).joined(separator: ", "))\(o.count > 6 ? ", …" : "")}"
        }
    }
}

/// A coding key for any string (to list unknown keys).
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ s: String) { stringValue = s }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// Strict reading helpers: every failure names the path and quotes the value.
extension KeyedDecodingContainer {
    /// Fails on keys outside `known`, naming the first of them by name (the same one every run: a container's
    /// keys come in a dictionary's order, which changes with each process's hash seed).
    func rejectUnknownKeys(_ known: Set<String>, at decoder: any Decoder) throws {
        let all = try decoder.container(keyedBy: AnyKey.self)
        let keys = all.allKeys.sorted { $0.stringValue < $1.stringValue }
        for key in keys where !known.contains(key.stringValue) {
            let list = known.sorted().joined(separator: ", ")
            throw SceneFormatError(
                decoder.codingPath + [key], "unknown key \"\(key.stringValue)\" (known keys: \(list))")
        }
    }

    /// The value found at `key`, described for an error message.
    func quoted(_ key: Key) -> String {
        (try? decode(JSONValue.self, forKey: key))?.description ?? "an unreadable value"
    }

    func strict<T: Decodable>(_ type: T.Type, _ key: Key, expected: String) throws -> T? {
        guard contains(key) else { return nil }
        do {
            return try decode(T.self, forKey: key)
        } catch let error as SceneFormatError {
            throw error
        } catch {
            throw SceneFormatError(codingPath + [key], "expected \(expected), found \(quoted(key))")
        }
    }

    /// A finite number, optionally bounded.
    func number(_ key: Key, in range: ClosedRange<Double> = -1e7...1e7, what: String = "a number") throws -> CGFloat? {
        guard let v = try strict(Double.self, key, expected: what) else { return nil }
        guard v.isFinite, range.contains(v) else {
            throw SceneFormatError(
                codingPath + [key],
                "expected \(what) in \(range.lowerBound)…\(range.upperBound), found "
                    + "\(quoted(key))")
        }
        return CGFloat(v)
    }
}
