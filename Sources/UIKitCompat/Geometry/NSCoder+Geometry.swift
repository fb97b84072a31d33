import Foundation

/// UIKit's geometry strings on `NSCoder` (`NSCoder.cgPoint(for: "{1, 2}")`, `NSCoder.string(for: point)`): the
/// `{x, y}`, `{w, h}` and `{{x, y}, {w, h}}` forms of `NSStringFromCGPoint` and friends. A string without enough
/// numbers reads as zero, as UIKit reads it.
extension NSCoder {
    /// The point in a string of the form `{x, y}`.
    public static func cgPoint(for string: String) -> CGPoint {
        let n = numbers(in: string, count: 2)
        return n.map { CGPoint(x: $0[0], y: $0[1]) } ?? .zero
    }

    /// The size in a string of the form `{w, h}`.
    public static func cgSize(for string: String) -> CGSize {
        let n = numbers(in: string, count: 2)
        return n.map { CGSize(width: $0[0], height: $0[1]) } ?? .zero
    }

    /// The rectangle in a string of the form `{{x, y}, {w, h}}`.
    public static func cgRect(for string: String) -> CGRect {
        let n = numbers(in: string, count: 4)
        return n.map { CGRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) } ?? .zero
    }

    /// The vector in a string of the form `{dx, dy}`.
    public static func cgVector(for string: String) -> CGVector {
        let n = numbers(in: string, count: 2)
        return n.map { CGVector(dx: $0[0], dy: $0[1]) } ?? CGVector(dx: 0, dy: 0)
    }

    /// The insets in a string of the form `{top, left, bottom, right}`.
    public static func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        let n = numbers(in: string, count: 4)
        return n.map { UIEdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]) } ?? UIEdgeInsets()
    }

    /// `{x, y}`.
    public static func string(for point: CGPoint) -> String { "{\(text(point.x)), \(text(point.y))}" }
    /// `{w, h}`.
    public static func string(for size: CGSize) -> String { "{\(text(size.width)), \(text(size.height))}" }
    /// `{{x, y}, {w, h}}`.
    public static func string(for rect: CGRect) -> String {
        "{\(string(for: rect.origin)), \(string(for: rect.size))}"
    }
    /// `{dx, dy}`.
    public static func string(for vector: CGVector) -> String { "{\(text(vector.dx)), \(text(vector.dy))}" }
    /// `{top, left, bottom, right}`.
    public static func string(for insets: UIEdgeInsets) -> String {
        "{\(text(insets.top)), \(text(insets.left)), \(text(insets.bottom)), \(text(insets.right))}"
    }

    /// The first `count` numbers of `string` (nil when it has fewer).
    private static func numbers(in string: String, count: Int) -> [CGFloat]? {
        var found: [CGFloat] = []
        var token = ""
        func flush() {
            if let value = Double(token) { found.append(CGFloat(value)) }
            token = ""
        }
        for character in string {
            if character.isNumber || "+-.eE".contains(character) { token.append(character) } else { flush() }
        }
        flush()
        return found.count >= count ? Array(found.prefix(count)) : nil
    }

    /// A number as UIKit writes it (`%.17g`: 1 as "1", 0.5 as "0.5").
    private static func text(_ value: CGFloat) -> String { String(format: "%.17g", Double(value)) }
}
