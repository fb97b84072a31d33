import Foundation

/// The Auto Layout engine of one view hierarchy (kept by its root view): turns the active constraints, the
/// autoresizing-mask constraints of views that translate them, intrinsic content sizes and the system layout
/// guides into solver constraints, keeps the ``CassowarySolver`` in step with them incrementally, and hands
/// out the solved frames.
///
/// Each item (view or guide) has four variables: the origin of its frame in its layout space (a view's
/// superview, a guide's owning view; bounds origins are ignored, as UIKit's engine does) and its size. A
/// constraint between items in different spaces is written in their nearest common ancestor's space by adding
/// the origins of the views in between.
@MainActor
final class LayoutEngine {
    private(set) weak var root: UIView?
    private let solver = CassowarySolver()

    /// A fitting engine (``UIView/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``):
    /// the root's size is preferred, not fixed.
    struct Fitting {
        var size: CGSize
        var horizontal: UILayoutPriority
        var vertical: UILayoutPriority
    }

    private let fitting: Fitting?

    private enum Key: Hashable {
        case user(ObjectIdentifier)
        case system(ObjectIdentifier, Int)
    }

    private struct Desired {
        var key: Key
        var expression: LinearExpression
        var relation: SolverRelation
        var strength: Double
        var source: NSLayoutConstraint?
        var label: () -> String
    }

    private struct Installed {
        var constraint: SolverConstraint
        var signature: [Double]
        var variables: [ObjectIdentifier]
        var constant: Double
        var relation: SolverRelation
        var strength: Double
        /// When it was added: removals and conflict searches go in this order, so runs never differ.
        var sequence: Int
    }

    private var nextSequence = 0
    private var variables: [ObjectIdentifier: LayoutItemVariables] = [:]
    private var usedItems: [AnyObject] = []
    private var usedSet: Set<ObjectIdentifier> = []
    private var installed: [Key: Installed] = [:]
    /// Constraints refused as unsatisfiable, not reported again until something is removed.
    private var broken: Set<ObjectIdentifier> = []
    /// Items whose definition depends on values outside the solver (frames, insets, content), with the values
    /// they had at the last sync.
    private var watched: [(item: AnyObject, values: [Double])] = []
    private(set) var isDirty = true

    init(root: UIView, fitting: Fitting? = nil) {
        self.root = root
        self.fitting = fitting
    }

    func setNeedsUpdate() { isDirty = true }

    func constraintDidChange(_ constraint: NSLayoutConstraint) { isDirty = true }

    /// Whether a watched frame, inset, intrinsic size or hidden flag moved since the last sync.
    var hasPendingChanges: Bool {
        isDirty || watched.contains { watchedValues($0.item) != $0.values }
    }

    /// Brings the solver up to date when something changed (or a watched frame or inset moved).
    func updateIfNeeded() {
        if !isDirty && hasPendingChanges { isDirty = true }
        guard isDirty, let root else { return }
        isDirty = false
        root.runUpdateConstraintsPass()
        sync(root)
        isDirty = false
    }

    /// The solved frame of an item in its layout space, when it takes part.
    func solvedFrame(of item: AnyObject) -> CGRect? {
        variables[ObjectIdentifier(item)].flatMap { usedSet.contains(ObjectIdentifier(item)) ? $0.frame : nil }
    }

    // MARK: Collecting

    private func vars(_ item: AnyObject) -> LayoutItemVariables {
        let key = ObjectIdentifier(item)
        let v: LayoutItemVariables
        if let existing = variables[key] {
            v = existing
        } else {
            v = LayoutItemVariables((item as? LayoutItem)?.layoutItemName ?? "item")
            variables[key] = v
        }
        if usedSet.insert(key).inserted { usedItems.append(item) }
        return v
    }

    private func sync(_ root: UIView) {
        usedItems = []
        usedSet = []
        watched = []
        var desired: [Desired] = []
        // 1. The active constraints, in tree order and, per view, activation order.
        func collect(_ view: UIView) {
            for constraint in view.autoLayout.constraints {
                if let d = userConstraint(constraint) { desired.append(d) }
            }
            if let stack = view as? UIStackView {
                for constraint in stack.currentArrangementConstraints() {
                    if let d = userConstraint(constraint) { desired.append(d) }
                }
                watched.append((stack, watchedValues(stack)))
            }
            for subview in view.subviews { collect(subview) }
        }
        collect(root)
        // 2. What defines each item that takes part (this can bring in more items). Definitions go in first,
        // so that of conflicting required constraints added together, the app's own (later) one is broken.
        var defining: [Desired] = []
        var index = 0
        while index < usedItems.count {
            defining.append(contentsOf: definitions(of: usedItems[index], root: root))
            index += 1
        }
        apply(defining + desired)
        solver.updateVariables()
        // 3. Views whose frame changes need their superview laid out.
        for item in usedItems {
            guard let view = item as? UIView, view !== root, !view.translatesAutoresizingMaskIntoConstraints,
                let frame = solvedFrame(of: view)
            else { continue }
            if view.pixelAligned(frame) != view.untransformedFrame { view.superview?.setNeedsLayout() }
        }
    }

    private func apply(_ desired: [Desired]) {
        var wanted: [Key: Int] = [:]
        for (i, d) in desired.enumerated() { wanted[d.key] = i }
        var removedAny = false
        // Remove what is gone or changed shape (in a fixed order: by position of the key's old constraint).
        let stale = installed.filter { key, entry in
            guard let i = wanted[key] else { return true }
            let d = desired[i]
            return signature(d.expression) != entry.signature
                || d.expression.terms.map({ ObjectIdentifier($0.variable) })
                    != entry.variables
                || d.relation != entry.relation || d.strength != entry.strength
        }
        for (key, entry) in stale.sorted(by: { $0.value.sequence < $1.value.sequence }) {
            try? solver.removeConstraint(entry.constraint)
            installed[key] = nil
            removedAny = true
        }
        if removedAny { broken = [] }
        for d in desired {
            if var entry = installed[d.key] {
                let constant = d.expression.constant
                guard constant != entry.constant else { continue }
                if d.strength < Strength.required {
                    try? solver.shiftConstant(of: entry.constraint, by: constant - entry.constant)
                    entry.constant = constant
                    installed[d.key] = entry
                    continue
                }
                try? solver.removeConstraint(entry.constraint)
                installed[d.key] = nil
                broken = []
            }
            if let source = d.source, broken.contains(ObjectIdentifier(source)) { continue }
            let constraint = SolverConstraint(d.expression, d.relation, strength: d.strength, label: d.label())
            do {
                try solver.addConstraint(constraint)
                installed[d.key] = Installed(
                    constraint: constraint, signature: signature(d.expression),
                    variables: d.expression.terms.map { ObjectIdentifier($0.variable) },
                    constant: d.expression.constant, relation: d.relation,
                    strength: d.strength, sequence: nextSequence)
                nextSequence += 1
            } catch {
                reportUnsatisfiable(constraint, source: d.source)
            }
        }
    }

    private func signature(_ e: LinearExpression) -> [Double] { e.terms.map(\.coefficient) }

    // MARK: Unsatisfiable constraints

    /// Logs UIKit's message naming the conflicting constraints (a minimal conflicting set of the required
    /// constraints, found by deletion) and the one broken: the one being added, which is the latest.
    private func reportUnsatisfiable(_ failing: SolverConstraint, source: NSLayoutConstraint?) {
        if let source { broken.insert(ObjectIdentifier(source)) }
        let candidates = installed.values.sorted { $0.sequence < $1.sequence }.map(\.constraint).filter(\.isRequired)
        // Deletion filter: drop every candidate the conflict does not need.
        func conflicts(_ set: [SolverConstraint]) -> Bool {
            let probe = CassowarySolver()
            for c in set { try? probe.addConstraint(c) }
            return (try? probe.addConstraint(failing)) == nil
        }
        var needed = candidates
        if candidates.count <= 400 {
            var i = 0
            while i < needed.count {
                var without = needed
                without.remove(at: i)
                if conflicts(without) { needed = without } else { i += 1 }
            }
        }
        let list = (needed.map(\.label) + [failing.label]).map { "    \"\($0)\"" }.joined(separator: ",\n")
        AutoLayoutLog.report(
            """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(failing.label)
            """)
    }

    // MARK: Expressions

    /// The expression of `attribute` of `item` in the layout space of `container` (its own bounds space when
    /// the item is the container).
    private func expression(
        _ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute,
        in container: UIView
    ) -> LinearExpression? {
        let v = vars(item)
        let horizontal = attribute.axis == .horizontal
        let origin = horizontal ? v.minX : v.minY
        let size = horizontal ? v.width : v.height
        let isSelf = (item as? UIView) === container
        var e = isSelf ? LinearExpression() : LinearExpression(origin)
        let margins = (item as? UIView)?.effectiveLayoutMargins ?? .zero
        func addSize(_ factor: Double) { e = e + LinearExpression(size, times: factor) }
        // Leading and trailing are the left and right edges, swapped where the item lays out right to left,
        // and measured leftwards there (negated), so that a constant moves away from the leading edge.
        var attribute = attribute
        var mirrored = false
        if attribute.followsLayoutDirection, item.layoutNodeView?.isRightToLeft == true {
            attribute = attribute.mirroredForRightToLeft
            mirrored = true
        }
        switch attribute {
        case .left, .leading, .top: break
        case .right, .trailing, .bottom: addSize(1)
        case .width, .height:
            e = LinearExpression(size)
            return e
        case .centerX, .centerY: addSize(0.5)
        case .leftMargin, .leadingMargin: e = e + margins.left
        case .topMargin: e = e + margins.top
        case .rightMargin, .trailingMargin: addSize(1); e = e + (-margins.right)
        case .bottomMargin: addSize(1); e = e + (-margins.bottom)
        case .centerXWithinMargins: addSize(0.5); e = e + (margins.left - margins.right) / 2
        case .centerYWithinMargins: addSize(0.5); e = e + (margins.top - margins.bottom) / 2
        case .firstBaseline, .lastBaseline:
            let offsets = (item as? UIView)?.baselineOffsets(last: attribute == .lastBaseline)
            if let offsets {
                addSize(offsets.fractionOfHeight)
                e = e + offsets.points
            } else {
                addSize(1)
            }
        case .notAnAttribute: return nil
        }
        if isSelf { return mirrored ? e * -1 : e }
        var space = item.layoutSpaceView
        while let view = space, view !== container {
            let pv = vars(view)
            e = e + LinearExpression(horizontal ? pv.minX : pv.minY)
            space = view.superview
        }
        guard space === container else { return nil }
        return mirrored ? e * -1 : e
    }

    private func userConstraint(_ c: NSLayoutConstraint) -> Desired? {
        guard let first = c.first, let firstNode = first.layoutNodeView, firstNode.isDescendant(of: root!) else {
            return nil
        }
        var container = firstNode
        if let second = c.second {
            guard let node = second.layoutNodeView, node.isDescendant(of: root!),
                let ancestor = UIView.nearestCommonAncestor(firstNode, node)
            else { return nil }
            container = ancestor
        }
        guard var lhs = expression(first, c.firstAttribute, in: container) else { return nil }
        if let second = c.second {
            guard let rhs = expression(second, c.secondAttribute, in: container) else { return nil }
            lhs = lhs - rhs * Double(c.multiplier)
        }
        lhs = lhs + (-Double(c.constant))
        let relation: SolverRelation =
            switch c.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return Desired(
            key: .user(ObjectIdentifier(c)), expression: lhs, relation: relation,
            strength: c.priority.strength, source: c, label: { c.description })
    }

    // MARK: Definitions

    private func watchedValues(_ item: AnyObject) -> [Double] {
        if let guide = item as? UILayoutGuide {
            guard let insets = guide.systemInsets else { return [] }
            return [insets.top, insets.left, insets.bottom, insets.right]
        }
        guard let view = item as? UIView else { return [] }
        if let stack = view as? UIStackView { return stack.hiddenSignature.map { $0 ? 1 : 0 } }
        if view === root, let fitting {
            return [fitting.size.width, fitting.size.height]
        }
        if view.translatesAutoresizingMaskIntoConstraints || view === root {
            let f = view.untransformedFrame
            return [f.minX, f.minY, f.width, f.height]
        }
        let size = view.intrinsicContentSize
        return [size.width, size.height]
    }

    private func definitions(of item: AnyObject, root: UIView) -> [Desired] {
        let id = ObjectIdentifier(item)
        let v = vars(item)
        var result: [Desired] = []
        func add(
            _ kind: Int, _ e: LinearExpression, _ relation: SolverRelation = .equal,
            _ strength: Double = Strength.required, _ label: @escaping () -> String
        ) {
            result.append(
                Desired(
                    key: .system(id, kind), expression: e, relation: relation, strength: strength,
                    source: nil, label: label))
        }
        if let guide = item as? UILayoutGuide {
            guard let insets = guide.systemInsets, let owner = guide.owningView else { return [] }
            watched.append((item, watchedValues(item)))
            let ov = vars(owner)
            let name = guide.layoutItemName
            add(0, LinearExpression(v.minY, plus: -insets.top)) { "<\(name).top == \(insets.top)>" }
            add(1, LinearExpression(v.height) - LinearExpression(ov.height) + (insets.top + insets.bottom)) {
                "<\(name).height == \(owner.layoutItemName).height - \(insets.top + insets.bottom)>"
            }
            let inner = LinearExpression(ov.width) + -(insets.left + insets.right)
            if guide.systemKind == .readableContent {
                let readable = Double(UIKitChoices.current.readableContentWidth)
                add(2, LinearExpression(v.width) - inner, .lessThanOrEqual) { "<\(name).width <= margins width>" }
                add(3, LinearExpression(v.width, plus: -readable), .lessThanOrEqual) {
                    "<\(name).width <= \(readable)>"
                }
                add(4, LinearExpression(v.width, plus: -readable), .equal, UILayoutPriority(999).strength) {
                    "<\(name).width == \(readable) @999>"
                }
                add(5, LinearExpression(v.minX) + LinearExpression(v.width, times: 0.5) - inner * 0.5 + -insets.left) {
                    "<\(name).centerX == margins.centerX>"
                }
            } else {
                add(2, LinearExpression(v.minX, plus: -insets.left)) { "<\(name).left == \(insets.left)>" }
                add(3, LinearExpression(v.width) - inner) {
                    "<\(name).width == \(owner.layoutItemName).width - \(insets.left + insets.right)>"
                }
            }
            return result
        }
        guard let view = item as? UIView else { return [] }
        let name = view.layoutItemName
        if view === root, let fitting {
            watched.append((item, watchedValues(item)))
            add(0, LinearExpression(v.minX)) { "<\(name).minX == 0>" }
            add(1, LinearExpression(v.minY)) { "<\(name).minY == 0>" }
            add(2, LinearExpression(v.width, plus: -fitting.size.width), .equal, fitting.horizontal.strength) {
                "<\(name).width == \(fitting.size.width) @\(fitting.horizontal.rawValue)>"
            }
            add(3, LinearExpression(v.height, plus: -fitting.size.height), .equal, fitting.vertical.strength) {
                "<\(name).height == \(fitting.size.height) @\(fitting.vertical.rawValue)>"
            }
            add(4, LinearExpression(v.width), .greaterThanOrEqual) { "<\(name).width >= 0>" }
            add(5, LinearExpression(v.height), .greaterThanOrEqual) { "<\(name).height >= 0>" }
        } else if view.translatesAutoresizingMaskIntoConstraints || view === root {
            watched.append((item, watchedValues(item)))
            let f = view.untransformedFrame
            add(0, LinearExpression(v.minX, plus: -f.minX)) {
                "<NSAutoresizingMaskLayoutConstraint \(name).minX == \(NSLayoutConstraint.format(f.minX))>"
            }
            add(1, LinearExpression(v.minY, plus: -f.minY)) {
                "<NSAutoresizingMaskLayoutConstraint \(name).minY == \(NSLayoutConstraint.format(f.minY))>"
            }
            add(2, LinearExpression(v.width, plus: -f.width)) {
                "<NSAutoresizingMaskLayoutConstraint \(name).width == \(NSLayoutConstraint.format(f.width))>"
            }
            add(3, LinearExpression(v.height, plus: -f.height)) {
                "<NSAutoresizingMaskLayoutConstraint \(name).height == \(NSLayoutConstraint.format(f.height))>"
            }
        } else {
            watched.append((item, watchedValues(item)))
            let size = view.intrinsicContentSize
            let axes: [(Double, SolverVariable, Int)] = [(size.width, v.width, 0), (size.height, v.height, 1)]
            for (value, variable, axis) in axes where value != UIView.noIntrinsicMetric && value >= 0 && value.isFinite
            {
                let hugging = view.autoLayout.hugging[axis], compression = view.autoLayout.compressionResistance[axis]
                let dimension = axis == 0 ? "width" : "height"
                add(10 + axis * 2, LinearExpression(variable, plus: -value), .lessThanOrEqual, hugging.strength) {
                    "<NSContentSizeLayoutConstraint \(name).\(dimension) <= \(NSLayoutConstraint.format(value)) "
                        + "Hug:\(Int(hugging.rawValue))>"
                }
                add(11 + axis * 2, LinearExpression(variable, plus: -value), .greaterThanOrEqual, compression.strength)
                {
                    "<NSContentSizeLayoutConstraint \(name).\(dimension) >= \(NSLayoutConstraint.format(value)) "
                        + "CompressionResistance:\(Int(compression.rawValue))>"
                }
            }
        }
        return result
    }

    // MARK: Ambiguity

    /// True when a variable of `item` can move without changing how well the constraints are met: an
    /// infinitesimally weak pull moves it.
    func isAmbiguous(_ item: AnyObject) -> Bool {
        updateIfNeeded()
        guard let v = variables[ObjectIdentifier(item)], usedSet.contains(ObjectIdentifier(item)) else { return true }
        for variable in [v.minX, v.minY, v.width, v.height] {
            let start = solver.value(of: variable)
            for direction in [1.0, -1.0] {
                guard (try? solver.addEditVariable(variable, strength: 1e-7)) != nil else { continue }
                try? solver.suggestValue(variable, start + direction * 100)
                let moved = abs(solver.value(of: variable) - start) > 1e-6
                try? solver.removeEditVariable(variable)
                if moved {
                    solver.updateVariables()
                    return true
                }
            }
        }
        solver.updateVariables()
        return false
    }
}
