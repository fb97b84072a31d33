import Foundation
import PNG
import TestSupport
import Testing

/// `flipbook docs` as a process: the animated PNG decoded by Pillow equals the frames `flipbook render`
/// writes, the GIF and filmstrip are readable, bad values exit 2 with nothing written, memory stays bounded.
@Suite("flipbook docs")
struct DocsCommandTests {
    static func scratch(_ name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.path + "/flipbook-docs-\(name)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// `docs` stopped by SIGTERM part-way leaves its unfinished files behind, named `.<file>.<pid>.<n>.tmp`
    /// (`AtomicFile`'s temporaries; a GIF's were never swept); the next `docs` into that folder deletes those of
    /// processes that no longer run — only those: a live process's, or a file of one's own that looks alike, stay.
    @Test func aKilledDocsRunsTemporariesAreSweptByTheNext() throws {
        let folder = try Self.scratch("killed")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = folder + "/docs"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let dead = 4_194_311  // above Linux's pid_max default: never a live process
        let swept = [
            ".demo-card-flip.gif.\(dead).1.tmp", ".demo-card-flip.png.\(dead).2.tmp",
            ".demo-card-flip-filmstrip.png.\(dead).3.tmp",
        ]
        let kept = [".demo-card-flip.gif.\(getpid()).1.tmp", ".notes.gif.tmp", ".notes.txt.\(dead).1.tmp", "notes.txt"]
        for name in swept + kept { try Data("x".utf8).write(to: URL(fileURLWithPath: out + "/" + name)) }
        let docs = try Subprocess.flipbook(
            "docs", "demo-cross-fade", "--out", out, "--scale", "0.25", "--strip-frames", "2", "--jobs", "1")
        #expect(docs.status == 0, "\(docs.standardError)")
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: out))
        #expect(left.isDisjoint(with: swept), "\(left.sorted())")
        #expect(left.isSuperset(of: kept), "\(left.sorted())")
    }

    @Test func animationDecodedByPillowEqualsTheRenderedFrames() throws {
        let folder = try Self.scratch("pillow")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let docs = try Subprocess.flipbook(
            "docs", "demo-cross-fade", "--out", folder + "/docs", "--scale", "0.25",
            "--supersampling", "1", "--fps", "10", "--end-pause", "0", "--loop", "2",
            "--gif", "--strip-frames", "3", "--columns", "2", "--no-outline", "--jobs", "2")
        #expect(docs.status == 0, "\(docs.standardError)")
        #expect(docs.standardError.contains("demo-cross-fade: "))
        #expect(docs.standardOutput.contains("wrote docs imagery of 1 scenario into \(folder)/docs"))
        let render = try Subprocess.flipbook(
            "render", "demo-cross-fade", "--out", folder + "/frames", "--scale", "0.25",
            "--fps", "10", "--jobs", "1")
        #expect(render.status == 0, "\(render.standardError)")
        let frameFolder = folder + "/frames/demo-cross-fade"
        let rendered = try FileManager.default.contentsOfDirectory(atPath: frameFolder)
            .filter { $0.hasPrefix("frame-") }.sorted()
            .map { try PNGDecoder().decode(contentsOf: frameFolder + "/" + $0).rgba }
        #expect(rendered.count > 3)

        let pillow = try PillowDecoder.decode(URL(fileURLWithPath: folder + "/docs/demo-cross-fade.png"))
        #expect(pillow.meta.format == "PNG" && pillow.meta.loop == 2)
        #expect(pillow.meta.width == 98 && pillow.meta.height == 213)
        // Identical consecutive frames merge into one longer frame: expand by duration (100 ms per frame).
        var expanded: [[UInt8]] = []
        for (frame, duration) in zip(pillow.frames, pillow.meta.durations) {
            let count = Int(((duration ?? 0) / 100).rounded())
            #expect(count >= 1, "duration \(String(describing: duration))")
            expanded += Array(repeating: frame, count: max(1, count))
        }
        #expect(expanded.count == rendered.count)
        for (index, (decoded, expected)) in zip(expanded, rendered).enumerated() where decoded != expected {
            Issue.record("frame \(index): Pillow's decoding differs from flipbook render's frame")
        }

        let gif = try PillowDecoder.decode(URL(fileURLWithPath: folder + "/docs/demo-cross-fade.gif"))
        #expect(gif.meta.format == "GIF" && gif.meta.width == 98 && gif.meta.height == 213 && gif.meta.n_frames >= 2)

        // Three frames, two columns, no outline: 2 × 98 + 12 wide plus padding; two rows of 213 + 6 + 16.
        let sheet = try PNGDecoder().decode(contentsOf: folder + "/docs/demo-cross-fade-filmstrip.png")
        #expect(sheet.width == 16 + 98 + 12 + 98 + 16)
        #expect(sheet.height == 16 + 2 * (213 + 6 + 16) + 12 + 16)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder + "/docs").sorted()
                == ["demo-cross-fade-filmstrip.png", "demo-cross-fade.gif", "demo-cross-fade.png"])
    }

    @Test(arguments: [
        (["docs", "no-such-scenario"], "unknown scenario id no-such-scenario"),
        (["docs", "--scale", "0"], "--scale must be a number from 0.01 to 16, got 0.0"),
        (["docs", "--scale", "10"], "--scale × --supersampling must be a number from 0.01 to 16, got 20.0"),
        (["docs", "--supersampling", "9"], "--supersampling must be 1…4, got 9"),
        (["docs", "--fps=-5"], "--fps must be a number greater than 0"),
        (["docs", "--strip-frames", "0"], "--strip-frames must be 1…64, got 0"),
        (["docs", "--strip-times", "0,x"], "--strip-times: 'x' is not a number of seconds"),
        (["docs", "--strip-times", "0", "--strip-frames", "3"], "give --strip-frames or --strip-times, not both"),
        (
            ["docs", "demo-cross-fade", "--strip-times", "0,99"],
            "--strip-times: 99.0 s is outside the recording of demo-cross-fade"
        ),
        (["docs", "--columns", "0"], "--columns must be 1…64, got 0"),
        (["docs", "--background", "blue"], "--background must be a colour as #RRGGBB, got 'blue'"),
        (["docs", "--loop=-1"], "--loop must be 0"),
        (["docs", "--jobs", "0"], "--jobs must be 1…"),
    ])
    func badValuesExitTwoAndWriteNothing(arguments: [String], message: String) throws {
        let folder = try Self.scratch("bad")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome = try Subprocess.run(Subprocess.flipbook, arguments + ["--out", folder + "/out"])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
    }

    @Test func anOutputThatIsAFileExitsTwo() throws {
        let folder = try Self.scratch("file")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(FileManager.default.createFile(atPath: folder + "/file", contents: Data("x".utf8)))
        let outcome = try Subprocess.flipbook("docs", "demo-cross-fade", "--out", folder + "/file", "--scale", "0.1")
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("cannot write to \(folder)/file: it exists and is not a folder"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["file"])
    }

    /// 120 fps over the spring: about 100 frames of 393 × 852 painted (1.3 MB each) and shrunk to 197 × 426.
    /// Holding them all would add over 130 MB; streaming holds a handful (about 41 MB resident in all). The
    /// peak is measured through Tests/Scripts/peak_rss.py (Subprocess.flipbookMeasuringPeak), which forks the tool from
    /// a small process: started from the test process directly, the tool's ru_maxrss would include the test process's
    /// own peak.
    @Test func memoryStaysBoundedWithManyFrames() throws {
        let folder = try Self.scratch("memory")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome = try Subprocess.flipbookMeasuringPeak(
            "docs", "demo-card-spring", "--out", folder, "--fps", "120",
            "--scale", "0.5", "--supersampling", "2", "--jobs", "2")
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let frames = Int(outcome.standardError.split(separator: " ").dropFirst().first ?? "") ?? 0
        #expect(frames > 90, "\(outcome.standardError)")
        let peak = outcome.maximumResidentBytes
        #expect(peak > 10 << 20 && peak < 100 << 20, "\(peak >> 20) MB resident")
    }

    /// The README's gallery shows images that exist: an animated PNG with several frames and a filmstrip per row.
    @Test func theReadmeGalleryImagesExist() throws {
        let readme = try String(contentsOf: TestData.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let table = try #require(
            readme.components(separatedBy: "<!-- gallery:begin -->").dropFirst().first?
                .components(separatedBy: "<!-- gallery:end -->").first)
        let sources = table.components(separatedBy: "src=\"").dropFirst().compactMap { $0.split(separator: "\"").first }
        #expect(sources.count >= 2 && sources.count % 2 == 0)
        for source in sources {
            let url = TestData.repository.appendingPathComponent(String(source))
            if source.hasSuffix("-filmstrip.png") {
                #expect(try PNGDecoder().decode(contentsOf: url).width > 0)
            } else {
                let reader = try AnimatedPNGReader(contentsOf: url)
                #expect(reader.frameCount > 1, "\(source)")
            }
        }
    }
}
