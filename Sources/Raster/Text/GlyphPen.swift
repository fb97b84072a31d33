/// Draws one glyph of the built-in font: the glyph definitions are small programs that call the pen.
///
/// The pen works in font design units (1000 per em, y up from the baseline). It knows the weight (its stroke
/// width) and the vertical metrics, rounded to whole pixels at the size being drawn so that baselines,
/// x-height and cap-height edges fall on pixel boundaries (vertical hinting; horizontal positions are
/// never hinted, so advances and layout do not depend on the pixel size). Curves are flattened with a
/// tolerance of a small fraction of a pixel.
final class GlyphPen {
    /// Stroke width in design units.
    let w: Double
    /// Half the stroke width: how far ink extends beyond a centre line.
    var h: Double { w / 2 }
    /// Extra width a glyph gains for each unit its stroke is heavier than regular, per stem.
    let weightGain: Double
    /// x-height, cap height, ascender (b, d, h, k, l) and descender (negative), in design units.
    let x: Double, cap: Double, asc: Double, desc: Double
    /// Pixels per design unit (0 when only measuring).
    let pixelsPerUnit: Double
    /// Set by `width(_:left:right:)`: the outer left and right edges of the glyph body, and the advance.
    private(set) var left: Double = 0
    private(set) var right: Double = 0
    private(set) var advance: Double = 0
    private(set) var strokes: [GlyphStroke] = []
    /// When true the pen only records the advance (used to build the advance table quickly).
    let measuringOnly: Bool

    /// For combining marks: the height of the top of the letter they sit on (x-height or cap height).
    let markBase: Double

    init(weight: FontWeight, pixelsPerEm: Double, measuringOnly: Bool = false, markOnCapital: Bool = false) {
        let metrics = BuiltinFont.metrics
        w = BuiltinFont.strokeWidth(weight)
        weightGain = 1
        pixelsPerUnit = pixelsPerEm / 1000
        self.measuringOnly = measuringOnly
        func hinted(_ v: Double) -> Double {
            guard pixelsPerEm > 0 else { return v }
            let px = (v * pixelsPerEm / 1000).rounded()
            return px * 1000 / pixelsPerEm
        }
        x = hinted(metrics.xHeight)
        cap = hinted(metrics.capHeight)
        asc = hinted(metrics.ascenderHeight)
        desc = hinted(metrics.descenderDepth)
        markBase = markOnCapital ? cap : x
    }

    // MARK: Horizontal layout of the glyph

    /// Sets the body width (outer edges, at regular weight; heavier weights widen it by `stems` × the extra
    /// stroke width) and the side bearings. Returns the centre-line x of the left and right extremes.
    @discardableResult
    func width(_ body: Double, stems: Double = 1, left lsb: Double = 60, right rsb: Double = 60)
        -> (l: Double, r: Double)
    {
        let regular = BuiltinFont.strokeWidth(.regular)
        let actual = body + (w - regular) * stems * weightGain
        left = lsb
        right = lsb + actual
        advance = lsb + actual + rsb
        return (left + h, right - h)
    }

    /// Centre-line x of the left body edge.
    var l: Double { left + h }
    /// Centre-line x of the right body edge.
    var r: Double { right - h }
    /// Centre of the body.
    var mid: Double { (left + right) / 2 }

    // MARK: Strokes

    /// A polyline; sharp corners get round joins.
    func line(_ points: (Double, Double)...) {
        guard !measuringOnly else { return }
        strokes.append(GlyphStroke(points: points.map { GlyphVector($0.0, $0.1) }, isClosed: false, radius: h))
    }

    /// A dot of the given radius (default: a little heavier than the stroke, as dots read smaller).
    func dot(_ cx: Double, _ cy: Double, radius: Double? = nil) {
        guard !measuringOnly else { return }
        strokes.append(GlyphStroke(points: [GlyphVector(cx, cy)], isClosed: false, radius: radius ?? dotRadius))
    }

    /// The radius of the dots on i, j, punctuation.
    var dotRadius: Double { h * 1.22 + 6 }

    /// A closed ellipse ring centred on `(cx, cy)` with centre-line radii `rx`, `ry`.
    func ellipse(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double) {
        guard !measuringOnly else { return }
        var path = GlyphPath(pen: self)
        path.arc(cx, cy, rx, ry, from: 0, to: 360)
        var points = path.points
        points.removeLast()  // the closing point repeats the first
        strokes.append(GlyphStroke(points: points, isClosed: true, radius: h))
    }

    /// An elliptical arc, angles in degrees counter-clockwise from the +x axis (y up); `to` < `from` runs
    /// clockwise.
    func arc(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, from a0: Double, to a1: Double) {
        path { $0.arc(cx, cy, rx, ry, from: a0, to: a1) }
    }

    /// One smooth stroke built from lines, arcs and curves.
    func path(_ build: (inout GlyphPath) -> Void) {
        guard !measuringOnly else { return }
        var path = GlyphPath(pen: self)
        build(&path)
        guard !path.points.isEmpty else { return }
        strokes.append(GlyphStroke(points: path.points, isClosed: false, radius: h))
    }

    /// The flattening tolerance in design units.
    var tolerance: Double { pixelsPerUnit > 0 ? 0.04 / pixelsPerUnit : 2 }
    /// The tolerance in pixels scaled to design units, as the arc segment count wants it.
    func segments(degrees: Double, radius: Double) -> Int {
        GlyphTrig.segmentCount(degrees: degrees, radius: radius, tolerance: tolerance)
    }
}

/// A centre line under construction: lines, elliptical arcs and Bézier curves, flattened as they are added.
struct GlyphPath {
    private let pen: GlyphPen
    private(set) var points: [GlyphVector] = []

    init(pen: GlyphPen) { self.pen = pen }

    var current: GlyphVector? { points.last }

    mutating func move(_ x: Double, _ y: Double) {
        precondition(points.isEmpty, "a glyph path starts once")
        points.append(GlyphVector(x, y))
    }

    mutating func line(_ x: Double, _ y: Double) {
        append(GlyphVector(x, y))
    }

    /// An elliptical arc from angle `a0` to `a1` (degrees, counter-clockwise positive, y up). If the path
    /// already has points, a straight line joins the current point to the arc's start.
    mutating func arc(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, from a0: Double, to a1: Double) {
        let n = pen.segments(degrees: a1 - a0, radius: max(rx, ry))
        for i in 0...n {
            let t = a0 + (a1 - a0) * Double(i) / Double(n)
            let (c, s) = GlyphTrig.cosSin(degrees: t)
            append(GlyphVector(cx + rx * c, cy + ry * s))
        }
    }

    /// A quadratic Bézier curve from the current point.
    mutating func quad(_ cx: Double, _ cy: Double, _ x: Double, _ y: Double) {
        guard let p0 = current else { preconditionFailure("quad needs a current point") }
        let c = GlyphVector(cx, cy), p1 = GlyphVector(x, y)
        let size = (c - p0).length + (p1 - c).length
        let n = pen.segments(degrees: 90, radius: size / 2)
        for i in 1...n {
            let t = Double(i) / Double(n), u = 1 - t
            append(p0 * (u * u) + c * (2 * u * t) + p1 * (t * t))
        }
    }

    /// A cubic Bézier curve from the current point.
    mutating func cubic(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, _ x: Double, _ y: Double) {
        guard let p0 = current else { preconditionFailure("cubic needs a current point") }
        let c1 = GlyphVector(c1x, c1y), c2 = GlyphVector(c2x, c2y), p1 = GlyphVector(x, y)
        let size = (c1 - p0).length + (c2 - c1).length + (p1 - c2).length
        let n = pen.segments(degrees: 135, radius: size / 2)
        for i in 1...n {
            let t = Double(i) / Double(n), u = 1 - t
            append(p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p1 * (t * t * t))
        }
    }

    private mutating func append(_ p: GlyphVector) {
        if let last = points.last, (p - last).length < 1e-9 { return }
        points.append(p)
    }
}

extension GlyphPen {
    /// Centre line of strokes sitting on the baseline.
    var b: Double { h }
    /// Centre line of strokes at the x-height.
    var xt: Double { x - h }
    /// Centre line of strokes at the cap height.
    var ct: Double { cap - h }
    /// Centre line of strokes at the ascender height.
    var at: Double { asc - h }
    /// Centre line of strokes at the descender depth.
    var dt: Double { desc + h }

    /// A horizontal bar's centre line near `y`, moved so that the bar's top edge falls on a pixel boundary
    /// (vertical hinting: crossbars stay crisp instead of smearing over two pixel rows).
    func bar(_ y: Double) -> Double {
        guard pixelsPerUnit > 0 else { return y }
        let top = ((y + h) * pixelsPerUnit).rounded() / pixelsPerUnit
        return top - h
    }

    /// The point at angle `degrees` on an ellipse (y up).
    func onEllipse(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, _ degrees: Double) -> (Double, Double) {
        let (c, s) = GlyphTrig.cosSin(degrees: degrees)
        return (cx + rx * c, cy + ry * s)
    }
}
