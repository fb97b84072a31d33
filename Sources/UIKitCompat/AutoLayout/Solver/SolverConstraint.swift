import Foundation

/// How a solver constraint's expression compares with zero.
enum SolverRelation: Sendable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}

/// The weight of a constraint: ``required`` must hold; any smaller strength is a weight on the constraint's
/// error in the objective the solver minimises (Kiwi's scale: `required` is 1000·10⁶ + 1000·10³ + 1000).
enum Strength {
    static let required = 1_001_001_000.0

    /// Clamped to [0, required].
    static func clip(_ value: Double) -> Double { max(0, min(required, value)) }
}

/// `expression relation 0` with a strength; identity matters (add and remove the same object).
final class SolverConstraint {
    let expression: LinearExpression
    let relation: SolverRelation
    let strength: Double
    /// What the constraint stands for, for messages (an `NSLayoutConstraint`'s description).
    let label: String

    init(
        _ expression: LinearExpression, _ relation: SolverRelation, strength: Double = Strength.required,
        label: String = ""
    ) {
        self.expression = expression.reduced()
        self.relation = relation
        self.strength = Strength.clip(strength)
        self.label = label
    }

    var isRequired: Bool { strength >= Strength.required }
}

/// Why the solver refused a request.
enum SolverError: Error, Equatable {
    case duplicateConstraint
    case unknownConstraint
    /// The required constraints cannot all hold with this one added.
    case unsatisfiable
    case duplicateEditVariable
    case unknownEditVariable
    /// Edit variables cannot be required.
    case requiredEditVariable
    /// A bug: the tableau lost its invariants (never expected).
    case internalError(String)
}
