import Foundation

extension NSLayoutConstraint {
    /// The constraints a visual format string describes (Apple's Visual Format Language), e.g.
    /// `"H:|-[button]-8-[field(>=50@750)]-|"` or `"V:[top]-(==gap)-[bottom(==top)]"`.
    ///
    /// - `H:` (the default) or `V:` picks the axis; `|` is the first or last view's superview.
    /// - Between neighbours: nothing (the edges touch), `-` (the standard spacing: ``UIKitChoices/systemSpacing``
    ///   between views; the superview's layout margin next to `|`, as UIKit does since iOS 8), `-12-`,
    ///   `-metric-` or `-(>=8,<=20@750)-`.
    /// - A view's predicates, `[view(==100@750)]`, `[view(>=min,<=max)]` or `[view(==other)]`, constrain its
    ///   width (height in `V:`), to a constant or to another view's size.
    /// - Horizontal formats use leading and trailing edges (``FormatOptions/directionLeftToRight`` and
    ///   ``FormatOptions/directionRightToLeft`` pick left and right); the alignment options align the views on
    ///   the other axis; ``FormatOptions/spacingBaselineToBaseline`` measures vertical spacing between
    ///   baselines.
    ///
    /// The constraints are returned inactive (activate them, or add them to a view). A malformed format, an
    /// unknown view or metric name, a `|` next to a view without superview, or an alignment along the format's
    /// own axis makes UIKit raise an exception; Flipbook reports the same problem as one line in the clock's
    /// diagnostics and returns no constraints (``UIKitChoices/visualFormatRules``).
    public class func constraints(
        withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
        metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        let parsed: VisualFormat
        do {
            parsed = try VisualFormat(parsing: format, metrics: metrics ?? [:], views: views)
        } catch {
            AutoLayoutLog.report(error.description)
            return []
        }
        var builder = VisualFormatBuilder(format: format, parsed: parsed, options: opts)
        switch builder.constraints() {
        case .success(let constraints): return constraints
        case .failure(let problem):
            AutoLayoutLog.report(problem.message)
            return []
        }
    }
}

/// Turns a parsed visual format into constraints.
@MainActor
private struct VisualFormatBuilder {
    struct Problem: Error { var message: String }

    let format: String
    let parsed: VisualFormat
    let options: NSLayoutConstraint.FormatOptions
    var result: [NSLayoutConstraint] = []

    init(format: String, parsed: VisualFormat, options: NSLayoutConstraint.FormatOptions) {
        self.format = format
        self.parsed = parsed
        self.options = options
    }

    /// The attributes of the format's axis: where a run starts and ends, the superview's margins there, and
    /// the size.
    struct Edges {
        var start, end, startMargin, endMargin, size: NSLayoutConstraint.Attribute
    }

    func edges() -> Result<Edges, Problem> {
        if parsed.isVertical {
            return .success(
                Edges(start: .top, end: .bottom, startMargin: .topMargin, endMargin: .bottomMargin, size: .height))
        }
        switch options.intersection(.directionMask).rawValue {
        case 0:
            return .success(
                Edges(
                    start: .leading, end: .trailing, startMargin: .leadingMargin, endMargin: .trailingMargin,
                    size: .width))
        case NSLayoutConstraint.FormatOptions.directionLeftToRight.rawValue:
            return .success(
                Edges(start: .left, end: .right, startMargin: .leftMargin, endMargin: .rightMargin, size: .width))
        case NSLayoutConstraint.FormatOptions.directionRightToLeft.rawValue:
            return .success(
                Edges(start: .right, end: .left, startMargin: .rightMargin, endMargin: .leftMargin, size: .width))
        default:
            return .failure(Problem(message: "Invalid direction in the options of \(quoted): \(options.rawValue)"))
        }
    }

    var quoted: String { "\"" + format.replacingOccurrences(of: "\"", with: "\\\"") + "\"" }

    mutating func constraints() -> Result<[NSLayoutConstraint], Problem> {
        let edges: Edges
        switch self.edges() {
        case .success(let value): edges = value
        case .failure(let problem): return .failure(problem)
        }
        let alignments = options.alignmentAttributes
        for attribute in alignments where attribute.axis == (parsed.isVertical ? .vertical : .horizontal) {
            let axis = parsed.isVertical ? "vertical" : "horizontal"
            return .failure(
                Problem(
                    message: "Options mask required views to be aligned on a \(axis) edge (\(attribute.name)), which "
                        + "is not allowed for layout that is also \(axis): \(quoted)"))
        }
        let views = parsed.elements.map(\.view)
        let baselines = parsed.isVertical && options.contains(.spacingBaselineToBaseline)
        if let bar = parsed.leadingBar {
            guard let superview = views[0].superview else { return .failure(noSuperview(views[0])) }
            connect(bar, from: superview, edges.start, to: views[0], edges.start, standardTo: edges.startMargin)
        }
        for (index, element) in parsed.elements.enumerated() {
            for predicate in element.predicates { constrainSize(of: element.view, edges.size, predicate) }
            if index < parsed.connections.count {
                connect(
                    parsed.connections[index], from: element.view, baselines ? .lastBaseline : edges.end,
                    to: views[index + 1], baselines ? .firstBaseline : edges.start, standardTo: nil)
            }
        }
        if let bar = parsed.trailingBar {
            guard let superview = views[views.count - 1].superview else {
                return .failure(noSuperview(views[views.count - 1]))
            }
            connect(bar, from: views[views.count - 1], edges.end, to: superview, edges.end, standardTo: edges.endMargin)
        }
        for index in views.indices.dropFirst() {
            for attribute in alignments {
                add(views[index], attribute, .equal, views[index - 1], attribute, constant: 0, priority: .required)
            }
        }
        return .success(result)
    }

    func noSuperview(_ view: UIView) -> Problem {
        Problem(
            message: "Unable to interpret '|' character, because the related view (\(view.layoutItemName)) doesn't "
                + "have a superview: \(quoted)")
    }

    /// `later.laterAttribute relation earlier.earlierAttribute + spacing` for each predicate; the standard
    /// spacing next to a superview bar relates to its margin (`standardTo`) instead of adding a constant.
    mutating func connect(
        _ connection: VisualFormat.Connection, from earlier: UIView, _ earlierAttribute: NSLayoutConstraint.Attribute,
        to later: UIView, _ laterAttribute: NSLayoutConstraint.Attribute,
        standardTo margin: NSLayoutConstraint.Attribute?
    ) {
        switch connection {
        case .flush:
            add(later, laterAttribute, .equal, earlier, earlierAttribute, constant: 0, priority: .required)
        case .standard:
            if let margin {
                // The bar's side (the superview: the earlier item at the start, the later one at the end) is its
                // margin, with no constant.
                if later.superview === earlier {
                    add(later, laterAttribute, .equal, earlier, margin, constant: 0, priority: .required)
                } else {
                    add(later, margin, .equal, earlier, earlierAttribute, constant: 0, priority: .required)
                }
            } else {
                add(
                    later, laterAttribute, .equal, earlier, earlierAttribute,
                    constant: UIKitChoices.current.systemSpacing, priority: .required)
            }
        case .predicates(let predicates):
            for predicate in predicates {
                guard case .constant(let spacing) = predicate.object else { continue }  // the parser refuses views
                add(
                    later, laterAttribute, predicate.relation, earlier, earlierAttribute, constant: spacing,
                    priority: predicate.priority)
            }
        }
    }

    mutating func constrainSize(
        of view: UIView, _ size: NSLayoutConstraint.Attribute, _ predicate: VisualFormat.Predicate
    ) {
        switch predicate.object {
        case .constant(let value):
            let constraint = NSLayoutConstraint(
                item: view, attribute: size, relatedBy: predicate.relation, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: value)
            constraint.priority = predicate.priority
            result.append(constraint)
        case .view(let other):
            add(view, size, predicate.relation, other, size, constant: 0, priority: predicate.priority)
        }
    }

    mutating func add(
        _ first: UIView, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
        _ second: UIView, _ secondAttribute: NSLayoutConstraint.Attribute, constant: CGFloat,
        priority: UILayoutPriority
    ) {
        let constraint = NSLayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
            multiplier: 1, constant: constant)
        constraint.priority = priority
        result.append(constraint)
    }
}
