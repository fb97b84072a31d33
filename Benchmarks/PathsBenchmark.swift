import Foundation
import Raster
import TestSupport

/// `paths`: a 1170 × 2532 frame (390 × 844 points at @3x) of 50 anti-aliased shape layers — 25 fills (circles,
/// even-odd stars, curved blobs) and 25 strokes (curves with round caps and joins, mitered zigzags, dashed
/// curves) — painted by Flipbook and by cairo (Benchmarks/Reference/cairo-paths, built and run in the same run),
/// one thread each, CPU time per frame. Cairo is timed at its default flattening tolerance (0.1 pixel) and, when
/// it differs, at Flipbook's (`ShapeContent.flatteningTolerance`; the rows are labelled with it). Then the backdrop
/// blur: a full-frame `BackdropBlur` over a striped frame (flat along each row) and over a tiled one (varying along
/// every row), the frame's time with it minus without. The load average is printed before and after (CPU times are
/// less disturbed by load than wall times, but not immune).
///
/// Options: `--repeat=N` (default 30).
enum PathsBenchmark {
    static let width: CGFloat = 390, height: CGFloat = 844, scale: CGFloat = 3

    /// Doubles from TestSupport's SplitMix64: in [0, 1), or in [lo, hi).
    struct Generator {
        var random: SplitMix64
        init(state: UInt64) { random = SplitMix64(state: state) }
        mutating func next() -> Double { random.unit() }
        mutating func next(_ lo: Double, _ hi: Double) -> Double { random.double(lo, hi) }
    }

    /// The 50 shapes, in points.
    static func shapes() -> [ShapeContent] {
        var g = Generator(state: 50)
        var out: [ShapeContent] = []
        func color() -> Color { Color(red: g.next(), green: g.next(), blue: g.next(), alpha: g.next(0.6, 1)) }
        func point(_ margin: Double = 20) -> CGPoint {
            CGPoint(x: g.next(margin, Double(width) - margin), y: g.next(margin, Double(height) - margin))
        }
        for i in 0..<50 {
            let path = CGMutablePath()
            switch i % 6 {
            case 0:
                let r = g.next(20, 60), c = point(r)
                path.addEllipse(in: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
                out.append(ShapeContent(path: path.vectorPath, fillColor: color()))
            case 1:
                let r = g.next(30, 70), c = point(r)
                let points = (0..<5).map { k -> CGPoint in
                    let a = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
                    return CGPoint(x: Double(c.x) + r * cos(a), y: Double(c.y) + r * sin(a))
                }
                path.addLines(between: points)
                path.closeSubpath()
                out.append(ShapeContent(path: path.vectorPath, fillColor: color(), fillRule: .evenOdd))
            case 2:
                let c = point(80)
                path.move(to: CGPoint(x: c.x + 60, y: c.y))
                for k in 1...4 {
                    let a = Double(k) * Double.pi / 2
                    let end = CGPoint(x: Double(c.x) + 60 * cos(a), y: Double(c.y) + 60 * sin(a))
                    path.addCurve(
                        to: end, control1: CGPoint(x: c.x + g.next(-80, 80), y: c.y + g.next(-80, 80)),
                        control2: CGPoint(x: c.x + g.next(-80, 80), y: c.y + g.next(-80, 80)))
                }
                path.closeSubpath()
                out.append(ShapeContent(path: path.vectorPath, fillColor: color()))
            case 3:
                path.move(to: point())
                for _ in 0..<3 { path.addCurve(to: point(), control1: point(), control2: point()) }
                out.append(
                    ShapeContent(
                        path: path.vectorPath, fillColor: nil, strokeColor: color(),
                        lineWidth: g.next(2, 10), lineCap: .round, lineJoin: .round))
            case 4:
                let start = point(60)
                path.move(to: start)
                for k in 1...8 {
                    path.addLine(
                        to: CGPoint(
                            x: Double(start.x) + Double(k) * 12 - 48,
                            y: Double(start.y) + (k % 2 == 0 ? 0 : 30)))
                }
                out.append(
                    ShapeContent(
                        path: path.vectorPath, fillColor: nil, strokeColor: color(),
                        lineWidth: g.next(2, 6), lineJoin: .miter))
            default:
                path.move(to: point())
                path.addQuadCurve(to: point(), control: point())
                path.addArc(center: point(50), radius: g.next(20, 50), startAngle: 0, endAngle: 4, clockwise: false)
                out.append(
                    ShapeContent(
                        path: path.vectorPath, fillColor: nil, strokeColor: color(),
                        lineWidth: g.next(2, 6), lineCap: .square, lineJoin: .bevel,
                        lineDashPattern: [12, 6, 3, 6], lineDashPhase: 4))
            }
        }
        return out
    }

    static func tree(_ shapes: [ShapeContent]) -> RenderTree {
        let frame = CGRect(x: 0, y: 0, width: width, height: height)
        let nodes = shapes.map { shape -> RenderNode in
            var node = RenderNode(frame: frame)
            node.shape = shape
            return node
        }
        return RenderTree(
            size: frame.size, scale: scale, backgroundColor: .white,
            root: RenderNode(frame: frame, backgroundColor: .white, children: nodes))
    }

    /// The scene for cairo-paths.c (see its comment).
    static func cairoScene(_ shapes: [ShapeContent]) -> String {
        var lines = ["frame \(Int(width * scale)) \(Int(height * scale)) \(scale)"]
        func path(_ p: VectorPath) -> String {
            p.elements.map { element -> String in
                let letter: String
                switch element {
                case .moveTo: letter = "M"
                case .lineTo: letter = "L"
                case .quadCurveTo: letter = "Q"
                case .curveTo: letter = "C"
                case .closeSubpath: letter = "Z"
                }
                return ([letter] + element.points.flatMap { ["\($0.x)", "\($0.y)"] }).joined(separator: " ")
            }.joined(separator: " ")
        }
        func rgba(_ c: Color) -> String { "\(c.red) \(c.green) \(c.blue) \(c.alpha)" }
        for s in shapes {
            if let fill = s.fillColor {
                lines.append("fill \(rgba(fill)) \(s.fillRule == .evenOdd ? 1 : 0) \(path(s.path))")
            }
            if let stroke = s.strokeColor {
                let dashes = ([String(s.lineDashPattern.count)] + s.lineDashPattern.map { "\($0)" })
                    .joined(separator: " ")
                lines.append(
                    "stroke \(rgba(stroke)) \(s.lineWidth) \(s.lineCap.rawValue) \(s.lineJoin.rawValue) "
                        + "\(s.miterLimit) \(dashes) \(s.lineDashPhase) \(path(s.path))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Runs cairo-paths on `scene`: (median, best) thread CPU ms per frame.
    static func cairo(scene: URL, repeats: Int, tolerance: Double) throws -> (Double, Double) {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Reference/cairo-paths")
        let process = Process()
        process.executableURL = script
        process.arguments = [scene.path, String(repeats), String(tolerance)]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(data: out.fileHandleForReading.readDataToEndOfFile(), encoding: .utf8) ?? ""
        process.waitUntilExit()
        let numbers = text.split(separator: " ")
            .compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard process.terminationStatus == 0, numbers.count == 2 else {
            throw BenchmarkError("cairo-paths failed (status \(process.terminationStatus)): \(text)")
        }
        return (numbers[0], numbers[1])
    }

    static func run(_ options: [String]) throws {
        let repeats = RasterBenchmark.value(of: "--repeat", in: options) ?? 30
        let rasterizer = Rasterizer(options: .init(threadCount: 1))
        let shapes = shapes()
        let tree = tree(shapes)
        var image = rasterizer.render(tree)
        let ours = Clock.measure(repeats: repeats) { rasterizer.render(tree, into: &image) }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("flipbook-paths-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("scene.txt")
        try cairoScene(shapes).write(to: scene, atomically: true, encoding: .utf8)
        let cairoDefaultTolerance = 0.1, tolerance = Double(ShapeContent.flatteningTolerance)
        let cairoDefault = try cairo(scene: scene, repeats: repeats, tolerance: cairoDefaultTolerance)
        // Flipbook's own tolerance, when it is not cairo's default (the same run twice would say nothing new).
        let cairoFine =
            tolerance == cairoDefaultTolerance ? nil : try cairo(scene: scene, repeats: repeats, tolerance: tolerance)
        let median = ours.cpu.median * 1000, best = ours.cpu.minimum * 1000
        print(
            "paths: \(tree.pixelWidth)×\(tree.pixelHeight) px, 50 shape layers (25 fills, 25 strokes), 1 thread, "
                + "\(repeats) frames; CPU ms per frame (this thread's CPU time); load average "
                + VariantBenchmark.loadAverage())
        print("")
        print("| painter | median ms | best ms | cairo ÷ Flipbook (median) |")
        print("| --- | ---: | ---: | ---: |")
        print(String(format: "| Flipbook (tolerance %g px) | %.2f | %.2f | 1.00× |", tolerance, median, best))
        let defaultLabel =
            "cairo, tolerance \(cairoDefaultTolerance) px (its default\(cairoFine == nil ? " and Flipbook's" : ""))"
        print(
            "| \(defaultLabel) "
                + String(
                    format: "| %.2f | %.2f | %.2f× |", cairoDefault.0, cairoDefault.1, cairoDefault.0 / median))
        if let cairoFine {
            print(
                String(
                    format: "| cairo, tolerance %g px (Flipbook's) | %.2f | %.2f | %.2f× |", tolerance, cairoFine.0,
                    cairoFine.1, cairoFine.0 / median))
        }
        print("")
        // Backdrop blur over the whole frame: 24 coloured stripes (flat along each row), then 24 × 12 coloured
        // tiles (varying along every row), each under a full-frame blur with a tint.
        let frame = CGRect(x: 0, y: 0, width: width, height: height)
        var g = Generator(state: 7)
        let stripes = (0..<24).map { i in
            RenderNode(
                frame: CGRect(x: 0, y: CGFloat(i) * height / 24, width: width, height: height / 24),
                backgroundColor: Color(red: g.next(), green: g.next(), blue: g.next()))
        }
        let tiles = (0..<(24 * 12)).map { i in
            RenderNode(
                frame: CGRect(
                    x: CGFloat(i % 12) * width / 12, y: CGFloat(i / 12) * height / 24, width: width / 12,
                    height: height / 24),
                backgroundColor: Color(red: g.next(), green: g.next(), blue: g.next()))
        }
        print("| backdrop blur over the full frame | frame ms median | blur ms (frame − frame without) |")
        print("| --- | ---: | ---: |")
        for (name, children) in [("24 stripes", stripes), ("24 × 12 tiles", tiles)] {
            let plain = RenderTree(size: frame.size, scale: scale, root: RenderNode(frame: frame, children: children))
            var plainImage = rasterizer.render(plain)
            let base =
                Clock.measure(repeats: repeats) { rasterizer.render(plain, into: &plainImage) }.cpu.median * 1000
            print(String(format: "| none (%@) | %.2f | — |", name, base))
            for radius in [8.0, 20.0, 40.0] {
                var blurred = plain
                var glass = RenderNode(frame: frame)
                glass.backdrop = BackdropBlur(radius: radius, saturation: 1.8, tintColor: Color(white: 1, alpha: 0.3))
                blurred.root.children.append(glass)
                var blurredImage = rasterizer.render(blurred)
                let t =
                    Clock.measure(repeats: repeats) { rasterizer.render(blurred, into: &blurredImage) }
                    .cpu.median * 1000
                print(
                    String(
                        format: "| %@, radius %.0f pt (σ %.0f px) | %.2f | %.2f |", name, radius,
                        radius * Double(scale), t, t - base))
            }
        }
        print("")
        print("load average after: \(VariantBenchmark.loadAverage())")
    }
}
