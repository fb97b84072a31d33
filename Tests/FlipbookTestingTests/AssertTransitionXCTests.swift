import Flipbook
import FlipbookTesting
import Foundation
import XCTest

/// `assertTransition` under XCTest: a failure becomes an XCTest failure carrying the numbers and paths.
final class AssertTransitionXCTests: XCTestCase, @unchecked Sendable {
    private var failures: [String] = []
    /// While true, failures are collected instead of reported (only around the calls under test, so that
    /// this test's own assertions still fail it).
    private var capturing = false

    /// Runs `body` collecting the failures it reports.
    private func captured(_ body: () -> Void) -> [String] {
        failures = []
        capturing = true
        body()
        capturing = false
        return failures
    }

    #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
        if capturing { failures.append(issue.compactDescription) } else { super.record(issue) }
    }
    #else
    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
        expected: Bool
    ) {
        if capturing {
            failures.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }
    #endif

    /// XCTest runs test methods on the main thread (a `@MainActor` method is not discovered on Linux).
    func testAFailureIsAnXCTestFailureWithTheNumbers() throws {
        try MainActor.assumeIsolated { try check() }
    }

    @MainActor
    private func check() throws {
        let folder = TestingScenarios.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fixtures = folder + "/Fixtures"
        var failures = captured {
            assertTransition(
                TestingScenarios.growingBar(), fixtures: fixtures, record: .missing, reports: folder + "/r")
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures.first?.contains("no fixture in \(fixtures)/testing-bar; recorded it") == true, "\(failures)")

        var passed: TransitionCheck?
        failures = captured {
            passed = assertTransition(
                TestingScenarios.growingBar(), fixtures: fixtures, record: .never, reports: folder + "/r")
        }
        XCTAssertEqual(failures, [])
        XCTAssertEqual(passed?.passed, true)

        failures = captured {
            assertTransition(
                TestingScenarios.growingBar(width: 49), fixtures: fixtures, record: .never, reports: folder + "/r")
        }
        XCTAssertEqual(failures.count, 1)
        let message = failures.first ?? ""
        XCTAssertTrue(message.contains("testing-bar: 4 of 5 frames differ"), message)
        XCTAssertTrue(message.contains("not passed: frames 1–4, 0.1–0.4 s"), message)
        XCTAssertTrue(message.contains("frame 3 (0.3 s): different (exact): 10 of 2400 pixels"), message)
        XCTAssertTrue(message.contains("diff:     \(folder)/r/testing-bar/diff/frame-0003.png"), message)
    }
}

/// The README's XCTest form ("In tests: `FlipbookTesting`"), as written there: a plain test method entering the
/// main actor with `MainActor.assumeIsolated` (swift-corelibs-xctest stops the whole run, signal 6, on a
/// `@MainActor` test method: a newcomer following the README's "on the main actor" wrote one).
final class ReadmeXCTestFormTests: XCTestCase {
    func testTheReadmesLineChecksOnTheMainActor() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        XCTAssertTrue(text.contains("\n        MainActor.assumeIsolated { _ = assertTransition(dropIn) }\n"))
        XCTAssertFalse(text.contains("@MainActor func test"))
        let folder = TestingScenarios.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let dropIn = TestingScenarios.growingBar()
        let fixtures = folder + "/Fixtures"
        _ = try MainActor.assumeIsolated {
            try checkTransition(dropIn, fixtures: fixtures, record: .all, reports: folder + "/r")
        }
        // The README's line, with this test's folders.
        let check = MainActor.assumeIsolated {
            assertTransition(dropIn, fixtures: fixtures, record: .never, reports: folder + "/r")
        }
        XCTAssertEqual(check?.passed, true)
    }
}
