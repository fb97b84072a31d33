import Foundation
import Testing
import TestSupport
@testable import Raster

/// The compositor's shortcuts for shadows (blurred masks of shared shape, groups painted in place, runs of equal
/// pixels blended once) against painting every item back to front from the same spans (``ReferencePainter``).
@Suite struct ShadowCompositingTests {
    /// Rows of shadowed rounded cards whose shadows overlap vertically, at sub-pixel positions.
    private func cards(
        count: Int, origin: CGPoint, pitch: CGFloat, alpha: CGFloat, colour: Color,
        shadow: Shadow
    ) -> [RenderNode] {
        (0..<count).map { i in
            let x = origin.x + CGFloat(i % 2) * 61.25 + CGFloat(i) * 0.125
            let y = origin.y + CGFloat(i / 2) * pitch
            return Scene.view(CGRect(x: x, y: y, width: 57.5, height: 21), colour) {
                $0.cornerRadius = 7
                $0.alpha = alpha
                $0.shadow = shadow
            }
        }
    }

    private func container(
        _ frame: CGRect, alpha: CGFloat, clips: Bool, corner: CGFloat,
        _ children: [RenderNode]
    ) -> RenderNode {
        var node = RenderNode(frame: frame, children: children)
        node.alpha = alpha
        node.masksToBounds = clips
        node.cornerRadius = corner
        return node
    }

    private func scenes() -> [(String, RenderTree)] {
        var result: [(String, RenderTree)] = []
        let shadows = [
            Shadow(color: .black, opacity: 0.3, radius: 3, offset: CGSize(width: 0, height: 1.5)),
            Shadow(
                color: Color(red: 0.2, green: 0.1, blue: 0.9), opacity: 0.8, radius: 2.5,
                offset: CGSize(width: 1.25, height: -0.75)),
        ]
        for (s, shadow) in shadows.enumerated() {
            for alpha in [CGFloat(1), 0.9] {
                for scale in [CGFloat(1), 3] {
                    let list = cards(
                        count: 14, origin: CGPoint(x: -3.5, y: -4.25), pitch: 9.75, alpha: alpha,
                        colour: Color(red: 0.2, green: 0.78, blue: 0.35), shadow: shadow)
                    let frame = CGRect(x: 4.5, y: 6.25, width: 110.5, height: 60.75)
                    let variants: [(String, RenderNode)] = [
                        ("unclipped", container(frame, alpha: 1, clips: false, corner: 0, list)),
                        ("clipped", container(frame, alpha: 1, clips: true, corner: 0, list)),
                        ("rounded clip", container(frame, alpha: 1, clips: true, corner: 9, list)),
                        ("faded group", container(frame, alpha: 0.7, clips: true, corner: 0, list)),
                        ("faded rounded group", container(frame, alpha: 0.55, clips: true, corner: 5.5, list)),
                    ]
                    for (name, node) in variants {
                        let tree = Scene.tree(
                            124, 76, background: Color(red: 0.95, green: 0.95, blue: 0.97),
                            scale: scale, [node])
                        result.append(("\(name), shadow \(s), alpha \(alpha), @\(scale)x", tree))
                    }
                }
            }
        }
        return result
    }

    @Test func overlappingShadowedCardsPaintAsLayerByLayer() {
        for (name, tree) in scenes() {
            let frame = ReferencePainter.frame(of: tree)
            let expected = ReferencePainter.paint(frame)
            for threads in [1, 2] {
                let difference = ReferencePainter.firstDifference(frame, threads: threads, from: expected)
                #expect(difference == nil, "\(name), \(threads) thread(s): \(difference ?? "")")
            }
        }
    }

    /// A list at a whole-pixel pitch repeats its rows, which the compositor copies from the first painting,
    /// also when the list is a faded group drawn as one texture; neighbouring cards alternate colours and sizes,
    /// so rows with equal spans but other colours (or other spans of one colour, or other texture rows) must be
    /// painted again.
    @Test func repeatedRowsOfAListAreCopiedOnlyWhenMadeOfTheSameSpans() {
        let shadow = Shadow(color: .black, opacity: 0.4, radius: 2, offset: CGSize(width: 0, height: 2))
        let colours = [Color(red: 0.2, green: 0.78, blue: 0.35), Color(red: 0.9, green: 0.3, blue: 0.2)]
        for (pitch, phase) in [(CGFloat(12), CGFloat(0.25)), (14, 0.5), (12, 0)] {
            let list = (0..<24).map { i in
                Scene.view(
                    CGRect(
                        x: 3.5 + CGFloat(i % 2) * 30, y: phase - 6 + CGFloat(i / 2) * pitch,
                        width: i % 4 == 3 ? 27 : 26.5, height: 9), colours[(i / 4) % 2]
                ) {
                    $0.cornerRadius = 3
                    $0.shadow = shadow
                }
            }
            for (clips, alpha) in [(false, CGFloat(1)), (true, 1), (true, 0.8)] {
                // Faded: the list is a group canvas whose repeated rows the window's rows copy in turn.
                var list = RenderNode(frame: CGRect(x: 0, y: 0, width: 64, height: 150), children: list)
                list.masksToBounds = clips
                list.alpha = alpha
                // Translucent plain rectangles with fractional edges under and over the list: rectangle rows
                // differ only in how much of them the row covers.
                let under = Scene.view(CGRect(x: 1.25, y: 2.5, width: 40, height: 37.75), Color(white: 0.3, alpha: 0.5))
                let over = Scene.view(
                    CGRect(x: 20.5, y: 70.25, width: 30, height: 19.5), Color(red: 0, green: 0, blue: 1, alpha: 0.25))
                let tree = Scene.tree(64, 150, background: .white, [under, list, over])
                let frame = ReferencePainter.frame(of: tree)
                let expected = ReferencePainter.paint(frame)
                for threads in [1, 2, 3] {
                    let difference = ReferencePainter.firstDifference(frame, threads: threads, from: expected)
                    #expect(
                        difference == nil,
                        """
                        pitch \(pitch), phase \(phase), clips \(clips), alpha \(alpha), \(threads) thread(s):\
                         \(difference ?? "")
                        """
                    )
                    // Painted as a texture, repeated rows are left unwritten and read through their origin.
                    let texture = Texture(painting: frame, threads: threads)
                    let rows = (0..<frame.height).filter { y in
                        (0..<frame.width).contains { texture.row(y)[$0] != expected[y * frame.width + $0] }
                    }
                    #expect(rows.isEmpty, "texture rows \(rows), \(threads) thread(s)")
                    #expect((0..<frame.height).contains { texture.rowOrigins[$0] != Int32($0) })
                }
            }
        }
    }

    /// A blurred rectangle's shadow keeps only the columns on the canvas (each row is cut to the canvas anyway), so
    /// its cost does not grow with how far the blur reaches past it: at radius 2000 a 20-pixel canvas had about
    /// 12 000 columns a row (a 10 000-point radius @16 took minutes). The pixels are the reference painter's.
    @Test func aWideRectangleShadowKeepsOnlyTheCanvasColumns() {
        let card = Scene.view(CGRect(x: 4, y: 6, width: 12, height: 8), .white) {
            $0.shadow = Shadow(color: .black, opacity: 1, radius: 2000, offset: CGSize(width: 3, height: 0))
        }
        let frame = ReferencePainter.frame(of: Scene.tree(20, 20, background: .black, [card]))
        let columns = frame.items.compactMap { item -> Int? in
            if case .separable(let shadow) = item.coverage { return shadow.columns.count }
            return nil
        }
        #expect(columns.count == 1 && columns.allSatisfy { $0 <= frame.width }, "\(columns)")
        #expect(FrameRenderer.render(frame) == ReferencePainter.paintFromCoverage(frame))
    }

    /// Shadows wider than the canvas inside a clip that covers the whole canvas (the clip is 1 wherever they can
    /// paint, so the compositor leaves it out) or only part of it (it must not): painting from the items' own
    /// coverage agrees.
    @Test func aClipCoveringTheCanvasChangesNothing() {
        let cards = (0..<6).map { i in
            Scene.view(CGRect(x: -4.25, y: -3.5 + CGFloat(i) * 11, width: 60.5, height: 8), .white) {
                $0.cornerRadius = 2.5
                $0.shadow = Shadow(color: .black, opacity: 0.5, radius: 3, offset: CGSize(width: 0, height: 1))
            }
        }
        for (clips, inset) in [(false, CGFloat(0)), (true, 0), (true, 3)] {
            var list = RenderNode(
                frame: CGRect(x: inset, y: inset, width: 52 - 2 * inset, height: 60 - 2 * inset),
                children: cards)
            list.masksToBounds = clips
            let frame = ReferencePainter.frame(of: Scene.tree(52, 60, background: .black, [list]))
            let differing = zip(FrameRenderer.render(frame), ReferencePainter.paintFromCoverage(frame)).filter {
                $0 != $1
            }.count
            #expect(differing == 0, "clips \(clips), inset \(inset)")
        }
    }

    /// Mask rows copied in bulk equal the runs placed one by one, wherever the mask sits against the canvas
    /// and whatever `out` ends with (the first run may merge into it).
    @Test func maskRowsPlaceTheirRunsLikeAppendingEachRun() {
        let values: [Float] = [
            0, 0.2, 0.2, 0.5, 1, 1, 1, 0.5, 0, 0.3, 0.3, 0.1,
            0.2, 0.2, 0, 0, 1, 1, 0, 0, 0.7, 0.7, 0.7, 0.7,
        ]
        let mask = CoverageMask(width: 12, height: 2, values: values)
        for dx in -14...16 {
            for y in 0..<2 {
                for prefix in [
                    [], [Span(x0: 0, x1: 1, coverage: Float(Blend.coverage8(0.2)) / 255)],
                    [Span(x0: 0, x1: 2, coverage: 0.5)],
                ] {
                    var actual = prefix
                    mask.spans(row: y, dx: dx, dy: 0, canvasWidth: 9, into: &actual)
                    var expected = prefix
                    var x = 0
                    while x < 12 {
                        let q = Blend.coverage8(values[y * 12 + x])
                        var end = x + 1
                        while end < 12 && Blend.coverage8(values[y * 12 + end]) == q { end += 1 }
                        let x0 = max(0, x + dx), x1 = min(9, end + dx)
                        if q > 0 && x0 < x1 {
                            SpanMath.append(Span(x0: Int32(x0), x1: Int32(x1), coverage: Float(q) / 255), to: &expected)
                        }
                        x = end
                    }
                    #expect(actual == expected, "dx \(dx), row \(y), after \(prefix)")
                }
            }
        }
    }

    /// The compositor gathers a row's spans of all items in one list; where the faint tails of two neighbouring
    /// shadows meet with equal coverage, each item still paints from its own coverage.
    @Test func spansOfNeighbouringItemsStayTheirOwn() {
        let (_, tree) = scenes()[0]
        let frame = ReferencePainter.frame(of: tree)
        let differing = zip(FrameRenderer.render(frame), ReferencePainter.paintFromCoverage(frame)).filter { $0 != $1 }
            .count
        #expect(differing == 0)
    }

    @Test func runBlendingEqualsBlendingEveryPixel() {
        var generator = SplitMix64(seed: 7)
        func pixel() -> UInt32 {
            let a = UInt32.random(in: 0...255, using: &generator)
            return a << 24 | UInt32.random(in: 0...a, using: &generator) << 16
                | UInt32.random(in: 0...a, using: &generator) << 8 | UInt32.random(in: 0...a, using: &generator)
        }
        // Runs of repeated values, zeros included, so that the remembered result is used and must be reset; runs
        // of up to 12 so that whole blocks of four equal pixels (RowBlend's fast path) start at every offset.
        func row(_ count: Int) -> [UInt32] {
            var values: [UInt32] = []
            while values.count < count {
                let v = Int.random(in: 0..<4, using: &generator) == 0 ? 0 : pixel()
                values += Array(repeating: v, count: Int.random(in: 1...12, using: &generator))
            }
            return Array(values.prefix(count))
        }
        for _ in 0..<400 {
            let count = Int.random(in: 1...100, using: &generator)
            let source = row(count), destination = row(count)
            for alpha in [UInt32(255), 179, 0, UInt32.random(in: 1...254, using: &generator)] {
                var out = destination
                source.withUnsafeBufferPointer { s in
                    out.withUnsafeMutableBufferPointer {
                        RowBlend.draw(s.baseAddress!, alpha: alpha, over: $0.baseAddress!, count: count)
                    }
                }
                let expected = zip(source, destination).map {
                    Blend.over(alpha == 255 ? $0 : Blend.scale($0, alpha), $1)
                }
                #expect(out == expected, "alpha \(alpha)")
                // Onto a run of one colour, without filling it first: the same bytes.
                let base = destination[0]
                var direct = [UInt32](repeating: 0xDEAD_BEEF, count: count)
                source.withUnsafeBufferPointer { s in
                    direct.withUnsafeMutableBufferPointer {
                        RowBlend.draw(
                            s.baseAddress!, alpha: alpha, overColour: base, into: $0.baseAddress!, count: count)
                    }
                }
                #expect(direct == source.map { Blend.over(alpha == 255 ? $0 : Blend.scale($0, alpha), base) })
            }
            let colour = pixel()
            var out = destination
            out.withUnsafeMutableBufferPointer { RowBlend.draw(solid: colour, over: $0.baseAddress!, count: count) }
            #expect(out == destination.map { Blend.over(colour, $0) })
        }
    }

    /// Three running box sums over a line, every value divided: the blur as ShadowBlur defines it, without
    /// its shortcuts.
    private func plainBlur(
        _ data: UnsafeMutablePointer<Float>, start: Int, count: Int, stride: Int, boxes: [(Int, Int)]
    ) {
        for (before, after) in boxes {
            let line = (0..<count).map { data[start + $0 * stride] }
            let size = Double(before + after + 1)
            var sum = 0.0
            for j in 0..<min(after, count) { sum += Double(line[j]) }
            for i in 0..<count {
                if i + after < count { sum += Double(line[i + after]) }
                if i - before - 1 >= 0 { sum -= Double(line[i - before - 1]) }
                data[start + i * stride] = Float(max(0, sum / size))
            }
        }
    }

    @Test func blurringRepeatedLinesOnceGivesTheBlurOfEachLine() {
        var generator = SplitMix64(seed: 11)
        let width = 23, height = 17
        // Blocks of equal rows and equal columns, as in a rounded rectangle's coverage.
        let columnValue = (0..<width).map { x in
            x < 3 || x > 18 ? Float(0) : Float(Int.random(in: 0...4, using: &generator)) / 4
        }
        var values = [Float](repeating: 0, count: width * height)
        for y in 2..<15 {
            let rowScale = y == 2 || y == 14 ? Float(0.5) : 1
            for x in 0..<width { values[y * width + x] = columnValue[x] * rowScale }
        }
        values[5 * width + 9] = 0.125  // one row that differs from its neighbours
        let boxes = ShadowBlur.boxes(sigma: 2.2)
        var expected = values, actual = values
        let temp = UnsafeMutablePointer<Float>.allocate(capacity: max(width, height))
        defer { temp.deallocate() }
        expected.withUnsafeMutableBufferPointer { v in
            for y in 0..<height { plainBlur(v.baseAddress!, start: y * width, count: width, stride: 1, boxes: boxes) }
            for x in 0..<width { plainBlur(v.baseAddress!, start: x, count: height, stride: width, boxes: boxes) }
        }
        var byColumns = values
        actual.withUnsafeMutableBufferPointer { v in
            ShadowBlur.blurLines(
                v.baseAddress!, lines: height, lineStride: width, count: width, stride: 1, boxes: boxes, temp: temp)
            ShadowBlur.blurLines(
                v.baseAddress!, lines: width, lineStride: 1, count: height, stride: width, boxes: boxes, temp: temp)
        }
        byColumns.withUnsafeMutableBufferPointer { v in
            ShadowBlur.blurLines(
                v.baseAddress!, lines: height, lineStride: width, count: width, stride: 1, boxes: boxes, temp: temp)
            ShadowBlur.blurColumns(v.baseAddress!, width: width, height: height, boxes: boxes)
        }
        #expect(actual.map(\.bitPattern) == expected.map(\.bitPattern))
        #expect(byColumns.map(\.bitPattern) == expected.map(\.bitPattern))
        #expect(actual != values)
        // Columns of blocks, many equal to their left neighbour, blurred down the columns only.
        var blocky = (0..<(width * height)).map { i in Float((i % width) / 4 % 3) / 2 * Float(i / width % 5) }
        var blockyExpected = blocky
        blockyExpected.withUnsafeMutableBufferPointer { v in
            for x in 0..<width { plainBlur(v.baseAddress!, start: x, count: height, stride: width, boxes: boxes) }
        }
        blocky.withUnsafeMutableBufferPointer { v in
            ShadowBlur.blurColumns(v.baseAddress!, width: width, height: height, boxes: boxes)
        }
        #expect(blocky.map(\.bitPattern) == blockyExpected.map(\.bitPattern))
        // Irregular values (thirds plus noise) and an even box size (boxes shifted left and right).
        var noisy = (0..<(width * height)).map { _ in
            Float(Int.random(in: 0...3, using: &generator)) / 3 + Float.random(in: 0..<1e-3, using: &generator)
        }
        var noisyExpected = noisy
        noisyExpected.withUnsafeMutableBufferPointer { v in
            for x in 0..<width {
                plainBlur(v.baseAddress!, start: x, count: height, stride: width, boxes: ShadowBlur.boxes(sigma: 3.1))
            }
        }
        noisy.withUnsafeMutableBufferPointer { v in
            ShadowBlur.blurColumns(v.baseAddress!, width: width, height: height, boxes: ShadowBlur.boxes(sigma: 3.1))
        }
        #expect(noisy.map(\.bitPattern) == noisyExpected.map(\.bitPattern))
    }

    /// A tall shape with long straight sides (rows equal to the row above over most of its height), as a moving
    /// card's shadow is: the column blur's settled sums (rows not computed but copied) and the mask's rows taken
    /// from the row above give exactly the plain blur's bits, and the runs (and changed rows) of quantising every
    /// pixel on its own. Values of very different sizes (1e-9 next to 1) keep some sums from ever settling.
    @Test func longStraightSidesGiveThePlainBlurAndRuns() {
        var generator = SplitMix64(seed: 29)
        let width = 41, height = 260
        let profile: [Float] = (0..<width).map { x in
            switch x {
            case 0..<4, 37...: return 0
            case 4..<8: return Float(x - 3) / 5
            case 8: return 1e-9
            case 9..<12: return 1 / 3
            default: return x % 7 == 0 ? Float.random(in: 0..<1, using: &generator) : 1
            }
        }
        var values = [Float](repeating: 0, count: width * height)
        for y in 6..<254 {
            // Rounded ends: the first and last rows of the shape are narrower and fainter.
            let end = min(y - 6, 253 - y)
            for x in 0..<width where end >= 12 || (x > 12 - end && x < width - 12 + end) {
                values[y * width + x] = end >= 12 ? profile[x] : profile[x] * Float(end + 1) / 13
            }
        }
        for sigma in [2.2, 3.1, 7.4] {
            let boxes = ShadowBlur.boxes(sigma: sigma)
            var expected = values, actual = values
            let temp = UnsafeMutablePointer<Float>.allocate(capacity: max(width, height))
            defer { temp.deallocate() }
            expected.withUnsafeMutableBufferPointer { v in
                for y in 0..<height {
                    plainBlur(v.baseAddress!, start: y * width, count: width, stride: 1, boxes: boxes)
                }
                for x in 0..<width {
                    plainBlur(v.baseAddress!, start: x, count: height, stride: width, boxes: boxes)
                }
            }
            actual.withUnsafeMutableBufferPointer { v in
                ShadowBlur.blurLines(
                    v.baseAddress!, lines: height, lineStride: width, count: width, stride: 1, boxes: boxes,
                    temp: temp)
                ShadowBlur.blurColumns(v.baseAddress!, width: width, height: height, boxes: boxes)
            }
            #expect(actual.map(\.bitPattern) == expected.map(\.bitPattern), "σ \(sigma)")
            let repeated = (1..<height).filter { y in
                (0..<width).allSatisfy { actual[y * width + $0] == actual[(y - 1) * width + $0] }
            }
            #expect(repeated.count > height / 2, "σ \(sigma): the straight sides repeat their rows")

            let mask = CoverageMask(width: width, height: height, values: actual)
            var previous: [Span] = []
            var changed: [Int32] = []
            for y in 0..<height {
                var runs: [Span] = []
                mask.spans(row: y, dx: 0, dy: 0, canvasWidth: width, into: &runs)
                var expectedRuns: [Span] = []
                var x = 0
                while x < width {
                    let q = Blend.coverage8(actual[y * width + x])
                    var end = x + 1
                    while end < width && Blend.coverage8(actual[y * width + end]) == q { end += 1 }
                    if q > 0 { expectedRuns.append(Span(x0: Int32(x), x1: Int32(end), coverage: Float(q) / 255)) }
                    x = end
                }
                #expect(runs == expectedRuns, "σ \(sigma), row \(y)")
                if y == 0 || expectedRuns != previous { changed.append(Int32(y)) }
                previous = expectedRuns
            }
            #expect(mask.changedRows == changed, "σ \(sigma)")
        }
    }

    /// The mask quantises a row without branches; each value must still give Blend.coverage8's level: values
    /// next to every rounding boundary (k + ½)/255, below 0, above 1, NaN and infinities.
    @Test func maskLevelsAreCoverage8OfEachValue() {
        var values: [Float] = [0, -0.0, -1, 1, 2, .nan, .infinity, -.infinity, .leastNonzeroMagnitude, 0.99999994]
        for k in 0...255 {
            let boundary = (Float(k) + 0.5) / 255
            values += [boundary.nextDown.nextDown, boundary.nextDown, boundary, boundary.nextUp, Float(k) / 255]
        }
        values += (0..<4096).map { Float($0) / 4095 }
        let mask = CoverageMask(width: values.count, height: 1, values: values)
        var runs: [Span] = []
        mask.spans(row: 0, dx: 0, dy: 0, canvasWidth: values.count, into: &runs)
        var levels = [UInt32](repeating: 0, count: values.count)
        for run in runs {
            for x in Int(run.x0)..<Int(run.x1) { levels[x] = UInt32((run.coverage * 255).rounded()) }
        }
        for (x, value) in values.enumerated() {
            #expect(levels[x] == Blend.coverage8(value), "value \(value) (bits \(value.bitPattern))")
        }
    }
}
