import Flipbook
import Foundation
@testable import FlipbookCLI
import Testing

/// The progress lines `record`, `verify` and `render` print on standard error.
@Suite("Progress display")
struct ProgressDisplayTests {
    /// A scenario's line names its folder with control characters escaped: `--fixtures` named with ESC printed
    /// `fixture written to fx<ESC>[31mred/…` raw (the summary and errors escaped it already).
    @Test func aFinishedScenariosFolderIsEscaped() throws {
        let pipe = Pipe()
        let display = ProgressDisplay(descriptor: pipe.fileHandleForWriting.fileDescriptor, style: .lines)
        display.begin(scenarios: 1, frames: 3)
        display.scenarioFinished("demo-cross-fade", frames: 3, folder: "missing, fixture written to fx\u{1b}[31mred\n")
        try pipe.fileHandleForWriting.close()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let lines = text.split(separator: "\n")
        #expect(lines.last == "[1/1] demo-cross-fade: 3 frames → missing, fixture written to fx\\u{1b}[31mred\\n")
    }
}
