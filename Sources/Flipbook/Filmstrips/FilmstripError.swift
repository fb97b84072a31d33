/// Why a filmstrip cannot be drawn: its frames or style are not usable; says which value.
public struct FilmstripError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The problem, without the `filmstrip:` prefix.
    public var problem: String

    /// A filmstrip problem described by `problem`.
    public init(_ problem: String) {
        self.problem = problem
    }

    public var description: String { "filmstrip: \(problem)" }
}
