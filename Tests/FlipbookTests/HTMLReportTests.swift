@testable import Flipbook
import Foundation
import PNG
import Raster
import TestSupport
import Testing

/// `report.html`: written with every report folder, refers to the folder's images, carries its data for the
/// script, escapes text, makes a filmstrip of the failing frames, and is the same for the same report.
@Suite("HTML report")
@MainActor
struct HTMLReportTests {
    func settings(_ root: String, _ mode: RecordMode) -> VerifySettings {
        VerifySettings(
            fixtures: FixtureStore(root: root + "/Fixtures"), reportDirectory: root + "/report",
            strategy: .exact, record: RecordSetting(mode: mode, source: .explicit), jobs: 2)
    }

    /// The JSON the page's script reads.
    func scriptData(_ html: String) throws -> [String: Any] {
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"flipbook-data\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = String(html[start.upperBound..<end.lowerBound])
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func aFailingCheckGetsViewerFilmstripAndFrameTable() throws {
        let root = temporaryFolder("html-report")
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try ScenarioVerifier(settings: settings(root, .all)).verify([TestScenarios.slide(duration: 0.5)])
        // A faster slide: frame 0 is the same, 1 … 3 differ, 4 and 5 are no longer rendered.
        let report = try ScenarioVerifier(settings: settings(root, .never)).verify([TestScenarios.slide(duration: 0.3)])
        #expect(report.scenarios.map(\.status) == [.failed])
        let html = try String(contentsOfFile: root + "/report/" + HTMLReport.fileName, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<title>flipbook verify: 1 of 1 scenario did not pass</title>"))
        #expect(html.contains("id=\"viewer-test-slide\""))
        #expect(html.contains("src=\"test-slide/filmstrip.png\""))
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("<link"))
        // Every image the page names exists in the report folder.
        let sources = html.components(separatedBy: "src=\"").dropFirst().compactMap { $0.split(separator: "\"").first }
        #expect(sources.count > 10)
        for source in sources {
            #expect(FileManager.default.fileExists(atPath: root + "/report/" + source), "\(source)")
        }
        // The script's data: every frame, with images; identical frames show the expected image as the actual.
        let data = try scriptData(html)
        let scenarios = try #require(data["scenarios"] as? [[String: Any]])
        let frames = try #require(scenarios.first?["frames"] as? [[String: Any]])
        #expect(frames.count == 6)
        #expect(frames[0]["actual"] as? String == "test-slide/expected/frame-0000.png")
        #expect(frames[2]["actual"] as? String == "test-slide/actual/frame-0002.png")
        #expect(frames[2]["diff"] as? String == "test-slide/diff/frame-0002.png")
        #expect(frames[2]["label"] as? String == "frame 2 · 0.20 s · different")
        // The viewer starts at the first failing frame; the table lists the five failing frames.
        #expect(html.contains("value=\"1\" step=\"1\""))
        #expect(html.components(separatedBy: "<tr data-position=").count - 1 == 5)

        // The filmstrip: the three differing frames of 100 × 80 (the missing ones have no rendered image),
        // expected above actual.
        let strip = try PNGDecoder().decode(contentsOf: root + "/report/test-slide/filmstrip.png")
        let layout = FilmstripLayout(
            count: 6, frameWidth: 100, frameHeight: 80,
            style: FilmstripStyle(columns: 3, padding: 8, spacing: 8, labelFontSize: 11, labelGap: 3))
        #expect(strip.width == layout.width && strip.height == layout.height)
    }

    @Test func aPassingCheckHasOnlyTheOverview() throws {
        let root = temporaryFolder("html-pass")
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try ScenarioVerifier(settings: settings(root, .all)).verify([TestScenarios.slide()])
        let report = try ScenarioVerifier(settings: settings(root, .never)).verify([TestScenarios.slide()])
        #expect(report.passed)
        let html = try String(contentsOfFile: root + "/report/" + HTMLReport.fileName, encoding: .utf8)
        #expect(html.contains("<title>flipbook verify: all 1 scenario passed</title>"))
        #expect(!html.contains("class=\"viewer\""))
        #expect(try scriptData(html)["scenarios"] as? [Any] != nil)
        #expect(html == HTMLReport(report).html)
    }

    @Test func textIsEscaped() throws {
        let scenario = ScenarioReport(
            id: "x-1", summary: "a <b> & \"c\"", status: .error, fixtureWritten: false,
            fixture: "F/x-1", expected: nil, actual: nil, layoutDifferences: ["<i>"],
            message: "</script><script>alert(1)</script>", frames: [])
        let report = VerificationReport(
            command: "verify", fixtures: "F", comparison: ComparisonDescription(metric: "exact"),
            record: RecordSetting(mode: .never, source: .explicit), shard: nil,
            scenarios: [scenario])
        let html = HTMLReport(report).html
        #expect(html.contains("a &lt;b&gt; &amp; &quot;c&quot;"))
        #expect(html.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("<li>&lt;i&gt;</li>"))
        #expect(html.components(separatedBy: "<script").count - 1 == 2)  // the data and the page's script only
        #expect(HTMLReport.scriptSafe("{\"a\":\"</script>\"}") == "{\"a\":\"\\u003c/script\\u003e\"}")
    }
}
