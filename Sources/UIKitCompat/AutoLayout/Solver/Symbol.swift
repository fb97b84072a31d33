import Foundation

/// A column of the simplex tableau: a variable the app sees (external), or one the solver makes for a
/// constraint (slack for inequalities, error for non-required constraints, dummy marking required equalities).
///
/// Symbols are numbered in creation order; every choice the solver makes between symbols (entering and leaving
/// the basis) takes the lowest number among equals, so a solve never depends on hashing or memory layout.
struct Symbol: Hashable, Comparable, Sendable {
    enum Kind: UInt8, Sendable {
        case invalid, external, slack, error, dummy
    }

    let id: Int
    let kind: Kind

    static let invalid = Symbol(id: 0, kind: .invalid)

    var isInvalid: Bool { kind == .invalid }
    /// Slack and error symbols may enter the basis when a row is pivoted on purpose.
    var isPivotable: Bool { kind == .slack || kind == .error }
    /// Rows of restricted symbols (all but external ones) must keep a constant ≥ 0.
    var isRestricted: Bool { kind != .external }

    static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
}

/// The tolerance under which a coefficient or constant counts as zero (Kiwi's, 1e-8).
let solverEpsilon = 1.0e-8

@inline(__always) func nearZero(_ value: Double) -> Bool { abs(value) < solverEpsilon }
