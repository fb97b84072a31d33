import Foundation
import PNG
import TestSupport
import Testing

/// `report.html` opened in headless Chromium (installed by Tests/Scripts/chromium.sh when missing): a fixture
/// frame is given a magenta square, `flipbook verify` fails, and the screenshots show the report — the
/// expected frame with its square, the red diff — in each view, with the page's script having run.
@Suite("report.html in Chromium")
struct HTMLReportBrowserTests {
    static let script = TestData.repository.appendingPathComponent("Tests/Scripts/chromium.sh").path

    struct ScriptFailure: Error, CustomStringConvertible {
        var description: String
    }

    static func chromium(_ arguments: [String]) throws -> String {
        let outcome = try Subprocess.run("/bin/bash", [script] + arguments)
        guard outcome.status == 0 else {
            throw ScriptFailure(
                description:
                    "chromium.sh \(arguments.first ?? "") exited with \(outcome.status): \(outcome.standardError)")
        }
        return outcome.standardOutput
    }

    /// Straight RGBA pixels of a screenshot.
    static func screenshot(_ url: String, in folder: String, _ name: String) throws -> DecodedPNG {
        let path = folder + "/" + name
        _ = try chromium(["screenshot", url, path, "1280", "1100"])
        return try PNGDecoder().decode(contentsOf: path)
    }

    static func count(_ png: DecodedPNG, where test: (UInt8, UInt8, UInt8) -> Bool) -> Int {
        var n = 0
        png.rgba.withUnsafeBufferPointer { p in
            var i = 0
            while i < p.count {
                if test(p[i], p[i + 1], p[i + 2]) { n += 1 }
                i += 4
            }
        }
        return n
    }

    static func isMagenta(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool { r > 245 && g < 10 && b > 245 }

    @Test func theReportShowsTheFailingFrameInEveryView() throws {
        let folder = FileManager.default.temporaryDirectory.path + "/flipbook-html-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let common = ["demo-cross-fade", "--fixtures", folder + "/F", "--scale", "0.5", "--fps", "10", "--jobs", "2"]
        // Every frame kept (the catalog's own fixtures keep every 6th), so that frame 3 is in the fixture.
        let record = try Subprocess.run(
            Subprocess.flipbook, ["record"] + common + ["--keep", "all", "--report", folder + "/R0"])
        #expect(record.status == 1 || record.status == 0, "\(record.standardError)")

        // A 40 × 40 magenta square in the fixture's frame 3.
        let framePath = folder + "/F/demo-cross-fade/frame-0003.png"
        let frame = try PNGDecoder().decode(contentsOf: framePath)
        var rgba = frame.rgba
        for y in 100..<140 {
            for x in 40..<80 {
                rgba.replaceSubrange(
                    ((y * frame.width + x) * 4)..<((y * frame.width + x) * 4 + 4), with: [255, 0, 255, 255])
            }
        }
        try Data(PNGEncoder().encode(unpremultipliedRGBA: rgba, width: frame.width, height: frame.height))
            .write(to: URL(fileURLWithPath: framePath))

        let verify = try Subprocess.run(Subprocess.flipbook, ["verify"] + common + ["--report", folder + "/R"])
        #expect(verify.status == 1, "\(verify.standardError)")
        let html = try String(contentsOfFile: folder + "/R/report.html", encoding: .utf8)
        #expect(html.contains("demo-cross-fade/expected/frame-0003.png"))
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(FileManager.default.fileExists(atPath: folder + "/R/demo-cross-fade/filmstrip.png"))
        let url = URL(fileURLWithPath: folder + "/R/report.html").absoluteString

        // The script ran: the viewer is ready, on the failing frame, in the view the address asks for.
        let dom = try Self.chromium(["dom", url + "#mode=onion"])
        #expect(dom.contains("data-mode=\"onion\""), "\(dom.prefix(2000))")
        #expect(dom.contains("data-frame=\"3\""))
        #expect(dom.contains("data-ready=\"true\""))

        // Side by side: the expected frame (with its magenta square) and the diff (red where they differ).
        let side = try Self.screenshot(url, in: folder, "side.png")
        #expect(side.width == 1280 && side.height == 1100)
        let background = Self.count(side) { $0 == 255 && $1 == 255 && $2 == 255 }
        #expect(background < side.width * side.height * 9 / 10, "the page is (almost) blank")
        #expect(Self.count(side, where: Self.isMagenta) > 1500)  // 1600 in the viewer; the filmstrip adds about 1000
        #expect(Self.count(side) { $0 > 245 && $1 < 10 && $2 < 10 } > 1000)  // the diff's red square
        // Swipe: the square (20–40 % across) lies left of the line at 50 %, where the expected frame shows.
        let swipe = try Self.screenshot(url + "#mode=swipe", in: folder, "swipe.png")
        #expect(Self.count(swipe, where: Self.isMagenta) > 1500)
        // Onion skin: the actual frame at half opacity over the expected one turns the square a dull purple.
        let onion = try Self.screenshot(url + "#mode=onion", in: folder, "onion.png")
        let purple = Self.count(onion) { r, g, b in
            r > 150 && r < 245 && g > 40 && g < 160 && b > 150 && b < 245 && abs(Int(r) - Int(b)) < 40
        }
        #expect(purple > 1000, "\(purple) purple pixels")
        #expect(Self.count(onion, where: Self.isMagenta) < Self.count(side, where: Self.isMagenta))
    }

    /// A shard's report.json full of markup — in the device, summaries, messages, layout notes, the fixtures
    /// path, the comparison — merged with `flipbook merge-reports`: Chromium runs none of it.
    @Test func injectedMarkupInAMergedReportDoesNotRun() throws {
        let folder = FileManager.default.temporaryDirectory.path + "/flipbook-html-hostile-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let common = ["demo-cross-fade", "--scale", "0.25", "--fps", "5", "--jobs", "2", "--fixtures", folder + "/F"]
        // No fixture and recording off: the scenario is reported missing, with its rendered frames.
        let verify = try Subprocess.run(
            Subprocess.flipbook, ["verify"] + common + ["--record", "never", "--report", folder + "/S"])
        #expect(verify.status == 1, "\(verify.standardError)")
        let path = folder + "/S/report.json"
        var json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        // Each payload marks the page if it runs; joined to its markup by a combining mark or U+0600, so that a
        // Character-by-Character escaper would let the markup through.
        // (The attribute's name is built at run time, so the page's text never holds it.)
        let mark = "document.documentElement.setAttribute('data-'+'pwned','1')"
        let payloads = [
            "\u{0600}<script>\(mark)</script>",
            "\"\u{0301} onmouseover=\"\(mark)\" autofocus onfocus=\"\(mark)",
            "'\u{0301}><img src=x onerror=\"\(mark)\">",
            "</script><script>\(mark)</script>",
            "e\u{0301}<svg onload=\"\(mark)\"></svg>",
        ]
        let text = payloads.joined(separator: " ")
        json["fixtures"] = text
        json["command"] = text
        var comparison = json["comparison"] as! [String: Any]
        comparison["metric"] = text
        json["comparison"] = comparison
        var scenarios = json["scenarios"] as! [[String: Any]]
        scenarios[0]["summary"] = text
        scenarios[0]["message"] = text
        scenarios[0]["fixture"] = text
        scenarios[0]["layout_differences"] = [text, text]
        if var actual = scenarios[0]["actual"] as? [String: Any] {
            actual["device"] = text
            actual["keep"] = text
            scenarios[0]["actual"] = actual
        }
        var frames = scenarios[0]["frames"] as! [[String: Any]]
        for k in frames.indices { frames[k]["summary"] = text; frames[k]["fixture_file"] = text }
        scenarios[0]["frames"] = frames
        json["scenarios"] = scenarios
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: path))

        let merge = try Subprocess.run(Subprocess.flipbook, ["merge-reports", folder + "/S", "--out", folder + "/M"])
        #expect(merge.status == 1, "\(merge.standardError)")  // the merged report did not pass (missing)
        let html = try String(contentsOfFile: folder + "/M/report.html", encoding: .utf8)
        #expect(html.contains("&lt;script&gt;"), "the payloads are on the page, as text")
        let url = URL(fileURLWithPath: folder + "/M/report.html").absoluteString
        let dom = try Self.chromium(["dom", url])
        #expect(dom.contains("data-ready=\"true\""), "the page's own script ran")
        #expect(!dom.contains("data-pwned"), "an injected script ran")
        #expect(!dom.contains("<svg") && !dom.contains("<img src=\"x\""), "injected markup became elements")
    }
}
