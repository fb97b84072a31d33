import Foundation

/// An incremental Cassowary solver (Badros, Borning & Stuckey, 2001) in the form Kiwi gives it: a simplex
/// tableau in which every constraint adds a row with a marker symbol (slack, error or dummy), non-required
/// constraints add weighted error symbols to the objective, primal simplex re-optimises after each addition
/// or removal, and dual simplex re-establishes feasibility after an edit variable's suggested value (or a
/// non-required constraint's constant) changes.
///
/// Determinism: every choice between symbols takes the lowest ratio and, among equal ratios, the lowest symbol
/// number (symbols are numbered in creation order), which is the order Kiwi's sorted maps visit them in.
final class CassowarySolver {
    private struct Tag {
        var marker = Symbol.invalid
        var other = Symbol.invalid
        /// The marker's coefficient in the constraint's original row (before any sign reversal).
        var markerCoefficient = 1.0
    }

    private struct Installed {
        let constraint: SolverConstraint
        let tag: Tag
        /// How far the constant has been moved since the constraint was added.
        var constantShift: Double
    }

    private struct Edit {
        let constraint: SolverConstraint
        var value: Double
    }

    private var installed: [ObjectIdentifier: Installed] = [:]
    private var rows: [Symbol: TableauRow] = [:]
    private var variableSymbols: [ObjectIdentifier: (variable: SolverVariable, symbol: Symbol)] = [:]
    private var edits: [ObjectIdentifier: Edit] = [:]
    private var infeasibleRows: [Symbol] = []
    private var objective = TableauRow()
    private var artificial: TableauRow?
    private var nextSymbolID = 1

    init() {}

    /// The number of rows in the tableau (for tests and benchmarks).
    var rowCount: Int { rows.count }

    // MARK: Constraints

    func hasConstraint(_ constraint: SolverConstraint) -> Bool {
        installed[ObjectIdentifier(constraint)] != nil
    }

    /// Adds a constraint and re-optimises. Throws ``SolverError/unsatisfiable`` (leaving the solver as it
    /// was) when the required constraints cannot all hold with it.
    func addConstraint(_ constraint: SolverConstraint) throws {
        let key = ObjectIdentifier(constraint)
        guard installed[key] == nil else { throw SolverError.duplicateConstraint }
        var tag = Tag()
        var row = makeRow(constraint, &tag)
        var subject = chooseSubject(row, tag)
        if subject.isInvalid && row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            guard nearZero(row.constant) else { throw SolverError.unsatisfiable }
            subject = tag.marker
        }
        if subject.isInvalid {
            guard try addWithArtificialVariable(row) else {
                // Phase one pivoted the tableau: restore an optimal objective before refusing.
                try optimize(objectiveRow: nil)
                throw SolverError.unsatisfiable
            }
        } else {
            row.solve(for: subject)
            substitute(subject, row)
            rows[subject] = row
        }
        installed[key] = Installed(constraint: constraint, tag: tag, constantShift: 0)
        try optimize(objectiveRow: nil)
    }

    /// Removes a constraint added before and re-optimises.
    func removeConstraint(_ constraint: SolverConstraint) throws {
        let key = ObjectIdentifier(constraint)
        guard let entry = installed.removeValue(forKey: key) else { throw SolverError.unknownConstraint }
        let tag = entry.tag
        if tag.marker.kind == .error { removeMarkerEffects(tag.marker, constraint.strength) }
        if tag.other.kind == .error { removeMarkerEffects(tag.other, constraint.strength) }
        if rows.removeValue(forKey: tag.marker) == nil {
            guard let leaving = markerLeavingSymbol(tag.marker) else {
                throw SolverError.internalError("no leaving row for a removed constraint's marker")
            }
            var row = rows.removeValue(forKey: leaving)!
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, row)
        }
        try optimize(objectiveRow: nil)
    }

    /// Shifts a non-required constraint's constant by `delta` without rebuilding its row.
    func shiftConstant(of constraint: SolverConstraint, by delta: Double) throws {
        let key = ObjectIdentifier(constraint)
        guard var entry = installed[key] else { throw SolverError.unknownConstraint }
        precondition(!constraint.isRequired, "required constraints change their constant by remove and add")
        entry.constantShift += delta
        installed[key] = entry
        shiftMarker(entry.tag, constantDelta: delta)
        try dualOptimize()
    }

    // MARK: Edit variables

    func hasEditVariable(_ variable: SolverVariable) -> Bool { edits[ObjectIdentifier(variable)] != nil }

    /// Makes `variable` editable with a non-required strength; ``suggestValue(_:_:)`` then moves it.
    func addEditVariable(_ variable: SolverVariable, strength: Double) throws {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw SolverError.duplicateEditVariable }
        let strength = Strength.clip(strength)
        guard strength < Strength.required else { throw SolverError.requiredEditVariable }
        let constraint = SolverConstraint(LinearExpression(variable), .equal, strength: strength)
        try addConstraint(constraint)
        edits[key] = Edit(constraint: constraint, value: 0)
    }

    func removeEditVariable(_ variable: SolverVariable) throws {
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw SolverError.unknownEditVariable
        }
        try removeConstraint(edit.constraint)
    }

    /// Suggests a value for an edit variable; the solution follows as closely as its strength allows.
    func suggestValue(_ variable: SolverVariable, _ value: Double) throws {
        let key = ObjectIdentifier(variable)
        guard var edit = edits[key] else { throw SolverError.unknownEditVariable }
        let delta = value - edit.value
        edit.value = value
        edits[key] = edit
        let tag = installed[ObjectIdentifier(edit.constraint)]!.tag
        // The edit constraint is `variable − value = 0`: its constant moves by −delta.
        shiftMarker(tag, constantDelta: -delta)
        try dualOptimize()
    }

    // MARK: Reading the solution

    /// Writes every variable's solved value into ``SolverVariable/value``.
    func updateVariables() {
        for (_, entry) in variableSymbols {
            entry.variable.value = rows[entry.symbol]?.constant ?? 0
        }
    }

    /// The solved value of one variable (0 when it takes part in no constraint).
    func value(of variable: SolverVariable) -> Double {
        guard let symbol = variableSymbols[ObjectIdentifier(variable)]?.symbol else { return 0 }
        return rows[symbol]?.constant ?? 0
    }

    // MARK: Tableau

    private func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextSymbolID += 1 }
        return Symbol(id: nextSymbolID, kind: kind)
    }

    private func symbol(for variable: SolverVariable) -> Symbol {
        let key = ObjectIdentifier(variable)
        if let existing = variableSymbols[key] { return existing.symbol }
        let symbol = newSymbol(.external)
        variableSymbols[key] = (variable, symbol)
        return symbol
    }

    /// The constraint's row with basic symbols substituted, its marker (and error) symbols, and the errors'
    /// weights added to the objective.
    private func makeRow(_ constraint: SolverConstraint, _ tag: inout Tag) -> TableauRow {
        let expression = constraint.expression
        var row = TableauRow(constant: expression.constant)
        for term in expression.terms where !nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = newSymbol(.slack)
            tag.marker = slack
            tag.markerCoefficient = coefficient
            row.insert(slack, coefficient)
            if !constraint.isRequired {
                let error = newSymbol(.error)
                tag.other = error
                row.insert(error, -coefficient)
                objective.insert(error, constraint.strength)
            }
        case .equal:
            if !constraint.isRequired {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                tag.marker = plus
                tag.other = minus
                tag.markerCoefficient = -1
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, constraint.strength)
                objective.insert(minus, constraint.strength)
            } else {
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                tag.markerCoefficient = 1
                row.insert(dummy)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// An external symbol, else a marker or error symbol with a negative coefficient, else invalid.
    private func chooseSubject(_ row: TableauRow, _ tag: Tag) -> Symbol {
        for cell in row.cells where cell.symbol.kind == .external { return cell.symbol }
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if tag.other.isPivotable && row.coefficient(for: tag.other) < 0 { return tag.other }
        return .invalid
    }

    /// Phase one for a row with no usable subject: minimise an artificial variable equal to the row.
    private func addWithArtificialVariable(_ row: TableauRow) throws -> Bool {
        let art = newSymbol(.slack)
        rows[art] = row
        artificial = row
        try optimize(objectiveRow: .artificial)
        let success = nearZero(artificial!.constant)
        artificial = nil
        if !success {
            // The artificial symbol is basic (its value is the objective's, non-zero) and appears in no other
            // row: dropping its row leaves exactly the system as it was before the refused constraint. (Kiwi
            // keeps the row pivoted in here, so a refused constraint still acts; Flipbook does not.)
            rows.removeValue(forKey: art)
            objective.remove(art)
            return false
        }
        if var artRow = rows.removeValue(forKey: art) {
            if artRow.cells.isEmpty { return success }
            guard let entering = artRow.cells.first(where: { $0.symbol.isPivotable })?.symbol else {
                throw SolverError.internalError("no pivotable symbol for a satisfied artificial row")
            }
            artRow.solve(for: art, entering)
            substitute(entering, artRow)
            rows[entering] = artRow
        }
        for key in Array(rows.keys) { rows[key]!.remove(art) }
        objective.remove(art)
        return success
    }

    private func substitute(_ symbol: Symbol, _ row: TableauRow) {
        var newlyInfeasible: [Symbol] = []
        for key in Array(rows.keys) {
            guard rows[key]!.coefficient(for: symbol) != 0 else { continue }
            rows[key]!.substitute(symbol, row)
            if key.isRestricted && rows[key]!.constant < 0 { newlyInfeasible.append(key) }
        }
        infeasibleRows.append(contentsOf: newlyInfeasible.sorted())
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    private enum ObjectiveChoice { case artificial }

    /// Primal simplex on the objective (or the artificial objective) until no symbol improves it.
    private func optimize(objectiveRow choice: ObjectiveChoice?) throws {
        while true {
            let target = choice == nil ? objective : artificial!
            guard let entering = target.cells.first(where: { $0.symbol.kind != .dummy && $0.coefficient < 0 })?.symbol
            else { return }
            guard let leaving = leavingSymbol(for: entering) else {
                throw SolverError.internalError("the objective is unbounded")
            }
            var row = rows.removeValue(forKey: leaving)!
            row.solve(for: leaving, entering)
            substitute(entering, row)
            rows[entering] = row
        }
    }

    /// The restricted row that limits `entering` first (lowest ratio, then lowest symbol number).
    private func leavingSymbol(for entering: Symbol) -> Symbol? {
        var best: Symbol?
        var bestRatio = Double.greatestFiniteMagnitude
        for (symbol, row) in rows where symbol.kind != .external {
            let c = row.coefficient(for: entering)
            guard c < 0 else { continue }
            let ratio = -row.constant / c
            if ratio < bestRatio || (ratio == bestRatio && best.map { symbol < $0 } ?? true) {
                bestRatio = ratio
                best = symbol
            }
        }
        return best
    }

    /// The row to pivot a removed constraint's (non-basic) marker into: a restricted row where the marker
    /// has a negative coefficient (lowest ratio), else one with a positive coefficient, else an external row.
    private func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        var first: (Symbol, Double)?, second: (Symbol, Double)?, third: Symbol?
        for (symbol, row) in rows {
            let c = row.coefficient(for: marker)
            if c == 0 { continue }
            if symbol.kind == .external {
                if third.map({ symbol > $0 }) ?? true { third = symbol }
            } else if c < 0 {
                let r = -row.constant / c
                if first.map({ r < $0.1 || (r == $0.1 && symbol < $0.0) }) ?? true { first = (symbol, r) }
            } else {
                let r = row.constant / c
                if second.map({ r < $0.1 || (r == $0.1 && symbol < $0.0) }) ?? true { second = (symbol, r) }
            }
        }
        return first?.0 ?? second?.0 ?? third
    }

    private func removeMarkerEffects(_ marker: Symbol, _ strength: Double) {
        if let row = rows[marker] { objective.insert(row, -strength) } else { objective.insert(marker, -strength) }
    }

    /// Applies a change of `constantDelta` to the constant of the constraint owning `tag`, by substituting
    /// `marker → marker + constantDelta / markerCoefficient` throughout the tableau; rows of restricted
    /// symbols that turn negative are queued for the dual simplex.
    private func shiftMarker(_ tag: Tag, constantDelta: Double) {
        let shift = constantDelta / tag.markerCoefficient
        if rows[tag.marker] != nil {
            if rows[tag.marker]!.add(-shift) < 0 { infeasibleRows.append(tag.marker) }
            return
        }
        var newlyInfeasible: [Symbol] = []
        for key in Array(rows.keys) {
            if rows[key]!.shiftConstant(for: tag.marker, by: shift), key.isRestricted, rows[key]!.constant < 0 {
                newlyInfeasible.append(key)
            }
        }
        infeasibleRows.append(contentsOf: newlyInfeasible.sorted())
    }

    /// Dual simplex: pivots infeasible rows (negative constants of restricted symbols) back to feasibility
    /// while keeping the objective optimal.
    private func dualOptimize() throws {
        while let leaving = infeasibleRows.popLast() {
            guard var row = rows[leaving], !nearZero(row.constant), row.constant < 0 else { continue }
            var entering = Symbol.invalid
            var ratio = Double.greatestFiniteMagnitude
            for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
                let r = objective.coefficient(for: cell.symbol) / cell.coefficient
                if r < ratio { ratio = r; entering = cell.symbol }
            }
            guard !entering.isInvalid else { throw SolverError.internalError("dual optimize failed") }
            rows.removeValue(forKey: leaving)
            row.solve(for: leaving, entering)
            substitute(entering, row)
            rows[entering] = row
        }
    }
}
