import Foundation

/// A parsed visual format string (Apple's "Visual Format Language", Auto Layout Guide, "Visual Format Syntax"):
///
///     format      ::= (orientation ':')? (superview connection)? view (connection view)* (connection superview)?
///     orientation ::= 'H' | 'V'
///     superview   ::= '|'
///     view        ::= '[' viewName ('(' predicate (',' predicate)* ')')? ']'
///     connection  ::= e | '-' predicateList '-' | '-'
///     predicateList ::= simplePredicate | '(' predicate (',' predicate)* ')'
///     simplePredicate ::= metricName | positiveNumber
///     predicate   ::= ('==' | '<=' | '>=')? (constant | viewName) ('@' priority)?
///     constant, priority ::= metricName | number
///
/// Names are C identifiers; view names are looked up in the views dictionary, metric names in the metrics
/// dictionary, as the parser meets them. Spaces between tokens are skipped
/// (``UIKitChoices/visualFormatRules``).
struct VisualFormat {
    /// A relation to a constant or (in a view's own predicates only) to another view's size.
    struct Predicate {
        enum Object {
            case constant(CGFloat)
            case view(UIView)
        }
        var relation: NSLayoutConstraint.Relation
        var object: Object
        var priority: UILayoutPriority
    }

    /// What lies between two neighbours (views or the superview).
    enum Connection {
        /// No dash: the edges touch.
        case flush
        /// A lone dash: the standard spacing.
        case standard
        /// `-…-`: one constraint per predicate.
        case predicates([Predicate])
    }

    /// A bracketed view and the predicates on its size.
    struct Element {
        var view: UIView
        var predicates: [Predicate]
    }

    var isVertical: Bool
    /// The connection from the leading (top) superview bar to the first view, when the format has that bar.
    var leadingBar: Connection?
    var elements: [Element]
    /// `connections[i]` lies between `elements[i]` and `elements[i + 1]`.
    var connections: [Connection]
    /// The connection from the last view to the trailing (bottom) superview bar, when the format has that bar.
    var trailingBar: Connection?

    /// An empty format, filled in by the parser.
    fileprivate init() {
        isVertical = false
        elements = []
        connections = []
    }

    /// A malformed format: what was expected or wrong, and where (in characters from the start).
    struct ParseError: Error, CustomStringConvertible {
        var reason: String
        var offset: Int
        var format: String

        /// One line: UIKit's "Unable to parse constraint format" with the reason, the format and a caret
        /// position.
        var description: String {
            "Unable to parse constraint format: \(reason) (at character \(offset) of \(quoted(format)))"
        }

        private func quoted(_ text: String) -> String {
            var out = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }
    }

    /// Parses `format`, resolving names through `views` and `metrics`.
    @MainActor
    init(parsing format: String, metrics: [String: Any], views: [String: Any]) throws(ParseError) {
        var parser = Parser(format: format, metrics: metrics, views: views)
        self = try parser.parse()
    }
}

/// The recursive-descent parser behind ``VisualFormat``.
@MainActor
private struct Parser {
    let format: String
    let characters: [Character]
    let metrics: [String: Any]
    let views: [String: Any]
    var position = 0

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        self.format = format
        characters = Array(format)
        self.metrics = metrics
        self.views = views
    }

    mutating func parse() throws(VisualFormat.ParseError) -> VisualFormat {
        var result = VisualFormat()
        skipSpaces()
        if position + 1 < characters.count, characters[position] == "H" || characters[position] == "V" {
            var lookahead = position + 1
            while lookahead < characters.count, characters[lookahead] == " " { lookahead += 1 }
            if lookahead < characters.count, characters[lookahead] == ":" {
                result.isVertical = characters[position] == "V"
                position = lookahead + 1
                skipSpaces()
            }
        }
        if accept("|") {
            result.leadingBar = try connection()
            skipSpaces()
            guard peek == "[" else { throw fail("Expected a '[' after the superview's connection") }
        }
        guard peek == "[" else { throw fail("Expected a view ('[' name ']') or a '|'") }
        result.elements.append(try element())
        while true {
            skipSpaces()
            guard let next = peek else { break }
            guard next == "-" || next == "[" || next == "|" else {
                throw fail("Expected a connection ('-'), a view ('[') or a '|', found '\(next)'")
            }
            let link = try connection()
            skipSpaces()
            if accept("|") {
                result.trailingBar = link
                skipSpaces()
                if let extra = peek { throw fail("Expected the end of the format after '|', found '\(extra)'") }
                break
            }
            guard peek == "[" else {
                throw fail(peek == nil ? "Expected a view or a '|' after the connection" : "Expected a view ('[')")
            }
            result.connections.append(link)
            result.elements.append(try element())
        }
        return result
    }

    // MARK: Elements

    mutating func element() throws(VisualFormat.ParseError) -> VisualFormat.Element {
        try expect("[")
        skipSpaces()
        let view = try viewNamed(try identifier(what: "a view name"))
        skipSpaces()
        var predicates: [VisualFormat.Predicate] = []
        if accept("(") { predicates = try predicateList(allowViews: true) }
        skipSpaces()
        try expect("]")
        return VisualFormat.Element(view: view, predicates: predicates)
    }

    /// After a view or a bar: nothing (flush), `-` (standard) or `-predicates-`.
    mutating func connection() throws(VisualFormat.ParseError) -> VisualFormat.Connection {
        skipSpaces()
        guard accept("-") else { return .flush }
        skipSpaces()
        if peek == "[" || peek == "|" { return .standard }
        let predicates: [VisualFormat.Predicate]
        if accept("(") {
            predicates = try predicateList(allowViews: false)
        } else {
            // A simple predicate: a metric name or a non-negative number, equal, required.
            let start = position
            let value = try constant(what: "a spacing (a number, a metric name or '(' predicates ')')")
            guard value >= 0 else {
                position = start
                throw fail("A spacing without parentheses must not be negative; write -(\(value.formatted))-")
            }
            predicates = [VisualFormat.Predicate(relation: .equal, object: .constant(value), priority: .required)]
        }
        skipSpaces()
        guard accept("-") else { throw fail("Expected a '-' after the spacing") }
        return .predicates(predicates)
    }

    // MARK: Predicates

    /// After `(`: predicates separated by commas, up to and including `)`.
    mutating func predicateList(allowViews: Bool) throws(VisualFormat.ParseError) -> [VisualFormat.Predicate] {
        var list: [VisualFormat.Predicate] = []
        repeat {
            skipSpaces()
            list.append(try predicate(allowViews: allowViews))
            skipSpaces()
        } while accept(",")
        guard accept(")") else { throw fail("Expected ',' or ')' in the predicate list") }
        return list
    }

    mutating func predicate(allowViews: Bool) throws(VisualFormat.ParseError) -> VisualFormat.Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        if accept("==") {
            relation = .equal
        } else if accept("<=") {
            relation = .lessThanOrEqual
        } else if accept(">=") {
            relation = .greaterThanOrEqual
        } else if peek == "=" || peek == "<" || peek == ">" {
            throw fail("Expected a relation: '==', '<=' or '>='")
        }
        skipSpaces()
        let object: VisualFormat.Predicate.Object
        let start = position
        if let name = optionalIdentifier() {
            if metrics[name] != nil {
                position = start
                object = .constant(try constant(what: "a constant"))
            } else if views[name] != nil {
                guard allowViews else {
                    position = start
                    throw fail("A spacing cannot relate to the view '\(name)'; only a view's size can")
                }
                object = .view(try viewNamed(name, at: start))
            } else {
                position = start
                throw fail("\(name) is not a key in the metrics or views dictionaries")
            }
        } else {
            object = .constant(try constant(what: "a constant, a metric name or a view name"))
        }
        skipSpaces()
        var priority = UILayoutPriority.required
        if accept("@") {
            skipSpaces()
            let start = position
            let value = try constant(what: "a priority (a number or a metric name)")
            guard value > 0, value <= 1000 else {
                position = start
                throw fail("A priority must be in (0, 1000], got \(value.formatted)")
            }
            priority = UILayoutPriority(Float(value))
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority)
    }

    /// A number (as `strtod` reads it, in the C locale) or a metric name.
    mutating func constant(what: String) throws(VisualFormat.ParseError) -> CGFloat {
        let start = position
        if let name = optionalIdentifier() {
            guard let metric = metrics[name] else {
                position = start
                throw fail("\(name) is not a key in the metrics dictionary")
            }
            guard let value = Self.number(metric), value.isFinite else {
                position = start
                throw fail("The metric \(name) is not a finite number: \(metric)")
            }
            return value
        }
        var end = position
        if end < characters.count, characters[end] == "+" || characters[end] == "-" { end += 1 }
        var digits = 0
        while end < characters.count, characters[end].isASCII, characters[end].isNumber {
            end += 1
            digits += 1
        }
        if end < characters.count, characters[end] == "." {
            end += 1
            while end < characters.count, characters[end].isASCII, characters[end].isNumber {
                end += 1
                digits += 1
            }
        }
        guard digits > 0 else { throw fail("Expected \(what)") }
        if end < characters.count, characters[end] == "e" || characters[end] == "E" {
            var exponentEnd = end + 1
            if exponentEnd < characters.count, characters[exponentEnd] == "+" || characters[exponentEnd] == "-" {
                exponentEnd += 1
            }
            let exponentStart = exponentEnd
            while exponentEnd < characters.count, characters[exponentEnd].isASCII, characters[exponentEnd].isNumber {
                exponentEnd += 1
            }
            if exponentEnd > exponentStart { end = exponentEnd }
        }
        let text = String(characters[position..<end])
        guard let value = Double(text), value.isFinite else { throw fail("\(text) is not a finite number") }
        position = end
        return CGFloat(value)
    }

    static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    // MARK: Names

    mutating func identifier(what: String) throws(VisualFormat.ParseError) -> String {
        guard let name = optionalIdentifier() else { throw fail("Expected \(what)") }
        return name
    }

    /// A C identifier: a letter or `_`, then letters, digits and `_` (ASCII).
    mutating func optionalIdentifier() -> String? {
        guard let first = peek, first.isASCII, first.isLetter || first == "_" else { return nil }
        var end = position + 1
        while end < characters.count, characters[end].isASCII,
            characters[end].isLetter || characters[end].isNumber || characters[end] == "_"
        {
            end += 1
        }
        let name = String(characters[position..<end])
        position = end
        return name
    }

    mutating func viewNamed(_ name: String, at start: Int? = nil) throws(VisualFormat.ParseError) -> UIView {
        guard let value = views[name] else {
            position = start ?? position - name.count
            throw fail("\(name) is not a key in the views dictionary")
        }
        guard let view = value as? UIView else {
            position = start ?? position - name.count
            throw fail("The views dictionary maps \(name) to \(type(of: value)), not a view")
        }
        return view
    }

    // MARK: Characters

    var peek: Character? { position < characters.count ? characters[position] : nil }

    mutating func skipSpaces() {
        while position < characters.count, characters[position] == " " || characters[position] == "\t" {
            position += 1
        }
    }

    mutating func accept(_ token: String) -> Bool {
        let tokenCharacters = Array(token)
        guard position + tokenCharacters.count <= characters.count,
            Array(characters[position..<position + tokenCharacters.count]) == tokenCharacters
        else { return false }
        position += tokenCharacters.count
        return true
    }

    mutating func expect(_ token: String) throws(VisualFormat.ParseError) {
        guard accept(token) else {
            throw fail("Expected '\(token)'" + (peek.map { ", found '\($0)'" } ?? " before the end"))
        }
    }

    func fail(_ reason: String) -> VisualFormat.ParseError {
        VisualFormat.ParseError(reason: reason, offset: position, format: format)
    }
}

extension CGFloat {
    /// `12` or `12.5`, for messages.
    fileprivate var formatted: String { NSLayoutConstraint.format(self) }
}
