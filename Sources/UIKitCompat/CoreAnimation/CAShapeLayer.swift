import Foundation
import Raster

/// Core Animation's `CAShapeLayer`: a path filled and stroked in the layer's bounds space, above the
/// background and below the sublayers, painted through Raster's `ShapeContent` (exact area coverage).
///
/// Animatable as on iOS: `path` (between paths with the same elements, point by point), `fillColor`,
/// `strokeColor`, `lineWidth`, `miterLimit`, `lineDashPhase`, `strokeStart`, `strokeEnd`. As a free-standing
/// layer its changes animate implicitly like any layer's; as a view's layer (`layerClass`) they do not.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// The shape; nil draws nothing.
    open var path: CGPath? {
        get { modelState.shape.path?.cgPath }
        set { willChangeShape(.path); modelState.shape.path = newValue?.vectorPath }
    }

    /// The fill colour (opaque black by default); nil fills nothing.
    open var fillColor: CGColor? {
        get { modelState.shape.fillColor.map(CGColor.make) }
        set { willChangeShape(.fillColor); modelState.shape.fillColor = newValue?.paintColor }
    }

    /// How the fill decides what is inside (`.nonZero` by default).
    open var fillRule: CAShapeLayerFillRule = .nonZero

    /// The stroke colour; nil (the default) strokes nothing.
    open var strokeColor: CGColor? {
        get { modelState.shape.strokeColor.map(CGColor.make) }
        set { willChangeShape(.strokeColor); modelState.shape.strokeColor = newValue?.paintColor }
    }

    /// The stroke's width in points (1 by default).
    open var lineWidth: CGFloat {
        get { modelState.shape.lineWidth }
        set { willChangeShape(.lineWidth); modelState.shape.lineWidth = newValue }
    }

    /// The ends of open subpaths and dashes (`.butt` by default).
    open var lineCap: CAShapeLayerLineCap = .butt

    /// The corners between segments (`.miter` by default).
    open var lineJoin: CAShapeLayerLineJoin = .miter

    /// The longest miter, in line widths, drawn as a miter (10 by default); longer ones are beveled.
    open var miterLimit: CGFloat {
        get { modelState.shape.miterLimit }
        set { willChangeShape(.miterLimit); modelState.shape.miterLimit = newValue }
    }

    /// Painted and unpainted lengths in points, alternating; nil or empty for a solid line.
    open var lineDashPattern: [NSNumber]?

    /// How far into the dash pattern the stroke starts.
    open var lineDashPhase: CGFloat {
        get { modelState.shape.lineDashPhase }
        set { willChangeShape(.lineDashPhase); modelState.shape.lineDashPhase = newValue }
    }

    /// Where the stroke starts, as a fraction of the path's length (0 by default).
    open var strokeStart: CGFloat {
        get { modelState.shape.strokeStart }
        set { willChangeShape(.strokeStart); modelState.shape.strokeStart = newValue }
    }

    /// Where the stroke ends, as a fraction of the path's length (1 by default).
    open var strokeEnd: CGFloat {
        get { modelState.shape.strokeEnd }
        set { willChangeShape(.strokeEnd); modelState.shape.strokeEnd = newValue }
    }

    override func copyModel(from other: CALayer) {
        super.copyModel(from: other)
        guard let other = other as? CAShapeLayer else { return }
        fillRule = other.fillRule; lineCap = other.lineCap; lineJoin = other.lineJoin
        lineDashPattern = other.lineDashPattern
    }

    override func decorate(_ node: inout RenderNode, state: LayerState, presentation: Bool) {
        super.decorate(&node, state: state, presentation: presentation)
        guard let path = state.shape.path, !path.isEmpty else { return }
        let cap: CGLineCap = lineCap == .round ? .round : lineCap == .square ? .square : .butt
        let join: CGLineJoin = lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter
        node.shape = ShapeContent(
            path: path, fillColor: state.shape.fillColor, fillRule: fillRule == .evenOdd ? .evenOdd : .winding,
            strokeColor: state.shape.strokeColor, lineWidth: max(0, state.shape.lineWidth), lineCap: cap,
            lineJoin: join, miterLimit: state.shape.miterLimit,
            lineDashPattern: (lineDashPattern ?? []).map { CGFloat($0.doubleValue) },
            lineDashPhase: state.shape.lineDashPhase,
            strokeStart: min(1, max(0, state.shape.strokeStart)), strokeEnd: min(1, max(0, state.shape.strokeEnd)))
    }
}

/// Core Animation's `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Inside where the winding number is not zero (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where the winding number is odd.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// Core Animation's `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The stroke stops square at the end point (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle of half the line width past the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// A square of half the line width past the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// Core Animation's `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sharp corners, beveled where the miter would pass the miter limit (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Corners cut off square.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
