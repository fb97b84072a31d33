import Foundation

/// `constant + Σ coefficient × variable`, the left-hand side of a solver constraint (compared with 0).
struct LinearExpression {
    struct Term {
        var variable: SolverVariable
        var coefficient: Double
    }

    var terms: [Term]
    var constant: Double

    init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    init(_ variable: SolverVariable, times coefficient: Double = 1, plus constant: Double = 0) {
        self.init([Term(variable: variable, coefficient: coefficient)], constant: constant)
    }

    /// Terms of the same variable summed, in order of first appearance (deterministic).
    func reduced() -> LinearExpression {
        var order: [ObjectIdentifier] = []
        var sums: [ObjectIdentifier: Term] = [:]
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if let existing = sums[key] {
                sums[key] = Term(variable: existing.variable, coefficient: existing.coefficient + term.coefficient)
            } else {
                order.append(key)
                sums[key] = term
            }
        }
        return LinearExpression(order.map { sums[$0]! }, constant: constant)
    }

    static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        LinearExpression(a.terms + b.terms, constant: a.constant + b.constant)
    }

    static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        a + b * -1
    }

    static func * (a: LinearExpression, s: Double) -> LinearExpression {
        LinearExpression(
            a.terms.map { Term(variable: $0.variable, coefficient: $0.coefficient * s) },
            constant: a.constant * s)
    }

    static func + (a: LinearExpression, c: Double) -> LinearExpression {
        LinearExpression(a.terms, constant: a.constant + c)
    }
}
