import Foundation
import ImageDiff
import PNG
import Raster

/// `imagediff`: the comparison strategies on two realistic 1179×2556 frames that differ (pixelmatch's metric
/// in MB/s, against pixelmatch's own JavaScript when it is at hand), and identical frames against the cost
/// of decoding them.
///
/// Options: `--repeat=N` (default 15). Environment: `FLIPBOOK_PIXELMATCH_JS=/path/to/pixelmatch/index.js`
/// runs pixelmatch's JavaScript (with `node`) on the same pair; `FLIPBOOK_BENCHMARK_FRAMES=DIR` writes
/// the pair as PNG files there.
///
/// One thread: this thread's CPU time is the cost (the machine may be shared; wall time includes waiting for
/// a core). More threads: only wall time means anything. MB/s counts both frames' RGBA bytes.
enum ImageDiffBenchmark {
    static func run(_ options: [String]) throws {
        let repeats = options.first { $0.hasPrefix("--repeat=") }.flatMap { Int($0.dropFirst(9)) } ?? 15
        let (expected, actual) = ComparisonFrames.pair()
        let pairBytes = expected.pixels.count + actual.pixels.count
        if let directory = ProcessInfo.processInfo.environment["FLIPBOOK_BENCHMARK_FRAMES"] {
            try PNGEncoder().write(expected, to: "\(directory)/imagediff-expected.png")
            try PNGEncoder().write(actual, to: "\(directory)/imagediff-actual.png")
        }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let reference = ComparisonStrategy.pixelmatch().compare(expected, actual, diffImage: .diff)
        let diffHash = ComparisonFrames.fnv1a(reference.diffImage!.pixels)
        print(
            "imagediff: two \(expected.width)×\(expected.height) frames, \(Format.megabytes(pairBytes)) MB of RGBA, "
                + "\(repeats) runs each"
        )
        print("pair: \(reference.summary)")
        print("pixelmatch diff image FNV-1a: \(diffHash)")
        print("")
        print("| strategy | output | threads | MB/s | CPU ms median | wall ms median | mismatched px |")
        print("| --- | --- | ---: | ---: | ---: | ---: | ---: |")
        let cases: [(String, ComparisonStrategy, DiffImageKind)] = [
            ("pixelmatch 0.1", .pixelmatch(), .none),
            ("pixelmatch 0.1", .pixelmatch().threads(cores), .none),
            ("pixelmatch 0.1", .pixelmatch(), .diff),
            ("pixelmatch 0.1", .pixelmatch().threads(cores), .diff),
            ("pixelmatch 0.1", .pixelmatch(), .strip),
            ("exact", .exact, .none),
            ("channel ±2", .channelTolerance(2), .none),
            ("ciede2000 ΔE 1", .ciede2000(), .none),
        ]
        var pixelmatchMilliseconds: [String: (cpu: Double, wall: Double)] = [:]
        for (name, strategy, kind) in cases {
            var result: ImageComparison?
            let times = Timing.measure(repeats: repeats) {
                result = strategy.compare(expected, actual, diffImage: kind)
            }
            let output =
                switch kind {
                case .none: "numbers";
                case .diff: "+ diff image";
                case .strip: "+ strip"
                }
            let seconds = strategy.threadCount == 1 ? times.cpu : times.wall
            if name.hasPrefix("pixelmatch") && strategy.threadCount == 1 {
                pixelmatchMilliseconds[output] = (times.cpu * 1000, times.wall * 1000)
            }
            print(
                "| \(name) | \(output) | \(strategy.threadCount) | "
                    + "\(Format.fixed(Double(pairBytes) / seconds / 1e6, 0)) | "
                    + "\(strategy.threadCount == 1 ? Format.fixed(times.cpu * 1000, 2) : "–") | "
                    + "\(Format.fixed(times.wall * 1000, 2)) | "
                    + "\(result?.statistics?.mismatchedPixels ?? -1) |")
        }
        print("")
        try PixelmatchJavaScript.compare(expected, actual, swift: pixelmatchMilliseconds, diffHash: diffHash)

        // Identical frames: the exact fast path against decoding the two files it would compare.
        let copy = Image(width: expected.width, height: expected.height, premultipliedRGBA: Array(expected.pixels))
        let file = try PNGEncoder().encode(expected)
        let decoder = PNGDecoder()
        let decode = try Timing.measureThrowing(repeats: repeats) {
            _ = try decoder.decode(file); _ = try decoder.decode(file)
        }
        print("identical frames: comparing against decoding both PNG files (\(file.count) bytes each)")
        print("")
        print("| work | CPU ms median | wall ms median | × decoding |")
        print("| --- | ---: | ---: | ---: |")
        print(
            "| decode both files | \(Format.fixed(decode.cpu * 1000, 2)) | \(Format.fixed(decode.wall * 1000, 2)) | "
                + "1.000 |"
        )
        for (name, strategy) in [("exact compare", ComparisonStrategy.exact), ("pixelmatch compare", .pixelmatch())] {
            var outcome: ImageComparison.Outcome?
            let times = Timing.measure(repeats: repeats) { outcome = strategy.compare(expected, copy).outcome }
            guard outcome == .identical else {
                throw ComparisonBenchmarkError("identical frames did not compare identical")
            }
            print(
                "| \(name) | \(Format.fixed(times.cpu * 1000, 3)) | \(Format.fixed(times.wall * 1000, 3)) | "
                    + "\(Format.fixed(times.cpu / decode.cpu, 3)) |")
        }
        print("")
    }
}

struct ComparisonBenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Medians of this thread's CPU time and of wall time over `repeats` runs, after one warm-up run.
private enum Timing {
    static func measure(repeats: Int, _ body: () -> Void) -> (cpu: Double, wall: Double) {
        try! measureThrowing(repeats: repeats, body)
    }

    static func measureThrowing(repeats: Int, _ body: () throws -> Void) throws -> (cpu: Double, wall: Double) {
        try body()
        var cpu: [Double] = [], wall: [Double] = []
        for _ in 0..<max(1, repeats) {
            let w = DispatchTime.now().uptimeNanoseconds, c = threadCPU()
            try body()
            cpu.append(threadCPU() - c)
            wall.append(Double(DispatchTime.now().uptimeNanoseconds - w) / 1e9)
        }
        return (cpu.sorted()[cpu.count / 2], wall.sorted()[wall.count / 2])
    }

    private static func threadCPU() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}

private enum Format {
    static func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
    static func megabytes(_ bytes: Int) -> String { fixed(Double(bytes) / 1e6, 1) }
}

/// pixelmatch's own JavaScript on the same pair, when it is at hand: set `FLIPBOOK_PIXELMATCH_JS` to its
/// ES module (`…/node_modules/pixelmatch/index.js`) and have `node` on the PATH. The frames are opaque,
/// so their stored bytes are the straight RGBA pixelmatch expects.
enum PixelmatchJavaScript {
    static func compare(
        _ expected: Image, _ actual: Image, swift: [String: (cpu: Double, wall: Double)], diffHash: String
    ) throws {
        guard let module = ProcessInfo.processInfo.environment["FLIPBOOK_PIXELMATCH_JS"] else {
            print(
                "pixelmatch (JavaScript): not measured; set FLIPBOOK_PIXELMATCH_JS=/path/to/pixelmatch/index.js to "
                    + "compare."
            )
            print("")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-pixelmatch-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(expected.pixels).write(to: directory.appendingPathComponent("expected.rgba"))
        try Data(actual.pixels).write(to: directory.appendingPathComponent("actual.rgba"))
        let script = """
            import pixelmatch from \(jsonString(URL(fileURLWithPath: module).absoluteString));
            import { readFileSync } from 'fs';
            const w = \(expected.width), h = \(expected.height), dir = \(jsonString(directory.path));
            const a = new Uint8Array(readFileSync(dir + '/expected.rgba')), b = new Uint8Array(readFileSync(dir +\
             '/actual.rgba'));
            function median(f) {
              const times = []; f();
              let total = 0;
              while (times.length < 5 || total < 1000) {
                const t0 = process.hrtime.bigint(), c0 = process.cpuUsage(); f();
                const ms = Number(process.hrtime.bigint() - t0) / 1e6, c = process.cpuUsage(c0);
                times.push([(c.user + c.system) / 1e3, ms]); total += ms;
              }
              const pick = (i) => times.map((t) => t[i]).sort((x, y) => x - y)[times.length >> 1];
              return [pick(0), pick(1)];
            }
            let count = 0;
            const numbers = median(() => { count = pixelmatch(a, b, null, w, h, { threshold: 0.1 }); });
            let out = null;
            const diff = median(() => { out = new Uint8Array(w * h * 4); pixelmatch(a, b, out, w, h, { threshold: 0.1\
             }); });
            let hash = 0x811c9dc5;
            for (const byte of out) { hash ^= byte; hash = Math.imul(hash, 0x01000193) >>> 0; }
            console.log(JSON.stringify({ count, numbers, diff, hash: hash.toString(16), node: process.version }));
            """
        let scriptURL = directory.appendingPathComponent("bench.mjs")
        try Data(script.utf8).write(to: scriptURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node", scriptURL.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let result = try JSONSerialization.jsonObject(with: output) as? [String: Any],
            let count = result["count"] as? Int
        else {
            print("pixelmatch (JavaScript): node failed (status \(process.terminationStatus)); not measured.")
            print("")
            return
        }
        let ours = ComparisonStrategy.pixelmatch().compare(expected, actual).statistics?.mismatchedPixels ?? -1
        let sameDiff = (result["hash"] as? String) == diffHash ? "yes" : "NO"
        let cpuNumbers = (result["numbers"] as? [Double]) ?? [], cpuDiff = (result["diff"] as? [Double]) ?? []
        print(
            "pixelmatch's JavaScript on the same pair (node \(result["node"] as? String ?? "?"); same count: "
                + "\(count == ours ? "yes" : "NO, \(count) vs \(ours)"); same diff image bytes: \(sameDiff)); "
                + "JavaScript CPU is the process's"
        )
        print("")
        print(
            "| output | JavaScript CPU ms | Swift CPU ms (1 thread) | speed-up (CPU) | JavaScript wall ms | Swift "
                + "wall ms (1 thread) | speed-up (wall) |"
        )
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
        for (output, javaScript) in [("numbers", cpuNumbers), ("+ diff image", cpuDiff)] where javaScript.count == 2 {
            let ours = swift[output] ?? (.nan, .nan)
            print(
                "| \(output) | \(Format.fixed(javaScript[0], 2)) | \(Format.fixed(ours.cpu, 2)) | "
                    + "\(Format.fixed(javaScript[0] / ours.cpu, 2))× | "
                    + "\(Format.fixed(javaScript[1], 2)) | \(Format.fixed(ours.wall, 2)) | "
                    + "\(Format.fixed(javaScript[1] / ours.wall, 2))× |"
            )
        }
        print("")
    }

    private static func jsonString(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }
}

/// Two realistic frames: a 393×852 pt settings screen at scale 3 (1179×2556 pixels), shapes and shadows
/// painted by the `Rasterizer` and labels by `TextRenderer`. The second frame has its profile card (and
/// shadow) moved right by one pixel, one section moved down by one pixel, a label reworded, an icon
/// recoloured and another tab selected.
enum ComparisonFrames {
    static func pair() -> (expected: Image, actual: Image) {
        (frame(variant: false), frame(variant: true))
    }

    static func fnv1a(_ bytes: [UInt8]) -> String {
        var hash: UInt32 = 0x811c_9dc5
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        return String(hash, radix: 16)
    }

    /// Shapes through the rasterizer, then each label composited source-over at its whole-pixel origin
    /// (positions are multiples of 1/3 pt).
    static func frame(variant: Bool) -> Image {
        var labels: [(TextContent, CGRect)] = []
        var image = Rasterizer().render(screen(variant: variant, labels: &labels))
        image.pixels.withUnsafeMutableBufferPointer { target in
            for (content, frame) in labels {
                let text = TextRenderer.render(content, size: frame.size, scale: 3)
                let left = Int((frame.minX * 3).rounded()), top = Int((frame.minY * 3).rounded())
                for y in 0..<text.height where top + y >= 0 && top + y < image.height {
                    for x in 0..<text.width where left + x >= 0 && left + x < image.width {
                        let s = (y * text.width + x) * 4, d = ((top + y) * image.width + left + x) * 4
                        let alpha = Int(text.pixels[s + 3])
                        if alpha == 0 { continue }
                        for c in 0..<4 {
                            target[d + c] = UInt8(
                                Int(text.pixels[s + c]) + (Int(target[d + c]) * (255 - alpha) + 127) / 255)
                        }
                    }
                }
            }
        }
        return image
    }

    static func screen(variant: Bool, labels: inout [(TextContent, CGRect)]) -> RenderTree {
        let width: CGFloat = 393, height: CGFloat = 852, tabBarTop = height - 83
        let bar = Color(red8: 249, green8: 249, blue8: 249)
        let label = Color.black
        let secondary = Color(red8: 60, green8: 60, blue8: 67, alpha8: 153)
        let separator = Color(red8: 60, green8: 60, blue8: 67, alpha8: 74)
        let tint = Color(red8: 0, green8: 122, blue8: 255)
        let grey = Color(red8: 142, green8: 142, blue8: 147)
        let onePixel: CGFloat = 1.0 / 3

        var origin = CGPoint.zero  // where the container being built sits on screen
        var clipsToContent = true  // labels under the tab bar are hidden
        func text(
            _ string: String, _ frame: CGRect, size: CGFloat = 17, weight: FontWeight = .regular,
            color: Color = label, alignment: TextAlignment = .natural
        ) -> RenderNode {
            let onScreen = frame.offsetBy(dx: origin.x, dy: origin.y)
            if !clipsToContent || onScreen.maxY <= tabBarTop {
                labels.append(
                    (
                        TextContent(text: string, fontSize: size, weight: weight, color: color, alignment: alignment),
                        onScreen
                    ))
            }
            return RenderNode(frame: frame)
        }
        func rounded(_ frame: CGRect, _ color: Color, radius: CGFloat, children: [RenderNode] = []) -> RenderNode {
            var node = RenderNode(frame: frame, backgroundColor: color, children: children)
            node.cornerRadius = radius
            node.cornerCurve = .continuous
            return node
        }
        let icons: [Color] = [
            Color(red8: 255, green8: 149, blue8: 0), Color(red8: 0, green8: 122, blue8: 255),
            Color(red8: 52, green8: 199, blue8: 89), Color(red8: 255, green8: 59, blue8: 48),
            Color(red8: 175, green8: 82, blue8: 222), Color(red8: 88, green8: 86, blue8: 214),
        ]
        let sections: [[String]] = [
            ["Airplane Mode", variant ? "Wi-Fi Calling" : "Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot"],
            ["Notifications", "Sounds & Haptics", "Focus", "Screen Time"],
            ["General", "Control Centre", "Display & Brightness", "Home Screen", "Accessibility", "Wallpaper"],
        ]

        var children: [RenderNode] = []
        children.append(RenderNode(frame: CGRect(x: 0, y: 0, width: width, height: 140), backgroundColor: bar))
        children.append(text("9:41", CGRect(x: 30, y: 14, width: 60, height: 22), weight: .semibold))
        children.append(text("Settings", CGRect(x: 16, y: 92, width: 300, height: 41), size: 34, weight: .bold))
        origin = CGPoint(x: 16, y: 150)
        children.append(
            rounded(
                CGRect(x: 16, y: 150, width: width - 32, height: 36),
                Color(red8: 118, green8: 118, blue8: 128, alpha8: 31), radius: 10,
                children: [text("Search", CGRect(x: 32, y: 7, width: 200, height: 22), color: secondary)]))
        let cardX = 16 + (variant ? onePixel : 0)
        origin = CGPoint(x: cardX, y: 202)
        var card = rounded(
            CGRect(x: cardX, y: 202, width: width - 32, height: 76), .white, radius: 12,
            children: [
                rounded(CGRect(x: 14, y: 12, width: 52, height: 52), grey, radius: 26),
                text("Jane Appleseed", CGRect(x: 80, y: 14, width: 250, height: 26), size: 21, weight: .semibold),
                text(
                    "Apple Account, iCloud, and more", CGRect(x: 80, y: 42, width: 260, height: 20),
                    size: 14, color: secondary),
            ])
        card.shadow = Shadow(color: .black, opacity: 0.12, radius: 8, offset: CGSize(width: 0, height: 2))
        children.append(card)

        var top: CGFloat = 298
        for (s, rows) in sections.enumerated() {
            let sectionTop = top + (variant && s == 1 ? onePixel : 0)
            var rowNodes: [RenderNode] = []
            for (r, title) in rows.enumerated() {
                let y = CGFloat(r) * 44
                let color =
                    variant && s == 0 && r == 3
                    ? Color(red8: 255, green8: 45, blue8: 85) : icons[(s * 5 + r) % icons.count]
                origin = CGPoint(x: 32, y: sectionTop + y + 7.5)
                let initial = text(
                    String(title.prefix(1)), CGRect(x: 0, y: 0, width: 29, height: 29),
                    size: 15, weight: .bold, color: .white, alignment: .center)
                origin = CGPoint(x: 16, y: sectionTop)
                rowNodes.append(
                    rounded(CGRect(x: 16, y: y + 7.5, width: 29, height: 29), color, radius: 6.5, children: [initial]))
                rowNodes.append(text(title, CGRect(x: 60, y: y + 11, width: 240, height: 22)))
                rowNodes.append(
                    text(
                        ">", CGRect(x: width - 32 - 28, y: y + 11, width: 12, height: 22), weight: .semibold,
                        color: grey))
                if r < rows.count - 1 {
                    rowNodes.append(
                        RenderNode(
                            frame: CGRect(x: 60, y: y + 44 - onePixel, width: width - 32 - 60, height: onePixel),
                            backgroundColor: separator))
                }
            }
            children.append(
                rounded(
                    CGRect(x: 16, y: sectionTop, width: width - 32, height: CGFloat(rows.count) * 44), .white,
                    radius: 10, children: rowNodes))
            top += CGFloat(rows.count) * 44 + 35
        }

        origin = CGPoint(x: 0, y: tabBarTop)
        clipsToContent = false
        var tabs: [RenderNode] = [
            RenderNode(frame: CGRect(x: 0, y: 0, width: width, height: onePixel), backgroundColor: separator)
        ]
        for (i, name) in ["Home", "Search", "Library", "Settings"].enumerated() {
            let selected = variant ? i == 2 : i == 3
            let x = CGFloat(i) * width / 4
            tabs.append(
                rounded(CGRect(x: x + width / 8 - 13, y: 7, width: 26, height: 26), selected ? tint : grey, radius: 7))
            tabs.append(
                text(
                    name, CGRect(x: x, y: 36, width: width / 4, height: 14), size: 10, weight: .medium,
                    color: selected ? tint : grey, alignment: .center))
        }
        children.append(
            RenderNode(
                frame: CGRect(x: 0, y: tabBarTop, width: width, height: 83), backgroundColor: bar, children: tabs))
        return RenderTree(
            size: CGSize(width: width, height: height), scale: 3,
            backgroundColor: Color(red8: 242, green8: 242, blue8: 247),
            root: RenderNode(frame: CGRect(x: 0, y: 0, width: width, height: height), children: children))
    }
}
