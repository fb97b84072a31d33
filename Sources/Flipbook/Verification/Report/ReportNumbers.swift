import Foundation

/// Numbers as reports print them: no trailing zeros, no exponent.
enum ReportNumbers {
    /// `60`, `0.1`, `29.97`, `0.0123`.
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `3, 5, 7` (at most 10 listed, then `… (N in all)`).
    static func list(_ values: [Int]) -> String {
        let shown = values.prefix(10).map(String.init).joined(separator: ", ")
        return values.count > 10 ? shown + ", … (\(values.count) in all)" : shown
    }
}
