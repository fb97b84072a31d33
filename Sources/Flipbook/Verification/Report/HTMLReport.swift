import Files
import Foundation
import PNG

/// `report.html` in a report folder: one self-contained page to look at what failed, with no network access.
///
/// The page refers to the images already in the report folder by relative path (`<id>/expected/frame-0012.png`,
/// `<id>/actual/…`, `<id>/diff/…`, and `<id>/filmstrip.png` written beside them; without the `<id>/` in a report of
/// one scenario), so it works wherever the folder is copied or unpacked (a CI artifact) and does not duplicate the
/// images; its CSS and JavaScript are inline. It shows the totals, a table of every scenario, and per scenario that did
/// not pass its messages, a viewer of its frames — side by side (expected / actual / diff), swipe (a slider uncovers
/// the actual frame over the expected one), onion skin (the actual frame faded over the expected one) — with a
/// scrubber through the frames (arrow keys step), the filmstrip of its failing frames, and a table of every frame that
/// did not pass with its numbers and images. Without JavaScript the first failing frame shows side by side and the
/// tables are complete. Nothing in it depends on the time or the machine.
public struct HTMLReport: Sendable {
    /// The page's file name in the report folder: `report.html`.
    public static let fileName = "report.html"

    /// The report the page shows.
    public var report: VerificationReport
    /// The filmstrip of each scenario that has one, relative to the report folder.
    public var filmstrips: [ScenarioID: String]
    /// The report folder's path as the person reading the page names it (where the check put it): the
    /// `flipbook approve` command shown for each scenario that failed or had no fixture takes its frames from
    /// there (``ApproveCommandLine``). Nil: no commands are shown.
    public var reportFolder: String?
    /// The program the approve commands start with (``ApproveInvocation/program``): the built-in `flipbook`,
    /// `swift run <executable>`, or the plugin's form.
    public var program: String

    /// The page of `report`, with its scenarios' filmstrips and the approve commands for `reportFolder`, run by
    /// `program`.
    public init(
        _ report: VerificationReport, filmstrips: [ScenarioID: String] = [:], reportFolder: String? = nil,
        program: String = ApproveCommandLine.program
    ) {
        self.report = report
        self.filmstrips = filmstrips
        self.reportFolder = reportFolder
        self.program = program
    }

    /// Writes the filmstrips and `report.html` into `folder`, a report folder holding the report's images
    /// (possibly a staging folder that becomes `reportFolder`, the path the approve commands name; `program`
    /// starts them). `origins` maps an image's path in the report to the file it was copied from, which an error
    /// then names.
    public static func write(
        _ report: VerificationReport, into folder: String, reportFolder: String? = nil,
        program: String = ApproveCommandLine.program, origins: [String: String] = [:]
    ) throws {
        var filmstrips: [ScenarioID: String] = [:]
        for scenario in report.problems {
            // A check writes each failing scenario's filmstrip as it completes; others are made from the images.
            let written = report.layout.folder(of: scenario.id) + HTMLReportFilmstrip.fileName
            filmstrips[scenario.id] =
                FileManager.default.fileExists(atPath: folder + "/" + written)
                ? written
                : try HTMLReportFilmstrip.write(scenario, into: folder, layout: report.layout, origins: origins)
        }
        let path = folder + "/" + fileName
        let page = HTMLReport(report, filmstrips: filmstrips, reportFolder: reportFolder, program: program)
        do {
            try AtomicFile.write(Array(page.html.utf8), to: path)
        } catch {
            throw VerificationError.unwritable(path, "\(error)")
        }
    }

    /// The frames the viewer steps through: those with at least one image, by index.
    static func viewerFrames(_ scenario: ScenarioReport) -> [FrameReport] {
        scenario.frames.filter { $0.expectedImage != nil || $0.actualImage != nil || $0.diffImage != nil }
    }

    /// The actual image to show for `frame`: its own, or the expected one when the two are identical (identical
    /// frames are not written twice).
    static func actualImage(_ frame: FrameReport) -> String? {
        frame.actualImage ?? (frame.status == .identical ? frame.expectedImage : nil)
    }

    /// The page: one self-contained HTML document.
    public var html: String {
        let totals = report.totals
        let problems = report.problems
        let title =
            problems.isEmpty
            ? "flipbook \(report.command): all \(totals.scenarios) scenario\(totals.scenarios == 1 ? "" : "s") passed"
            : "flipbook \(report.command): \(problems.count) of \(totals.scenarios) "
                + "scenario\(totals.scenarios == 1 ? "" : "s") did not pass"
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(Self.escape(title))</title>
            <style>
            \(HTMLReportAssets.css)
            </style>
            </head>
            <body>
            <header>
            <h1>\(Self.escape(title))</h1>
            <p class="meta">comparison: \(Self.escape(report.comparison.summary))\
             · fixtures: \(Self.escape(report.fixtures))\
             · record: \(Self.escape(report.record.description))\
            \(report.shard.map { " · shard \(Self.escape("\($0)"))" } ?? "")</p>
            <p class="meta">\(totals.passed) passed · \(totals.failed) failed · \(totals.missing) missing ·\
             \(totals.recorded) recorded · \(totals.errors) errors · frames: \(totals.frames) rendered,\
             \(totals.framesCompared) compared, \(totals.framesFailed) did not pass</p>
            </header>

            """
        out += scenarioTable()
        for scenario in problems { out += section(scenario) }
        out += "<script type=\"application/json\" id=\"flipbook-data\">\(Self.scriptSafe(dataJSON()))</script>\n"
        out += "<script>\n\(HTMLReportAssets.javascript)\n</script>\n</body>\n</html>\n"
        return out
    }

    private func scenarioTable() -> String {
        var rows = ""
        for scenario in report.scenarios {
            let failed = scenario.failedFrames.count
            let name =
                scenario.status == .passed
                ? "<code>\(Self.escape(scenario.id.rawValue))</code>"
                : "<a href=\"#\(Self.anchor(scenario.id))\"><code>\(Self.escape(scenario.id.rawValue))</code></a>"
            rows +=
                "<tr><td>\(name)</td><td><span class=\"status "
                + "\(scenario.status.rawValue)\">\(scenario.status.rawValue)</span></td>"
                + "<td class=\"number\">\(scenario.frames.count)</td><td class=\"number\">\(failed)</td>"
                + "<td>\(Self.escape(scenario.summary))</td></tr>\n"
        }
        return """
            <section class="overview">
            <table class="scenarios">
            <thead><tr><th>scenario</th><th>status</th><th>frames</th><th>not passed</th><th>summary</th></tr></thead>
            <tbody>
            \(rows)</tbody>
            </table>
            </section>

            """
    }

    private func section(_ scenario: ScenarioReport) -> String {
        let id = scenario.id
        var out = "<section class=\"scenario\" id=\"\(Self.anchor(id))\">\n"
        out +=
            "<h2><code>\(Self.escape(id.rawValue))</code> <span class=\"status "
            + "\(scenario.status.rawValue)\">\(scenario.status.rawValue)</span></h2>\n"
        out += "<p class=\"summary\">\(Self.escape(scenario.summary))</p>\n"
        if let message = scenario.message { out += "<p class=\"message\">\(Self.escape(message))</p>\n" }
        if !scenario.layoutDifferences.isEmpty {
            out += "<ul class=\"layout\">\n"
            for difference in scenario.layoutDifferences { out += "<li>\(Self.escape(difference))</li>\n" }
            out += "</ul>\n"
        }
        if let reportFolder,
            let command = ApproveCommandLine.command(
                for: scenario, in: report, reportFolder: reportFolder, program: program)
        {
            out +=
                "<p class=\"approve\">To make these frames the fixture: <code class=\"approve-command\">"
                + Self.escape(command) + "</code></p>\n"
        }
        out += viewer(scenario)
        if let filmstrip = filmstrips[id] {
            out +=
                "<figure class=\"filmstrip\"><img src=\"\(Self.escape(filmstrip))\" alt=\"filmstrip of the frames of "
                + "\(Self.escape(id.rawValue)) that did not pass\"><figcaption>frames that did not pass: expected "
                + "above, actual below</figcaption></figure>\n"
        }
        out += frameTable(scenario)
        out += "</section>\n"
        return out
    }

    private func viewer(_ scenario: ScenarioReport) -> String {
        let frames = Self.viewerFrames(scenario)
        guard !frames.isEmpty else { return "<p class=\"note\">No images were written for this scenario.</p>\n" }
        let start = frames.firstIndex { !$0.status.passed } ?? 0
        let frame = frames[start]
        func image(_ kind: String, _ path: String?) -> String {
            "<img data-kind=\"\(kind)\" alt=\"\(kind)\"\(path.map { " src=\"\(Self.escape($0))\"" } ?? " hidden")>"
        }
        let id = Self.escape(scenario.id.rawValue)
        // Tick marks under the scrubber at the frames that did not pass.
        let ticks = frames.indices.filter { !frames[$0].status.passed }.map { "<option value=\"\($0)\"></option>" }
            .joined()
        return """
            <div class="viewer" id="viewer-\(id)" data-scenario="\(id)" data-mode="side" tabindex="0">
            <div class="controls">
            <span class="modes" role="group" aria-label="view">\
            <button type="button" data-mode="side" aria-pressed="true">side by side</button>\
            <button type="button" data-mode="swipe" aria-pressed="false">swipe</button>\
            <button type="button" data-mode="onion" aria-pressed="false">onion skin</button></span>
            <label class="scrubber">frame <input type="range" class="scrub" min="0" max="\(frames.count - 1)"\
             value="\(start)" step="1" list="ticks-\(id)" aria-label="frame"></label>
            <datalist id="ticks-\(id)">\(ticks)</datalist>
            <span class="frame-label">\(Self.escape(Self.frameLabel(frame)))</span>
            </div>
            <div class="stage side">
            <figure>\(image("expected", frame.expectedImage))<figcaption>expected</figcaption></figure>
            <figure>\(image("actual", Self.actualImage(frame)))<figcaption>actual</figcaption></figure>
            <figure>\(image("diff", frame.diffImage))<figcaption>diff</figcaption></figure>
            </div>
            <div class="stage swipe">
            <div class="stack">\(image("expected", frame.expectedImage))\(image("actual", Self.actualImage(frame)))<div\
             class="swipe-line"></div></div>
            <label>expected <input type="range" class="swipe-position" min="0" max="100" value="50" aria-label="swipe\
             position"> actual (left of the line: expected; right: actual)</label>
            </div>
            <div class="stage onion">
            <div class="stack">\(image("expected", frame.expectedImage))\
            \(image("actual", Self.actualImage(frame)))</div>
            <label>expected <input type="range" class="onion-opacity" min="0" max="100" value="50" aria-label="actual\
             opacity"> actual (the opacity of the actual frame over the expected one)</label>
            </div>
            <p class="frame-summary">\(Self.escape(frame.summary))</p>
            </div>

            """
    }

    private func frameTable(_ scenario: ScenarioReport) -> String {
        let failed = scenario.failedFrames
        guard !failed.isEmpty else { return "" }
        let frames = Self.viewerFrames(scenario)
        var rows = ""
        for frame in failed {
            let position = frames.firstIndex { $0.index == frame.index }
            func cell(_ path: String?) -> String {
                guard let path else { return "<td class=\"none\">—</td>" }
                return "<td><img loading=\"lazy\" src=\"\(Self.escape(path))\" alt=\"\"></td>"
            }
            var numbers: [String] = []
            if let mismatched = frame.mismatchedPixels, let total = frame.totalPixels {
                numbers.append("\(mismatched) of \(total) pixels")
            }
            if let delta = frame.maxChannelDelta { numbers.append("max channel Δ \(delta)") }
            if let box = frame.boundingBox { numbers.append("box \(box.x),\(box.y) \(box.width)×\(box.height)") }
            if let expected = frame.expectedSize, let actual = frame.actualSize, expected != actual {
                numbers.append(
                    "expected \(expected.width)×\(expected.height), actual "
                        + "\(actual.width)×\(actual.height)")
            }
            rows +=
                "<tr\(position.map { " data-position=\"\($0)\"" } ?? "")><td class=\"number\">\(frame.index)</td>"
                + "<td class=\"number\">\(Self.escape(Filmstrip.label(forTime: frame.time)))</td>"
                + "<td><span class=\"status \(frame.status.rawValue)\">"
                + "\(frame.status.rawValue.replacingOccurrences(of: "_", with: " "))</span></td>"
                + "<td>\(Self.escape(frame.summary))"
                + (numbers.isEmpty ? "" : "<br><small>\(Self.escape(numbers.joined(separator: " · ")))</small>")
                + "</td>"
                + cell(frame.expectedImage) + cell(frame.actualImage) + cell(frame.diffImage) + "</tr>\n"
        }
        return """
            <table class="frames">
            <thead><tr><th>frame</th><th>time</th><th>status</th><th>numbers</th>\
            <th>expected</th><th>actual</th><th>diff</th></tr></thead>
            <tbody>
            \(rows)</tbody>
            </table>

            """
    }

    /// `frame 12 · 0.20 s · different`.
    static func frameLabel(_ frame: FrameReport) -> String {
        "frame \(frame.index) · \(Filmstrip.label(forTime: frame.time)) · "
            + "\(frame.status.rawValue.replacingOccurrences(of: "_", with: " "))"
    }

    /// What the script needs: per scenario that did not pass, the viewer's frames.
    private func dataJSON() -> String {
        struct Frame: Encodable {
            var index: Int, label: String, summary: String, status: String
            var expected: String?, actual: String?, diff: String?
        }
        struct Scenario: Encodable { var id: String, frames: [Frame] }
        struct Data: Encodable { var scenarios: [Scenario] }
        let data = Data(
            scenarios: report.problems.map { scenario in
                Scenario(
                    id: scenario.id.rawValue,
                    frames: Self.viewerFrames(scenario).map {
                        Frame(
                            index: $0.index, label: Self.frameLabel($0), summary: $0.summary,
                            status: $0.status.rawValue,
                            expected: $0.expectedImage, actual: Self.actualImage($0), diff: $0.diffImage)
                    })
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(
            decoding: (try? encoder.encode(data)) ?? Foundation.Data("{\"scenarios\":[]}".utf8), as: UTF8.self)
    }

    static func anchor(_ id: ScenarioID) -> String { "scenario-" + id.rawValue }

    /// Text for HTML content and attribute values (``MarkupText/escape(_:)``, by Unicode scalar).
    static func escape(_ text: String) -> String { MarkupText.escape(text) }

    /// JSON that cannot end its `<script>` element early (``MarkupText/scriptSafe(_:)``).
    static func scriptSafe(_ json: String) -> String { MarkupText.scriptSafe(json) }
}
