import Foundation
import PNG
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Hostile input to every command: bad arguments, hostile files (FIFOs, devices, links, truncated or
/// malicious PNGs, scenes, manifests and reports), folders that must not be touched. Each case runs `flipbook`
/// in a fresh folder (its working directory, with an empty environment but for what the case sets) and checks
/// the exit status, that standard error is one line naming the input, and that nothing was written in the folder
/// but the case's own targets.
@Suite("Hostile input to every command")
struct HostileInputSuite {
    /// One case: a name, how to prepare the folder, the arguments (`$R` is the folder), the environment, the
    /// exit status, text standard error must contain, and the paths (relative to the folder) it may write.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var setup: [Setup] = []
        var arguments: [String]
        var environment: [String] = []
        var status: Int32 = 2
        var message: String
        var writes: [String] = []

        var testDescription: String { name }
    }

    /// What a case puts into its folder before it runs.
    enum Setup: Sendable {
        case file(String, String)
        case bytes(String, [UInt8])
        case folder(String)
        case fifo(String)
        case link(String, to: String)
        /// A copy of the fixtures recorded once for the suite, as `Fixtures/`.
        case fixtures
        /// A copy of a report folder made once for the suite, at the given path.
        case report(String)
        /// A change to the text of a file already there: (path, replace, with).
        case edit(String, String, String)
        /// A file or folder already there moved: (from, to).
        case move(String, String)
        /// A good PNG at the path.
        case png(String)
        /// The permission bits of a file or folder already there: (path, mode).
        case mode(String, Int)
        /// A zip archive at the path, built byte by byte (`$R` in its names and texts is the case's folder).
        case zip(String, HostileZip)
    }

    /// The options every fixture case uses (small and fast).
    static let small = ["demo-cross-fade", "--scale", "0.25", "--fps", "5", "--keep", "every:2", "--jobs", "2"]

    /// Where ``prepared`` records, named by this process: removed when the process exits, and by a later run
    /// when this process died before (every run of the suite left one behind before).
    static let goldenRoot = FileManager.default.temporaryDirectory.path + "/flipbook-hostile-golden-\(getpid())"

    /// Recorded once: `Fixtures/` and a failing report for those options.
    static let prepared: (fixtures: String, report: String) = {
        let root = goldenRoot
        sweepGoldenFoldersOfDeadProcesses()
        try? FileManager.default.removeItem(atPath: root)
        try! FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: HostileInputSuite.goldenRoot) }
        let record = try! Subprocess.run(
            "/usr/bin/env",
            ["-i", "-C", root, Subprocess.flipbook, "record"] + small
                + ["--report", root + "/R0"])
        precondition(record.status == 0, "record for the hostile suite failed: \(record.standardError)")
        // A report with images: a fixture frame changed, so verify fails and writes expected/actual/diff.
        let frame = root + "/Fixtures/demo-cross-fade/frame-0002.png"
        let decoded = try! PNGDecoder().decode(contentsOf: frame)
        var rgba = decoded.rgba
        for i in stride(from: 0, to: rgba.count, by: 4) { rgba[i] = 255 - rgba[i] }
        try! Data(PNGEncoder().encode(unpremultipliedRGBA: rgba, width: decoded.width, height: decoded.height))
            .write(to: URL(fileURLWithPath: frame))
        let verify = try! Subprocess.run(
            "/usr/bin/env",
            ["-i", "-C", root, Subprocess.flipbook, "verify"] + small
                + ["--record", "never", "--report", root + "/report"])
        precondition(verify.status == 1, "verify for the hostile suite: \(verify.standardError)")
        try! FileManager.default.removeItem(atPath: root + "/Fixtures")
        _ = try! Subprocess.run(
            "/usr/bin/env",
            ["-i", "-C", root, Subprocess.flipbook, "record"] + small
                + ["--report", root + "/R0"])
        return (root + "/Fixtures", root + "/report")
    }()

    /// Removes the `flipbook-hostile-golden-<pid>` folders of processes that no longer run (only those named by
    /// a process id: this suite's own).
    static func sweepGoldenFoldersOfDeadProcesses() {
        let temporary = FileManager.default.temporaryDirectory.path
        let prefix = "flipbook-hostile-golden-"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? [] where name.hasPrefix(prefix)
        {
            guard let pid = pid_t(name.dropFirst(prefix.count)), pid > 0, kill(pid, 0) != 0, errno == ESRCH else {
                continue
            }
            try? FileManager.default.removeItem(atPath: temporary + "/" + name)
        }
    }

    static let secret = "top secret, never to be copied"
    /// The most seconds one case may run (a debug build on a loaded machine records in well under a minute).
    static let caseSeconds = 600
    static let manifest = "Fixtures/demo-cross-fade/manifest.json"
    static let expectedImage = "\"demo-cross-fade/expected/frame-0002.png\""

    /// A scene with views nested `depth` deep.
    static func deepScene(_ depth: Int) -> String {
        var view = "{}"
        for _ in 0..<depth { view = "{\"subviews\": [\(view)]}" }
        return "{\"size\": {\"width\": 4, \"height\": 4}, \"root\": \(view)}"
    }

    static let cases: [Case] = [
        // list
        Case(name: "list: unknown option", arguments: ["list", "--bogus"], message: "--bogus"),
        Case(name: "list: extra argument", arguments: ["list", "extra"], message: "extra"),
        // inspect
        Case(
            name: "inspect: missing file", arguments: ["inspect", "$R/missing.png"],
            message: "$R/missing.png: cannot open: No such file"),
        Case(
            name: "inspect: FIFO", setup: [.fifo("pipe.png")], arguments: ["inspect", "$R/pipe.png"],
            message: "$R/pipe.png: not a regular file (it is a FIFO)"),
        Case(
            name: "inspect: folder", arguments: ["inspect", "$R"], message: "$R: not a regular file (it is a folder)"),
        Case(
            name: "inspect: device", arguments: ["inspect", "/dev/zero"],
            message: "/dev/zero: not a regular file (it is a character device)"),
        Case(
            name: "inspect: text file", setup: [.file("text.png", "hello")], arguments: ["inspect", "$R/text.png"],
            message: "$R/text.png"),
        Case(
            name: "inspect: truncated PNG", setup: [.png("good.png"), .edit("good.png", "TRUNCATE", "")],
            arguments: ["inspect", "$R/good.png"], message: "$R/good.png"),
        Case(
            name: "inspect: negative pixel budget", setup: [.png("good.png")],
            arguments: ["inspect", "--pixel-budget", "-5", "$R/good.png"],
            message: "--pixel-budget must be 0 or more, got -5"),
        Case(
            name: "inspect: over the pixel budget", setup: [.png("good.png")],
            arguments: ["inspect", "--pixel-budget", "10", "$R/good.png"], message: "$R/good.png"),
        Case(
            name: "inspect: dangling link", setup: [.link("dangling.png", to: "$R/nowhere.png")],
            arguments: ["inspect", "$R/dangling.png"], message: "$R/dangling.png: cannot open"),
        // demo
        Case(
            name: "demo: negative scale", arguments: ["demo", "--scale", "-2", "-o", "$R/d.png"],
            message: "--scale must be a number from 0.01 to 16, got -2.0"),
        Case(
            name: "demo: scale too large", arguments: ["demo", "--scale", "17", "-o", "$R/d.png"],
            message: "--scale must be a number from 0.01 to 16, got 17.0"),
        Case(
            name: "demo: output under a file", setup: [.file("a.png", "x")],
            arguments: ["demo", "-o", "$R/a.png/d.png"],
            message: "$R/a.png"),
        Case(
            name: "demo: output is a folder", setup: [.folder("out")], arguments: ["demo", "-o", "$R/out"],
            message: "$R/out"),
        // paint
        Case(
            name: "paint: missing scene", arguments: ["paint", "$R/missing.json", "--out", "$R/o.png"],
            message: "cannot read $R/missing.json: cannot open: No such file"),
        Case(
            name: "paint: scene is a folder", arguments: ["paint", "$R", "--out", "$R/o.png"],
            message: "cannot read $R: not a regular file (it is a folder)"),
        Case(
            name: "paint: scene is a FIFO", setup: [.fifo("scene.json")],
            arguments: ["paint", "$R/scene.json", "--out", "$R/o.png"],
            message: "$R/scene.json: not a regular file (it is a FIFO)"),
        Case(
            name: "paint: duplicate key",
            setup: [.file("s.json", "{\"size\": {\"width\": 4, \"height\": 4, \"height\": 5}, \"root\": {}}")],
            arguments: ["paint", "$R/s.json", "--out", "$R/o.png"],
            message: "$R/s.json: size.height: duplicate key \"height\""),
        Case(
            name: "paint: views nested too deep", setup: [.file("s.json", deepScene(260))],
            arguments: ["paint", "$R/s.json", "--out", "$R/o.png"], message: "views nested deeper than 200 levels"),
        Case(
            name: "paint: too many views",
            setup: [
                .file(
                    "s.json",
                    "{\"size\": {\"width\": 4, \"height\": 4}, \"root\": {\"subviews\": ["
                        + Array(repeating: "{}", count: 100_001).joined(separator: ",") + "]}}")
            ],
            arguments: ["paint", "$R/s.json", "--out", "$R/o.png"], message: "more than 99999 views"),
        // Path work was bounded by control points only: 1000 huge stroked cubics at scale 16 (110 KB) took 17.7 s
        // and 1.1 GB; a zigzag of tall lines stroked wide, over a gigabyte.
        Case(
            name: "paint: huge stroked cubics",
            setup: [
                .file(
                    "s.json",
                    "{\"size\": {\"width\": 100, \"height\": 100}, \"scale\": 16, \"root\": {\"shape\": "
                        + "{\"strokeColor\": \"#FF0000\", \"lineWidth\": 3, \"path\": ["
                        + Array(repeating: "\"M\", -1e7, -1e7, \"C\", 1e7, -1e7, -1e7, 1e7, 1e7, 1e7", count: 1000)
                        .joined(separator: ", ") + "]}}}")
            ],
            arguments: ["paint", "$R/s.json", "--out", "$R/o.png"],
            message: "$R/s.json: root: the paths would be flattened into about"),
        Case(
            name: "paint: a tall zigzag stroked wide",
            setup: [
                .file(
                    "s.json",
                    "{\"size\": {\"width\": 600, \"height\": 600}, \"scale\": 16, \"root\": {\"subviews\": "
                        + "[{\"shape\": {\"strokeColor\": \"#000000\", \"lineWidth\": 1000, \"lineJoin\": \"miter\", "
                        + "\"miterLimit\": 10000, \"path\": [\"M\", 0, 0"
                        + (1..<2000).map { ", \"L\", \($0 % 600), \($0 % 2 * 400)" }.joined() + "]}}]}}")
            ],
            arguments: ["paint", "$R/s.json", "--out", "$R/o.png"],
            message: "(the most: root.subviews[0].shape.path"),
        // Within the row limit, but 500 wide miter-joined lines over the same rows: 25 s of CPU before the
        // overlap limit (1000 lines did not finish in 500 s).
        Case(
            name: "paint: wide strokes overlapping in the same rows",
            setup: [
                .file(
                    "s.json",
                    "{\"size\": {\"width\": 400, \"height\": 400}, \"scale\": 3, \"root\": {\"subviews\": "
                        + "[{\"shape\": {\"strokeColor\": \"#000000\", \"lineWidth\": 1000, \"lineJoin\": \"miter\", "
                        + "\"miterLimit\": 10000, \"path\": [\"M\", 0, 0"
                        + (1...500).map { ", \"L\", \(Double($0) * 380 / 500), \($0 % 2 * 400)" }.joined() + "]}}]}}")
            ],
            arguments: ["paint", "$R/s.json", "--out", "$R/o.png"],
            message: "$R/s.json: root: the edges of root.subviews[0].shape.path would overlap in its rows"),
        Case(
            name: "paint: shadows over the limit",
            setup: [
                .file(
                    "s.json",
                    "{\"size\": {\"width\": 10000, \"height\": 10000}, \"root\": {\"subviews\": ["
                        + Array(
                            repeating:
                                "{\"frame\": {\"x\": 0, \"y\": 0, \"width\": 10000, \"height\": 10000}, "
                                + "\"shadowOpacity\": 1, \"shadowRadius\": 40}",
                            count: 10
                        ).joined(separator: ",") + "]}}")
            ],
            arguments: ["paint", "$R/s.json", "--out", "$R/o.png"], message: "the shadows cover"),
        // The limits are checked at the scale painted: at the scene's 0.01 these shadows cover 36 pixels each, at
        // --scale 16 the whole 9600² canvas each (before: painted, minutes of blurring).
        Case(
            name: "paint: shadows within the limit at the scene's scale, over it at --scale",
            setup: [
                .file(
                    "s.json",
                    "{\"size\": {\"width\": 600, \"height\": 600}, \"scale\": 0.01, \"root\": {\"subviews\": ["
                        + Array(
                            repeating:
                                "{\"frame\": {\"x\": 0, \"y\": 0, \"width\": 600, \"height\": 600}, "
                                + "\"shadowOpacity\": 1, \"shadowRadius\": 40}",
                            count: 10
                        ).joined(separator: ",") + "]}}")
            ],
            arguments: ["paint", "$R/s.json", "--out", "$R/o.png", "--scale", "16"],
            message: "$R/s.json: at --scale 16.0: root: the shadows cover"),
        // Each glyph is laid out and rasterized: 200,000 characters of 0.5 pt text took 14 s and 490 MB (debug).
        Case(
            name: "paint: text of too many characters",
            setup: [
                .file(
                    "s.json",
                    "{\"size\": {\"width\": 2000, \"height\": 2000}, \"root\": {\"frame\": {\"x\": 0, \"y\": 0, "
                        + "\"width\": 2000, \"height\": 2000}, \"text\": {\"text\": \""
                        + String(repeating: "Wm", count: 25_001) + "\", \"fontSize\": 0.5, \"numberOfLines\": 0}}}")
            ],
            arguments: ["paint", "$R/s.json", "--out", "$R/o.png"],
            message: "$R/s.json: root: the texts hold 50002 characters together; at most 50000"),
        // Every text is drawn into an image of its bounds, all held until the frame is painted: 100 such views
        // of 4000² points took 3.6 GB before being stopped.
        Case(
            name: "paint: texts drawn into too many pixels",
            setup: [
                .file(
                    "s.json",
                    "{\"size\": {\"width\": 4000, \"height\": 4000}, \"root\": {\"subviews\": ["
                        + Array(
                            repeating:
                                "{\"frame\": {\"x\": 0, \"y\": 0, \"width\": 4000, \"height\": 4000}, "
                                + "\"text\": {\"text\": \"W\", \"fontSize\": 2000}}",
                            count: 30
                        ).joined(separator: ",") + "]}}")
            ],
            arguments: ["paint", "$R/s.json", "--out", "$R/o.png"],
            message: "$R/s.json: root: the texts are drawn into 480000000 pixels together at scale 1.0"),
        Case(
            name: "paint: invalid JSON", setup: [.file("s.json", "{\"size\": ")],
            arguments: ["paint", "$R/s.json", "--out", "$R/o.png"],
            message: "$R/s.json: size: invalid JSON"),
        Case(
            name: "paint: negative scale", setup: [.file("s.json", "{}")],
            arguments: ["paint", "$R/s.json", "--out", "$R/o.png", "--scale", "-1"],
            message: "--scale must be a number from 0.01 to 16, got -1.0"),
        Case(
            name: "paint: zero threads", setup: [.file("s.json", "{}")],
            arguments: ["paint", "$R/s.json", "--out", "$R/o.png", "--threads", "0"],
            message: "--threads must be 1…256, got 0"),
        Case(
            name: "paint: negative repeat", setup: [.file("s.json", "{}")],
            arguments: ["paint", "$R/s.json", "--out", "$R/o.png", "--repeat", "-3"],
            message: "--repeat must be at least 1, got -3"),
        // diff
        Case(
            name: "diff: missing expected", setup: [.png("good.png")],
            arguments: ["diff", "$R/missing.png", "$R/good.png"],
            message: "$R/missing.png: cannot open"),
        Case(
            name: "diff: FIFO actual", setup: [.png("good.png"), .fifo("pipe.png")],
            arguments: ["diff", "$R/good.png", "$R/pipe.png"],
            message: "$R/pipe.png: not a regular file (it is a FIFO)"),
        Case(
            name: "diff: threshold nan", setup: [.png("good.png")],
            arguments: ["diff", "$R/good.png", "$R/good.png", "--threshold", "nan"],
            message: "--threshold nan is out of range"),
        Case(
            name: "diff: negative threshold", setup: [.png("good.png")],
            arguments: ["diff", "$R/good.png", "$R/good.png", "--threshold", "-1"],
            message: "--threshold -1.0 is out of range"),
        Case(
            name: "diff: negative max pixels", setup: [.png("good.png")],
            arguments: ["diff", "$R/good.png", "$R/good.png", "--max-pixels", "-4"],
            message: "--max-pixels -4 is negative"),
        Case(
            name: "diff: max share above 1", setup: [.png("good.png")],
            arguments: ["diff", "$R/good.png", "$R/good.png", "--max-share", "2"],
            message: "--max-share 2.0 is outside 0…1"),
        Case(
            name: "diff: unknown metric", setup: [.png("good.png")],
            arguments: ["diff", "$R/good.png", "$R/good.png", "--metric", "bogus"], message: "bogus"),
        Case(
            name: "diff: alpha out of range", setup: [.png("good.png")],
            arguments: ["diff", "$R/good.png", "$R/good.png", "--alpha", "-0.5"],
            message: "--alpha -0.5 is outside "
                + "0…1"
        ),
        Case(
            name: "diff: out under a file",
            setup: [.png("good.png"), .png("other.png"), .edit("other.png", "INVERT", ""), .file("f.png", "x")],
            arguments: ["diff", "$R/good.png", "$R/other.png", "--out", "$R/f.png/d.png"],
            message: "$R/f.png is not a folder"),
        // render
        Case(
            name: "render: negative fps", arguments: ["render", "--fps", "-1", "--out", "$R/o"],
            message: "--fps must be a number greater than 0"),
        Case(
            name: "render: fps nan", arguments: ["render", "--fps", "nan", "--out", "$R/o"],
            message: "--fps must be a number greater than 0"),
        Case(
            name: "render: fps too high", arguments: ["render", "--fps", "5000", "--out", "$R/o"], message: "got 5000"),
        Case(
            name: "render: negative scale", arguments: ["render", "--scale", "-2", "--out", "$R/o"],
            message: "--scale must be a number from 0.01 to 16, got -2.0"),
        Case(
            name: "render: negative jobs", arguments: ["render", "--jobs", "-3", "--out", "$R/o"],
            message: "--jobs must be 1…"),
        Case(
            name: "render: zero jobs", arguments: ["render", "--jobs", "0", "--out", "$R/o"],
            message: "--jobs must be 1…"),
        Case(
            name: "render: unknown device", arguments: ["render", "--device", "toaster", "--out", "$R/o"],
            message: "toaster"),
        Case(
            name: "render: unknown scenario", arguments: ["render", "no-such-scenario", "--out", "$R/o"],
            message: "no-such-scenario"),
        Case(
            name: "render: out under a file", setup: [.file("a.png", "x")],
            arguments: ["render", "demo-cross-fade", "--out", "$R/a.png/sub"],
            message: "a.png is not a folder (part of the path is a file)"),
        // render replaces <out>/<id> as a whole: a folder of one's own files there was deleted before.
        Case(
            name: "render: the scenario's folder holds other files",
            setup: [.file("o/.flipbook-render", "marker"), .file("o/demo-cross-fade/notes.txt", "mine")],
            arguments: ["render", "demo-cross-fade", "--scale", "0.1", "--fps", "5", "--out", "$R/o"],
            message: "$R/o/demo-cross-fade: it holds notes.txt, which a render does not write"),
        Case(
            name: "render: the scenario's folder is a link",
            setup: [
                .folder("mine"), .file("o/.flipbook-render", "marker"), .link("o/demo-cross-fade", to: "$R/mine"),
            ],
            arguments: ["render", "demo-cross-fade", "--scale", "0.1", "--fps", "5", "--out", "$R/o"],
            message: "$R/o/demo-cross-fade: it is a symbolic link"),
        // render writes only into a folder it made (marked .flipbook-render) or an empty one: fixture folders
        // and render folders hold the same names, so `--out Fixtures` replaced fixtures before.
        Case(
            name: "render: out is the fixtures folder", setup: [.fixtures],
            arguments: ["render", "demo-cross-fade", "--scale", "0.1", "--fps", "5", "--out", "$R/Fixtures"],
            message: "$R/Fixtures: it holds demo-cross-fade/manifest.json but no .flipbook-render"),
        Case(
            name: "render: out is a folder of one's own files", setup: [.file("notes.txt", "mine")],
            arguments: ["render", "demo-cross-fade", "--scale", "0.1", "--fps", "5", "--out", "$R"],
            message: "$R: the folder is not empty (it holds notes.txt) and is not render output"),
        Case(
            name: "render: out holds a scenario folder of an unmarked render",
            setup: [.file("o/demo-cross-fade/manifest.json", "{}"), .file("o/demo-cross-fade/frame-0000.png", "x")],
            arguments: ["render", "demo-cross-fade", "--scale", "0.1", "--fps", "5", "--out", "$R/o"],
            message: "$R/o: it holds demo-cross-fade/manifest.json but no .flipbook-render"),
        Case(
            name: "render: the marker is a link",
            setup: [.file("marker", "x"), .file("o/notes.txt", "mine"), .link("o/.flipbook-render", to: "$R/marker")],
            arguments: ["render", "demo-cross-fade", "--scale", "0.1", "--fps", "5", "--out", "$R/o"],
            message: "$R/o: its .flipbook-render is not a regular file"),
        // verify
        Case(
            name: "verify: fixtures is a file under CI", setup: [.file("fixtures.txt", "x")],
            arguments: ["verify"] + small + ["--fixtures", "$R/fixtures.txt", "--report", "$R/report"],
            environment: ["CI=true"],
            message: "fixtures $R/fixtures.txt: not a folder"),
        Case(
            name: "verify: report folder of other files", setup: [.fixtures, .file("mine/notes.txt", "mine")],
            arguments: ["verify"] + small + ["--report", "$R/mine"],
            message: "$R/mine: the folder is not empty and is not a Flipbook report"),
        Case(
            name: "verify: report path is a link",
            setup: [.fixtures, .folder("target"), .link("report", to: "$R/target")],
            arguments: ["verify"] + small + ["--report", "$R/report"], message: "$R/report: it is a symbolic link"),
        Case(
            name: "verify: report path is a file", setup: [.fixtures, .file("report.txt", "x")],
            arguments: ["verify"] + small + ["--report", "$R/report.txt"],
            message: "$R/report.txt: it exists and is not a folder"),
        Case(
            name: "verify: report is the working folder", setup: [.fixtures],
            arguments: ["verify"] + small + ["--report", "."],
            message: "the folder is not empty and is not a Flipbook report"),
        Case(
            name: "verify: FLIPBOOK_RECORD=bogus", setup: [.fixtures],
            arguments: ["verify"] + small + ["--report", "$R/report"],
            environment: ["FLIPBOOK_RECORD=bogus"],
            message: "FLIPBOOK_RECORD is \"bogus\"; expected one of all, failed, missing, never"),
        Case(
            name: "verify: threshold nan", setup: [.fixtures], arguments: ["verify"] + small + ["--threshold", "nan"],
            message: "--threshold nan is out of range"),
        Case(
            name: "verify: bad shard", setup: [.fixtures], arguments: ["verify"] + small + ["--shard", "3/2"],
            message: "--shard"),
        Case(
            name: "verify: bad keep", setup: [.fixtures],
            arguments: ["verify", "demo-cross-fade", "--keep", "every:0"],
            message: "--keep \"every:0\" is not all"),
        // A time beyond Int's frames: the conversion to a frame index trapped (signal 4) before.
        Case(
            name: "verify: a keep time far past the end", setup: [.fixtures],
            arguments: ["verify", "demo-cross-fade", "--keep", "at:1e300", "--report", "$R/report"],
            message: "keep time 1e+300 s is after the last recorded frame", writes: ["report"]),
        Case(
            name: "verify: a keep time far before the start", setup: [.fixtures],
            arguments: ["verify", "demo-cross-fade", "--keep", "at:-1e300", "--report", "$R/report"],
            message: "keep time -1e+300 s is before the first recorded frame", writes: ["report"]),
        // An unusable digest cache was ignored without a word.
        Case(
            name: "verify: --digest-cache is a FIFO", setup: [.fixtures, .fifo("cache")],
            arguments: ["verify"] + small + ["--digest-cache", "$R/cache", "--report", "$R/report"],
            message: "--digest-cache $R/cache: it exists and is not a folder"),
        Case(
            name: "verify: --digest-cache is a file", setup: [.fixtures, .file("cache", "x")],
            arguments: ["verify"] + small + ["--digest-cache", "$R/cache", "--report", "$R/report"],
            message: "--digest-cache $R/cache: it exists and is not a folder"),
        Case(
            name: "verify: --digest-cache is a folder others may write",
            setup: [.fixtures, .folder("cache"), .mode("cache", 0o777)],
            arguments: ["verify"] + small + ["--digest-cache", "$R/cache", "--report", "$R/report"],
            message: "--digest-cache $R/cache: the digest cache's folder has mode 777; others may change it"),
        Case(
            name: "record: --digest-cache is a folder others may write (sticky or not)",
            setup: [.fixtures, .folder("cache"), .mode("cache", 0o1777)],
            arguments: ["record"] + small + ["--digest-cache", "$R/cache", "--report", "$R/report"],
            message: "--digest-cache $R/cache: the digest cache's folder has mode 1777; others may change it"),
        Case(name: "verify: unknown fixture format", arguments: ["verify", "--fixture-format", "gif"], message: "gif"),
        Case(
            name: "verify: unknown record mode", arguments: ["verify", "--record", "sometimes"], message: "sometimes"),
        Case(
            name: "verify: negative fps", arguments: ["verify", "--fps", "-1"],
            message: "--fps must be a number greater than 0"),
        Case(
            name: "verify: manifest file outside the folder",
            setup: [
                .fixtures, .file("secret.txt", secret),
                .edit(manifest, "\"frame-0002.png\"", "\"../../secret.txt\""),
            ],
            arguments: ["verify"] + small + ["--record", "never", "--report", "$R/report"],
            message: "frames[1].file is \"../../secret.txt\"; frame 2 must be frame-0002.png", writes: ["report"]),
        Case(
            name: "verify: frame file is a link",
            setup: [
                .fixtures, .file("secret.txt", secret),
                .edit("Fixtures/demo-cross-fade/frame-0002.png", "DELETE", ""),
                .link("Fixtures/demo-cross-fade/frame-0002.png", to: "$R/secret.txt"),
            ],
            arguments: ["verify"] + small + ["--record", "never", "--report", "$R/report"],
            message: "Fixtures/demo-cross-fade/frame-0002.png: frame 2 is a symbolic link", writes: ["report"]),
        Case(
            name: "verify: manifest with a duplicate key",
            setup: [.fixtures, .edit(manifest, "\"fps\"", "\"fps\": 5, \"fps\"")],
            arguments: ["verify"] + small + ["--record", "never", "--report", "$R/report"],
            message: "duplicate key \"fps\"", writes: ["report"]),
        // Foundation's decoder said only "The given data was not valid JSON." for these: the field and value are named.
        Case(
            name: "verify: NaN in a manifest", setup: [.fixtures, .edit(manifest, "\"fps\" : 5", "\"fps\" : NaN")],
            arguments: ["verify"] + small + ["--record", "never", "--report", "$R/report"],
            message: "manifest.json: not a manifest: fps: invalid JSON: \"NaN\" is not a JSON value", writes: ["report"]
        ),
        Case(
            name: "verify: a number beyond a Double in a manifest",
            setup: [.fixtures, .edit(manifest, "\"fps\" : 5", "\"fps\" : 1e999999")],
            arguments: ["verify"] + small + ["--record", "never", "--report", "$R/report"],
            message: "manifest.json: not a manifest: fps: 1e999999 is out of range", writes: ["report"]),
        Case(
            name: "verify: an integer beyond 64 bits in a manifest",
            setup: [.fixtures, .edit(manifest, "\"frame_count\" : 8", "\"frame_count\" : 99999999999999999999")],
            arguments: ["verify"] + small + ["--record", "never", "--report", "$R/report"],
            message: "manifest.json: not a manifest: frame_count: 99999999999999999999 is out of range (an integer",
            writes: ["report"]),
        Case(
            name: "verify: a manifest with a byte order mark",
            setup: [.fixtures, .edit(manifest, "{\n  \"device\"", "\u{FEFF}{\n  \"device\"")],
            arguments: ["verify"] + small + ["--record", "never", "--report", "$R/report"],
            message: "manifest.json: not a manifest: $: invalid JSON: the text starts with a UTF-8 byte order mark",
            writes: ["report"]),
        Case(
            name: "verify: a UTF-16 manifest",
            setup: [.fixtures, .bytes(manifest, [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00])],
            arguments: ["verify"] + small + ["--record", "never", "--report", "$R/report"],
            message: "not a manifest: $: invalid JSON: the text is UTF-16 or UTF-32 (it starts with bytes FF FE 7B 00)",
            writes: ["report"]),
        Case(
            name: "verify: a manifest that is not UTF-8",
            setup: [.fixtures, .bytes(manifest, Array("{\"device\": \"".utf8) + [0xFF] + Array("\"}".utf8))],
            arguments: ["verify"] + small + ["--record", "never", "--report", "$R/report"],
            message: "manifest.json: not a manifest: $: invalid JSON: byte 12 (FF) is not UTF-8", writes: ["report"]),
        Case(
            name: "verify: NUL in a manifest file name",
            setup: [.fixtures, .edit(manifest, "\"frame-0002.png\"", "\"frame-0002.png\\u0000.txt\"")],
            arguments: ["verify"] + small + ["--record", "never", "--report", "$R/report"],
            message: "frames[1].file is \"frame-0002.png\\u{0}.txt\"", writes: ["report"]),
        Case(
            name: "verify: negative frame index",
            setup: [.fixtures, .edit(manifest, "\"index\" : 0", "\"index\" : -1")],
            arguments: ["verify"] + small + ["--record", "never", "--report", "$R/report"],
            message: "frames[0].index is -1; frame indices are not negative", writes: ["report"]),
        Case(
            name: "verify: manifest is a FIFO", setup: [.fixtures, .edit(manifest, "DELETE", ""), .fifo(manifest)],
            arguments: ["verify"] + small + ["--record", "never", "--report", "$R/report"],
            message: "manifest.json: not a regular file (it is a FIFO)", writes: ["report"]),
        // record
        Case(
            name: "record: fixtures into a render output", setup: [.file("o/.flipbook-render", "marker")],
            arguments: ["record"] + small + ["--fixtures", "$R/o"],
            message: "$R/o: it is render output (it holds .flipbook-render)"),
        Case(
            name: "record: mode never", arguments: ["record", "--mode", "never"], message: "--mode never writes nothing"
        ),
        Case(name: "record: negative jobs", arguments: ["record", "--jobs", "-3"], message: "--jobs must be 1…"),
        Case(
            name: "record: a device other than the variant's",
            arguments: ["record"] + small + ["--variants", "iphone-se+dark", "--device", "ipad", "--report", "$R/r"],
            message: "--device ipad: demo-cross-fade+iphone-se+dark plays on its variant's device, iphone-se"),
        Case(
            name: "record: fixtures is a file", setup: [.file("fixtures.txt", "x")],
            arguments: ["record"] + small + ["--fixtures", "$R/fixtures.txt", "--report", "$R/report"],
            message: "$R/fixtures.txt: not a folder"),
        Case(
            name: "record: report folder of other files", setup: [.file("mine/notes.txt", "mine")],
            arguments: ["record"] + small + ["--report", "$R/mine"], message: "$R/mine: the folder is not empty"),
        Case(
            name: "record: truncated manifest is replaced", setup: [.fixtures, .edit(manifest, "TRUNCATE", "")],
            arguments: ["record"] + small + ["--report", "$R/report"], status: 0, message: "",
            writes: ["Fixtures", "report"]),
        Case(
            name: "record: non-PNG frame is replaced",
            setup: [.fixtures, .file("Fixtures/demo-cross-fade/frame-0002.png", "not a png")],
            arguments: ["record"] + small + ["--mode", "failed", "--report", "$R/report"], status: 0, message: "",
            writes: ["Fixtures", "report"]),
        // The fixture folder is replaced whole: record deleted a note kept in it (then refused it); now the files
        // and links of one's own are carried into the new fixture, untouched (the snapshot compares their bytes).
        Case(
            name: "record: the fixture's folder holds files of one's own (carried across)",
            setup: [
                .fixtures, .file("Fixtures/demo-cross-fade/notes.txt", "mine"),
                .file("Fixtures/demo-cross-fade/.DS_Store", "finder"), .file("Fixtures/demo-cross-fade/.gitkeep", ""),
                .link("Fixtures/demo-cross-fade/latest", to: "frame-0002.png"),
            ],
            arguments: ["record"] + small + ["--report", "$R/report"], status: 0, message: "",
            writes: ["report"]),
        Case(
            name: "record: the fixture's folder holds a folder of one's own",
            setup: [.fixtures, .file("Fixtures/demo-cross-fade/drafts/a.txt", "mine")],
            arguments: ["record"] + small + ["--report", "$R/report"],
            message: "Fixtures/demo-cross-fade: it holds drafts, which Flipbook does not write in a fixture and "
                + "cannot carry",
            writes: ["report"]),
        Case(
            name: "record: the fixture's folder holds a FIFO",
            setup: [.fixtures, .fifo("Fixtures/demo-cross-fade/pipe")],
            arguments: ["record"] + small + ["--report", "$R/report"],
            message: "Fixtures/demo-cross-fade: it holds pipe, which Flipbook does not write in a fixture",
            writes: ["report"]),
        Case(
            name: "record: under CI it writes", arguments: ["record"] + small + ["--report", "$R/report"],
            environment: ["CI=true"],
            status: 0, message: "", writes: ["Fixtures", "report"]),
        Case(
            name: "record: missing mode stops at a damaged fixture",
            setup: [.fixtures, .edit(manifest, "TRUNCATE", "")],
            arguments: ["record"] + small + ["--mode", "missing", "--report", "$R/report"],
            message: "manifest.json: not a manifest", writes: ["report"]),
        // docs
        Case(name: "docs: negative scale", arguments: ["docs", "--scale", "-1", "--out", "$R/d"], message: "--scale"),
        Case(
            name: "docs: zero strip frames", arguments: ["docs", "--strip-frames", "0", "--out", "$R/d"],
            message: "--strip-frames"),
        Case(
            name: "docs: a strip time far past the end",
            arguments: ["docs", "demo-cross-fade", "--strip-times", "1e300,0", "--scale", "0.1", "--out", "$R/d"],
            message: "--strip-times: 1e+300 s is outside the recording of demo-cross-fade"),
        Case(
            name: "docs: bad background", arguments: ["docs", "--background", "nope", "--out", "$R/d"],
            message: "nope"),
        Case(
            name: "docs: unknown scenario", arguments: ["docs", "no-such-scenario", "--out", "$R/d"],
            message: "no-such-scenario"),
        Case(name: "docs: negative loop", arguments: ["docs", "--loop", "-1", "--out", "$R/d"], message: "--loop"),
        // Each scale and device is accepted alone; together the frames were 13120×18880 pixels, and render
        // aborted on a failed allocation of 990 MB (docs painted such frames for minutes).
        Case(
            name: "render: frames over the canvas limit",
            arguments: ["render", "demo-cross-fade", "--device", "ipad", "--scale", "16", "--out", "$R/o"],
            message: "demo-cross-fade: its frames would be 13120×18880 pixels (820×1180 points at scale 16)",
            writes: ["o"]),
        Case(
            name: "record: frames over the canvas limit",
            arguments: ["record", "demo-cross-fade", "--device", "ipad", "--scale", "16", "--report", "$R/r"],
            message: "at most 16384 pixels a side and 100000000 in all: scale 10.16 fits", writes: ["r", "Fixtures"]),
        Case(
            name: "docs: frames over the canvas limit when supersampled",
            arguments: ["docs", "demo-cross-fade", "--variants", "ipad", "--scale", "8", "--out", "$R/d"],
            message: "its frames would be 13120×18880 pixels"),
        // 64 frames of 1179×2556 pixels in one row: a sheet of 190 million pixels.
        Case(
            name: "docs: a filmstrip over the canvas limit",
            arguments: [
                "docs", "demo-cross-fade", "--scale", "3", "--supersampling", "1", "--strip-frames", "64", "--fps",
                "240", "--out", "$R/d",
            ],
            message: "demo-cross-fade: the sheet would be"),
        Case(
            name: "docs: out is a file", setup: [.file("d", "x")],
            arguments: ["docs", "demo-cross-fade", "--scale", "0.1", "--out", "$R/d"],
            message: "$R/d"),
        // merge-reports
        Case(
            name: "merge-reports: not a report", setup: [.folder("nothing")],
            arguments: ["merge-reports", "$R/nothing", "--out", "$R/m"],
            message: "report $R/nothing/report.json: missing (is $R/nothing a report folder?)"),
        Case(
            name: "merge-reports: image path outside the shard",
            setup: [
                .report("shard"), .file("secret.txt", secret),
                .edit("shard/report.json", expectedImage, "\"../secret.txt\""),
            ],
            arguments: ["merge-reports", "$R/shard", "--out", "$R/m"], message: "expected_image is \"../secret.txt\""),
        Case(
            name: "merge-reports: duplicate key",
            setup: [.report("shard"), .edit("shard/report.json", "\"version\"", "\"version\": 1, \"version\"")],
            arguments: ["merge-reports", "$R/shard", "--out", "$R/m"], message: "duplicate key \"version\""),
        Case(
            name: "merge-reports: out is a folder of other files",
            setup: [.report("shard"), .file("mine/notes.txt", "mine")],
            arguments: ["merge-reports", "$R/shard", "--out", "$R/mine"], message: "$R/mine: the folder is not empty"),
        Case(
            name: "merge-reports: report.json is a link",
            setup: [
                .report("shard"), .edit("shard/report.json", "DELETE", ""),
                .file("other.json", "{}"), .link("shard/report.json", to: "$R/other.json"),
            ],
            arguments: ["merge-reports", "$R/shard", "--out", "$R/m"],
            message: "$R/shard/report.json: it is a symbolic link"),
        Case(
            name: "merge-reports: image is a link",
            setup: [
                .report("shard"), .file("secret.txt", secret),
                .edit("shard/demo-cross-fade/expected/frame-0002.png", "DELETE", ""),
                .link("shard/demo-cross-fade/expected/frame-0002.png", to: "$R/secret.txt"),
            ],
            arguments: ["merge-reports", "$R/shard", "--out", "$R/m"],
            message: "frame-0002.png: it is a symbolic link"),
        // The error named the staging folder's copy twice, not the shard's file.
        Case(
            name: "merge-reports: an image is not a PNG",
            setup: [
                .report("shard"), .edit("shard/demo-cross-fade/actual/frame-0002.png", "DELETE", ""),
                .file("shard/demo-cross-fade/actual/frame-0002.png", "not a PNG"),
            ],
            arguments: ["merge-reports", "$R/shard", "--out", "$R/m"],
            message: "Error: report $R/shard/demo-cross-fade/actual/frame-0002.png: "),
        Case(
            name: "merge-reports: no folders", arguments: ["merge-reports", "--out", "$R/m"],
            message: "Missing expected argument '<DIR> ...'"),
        // approve (fuzz-approve found a report whose error message spread over lines: a key with a line feed)
        Case(
            name: "approve: the fixture's folder holds a file of one's own (carried across)",
            setup: [.fixtures, .report("r"), .file("Fixtures/demo-cross-fade/notes.txt", "mine")],
            arguments: ["approve", "$R/r", "demo-cross-fade", "--scale", "0.25", "--fps", "5"], status: 0,
            message: "",
            writes: ["Fixtures/demo-cross-fade/frame-0002.png", "Fixtures/demo-cross-fade/manifest.json"]),
        Case(
            name: "approve: the fixture's folder holds a folder of one's own",
            setup: [.fixtures, .report("r"), .file("Fixtures/demo-cross-fade/drafts/a.txt", "mine")],
            arguments: ["approve", "$R/r", "demo-cross-fade", "--scale", "0.25", "--fps", "5"],
            message: "Fixtures/demo-cross-fade: it holds drafts, which Flipbook does not write in a fixture"),
        Case(
            name: "approve: a key with a line feed in report.json",
            setup: [
                .fixtures, .report("r"),
                .edit("r/report.json", "\"version\"", "\"a\\nb\": 1, \"a\\nb\": 2, \"version\""),
            ],
            arguments: ["approve", "$R/r"], message: "duplicate key \"a\\nb\""),
        Case(
            name: "approve: report.json is a FIFO",
            setup: [
                .fixtures, .report("r"), .edit("r/report.json", "DELETE", ""),
                .fifo("r/report.json"),
            ],
            arguments: ["approve", "$R/r"], message: "$R/r/report.json: not a regular file (it is a FIFO)"),
        // approve from a zip: the one folder in it is a link to a report elsewhere (read through it before).
        Case(
            name: "approve: the zip's one folder is a link",
            setup: [
                .fixtures, .report("elsewhere"),
                .zip("a.zip", HostileZip(entries: [.init(name: "r", text: "$R/elsewhere", isLink: true)])),
            ],
            arguments: ["approve", "$R/a.zip"], message: "$R/a.zip: entry 1 (\"r\") is a symbolic link"),
        // A zip bomb's listing: 3 GiB claimed in a few bytes (extracted into the temporary folder before).
        Case(
            name: "approve: a zip holding more than the limit",
            setup: [
                .fixtures,
                .zip("bomb.zip", HostileZip(entries: [.init(name: "big.bin", text: "x", declaredSize: 3 << 30)])),
            ],
            arguments: ["approve", "$R/bomb.zip"],
            message: "$R/bomb.zip: it holds 3221225472 bytes uncompressed, more than the limit of 2147483648 bytes"),
        // Sizes in a zip's headers are claims: unzip extracted whatever the data held (a 200 KB zip claiming 10
        // bytes wrote 200 MB).
        Case(
            name: "approve: a zip whose entries hold more than its listing says",
            setup: [
                .fixtures,
                .zip(
                    "lie.zip",
                    HostileZip(entries: [
                        .init(name: "r/report.json", text: String(repeating: "x", count: 5000), declaredSize: 10)
                    ])),
            ],
            arguments: ["approve", "$R/lie.zip"],
            message: "$R/lie.zip: its entries inflate to more than the 10 bytes its listing says"),
        // An encrypted zip made unzip ask for a password on the terminal: approve waited forever.
        Case(
            name: "approve: an encrypted zip",
            setup: [
                .fixtures,
                .zip(
                    "enc.zip",
                    HostileZip(entries: [.init(name: "r/report.json", text: "0123456789abcdef", isEncrypted: true)])),
            ],
            arguments: ["approve", "$R/enc.zip"], message: "$R/enc.zip: its entries are encrypted"),
        Case(
            name: "approve: a zip with entries outside its folder",
            setup: [
                .fixtures,
                .zip(
                    "trav.zip",
                    HostileZip(entries: [
                        .init(name: "../escaped.txt", text: "x"), .init(name: "$R/absolute.txt", text: "y"),
                    ])),
            ],
            arguments: ["approve", "$R/trav.zip"], message: "$R/trav.zip"),
        // A report that is not a folder was read as one: "report $R/r/report.json: cannot open: Not a directory".
        Case(
            name: "approve: the report is a file", setup: [.fixtures, .file("r", "x")], arguments: ["approve", "$R/r"],
            message: "report $R/r: it is a file, not a report folder (or a .zip of one)"),
        Case(
            name: "approve: the report is a FIFO", setup: [.fixtures, .fifo("r")], arguments: ["approve", "$R/r"],
            message: "report $R/r: it is a FIFO, not a report folder (or a .zip of one)"),
        // A zip is extracted into a folder made in TMPDIR: a missing or unwritable one was "cannot make a temporary
        // folder to extract it", naming neither the folder nor why.
        Case(
            name: "approve: a zip while TMPDIR does not exist",
            setup: [.fixtures, .zip("t.zip", HostileZip(entries: [.init(name: "r/report.json", text: "{}")]))],
            arguments: ["approve", "$R/t.zip"], environment: ["TMPDIR=$R/missing"],
            message: "$R/t.zip: cannot make a temporary folder in $R/missing (TMPDIR) to extract it: No such file"),
        Case(
            name: "approve: a zip while TMPDIR is a file",
            setup: [
                .fixtures, .file("tmp", "x"),
                .zip("t.zip", HostileZip(entries: [.init(name: "r/report.json", text: "{}")])),
            ],
            arguments: ["approve", "$R/t.zip"], environment: ["TMPDIR=$R/tmp"],
            message: "$R/t.zip: cannot make a temporary folder in $R/tmp (TMPDIR) to extract it: Not a directory"),
        Case(
            name: "approve: not a zip", setup: [.fixtures, .file("x.zip", "hello")],
            arguments: ["approve", "$R/x.zip"],
            message: "$R/x.zip: it is not a zip (it has no end of central directory record)"),
        // prune
        Case(
            name: "prune: fixtures is a file", setup: [.file("f", "x")], arguments: ["prune", "--fixtures", "$R/f"],
            message: "fixture $R/f: it exists and is not a folder"),
        Case(
            name: "prune: fixtures is a FIFO", setup: [.fifo("p")], arguments: ["prune", "--fixtures", "$R/p"],
            message: "fixture $R/p: it exists and is not a folder"),
        Case(
            name: "prune: scenario ids", arguments: ["prune", "demo-cross-fade"],
            message: "prune looks at every scenario and takes no ids (got demo-cross-fade)"),
        // An unowned fixture's manifest naming a file outside its folder: only the files Flipbook writes there
        // are deleted (the suite checks that secret.txt is untouched).
        Case(
            name: "prune: an unowned fixture's manifest names a file outside",
            setup: [
                .fixtures, .file("secret.txt", secret),
                .move("Fixtures/demo-cross-fade", "Fixtures/gone-scenario"),
                .edit("Fixtures/gone-scenario/manifest.json", "\"demo-cross-fade\"", "\"gone-scenario\""),
                .edit("Fixtures/gone-scenario/manifest.json", "\"frame-0002.png\"", "\"../../secret.txt\""),
            ],
            arguments: ["prune", "--delete"], status: 0, message: "", writes: ["Fixtures/gone-scenario"]),
        // merge-reports: a scenario's folder in a shard is a link to another report's (read through it before).
        Case(
            name: "merge-reports: a scenario folder is a link",
            setup: [
                .report("shard"), .report("other"), .edit("shard/demo-cross-fade", "DELETE", ""),
                .link("shard/demo-cross-fade", to: "$R/other/demo-cross-fade"),
            ],
            arguments: ["merge-reports", "$R/shard", "--out", "$R/m"],
            message: "$R/shard/demo-cross-fade is not a folder (symbolic links are not followed)"),
        Case(
            name: "merge-reports: a one-scenario report's image folder is a link",
            setup: [
                .report("shard"), .report("other"),
                .edit("shard/report.json", "\"layout\" : \"per-scenario\"", "\"layout\" : \"one-scenario\""),
                .edit("shard/report.json", "\"demo-cross-fade/", "\""),
                .link("shard/expected", to: "$R/other/demo-cross-fade/expected"),
                .link("shard/actual", to: "$R/other/demo-cross-fade/actual"),
                .link("shard/diff", to: "$R/other/demo-cross-fade/diff"),
            ],
            arguments: ["merge-reports", "$R/shard", "--out", "$R/m"],
            message: "$R/shard/expected is not a folder (symbolic links are not followed)"),
        // MARK: Round 7: the input surfaces added since the suite was written
        // approve from a zip (TMPDIR is the case's folder: what approve extracts must be gone when it returns).
        // unzip opened a FIFO named like a zip and waited for a writer forever.
        Case(
            name: "approve: the zip is a FIFO", setup: [.fixtures, .folder("tmp"), .fifo("p.zip")],
            arguments: ["approve", "$R/p.zip"], environment: ["TMPDIR=$R/tmp"],
            message: "$R/p.zip: not a regular file (it is a FIFO)"),
        Case(
            name: "approve: the zip is a folder", setup: [.fixtures, .folder("tmp"), .folder("d.zip")],
            arguments: ["approve", "$R/d.zip"], environment: ["TMPDIR=$R/tmp"],
            message: "$R/d.zip: not a regular file (it is a folder)"),
        // Two entries of one name: unzip -o kept the last one silently (another reader would take the first).
        Case(
            name: "approve: a zip naming one entry twice",
            setup: [
                .fixtures, .folder("tmp"),
                .zip(
                    "dup.zip",
                    HostileZip(entries: [
                        .init(name: "r/report.json", text: "{}"), .init(name: "r/report.json", text: "{\"a\": 1}"),
                    ])),
            ],
            arguments: ["approve", "$R/dup.zip"], environment: ["TMPDIR=$R/tmp"],
            message: "$R/dup.zip: entry 2 is \"r/report.json\" again (a zip must name each entry once)"),
        // unzip drops `../` and so made `../r/report.json` the same file as `r/report.json`, the last one winning.
        Case(
            name: "approve: a zip whose names meet once ../ is dropped",
            setup: [
                .fixtures, .folder("tmp"),
                .zip(
                    "meet.zip",
                    HostileZip(entries: [
                        .init(name: "r/report.json", text: "{}"), .init(name: "../r/report.json", text: "{}"),
                    ])),
            ],
            arguments: ["approve", "$R/meet.zip"], environment: ["TMPDIR=$R/tmp"],
            message: "$R/meet.zip: entry 2 is \"../r/report.json\"; a name in a report's zip is relative"),
        Case(
            name: "approve: a zip entry with an absolute name",
            setup: [
                .fixtures, .folder("tmp"),
                .zip("abs.zip", HostileZip(entries: [.init(name: "/r/report.json", text: "{}")])),
            ],
            arguments: ["approve", "$R/abs.zip"], environment: ["TMPDIR=$R/tmp"],
            message: "$R/abs.zip: entry 1 is \"/r/report.json\"; a name in a report's zip is relative"),
        Case(
            name: "approve: a zip entry named with a backslash",
            setup: [
                .fixtures, .folder("tmp"),
                .zip("bs.zip", HostileZip(entries: [.init(name: "..\\..\\r\\report.json", text: "{}")])),
            ],
            arguments: ["approve", "$R/bs.zip"], environment: ["TMPDIR=$R/tmp"],
            message: "$R/bs.zip: entry 1 is \"..\\\\..\\\\r\\\\report.json\"; a name in a report's zip is relative"),
        // Method 77 does not exist: unzip's status 81 was reported as "is it a zip?".
        Case(
            name: "approve: a zip entry of an unknown compression method",
            setup: [
                .fixtures, .folder("tmp"),
                .zip("m.zip", HostileZip(entries: [.init(name: "r/report.json", text: "{}", method: 77)])),
            ],
            arguments: ["approve", "$R/m.zip"], environment: ["TMPDIR=$R/tmp"],
            message: "$R/m.zip: entry 1 (\"r/report.json\") is compressed by method 77; approve reads "),
        // A report.json that is a link to a file outside: read through it, a report could be anything.
        Case(
            name: "approve: a zip whose report.json is a link",
            setup: [
                .fixtures, .folder("tmp"), .report("elsewhere"),
                .zip(
                    "l.zip",
                    HostileZip(entries: [
                        .init(name: "r/report.json", text: "$R/elsewhere/report.json", isLink: true)
                    ])),
            ],
            arguments: ["approve", "$R/l.zip"], environment: ["TMPDIR=$R/tmp"],
            message: "$R/l.zip: entry 1 (\"r/report.json\") is a symbolic link"),
        Case(
            name: "approve: a zip whose actual frames are a link to a folder",
            setup: [
                .fixtures, .folder("tmp"), .report("elsewhere"),
                .zip(
                    "l.zip",
                    HostileZip(entries: [
                        .init(
                            name: "r/demo-cross-fade/actual", text: "$R/elsewhere/demo-cross-fade/actual", isLink: true)
                    ])),
            ],
            arguments: ["approve", "$R/l.zip"], environment: ["TMPDIR=$R/tmp"],
            message: "$R/l.zip: entry 1 (\"r/demo-cross-fade/actual\") is a symbolic link"),
        // prune
        Case(
            name: "prune: an unowned fixture folder is a link to one outside",
            setup: [
                .fixtures, .move("Fixtures/demo-cross-fade", "outside"),
                .edit("outside/manifest.json", "\"demo-cross-fade\"", "\"gone-scenario\""),
                .link("Fixtures/gone-scenario", to: "$R/outside"),
            ],
            arguments: ["prune", "--delete"], status: 0, message: ""),
        Case(
            name: "prune: an unowned fixture's manifest is a link",
            setup: [
                .fixtures, .move("Fixtures/demo-cross-fade", "Fixtures/gone-scenario"),
                .edit("Fixtures/gone-scenario/manifest.json", "\"demo-cross-fade\"", "\"gone-scenario\""),
                .move("Fixtures/gone-scenario/manifest.json", "manifest.json"),
                .link("Fixtures/gone-scenario/manifest.json", to: "$R/manifest.json"),
            ],
            arguments: ["prune", "--delete"], status: 0, message: ""),
        // A record stopped halfway leaves a damaged manifest: its folder is not Flipbook's to delete.
        Case(
            name: "prune: an unowned fixture with a truncated manifest",
            setup: [
                .fixtures, .move("Fixtures/demo-cross-fade", "Fixtures/gone-scenario"),
                .edit("Fixtures/gone-scenario/manifest.json", "\"demo-cross-fade\"", "\"gone-scenario\""),
                .edit("Fixtures/gone-scenario/manifest.json", "TRUNCATE", ""),
            ],
            arguments: ["prune", "--delete"], status: 0, message: ""),
        Case(
            name: "prune: a stray frame that is a link",
            setup: [
                .fixtures, .file("secret.txt", secret),
                .link("Fixtures/demo-cross-fade/frame-0099.png", to: "$R/secret.txt"),
            ],
            arguments: ["prune", "--delete"], status: 0, message: ""),
        // Animated fixtures
        Case(
            name: "verify: the animated fixture is a FIFO",
            setup: [.folder("Fixtures"), .fifo("Fixtures/demo-cross-fade.png")],
            arguments: ["verify"] + small + ["--fixture-format", "apng", "--record", "never", "--report", "$R/report"],
            message: "Fixtures/demo-cross-fade.png: not a regular file (it is a FIFO)", writes: ["report"]),
        Case(
            name: "verify: the animated fixture is a link",
            setup: [
                .folder("Fixtures"), .png("elsewhere.png"),
                .link("Fixtures/demo-cross-fade.png", to: "$R/elsewhere.png"),
            ],
            arguments: ["verify"] + small + ["--fixture-format", "apng", "--record", "never", "--report", "$R/report"],
            message: "Fixtures/demo-cross-fade.png: it is a symbolic link", writes: ["report"]),
        // A decompression bomb's header: 100 000² pixels (40 GB) claimed in 70 bytes.
        Case(
            name: "verify: an animated fixture claiming 100000² pixels",
            setup: [.bytes("Fixtures/demo-cross-fade.png", hugeAnimatedPNG(side: 100_000))],
            arguments: ["verify"] + small + ["--fixture-format", "apng", "--record", "never", "--report", "$R/report"],
            message: "Fixtures/demo-cross-fade.png", writes: ["report"]),
        // Manifests hold no digests: one claimed beside a changed frame must not make it pass.
        Case(
            name: "verify: a manifest claiming a digest for a changed frame",
            setup: [
                .fixtures, .edit("Fixtures/demo-cross-fade/frame-0002.png", "INVERT", ""),
                .edit(
                    manifest, "\"file\" : \"frame-0002.png\"",
                    "\"digest\" : \"00112233445566778899aabbccddeeff\", \"file\" : \"frame-0002.png\""),
            ],
            arguments: ["verify"] + small + ["--record", "never", "--report", "$R/report"],
            status: 1, message: "", writes: ["report"]),
        // merge-reports
        Case(
            name: "merge-reports: report.json is a FIFO",
            setup: [.report("shard"), .edit("shard/report.json", "DELETE", ""), .fifo("shard/report.json")],
            arguments: ["merge-reports", "$R/shard", "--out", "$R/m"],
            message: "$R/shard/report.json: not a regular file (it is a FIFO)"),
        Case(
            name: "merge-reports: out is a link",
            setup: [.report("shard"), .folder("target"), .link("m", to: "$R/target")],
            arguments: ["merge-reports", "$R/shard", "--out", "$R/m"], message: "$R/m: it is a symbolic link"),
        // Control characters in what a user typed or a folder holds reached stderr raw (ExitStatus.printError
        // escaped nothing): an ESC sequence recoloured the terminal, a backspace hid what came before it.
        Case(
            name: "inspect: a file name with an escape sequence", arguments: ["inspect", "$R/a\u{1b}[31mb\u{8}.png"],
            message: "$R/a\\u{1b}[31mb\\u{8}.png: cannot open: No such file"),
        Case(
            name: "verify: a scenario id with an escape character", arguments: ["verify", "bad\u{1b}]0;title\u{7}id"],
            message: "unknown scenario id bad\\u{1b}]0;title\\u{7}id"),
        // A line feed in an id was turned into "; " by the one-line error: "unknown scenario id x; y".
        Case(
            name: "record: a scenario id with a line feed", arguments: ["record", "x\ny"],
            message: "unknown scenario id x\\ny (known:"),
        Case(name: "list: an option with a bell", arguments: ["list", "--bogus\u{7}"], message: "--bogus\\u{7}"),
        // An atomic write renamed its file over whatever was at the target: `diff a b --out /dev/null` run as root
        // turned /dev/null into a regular file. A FIFO (or device, or socket) there is now refused and left as is.
        Case(
            name: "diff: --out is a FIFO", setup: [.png("a.png"), .fifo("p.png")],
            arguments: ["diff", "$R/a.png", "$R/a.png", "--out", "$R/p.png"],
            message: "$R/p.png: it is a FIFO, not a file to replace"),
        Case(
            name: "docs: an output file is a FIFO", setup: [.folder("d"), .fifo("d/demo-cross-fade-filmstrip.png")],
            arguments: ["docs", "demo-cross-fade", "--scale", "0.1", "--out", "$R/d"],
            message: "d/demo-cross-fade-filmstrip.png: it is a FIFO, not a file to replace",
            writes: ["d/demo-cross-fade.png"]),
        // docs writes its own file names into --out, atomically: a link there is replaced, never written through,
        // and other files are left as they are.
        Case(
            name: "docs: an output file is a link to a file outside",
            setup: [.file("secret.txt", secret), .folder("d"), .link("d/demo-cross-fade.png", to: "$R/secret.txt")],
            arguments: ["docs", "demo-cross-fade", "--scale", "0.1", "--out", "$R/d"], status: 0, message: "",
            writes: ["d/demo-cross-fade.png", "d/demo-cross-fade-filmstrip.png"]),
        Case(
            name: "docs: out is a folder of other files", setup: [.file("d/notes.txt", "mine")],
            arguments: ["docs", "demo-cross-fade", "--scale", "0.1", "--out", "$R/d"], status: 0, message: "",
            writes: ["d/demo-cross-fade.png", "d/demo-cross-fade-filmstrip.png"]),
    ]

    /// An animated PNG of one frame whose header claims `side`² pixels, without their data (a decompression
    /// bomb's header).
    static func hugeAnimatedPNG(side: UInt32) -> [UInt8] {
        func be32(_ value: UInt32) -> [UInt8] { (0..<4).reversed().map { UInt8(value >> ($0 * 8) & 0xff) } }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be32(UInt32(data.count)) + body + be32(HostileZip.crc32(body))
        }
        return [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
            + chunk("IHDR", be32(side) + be32(side) + [8, 6, 0, 0, 0])
            + chunk("acTL", be32(1) + be32(0))
            + chunk("IEND", [])
    }

    // MARK: Running a case

    /// Every entry under `root` (not following links): relative path → kind and content digest.
    static func snapshot(_ root: String) -> [String: String] {
        var result: [String: String] = [:]
        func walk(_ relative: String) {
            let path = relative.isEmpty ? root : root + "/" + relative
            var status = stat()
            guard lstat(path, &status) == 0 else { return }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                if !relative.isEmpty { result[relative] = "folder" }
                for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                    walk(relative.isEmpty ? name : relative + "/" + name)
                }
            case S_IFLNK:
                result[relative] = "link " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?")
            case S_IFREG:
                let bytes = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
                var hash: UInt64 = 14_695_981_039_346_656_037
                for byte in bytes { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
                result[relative] = "file \(bytes.count) \(hash)"
            default:
                result[relative] = "special"
            }
        }
        walk("")
        return result
    }

    static func prepare(_ setup: [Setup], in root: String) throws {
        func write(_ relative: String, _ bytes: [UInt8]) throws {
            let path = root + "/" + relative
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }
        for step in setup {
            switch step {
            case .file(let relative, let text): try write(relative, Array(text.utf8))
            case .bytes(let relative, let bytes): try write(relative, bytes)
            case .folder(let relative):
                try FileManager.default.createDirectory(
                    atPath: root + "/" + relative, withIntermediateDirectories: true)
            case .fifo(let relative): #expect(mkfifo(root + "/" + relative, 0o644) == 0)
            case .link(let relative, let target):
                try FileManager.default.createSymbolicLink(
                    atPath: root + "/" + relative,
                    withDestinationPath: target.replacingOccurrences(of: "$R", with: root))
            case .fixtures: try FileManager.default.copyItem(atPath: prepared.fixtures, toPath: root + "/Fixtures")
            case .report(let relative):
                try FileManager.default.copyItem(atPath: prepared.report, toPath: root + "/" + relative)
            case .png(let relative):
                var image = [UInt8](repeating: 255, count: 8 * 6 * 4)
                for i in stride(from: 0, to: image.count, by: 12) { image[i] = 0 }
                try write(relative, try PNGEncoder().encode(unpremultipliedRGBA: image, width: 8, height: 6))
            case .zip(let relative, let archive): try write(relative, archive.bytes(root: root))
            case .mode(let relative, let mode): #expect(chmod(root + "/" + relative, mode_t(mode)) == 0)
            case .move(let from, let to):
                try FileManager.default.moveItem(atPath: root + "/" + from, toPath: root + "/" + to)
            case .edit(let relative, let find, let replacement):
                let path = root + "/" + relative
                switch find {
                case "DELETE": try FileManager.default.removeItem(atPath: path)
                case "TRUNCATE":
                    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
                    try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))
                case "INVERT":
                    let decoded = try PNGDecoder().decode(contentsOf: path)
                    try write(
                        relative,
                        try PNGEncoder().encode(
                            unpremultipliedRGBA: decoded.rgba.map { 255 - $0 },
                            width: decoded.width, height: decoded.height))
                default:
                    let text = try String(contentsOfFile: path, encoding: .utf8)
                    #expect(text.contains(find), "\(relative) does not contain \(find)")
                    try text.replacingOccurrences(of: find, with: replacement).write(
                        toFile: path, atomically: false, encoding: .utf8)
                }
            }
        }
    }

    @Test("each case: exit status, one line naming the input, nothing written outside its target", arguments: cases)
    func hostileInput(_ test: Case) throws {
        let root = FileManager.default.temporaryDirectory.path + "/flipbook-hostile-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.prepare(test.setup, in: root)
        let before = Self.snapshot(root)
        let arguments = test.arguments.map { $0.replacingOccurrences(of: "$R", with: root) }
        // A hang is a failure of its case (status 124), not of the whole run.
        let environment = test.environment.map { $0.replacingOccurrences(of: "$R", with: root) }
        let outcome = try Subprocess.run(
            "/usr/bin/env",
            ["-i", "-C", root] + environment + [
                "/usr/bin/timeout", "-k", "10", "\(Self.caseSeconds)", Subprocess.flipbook,
            ]
                + arguments)
        let expected = test.message.replacingOccurrences(of: "$R", with: root)

        #expect(outcome.status == test.status, "\(test.name): exit \(outcome.status): \(outcome.standardError)")
        try Self.noteRow(of: test, standardError: outcome.standardError, root: root)
        if test.status == 2 {
            // Exactly one line: the error. Bad input is found before any work, so no progress line
            // (`rendering …`, `[1/1] id: …`, also on standard error) comes before it.
            var lines = outcome.standardError.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.last == "", "\(test.name): stderr does not end with a newline")
            lines.removeLast()
            let error = lines.last.map(String.init) ?? ""
            #expect(lines.count == 1, "\(test.name): \(lines.count) lines: \(outcome.standardError)")
            #expect(error.hasPrefix("Error: "), "\(test.name): \(outcome.standardError)")
            #expect(error.contains(expected), "\(test.name): \(outcome.standardError)")
            #expect(!error.contains("NSCocoaErrorDomain") && !error.contains("error 5"), "\(test.name): \(error)")
            // Control characters are escaped (`\u{1b}`): the line is text, whatever the input held.
            let control = error.unicodeScalars.first { $0.value < 0x20 || (0x7f...0x9f).contains($0.value) }
            #expect(control == nil, "\(test.name): a control character U+\(String(control?.value ?? 0, radix: 16))")
        }
        // Nothing changed but the targets.
        let after = Self.snapshot(root)
        for path in Set(before.keys).union(after.keys) where before[path] != after[path] {
            let allowed = test.writes.contains { path == $0 || path.hasPrefix($0 + "/") }
            let change = "\(before[path] ?? "absent") → \(after[path] ?? "absent")"
            #expect(allowed, "\(test.name): \(path) changed (\(change))")
        }
        // No secret copied anywhere.
        for path in after.keys where !path.hasSuffix("secret.txt") && after[path]?.hasPrefix("file") == true {
            let bytes = (try? Data(contentsOf: URL(fileURLWithPath: root + "/" + path))) ?? Data()
            #expect(bytes.range(of: Data(Self.secret.utf8)) == nil, "\(test.name): \(path) holds the secret")
        }
    }

    /// A full disk, as a file-size limit (`ulimit -f`, in blocks of 1 KiB) makes it: `record`, `approve` and `render`
    /// stop with one line naming the file once (it said "cannot write to P: P: cannot write: …"), and the fixture
    /// already there is untouched.
    @Test(arguments: ["record", "render"])
    func aFullDiskIsOneLineNamingTheFileOnce(command: String) throws {
        let root = FileManager.default.temporaryDirectory.path + "/flipbook-full-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.prepare([.fixtures, .edit(Self.manifest, "TRUNCATE", "")], in: root)
        let before = Self.snapshot(root + "/Fixtures")
        let arguments =
            command == "record"
            ? ["record"] + Self.small + ["--no-digest-cache", "--report", root + "/report"]
            : ["render", "demo-cross-fade", "--out", root + "/out"]
        let outcome = try Subprocess.run(
            "/bin/bash", ["-c", "ulimit -f 1; cd \"$0\" && exec \"$@\"", root, Subprocess.flipbook] + arguments)
        #expect(outcome.status == 2, "\(outcome.standardError)")
        let last = outcome.standardError.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasPrefix("Error: ") && last.contains("file too large"), "\(outcome.standardError)")
        let named = command == "record" ? "Fixtures/" : root + "/"
        let path = try #require(last.firstRange(of: named).map { last[$0.lowerBound...] }, "\(last)")
        let file = String(path.prefix { $0 != ":" })
        #expect(last.components(separatedBy: file).count == 2, "named more than once: \(last)")
        #expect(Self.snapshot(root + "/Fixtures") == before)
    }

    @Test func theSuiteCoversEveryCommand() throws {
        #expect(Self.cases.count >= 60)
        let covered = Set(Self.cases.map { $0.arguments[0] })
        // Every subcommand `flipbook --help` lists (a new command without cases fails here).
        let help = try Subprocess.flipbook("--help").standardOutput
        let listing = try #require(help.range(of: "SUBCOMMANDS:\n")).upperBound
        let end = help.range(of: "\n\n", range: listing..<help.endIndex)?.lowerBound ?? help.endIndex
        let commands = Set(
            help[listing..<end].split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
                return line.split(separator: " ").first.map(String.init)
            })
        #expect(commands.count >= 12 && commands.contains("prune"), "\(commands.sorted())")
        #expect(commands.subtracting(covered).isEmpty, "no cases: \(commands.subtracting(covered).sorted())")
        #expect(covered.subtracting(commands).isEmpty, "\(covered.subtracting(commands).sorted())")
    }

    // MARK: - The case table

    /// The suite's table for notes and reviews: with `FLIPBOOK_HOSTILE_TABLE=<folder>` in the environment, each
    /// case writes its row (number, command, input, expected exit, the last line of standard error as printed)
    /// to `<folder>/<number>.md`, and the first case the header to `<folder>/000.md`; `cat <folder>/*.md` is
    /// the markdown table. Without the variable nothing is written.
    static func noteRow(of test: Case, standardError: String, root: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["FLIPBOOK_HOSTILE_TABLE"], !folder.isEmpty,
            let number = cases.firstIndex(where: { $0.name == test.name }).map({ $0 + 1 })
        else { return }
        func cell(_ text: String, limit: Int = .max) -> String {
            let flat = text.replacingOccurrences(of: root, with: "$R").replacingOccurrences(of: "\n", with: " ")
            let short = flat.count > limit ? String(flat.prefix(limit - 1)) + "…" : flat
            return short.isEmpty ? "—" : "`" + short.replacingOccurrences(of: "`", with: "'") + "`"
        }
        func escaped(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
        let input =
            (test.setup.map(describe) + test.environment.map { "env " + $0 }).map { cell($0, limit: 60) }
            + [cell("flipbook " + test.arguments.joined(separator: " "), limit: 160)]
        let lines = standardError.split(separator: "\n").map(String.init)
        let row = [
            "\(number)", test.name, input.joined(separator: "<br>"), "\(test.status)",
            cell(lines.last ?? ""),
        ]
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(("| " + row.map(escaped).joined(separator: " | ") + " |\n").utf8)
            .write(to: URL(fileURLWithPath: folder + "/" + String(format: "%03d.md", number)))
        if number == 1 {
            let header =
                "| # | case | input (`$R`: the case's folder) | exit | standard error (last line) |\n"
                + "|---:|---|---|---:|---|\n"
            try Data(header.utf8).write(to: URL(fileURLWithPath: folder + "/000.md"))
        }
    }

    /// What a setup step puts into the case's folder, in a few words.
    static func describe(_ step: Setup) -> String {
        switch step {
        case .file(let path, let text): "file \(path): \(text)"
        case .bytes(let path, let bytes): "file \(path): \(bytes.count) bytes"
        case .folder(let path): "folder \(path)"
        case .fifo(let path): "FIFO \(path)"
        case .link(let path, let target): "link \(path) → \(target)"
        case .fixtures: "Fixtures/ (recorded)"
        case .mode(let path, let mode): "chmod \(String(mode, radix: 8)) \(path)"
        case .report(let path): "report folder \(path)"
        case .edit(let path, let find, let replacement):
            ["DELETE", "TRUNCATE", "INVERT"].contains(find)
                ? "\(find.lowercased()) \(path)" : "edit \(path): \(find) → \(replacement)"
        case .png(let path): "PNG \(path)"
        case .move(let from, let to): "move \(from) → \(to)"
        case .zip(let path, let archive):
            "zip \(path): "
                + archive.entries.map { entry in
                    let size = entry.declaredSize.map { "claims \($0) bytes" } ?? "\(entry.text.utf8.count) bytes"
                    return entry.isLink ? "\(entry.name) → \(entry.text)" : "\(entry.name) (\(size))"
                }.joined(separator: ", ")
        }
    }
}
