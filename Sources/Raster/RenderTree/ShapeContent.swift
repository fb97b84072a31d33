import Foundation

/// What a `CAShapeLayer` draws: its path filled, then stroked, in the layer's bounds space, above the background
/// (and gradient) and below the sublayers. Defaults are Core Animation's: an opaque black fill with the non-zero
/// rule, no stroke, line width 1, butt caps, miter joins with a limit of 10, no dashes, the whole length.
///
/// Fills and strokes get exact area coverage; curves are flattened within 1/10 pixel, their points moved so that
/// polygons keep the curves' areas (see ``flatteningTolerance``). A stroke is
/// cut into dashes first (the pattern restarting at each subpath), then limited to `strokeStart…strokeEnd` of
/// the whole length, so dashes stay in place while the end animates.
public struct ShapeContent: Sendable, Equatable {
    /// The shape, in the layer's bounds space.
    public var path: VectorPath
    /// The fill colour; nil fills nothing.
    public var fillColor: Color?
    /// How the fill decides what is inside (`.winding` is `CAShapeLayerFillRule.nonZero`).
    public var fillRule: CGPathFillRule
    /// The stroke colour; nil strokes nothing.
    public var strokeColor: Color?
    /// The stroke's width in points.
    public var lineWidth: CGFloat
    /// How open subpaths' stroke ends are drawn: butt (the default), round or square.
    public var lineCap: CGLineCap
    /// How the stroke turns corners: miter (the default, up to ``miterLimit``), round or bevel.
    public var lineJoin: CGLineJoin
    /// The longest miter, in line widths, drawn as a miter (longer ones are beveled).
    public var miterLimit: CGFloat
    /// Alternating lengths of painted and unpainted segments, in points; empty for a solid line.
    public var lineDashPattern: [CGFloat]
    /// How far into the dash pattern the stroke starts, in points.
    public var lineDashPhase: CGFloat
    /// Where along the path (0…1 of its length) the stroke starts.
    public var strokeStart: CGFloat
    /// Where along the path (0…1 of its length) the stroke ends.
    public var strokeEnd: CGFloat

    /// How far (in canvas pixels) the straight segments a curve is painted with may stray from it: 1/10 pixel,
    /// cairo's default, never coarser than that reference.
    ///
    /// The segments keep the curve's area exact all the same: their points move outwards off the curve by about
    /// 2/3 of the chords' sagitta (a stroke's centre line by 1/3, which keeps its length), so a polygon loses no
    /// area to its chords to second order — a circle of radius 2 pixels stays within 0.1 % of πr², where plain
    /// chords at this tolerance would lose several percent — and strays less from the curve than plain chords.
    /// Round joins and caps keep their sectors' exact area the same way. At 1/10 pixel a circle of radius 20
    /// pixels takes 36 points where 1/200 pixel took 152.
    public static let flatteningTolerance: CGFloat = 0.1

    /// A shape with Core Animation's defaults for everything not given.
    public init(
        path: VectorPath, fillColor: Color? = .black, fillRule: CGPathFillRule = .winding,
        strokeColor: Color? = nil, lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt,
        lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, lineDashPattern: [CGFloat] = [],
        lineDashPhase: CGFloat = 0, strokeStart: CGFloat = 0, strokeEnd: CGFloat = 1
    ) {
        self.path = path; self.fillColor = fillColor; self.fillRule = fillRule; self.strokeColor = strokeColor
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin; self.miterLimit = miterLimit
        self.lineDashPattern = lineDashPattern; self.lineDashPhase = lineDashPhase
        self.strokeStart = strokeStart; self.strokeEnd = strokeEnd
    }
}
