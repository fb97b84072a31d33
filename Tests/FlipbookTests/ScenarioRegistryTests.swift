import Catalog
import Flipbook
import Testing
import UIKitCompat

@Suite("Scenario ids and the registry")
struct ScenarioRegistryTests {
    @Test(arguments: ["a", "push-pop", "fade-2", "x9"])
    func validIDs(_ text: String) throws {
        #expect(try ScenarioID(validating: text).rawValue == text)
    }

    @Test(arguments: [
        "", "Push", "push pop", "push_pop", "-push", "push-", "push--pop", "push/pop", "é",
        String(repeating: "a", count: 65),
    ])
    func invalidIDs(_ text: String) {
        #expect(throws: ScenarioError.self) { try ScenarioID(validating: text) }
    }

    @Test func registryIsSortedByIDAndRejectsDuplicates() throws {
        let registry = try ScenarioRegistry([
            TestScenarios.slide(id: "zeta"), TestScenarios.slide(id: "alpha"),
            TestScenarios.slide(id: "mid"),
        ])
        #expect(registry.ids == ["alpha", "mid", "zeta"])
        #expect(throws: ScenarioError.duplicateID("alpha")) {
            try ScenarioRegistry([TestScenarios.slide(id: "alpha"), TestScenarios.slide(id: "alpha")])
        }
    }

    @Test func selectingIDs() throws {
        let registry = try ScenarioRegistry([TestScenarios.slide(id: "b"), TestScenarios.slide(id: "a")])
        #expect(try registry.select([]).map(\.id) == ["a", "b"])
        #expect(try registry.select(["b", "a", "b"]).map(\.id) == ["b", "a"])
        #expect(throws: ScenarioError.unknownIDs(["nope", "Bad Id"], known: ["a", "b"])) {
            try registry.select(["a", "nope", "Bad Id"])
        }
        let message = ScenarioError.unknownIDs(["nope"], known: ["a", "b"]).description
        #expect(message.contains("nope") && message.contains("flipbook list"))
    }

    @Test func theCatalogIsValid() throws {
        let registry = try Catalog.registry()
        #expect(registry.scenarios.count == Catalog.scenarios.count)
        #expect(registry.ids.contains("demo-card-spring"))
        for scenario in registry.scenarios { #expect(!scenario.summary.isEmpty) }
    }
}
