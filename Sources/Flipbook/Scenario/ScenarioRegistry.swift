/// A set of scenarios with unique ids, listed in id order (so nothing depends on the order in which they
/// were declared). The built-in one is the `Catalog` target's `Catalog.registry`.
public struct ScenarioRegistry: Sendable {
    /// Every scenario, sorted by id.
    public let scenarios: [Scenario]

    /// Throws ``ScenarioError/duplicateID(_:)`` when two scenarios share an id and
    /// ``ScenarioError/invalidScenario(_:_:)`` for a scenario with bad values.
    public init(_ scenarios: [Scenario]) throws(ScenarioError) {
        var seen = Set<ScenarioID>()
        for scenario in scenarios {
            guard seen.insert(scenario.id).inserted else { throw .duplicateID(scenario.id) }
            if let problem = scenario.problem() { throw .invalidScenario(scenario.id, problem) }
        }
        self.scenarios = scenarios.sorted { $0.id < $1.id }
    }

    /// The scenarios' ids, in id order.
    public var ids: [ScenarioID] { scenarios.map(\.id) }

    /// The scenario with `id`, or nil when there is none.
    public subscript(id: ScenarioID) -> Scenario? { scenarios.first { $0.id == id } }

    /// The scenarios named by `ids` (command-line text), in the order given and without repeats; every
    /// scenario when `ids` is empty. Unknown or malformed ids are one error naming all of them.
    ///
    /// Each scenario comes with the variants it declares (``Scenario/withDeclaredVariants``), or, when
    /// `variants` is given, in exactly those (``Variant/default`` is the scenario itself). An id with a
    /// variant's name (`fade-push+dark`) names that one variant, whatever `variants` says.
    public func select(_ ids: [String], variants: [Variant]? = nil) throws(ScenarioError) -> [Scenario] {
        func played(_ scenario: Scenario) -> [Scenario] {
            variants.map { $0.map { scenario.variant($0) } } ?? scenario.withDeclaredVariants
        }
        if ids.isEmpty { return unique(scenarios.flatMap(played)) }
        var unknown: [String] = []
        var chosen: [Scenario] = []
        for text in ids {
            guard ScenarioID.problem(with: text) == nil, let scenario = self[ScenarioID(stringLiteral: text).base]
            else {
                if !unknown.contains(text) { unknown.append(text) }
                continue
            }
            if let name = ScenarioID(stringLiteral: text).variantName {
                chosen.append(scenario.variant(try Variant(named: name)))
            } else {
                chosen += played(scenario)
            }
        }
        if !unknown.isEmpty { throw .unknownIDs(unknown, known: self.ids) }
        return unique(chosen)
    }

    /// `scenarios` without repeated ids, in order.
    private func unique(_ scenarios: [Scenario]) -> [Scenario] {
        var seen = Set<ScenarioID>()
        return scenarios.filter { seen.insert($0.id).inserted }
    }
}
