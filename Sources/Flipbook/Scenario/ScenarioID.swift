/// A scenario's name: it names the scenario's output folder and fixture folder (`output/frames/<id>/`), so it
/// is restricted to lowercase ASCII letters, digits and single dashes between them (`drop-from-top-push`).
/// A scenario played in a ``Variant`` has the scenario's id and the variant's name joined by `+`
/// (`drop-from-top-push+dark+rtl`); ``base`` and ``variantName`` take it apart.
///
/// A literal is checked when it is created (a bad literal is a programming error and stops the program);
/// text from outside (the command line, files) goes through ``init(validating:)``, which throws.
public struct ScenarioID: Sendable, Hashable, Comparable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    public let rawValue: String

    /// Up to 64 characters: lowercase letters, digits and dashes; starting with a letter or digit, not ending
    /// with a dash, without two dashes in a row. A variant's id adds `+` and names of the same form (at most
    /// ``maximumLength`` characters in all).
    public init(validating text: String) throws(ScenarioError) {
        if let problem = ScenarioID.problem(with: text) { throw ScenarioError.invalidID(text, problem) }
        rawValue = text
    }

    public init(stringLiteral value: String) {
        if let problem = ScenarioID.problem(with: value) {
            preconditionFailure("invalid scenario id \"\(value)\": \(problem)")
        }
        rawValue = value
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        try self.init(validating: text)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }

    /// The longest id with its variant's name.
    public static let maximumLength = 160

    /// The id of the scenario itself: the part before the first `+`.
    public var base: ScenarioID {
        guard let plus = rawValue.firstIndex(of: "+") else { return self }
        return ScenarioID(checked: String(rawValue[..<plus]))
    }

    /// The variant's name (`dark+rtl`), or nil for a scenario's own id.
    public var variantName: String? {
        rawValue.firstIndex(of: "+").map { String(rawValue[rawValue.index(after: $0)...]) }
    }

    /// The id of this scenario played in `variant` (the id itself for ``Variant/default``).
    public func playing(_ variant: Variant) -> ScenarioID {
        variant.isDefault ? self : ScenarioID(checked: rawValue + "+" + variant.name)
    }

    private init(checked rawValue: String) { self.rawValue = rawValue }

    public static func < (lhs: ScenarioID, rhs: ScenarioID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Whether `text` is a valid id (a folder name the fixture store and the output folder may put back).
    static func isValid(_ text: String) -> Bool { problem(with: text) == nil }

    /// Why `text` is not a valid id, or nil when it is.
    static func problem(with text: String) -> String? {
        let parts = text.split(separator: "+", omittingEmptySubsequences: false)
        if parts.count > 1 {
            if text.utf8.count > maximumLength { return "it is longer than \(maximumLength) characters" }
            for part in parts {
                if let problem = problem(withPart: String(part)) {
                    return "\(QuotedText.quoted(String(part))): \(problem)"
                }
            }
            return nil
        }
        return problem(withPart: text)
    }

    private static func problem(withPart text: String) -> String? {
        if text.isEmpty { return "it is empty" }
        if text.utf8.count > 64 { return "it is longer than 64 characters" }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "a"..."z", "0"..."9", "-": continue
            default: return "'\(scalar)' is not allowed (use lowercase letters, digits and dashes; + joins a variant)"
            }
        }
        if text.hasPrefix("-") { return "it starts with a dash" }
        if text.hasSuffix("-") { return "it ends with a dash" }
        if text.contains("--") { return "it has two dashes in a row" }
        return nil
    }
}
