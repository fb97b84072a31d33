import Foundation

/// An unknown of a constraint system; after each change the solver writes its solved ``value``.
final class SolverVariable {
    /// A name for messages ("card.minX").
    let name: String
    /// The solved value (0 until the variable takes part in a constraint).
    var value: Double = 0

    init(_ name: String) { self.name = name }
}
