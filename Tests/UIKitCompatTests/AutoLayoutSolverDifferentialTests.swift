import Foundation
import Testing
import TestSupport
@testable import UIKitCompat

/// The Cassowary solver against kiwisolver (Tests/Scripts/kiwi_solve.py) on hundreds of random systems:
/// chains, centring, ratios, inequalities, mixed priorities, edit variables with suggested values, removals and
/// conflicting required constraints. Every variable must agree to 1e-6 at every check, and both solvers must
/// refuse the same constraints.
@Suite("Auto Layout solver: differential test against kiwisolver")
struct AutoLayoutSolverDifferentialTests {
    static let seedCount = 600

    @Test("random systems agree with kiwisolver on every variable, or on the refused constraints")
    func agreesWithKiwi() throws {
        let systems = (0..<Self.seedCount).map { RandomSystem(seed: UInt64($0)) }
        let kiwi = try KiwiReference.solve(systems)
        #expect(kiwi.results.count == systems.count)
        var comparedChecks = 0, refused = 0
        for (seed, (system, reference)) in zip(systems, kiwi.results).enumerated() {
            let ours = system.solveWithCassowary()
            #expect(ours.unsatisfiable == reference.unsatisfiable, "seed \(seed): refused constraints differ")
            refused += ours.unsatisfiable.count
            // (kiwi_solve.py rebuilds kiwisolver after each refusal, so both describe the accepted constraints.)
            #expect(reference.checks.count == ours.checks.count, "seed \(seed): check count")
            for index in 0..<min(ours.checks.count, reference.checks.count) {
                for (variable, (a, b)) in zip(ours.checks[index], reference.checks[index]).enumerated() {
                    #expect(abs(a - b) <= 1e-6, "seed \(seed) check \(index) v\(variable): \(a) vs kiwi \(b)")
                }
                comparedChecks += 1
            }
        }
        print(
            "kiwisolver \(kiwi.kiwisolver): \(systems.count) systems, \(comparedChecks) checks of every variable, "
                + "\(refused) refused constraints compared")
        // The generator must exercise both outcomes, or the comparison proves little.
        #expect(comparedChecks > Self.seedCount * 2)
        #expect(refused > Self.seedCount / 10)
    }

    @Test("the same system solves to the same values however often it is solved")
    func deterministic() {
        for seed in 0..<40 {
            let system = RandomSystem(seed: UInt64(seed))
            #expect(system.solveWithCassowary().checks == system.solveWithCassowary().checks)
        }
    }
}

/// One random constraint system as a list of operations, in the JSON form kiwi_solve.py reads.
struct RandomSystem: Encodable {
    struct Operation: Encodable {
        var op: String
        var terms: [[Double]]? = nil
        var constant: Double? = nil
        var relation: String? = nil
        var strength: Double? = nil
        var constraint: Int? = nil
        var variable: Int? = nil
        var value: Double? = nil
    }

    var variables: Int
    var operations: [Operation] = []

    init(seed: UInt64) {
        var random = SplitMix64(state: seed &* 7919 &+ 17)
        variables = random.int(3..<13)
        let kind = Int(seed % 6)  // 0 chains, 1 centring, 2 ratios, 3 inequalities, 4 mixed priorities, 5 conflicts
        var adds = 0
        func add(_ terms: [(Int, Double)], _ constant: Double, _ relation: String, _ strength: Double) {
            operations.append(
                Operation(
                    op: "add", terms: terms.map { [Double($0.0), $0.1] }, constant: constant,
                    relation: relation, strength: strength))
            adds += 1
        }
        func strength(requiredShare: Double) -> Double {
            if random.unit() < requiredShare { return Strength.required }
            let level = [1.0, 1_000, 1_000_000][random.int(0..<3)]
            return level * random.double(0.5, 1.5)
        }
        let n = variables
        // Weak, distinct "stays" make the optimum unique, so two correct solvers must agree.
        for v in 0..<n { add([(v, 1)], -random.grid(-300, 300), "==", random.double(0.05, 0.5)) }
        let count = random.int(2..<(2 * n + 2))
        for _ in 0..<count {
            let a = random.int(0..<n), b = (a + 1 + random.int(0..<(n - 1))) % n,
                c = (b + 1 + random.int(0..<(n - 1))) % n
            let template = kind == 4 ? random.int(0..<5) : (kind == 5 ? random.int(0..<5) : kind)
            let share = kind == 4 ? 0.3 : (kind == 5 ? 0.9 : 0.5)
            switch template {
            case 0: add([(b, 1), (a, -1)], -random.grid(0, 40), "==", strength(requiredShare: share))
            case 1:
                if c != a {
                    add([(c, 2), (a, -1), (b, -1)], random.grid(-10, 10), "==", strength(requiredShare: share))
                }
            case 2:
                add([(a, 1), (b, -random.grid(0.25, 4))], -random.grid(-20, 20), "==", strength(requiredShare: share))
            case 3:
                add(
                    [(a, 1), (b, -1)], -random.grid(-50, 50), random.unit() < 0.5 ? ">=" : "<=",
                    strength(requiredShare: share))
            default:
                add(
                    [(a, 1)], -random.grid(-400, 400), random.unit() < 0.5 ? ">=" : "<=", strength(requiredShare: share)
                )
            }
            if random.unit() < 0.3 { operations.append(Operation(op: "check")) }
        }
        operations.append(Operation(op: "check"))
        if kind == 5 {
            // Required constraints that contradict what is there: some must be refused.
            for _ in 0..<random.int(1..<4) {
                let a = random.int(0..<n)
                add([(a, 1)], -random.grid(500, 900), "==", Strength.required)
                add([(a, 1)], -random.grid(-900, -500), random.unit() < 0.5 ? "==" : "<=", Strength.required)
                operations.append(Operation(op: "check"))
            }
            return
        }
        // Edit variables with suggested values (dual simplex), then removals.
        let editCount = random.int(0..<3)
        var edited: Set<Int> = []
        for _ in 0..<editCount {
            let v = random.int(0..<n)
            guard edited.insert(v).inserted else { continue }
            operations.append(Operation(op: "edit", strength: random.double(500, 5_000), variable: v))
        }
        for _ in 0..<(edited.isEmpty ? 0 : random.int(1..<6)) {
            operations.append(
                Operation(
                    op: "suggest", variable: edited.sorted()[random.int(0..<edited.count)],
                    value: random.grid(-500, 500)))
            operations.append(Operation(op: "check"))
        }
        for _ in 0..<random.int(0..<3) {
            operations.append(Operation(op: "remove", constraint: random.int(n..<adds)))
            operations.append(Operation(op: "check"))
        }
    }

    struct Outcome {
        var unsatisfiable: [Int] = []
        var checks: [[Double]] = []
    }

    func solveWithCassowary() -> Outcome {
        let solver = CassowarySolver()
        let vars = (0..<variables).map { SolverVariable("v\($0)") }
        var added: [SolverConstraint?] = []
        var outcome = Outcome()
        for operation in operations {
            switch operation.op {
            case "add":
                let terms = operation.terms!.map {
                    LinearExpression.Term(variable: vars[Int($0[0])], coefficient: $0[1])
                }
                let relation: SolverRelation =
                    operation.relation == "<="
                    ? .lessThanOrEqual
                    : operation.relation == ">=" ? .greaterThanOrEqual : .equal
                let constraint = SolverConstraint(
                    LinearExpression(terms, constant: operation.constant!), relation,
                    strength: operation.strength!)
                do {
                    try solver.addConstraint(constraint)
                    added.append(constraint)
                } catch {
                    outcome.unsatisfiable.append(added.count)
                    added.append(nil)
                }
            case "remove":
                if let constraint = added[operation.constraint!] {
                    try! solver.removeConstraint(constraint)
                    added[operation.constraint!] = nil
                }
            case "edit": try! solver.addEditVariable(vars[operation.variable!], strength: operation.strength!)
            case "suggest": try! solver.suggestValue(vars[operation.variable!], operation.value!)
            default:
                solver.updateVariables()
                outcome.checks.append(vars.map(\.value))
            }
        }
        return outcome
    }
}

/// kiwisolver's answers for a batch of systems.
struct KiwiReference: Decodable {
    struct Result: Decodable {
        var unsatisfiable: [Int]
        var checks: [[Double]]
    }

    var kiwisolver: String
    var results: [Result]

    struct ScriptFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs the script (which installs kiwisolver when missing); throws, failing the test, when it cannot.
    static func solve(_ systems: [RandomSystem]) throws -> KiwiReference {
        let script = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scripts/kiwi_solve.py")
        let input = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "flipbook-kiwi-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).json")
        try JSONEncoder().encode(systems).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        process.standardInput = try FileHandle(forReadingFrom: input)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let errReader = Task.detached { err.fileHandleForReading.readDataToEndOfFile() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        _ = errReader
        guard process.terminationStatus == 0 else {
            throw ScriptFailure(description: "kiwi_solve.py exited with \(process.terminationStatus)")
        }
        return try JSONDecoder().decode(KiwiReference.self, from: outData)
    }
}
