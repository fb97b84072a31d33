import Flipbook
import Foundation
import ImageDiff
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Checks that `scenario` renders exactly as its fixture, frame by frame — in a Swift Testing `@Test` or an
/// XCTest test method (whichever is running).
///
/// ```swift
/// @Test @MainActor func cardSlidesIn() {
///     assertTransition(.cardSlidesIn)                              // Fixtures/card-slides-in/
///     assertTransition(.cardSlidesIn, record: .failed, strategy: .pixelmatch(threshold: 0.1))
/// }
/// ```
///
/// Under XCTest, call it from a plain test method as `MainActor.assumeIsolated { _ = assertTransition(…) }` (`_ =`:
/// `assumeIsolated` returns what the closure does, unused): XCTest on Linux cannot call a `@MainActor` test method
/// (the test run stops with "Could not cast value of type …").
///
/// The same fixtures, record modes and strategies as `flipbook verify`: `fixtures` (relative paths from the
/// package's root, found above the test file), `fixtureFormat` (``FixtureFormat/frames``, a folder per
/// scenario, or ``FixtureFormat/animatedPNG``, one `<fixtures>/<id>.png` each), `record` (nil: `FLIPBOOK_RECORD`, else
/// `never` when `CI` is set, else `missing` — a missing fixture is written and the assertion fails), `strategy` (any
/// `ComparisonStrategy`; exact by default), `keep` (which frames, instead of the scenario's own). A failure
/// names the scenario, each failing frame with its numbers and the paths of its actual, diff and expected
/// images; under Swift Testing the actual and diff images are attached to the issue, under XCTest on Apple
/// platforms too. The report goes to `<reports>/<id>/` (`report.json`, `report.html`, and the images of what
/// failed in `actual/`, `diff/` and `expected/` beside them); `reports` nil means `$FLIPBOOK_ARTIFACTS` when that
/// environment variable is set (absolute, or relative to the package's root), else `output/test-reports`.
/// ``checkTransition(_:fixtures:fixtureFormat:record:strategy:keep:reports:filePath:environment:)`` is the same
/// check without the test failure.
///
/// - Returns: what was checked (nil when the check itself could not run; that is a failure too).
@MainActor
@discardableResult
public func assertTransition(
    _ scenario: Scenario,
    fixtures: String = "Fixtures",
    fixtureFormat: FixtureFormat = .frames,
    record: RecordMode? = nil,
    strategy: ComparisonStrategy = .exact,
    keep: FrameSelection? = nil,
    reports: String? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: Int = #column
) -> TransitionCheck? {
    let check: TransitionCheck
    do {
        check = try checkTransition(
            scenario, fixtures: fixtures, fixtureFormat: fixtureFormat, record: record, strategy: strategy, keep: keep,
            reports: reports, filePath: "\(filePath)")
    } catch {
        TestFailure.report(
            "\(scenario.id): the check could not run: \(error)", attachments: [],
            fileID: fileID, filePath: filePath, line: line, column: column)
        return nil
    }
    if !check.passed {
        TestFailure.report(
            check.message(), attachments: check.attachments(),
            fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return check
}

/// Reports a failure to the test framework that is running.
enum TestFailure {
    static func report(
        _ message: String, attachments: [(name: String, path: String)],
        fileID: String, filePath: StaticString, line: UInt, column: Int
    ) {
        #if canImport(Testing)
        if Test.current != nil {
            let location = SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: column)
            #if compiler(>=6.2)
            for (name, path) in attachments {
                if let bytes = FileManager.default.contents(atPath: path) {
                    Attachment.record(Array(bytes), named: name, sourceLocation: location)
                }
            }
            #endif
            Issue.record(Comment(rawValue: message), sourceLocation: location)
            return
        }
        #endif
        #if canImport(XCTest)
        #if canImport(Darwin)
        if !attachments.isEmpty {
            XCTContext.runActivity(named: "Flipbook: actual and diff images") { activity in
                for (name, path) in attachments {
                    let attachment = XCTAttachment(contentsOfFile: URL(fileURLWithPath: path))
                    attachment.name = name
                    attachment.lifetime = .keepAlways
                    activity.add(attachment)
                }
            }
        }
        #endif
        XCTFail(message, file: filePath, line: line)
        #else
        FileHandle.standardError.write(Data((message + "\n").utf8))
        #endif
    }
}
