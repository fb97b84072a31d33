import Foundation
import Raster

/// Core Graphics' drawing context for images made in code (`UIGraphicsImageRenderer`,
/// `UIGraphicsBeginImageContextWithOptions`), in UIKit's coordinates: origin at the top left, y down, in points.
///
/// Flipbook keeps each drawing as a render node placed by the current transformation matrix (rectangles, paths,
/// images, view hierarchies) and paints them with the stage's painter when the image is made, so an image drawn
/// in code has the same pixels on every machine. Graphics state (transform, colours, line width, alpha) is
/// saved and restored with ``saveGState()``/``restoreGState()``; the current path is not part of it, as in
/// Core Graphics.
public final class CGContext {
    /// The size of the drawing area in points.
    public let size: CGSize
    /// Pixels per point of the image made.
    public let scale: CGFloat

    struct GraphicsState {
        var ctm = CGAffineTransform.identity
        var fillColor = Color.black
        var strokeColor = Color.black
        var lineWidth: CGFloat = 1
        var alpha: CGFloat = 1
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var miterLimit: CGFloat = 10
        var dash: (phase: CGFloat, lengths: [CGFloat]) = (0, [])
        /// The clip: masks in the context's points, each intersecting the ones before (none: no clip).
        var clips: [RenderNode] = []
    }

    private var state = GraphicsState()
    private var savedStates: [GraphicsState] = []
    /// Pixels flattened by ``clear(_:)`` (drawn first), nil before any.
    private var base: Image?
    /// The drawings since the last flattening, in order.
    private var drawings: [RenderNode] = []
    private var path = CGMutablePath()
    /// The blend mode app code set (``setBlendMode(_:)``); drawings composite normally.
    var blendMode = CGBlendMode.normal

    /// A transparent context of `size` points at `scale` pixels per point (a scale that is not positive and
    /// finite counts as 1).
    init(size: CGSize, scale: CGFloat) {
        self.size = CGSize(
            width: max(0, size.width.isFinite ? size.width : 0),
            height: max(0, size.height.isFinite ? size.height : 0))
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state.
    public func saveGState() { savedStates.append(state) }

    /// Pops the graphics state saved last (nothing when none is saved).
    public func restoreGState() {
        if let last = savedStates.popLast() { state = last }
    }

    /// The current transformation from user space to the context's points (UIKit's coordinates).
    public var ctm: CGAffineTransform { state.ctm }

    /// Moves the origin of user space.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        state.ctm = CGAffineTransform(translationX: tx, y: ty).concatenating(state.ctm)
    }

    /// Scales user space.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        state.ctm = CGAffineTransform(scaleX: sx, y: sy).concatenating(state.ctm)
    }

    /// Rotates user space by `angle` radians (clockwise on screen for positive angles, as in UIKit).
    public func rotate(by angle: CGFloat) {
        state.ctm = CGAffineTransform(rotationAngle: angle).concatenating(state.ctm)
    }

    /// Applies `transform` to user space.
    public func concatenate(_ transform: CGAffineTransform) {
        state.ctm = transform.concatenating(state.ctm)
    }

    /// The colour `fill(_:)` and ``fillPath(using:)`` paint with.
    public func setFillColor(_ color: CGColor) { state.fillColor = color.paintColor }
    /// The fill colour from components (0…1).
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
    /// The fill colour as a grey (0 black … 1 white).
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        state.fillColor = Color(white: Double(gray), alpha: Double(alpha))
    }
    /// The colour ``stroke(_:)`` and ``strokePath()`` paint with.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color.paintColor }
    /// The stroke colour from components (0…1).
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
    /// The stroke colour as a grey (0 black … 1 white).
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.strokeColor = Color(white: Double(gray), alpha: Double(alpha))
    }
    /// The width of stroked lines in user space (negative widths count as 0).
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width.isFinite ? max(0, width) : 1 }
    /// The end caps of stroked lines.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    /// The corners of stroked lines.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// The miter limit of stroked corners (10 by default).
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit.isFinite ? max(0, limit) : 10 }
    /// The dash pattern of stroked lines: `lengths` alternately drawn and skipped, starting `phase` into the
    /// pattern (no lengths: solid).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.dash = (phase.isFinite ? phase : 0, lengths.filter { $0.isFinite && $0 >= 0 })
    }
    /// The opacity every later drawing is multiplied by (clamped to 0…1).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isFinite ? min(1, max(0, alpha)) : 1 }

    // MARK: Drawing

    /// Paints `rect` with the fill colour.
    public func fill(_ rect: CGRect) {
        add(RenderNode(frame: rect.standardized, backgroundColor: state.fillColor))
    }

    /// Paints each rectangle with the fill colour.
    public func fill(_ rects: [CGRect]) { rects.forEach(fill) }

    /// Strokes the outline of `rect` with the stroke colour and line width, centred on the edges.
    public func stroke(_ rect: CGRect) {
        let path = CGMutablePath()
        path.addRect(rect)
        add(shape(path, fill: nil, stroke: state.strokeColor))
    }

    /// Strokes the outline of `rect` with `width`.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    /// Paints the ellipse inside `rect` with the fill colour.
    public func fillEllipse(in rect: CGRect) {
        add(shape(CGPath(ellipseIn: rect, transform: nil), fill: state.fillColor, stroke: nil))
    }

    /// Strokes the ellipse inside `rect`.
    public func strokeEllipse(in rect: CGRect) {
        add(shape(CGPath(ellipseIn: rect, transform: nil), fill: nil, stroke: state.strokeColor))
    }

    /// Makes `rect` transparent again (what was drawn there is erased; user space's transform is ignored for
    /// a rotated context, as the pixels are cleared in the rectangle's bounding box).
    public func clear(_ rect: CGRect) {
        var pixels = flattened()
        let box = rect.applying(state.ctm).standardized
        let x0 = max(0, PixelGrid.pixels(box.minX, scale: scale))
        let x1 = min(pixels.width, PixelGrid.pixels(box.maxX, scale: scale))
        let y0 = max(0, PixelGrid.pixels(box.minY, scale: scale))
        let y1 = min(pixels.height, PixelGrid.pixels(box.maxY, scale: scale))
        if x0 < x1 && y0 < y1 {
            for y in y0..<y1 {
                for x in x0..<x1 { pixels[x: x, y: y] = .transparent }
            }
        }
        base = pixels
        drawings = []
    }

    /// Draws `image` into `rect`, as Core Graphics does: with its first row at the bottom of the rectangle
    /// (upside down in UIKit's coordinates — the reason app code draws with `UIImage.draw(in:)` instead).
    public func draw(_ image: CGImage, in rect: CGRect) {
        let r = rect.standardized
        var node = RenderNode(frame: r)
        node.contents = .image(image, contentMode: .scaleToFill)
        node.transform = CATransform3DMakeScale(1, -1, 1)
        add(node)
    }

    // MARK: Paths

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { path.move(to: point) }
    /// Adds a line from the current point.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// Adds a cubic curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end, control1: control1, control2: control2)
    }
    /// Adds a quadratic curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end, control: control) }
    /// Adds a rectangle as a closed subpath.
    public func addRect(_ rect: CGRect) { path.addRect(rect) }
    /// Adds the ellipse inside `rect`.
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect) }
    /// Adds straight lines through `points` as a new subpath.
    public func addLines(between points: [CGPoint]) { path.addLines(between: points) }
    /// Adds an arc of the circle around `center` from `startAngle` to `endAngle` (radians; `clockwise` in Core
    /// Graphics' flipped sense, as `CGMutablePath.addArc` takes it).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// Adds an arc tangent to the lines from the current point to `tangent1End` and on to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
    }
    /// Adds `path` to the current path.
    public func addPath(_ other: CGPath) { path.addPath(other) }
    /// Empties the current path.
    public func beginPath() { path = CGMutablePath() }
    /// The box around the current path's points (`.null` when it is empty).
    public var boundingBoxOfPath: CGRect { path.isEmpty ? .null : path.boundingBoxOfPath }
    /// Strokes the line segments between each pair of `points` (the first to the second, the third to the
    /// fourth, …); the current path is left as it was.
    public func strokeLineSegments(between points: [CGPoint]) {
        let segments = CGMutablePath()
        var i = 0
        while i + 1 < points.count {
            segments.move(to: points[i])
            segments.addLine(to: points[i + 1])
            i += 2
        }
        add(shape(segments, fill: nil, stroke: state.strokeColor))
    }
    /// Closes the current subpath.
    public func closePath() { path.closeSubpath() }
    /// Whether the current path is empty.
    public var isPathEmpty: Bool { path.isEmpty }

    /// Fills the current path with the fill colour, then empties it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        add(shape(path, fill: state.fillColor, stroke: nil, rule: rule))
        path = CGMutablePath()
    }

    /// Strokes the current path with the stroke colour and line width, then empties it.
    public func strokePath() {
        add(shape(path, fill: nil, stroke: state.strokeColor))
        path = CGMutablePath()
    }

    /// Fills then strokes the current path, then empties it.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill, .eoFill:
            add(shape(path, fill: state.fillColor, stroke: nil, rule: mode == .eoFill ? .evenOdd : .winding))
        case .stroke: add(shape(path, fill: nil, stroke: state.strokeColor))
        case .fillStroke, .eoFillStroke:
            add(
                shape(
                    path, fill: state.fillColor, stroke: state.strokeColor,
                    rule: mode == .eoFillStroke ? .evenOdd : .winding))
        }
        path = CGMutablePath()
    }

    // MARK: Clipping

    /// Intersects the clip with `rect` (user space): later drawings show only inside it.
    public func clip(to rect: CGRect) {
        let path = CGMutablePath()
        path.addRect(rect)
        addClip(shape(path, fill: .black, stroke: nil))
    }

    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        let path = CGMutablePath()
        path.addRects(rects)
        addClip(shape(path, fill: .black, stroke: nil))
    }

    /// Intersects the clip with the inside of the current path (by `rule`), then empties the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        addClip(shape(path, fill: .black, stroke: nil, rule: rule))
        path = CGMutablePath()
    }

    /// Intersects the clip with `mask` drawn into `rect` (as ``draw(_:in:)`` draws it): its alpha, or for an
    /// opaque image its brightness, says how much shows.
    public func clip(to rect: CGRect, mask: CGImage) {
        let image = mask.isOpaque ? CGContext.luminanceAsAlpha(mask) : mask
        var node = RenderNode(frame: rect.standardized)
        node.contents = .image(image, contentMode: .scaleToFill)
        node.transform = CATransform3DMakeScale(1, -1, 1)
        addClip(node)
    }

    /// The bounding box of the clip in user space (the whole context when nothing clips).
    public var boundingBoxOfClipPath: CGRect {
        let box = CGRect(origin: .zero, size: size)
        let t = state.ctm
        guard abs(t.a * t.d - t.b * t.c) > 1e-12 else { return .null }
        return box.applying(t.inverted())
    }

    /// Adds `node` (user space) to the clip.
    private func addClip(_ node: RenderNode) {
        state.clips.append(placed(node, alpha: 1))
    }

    /// A grey mask image as Core Graphics reads an image mask: white shows, black hides.
    private static func luminanceAsAlpha(_ image: Image) -> Image {
        var out = Image(width: image.width, height: image.height)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x: x, y: y]
                let l = (Int(p.r) * 299 + Int(p.g) * 587 + Int(p.b) * 114 + 500) / 1000
                out[x: x, y: y] = Pixel(r: UInt8(l), g: UInt8(l), b: UInt8(l), a: UInt8(l))
            }
        }
        return out
    }

    // MARK: Output

    /// Whether anything has been drawn or cleared.
    var hasDrawings: Bool { base != nil || !drawings.isEmpty }

    /// The image drawn so far (Core Graphics' `makeImage()`).
    public func makeImage() -> CGImage? { flattened() }

    /// Adds a drawing in user space, placed by the current transform and faded by the current alpha.
    func add(_ node: RenderNode) {
        var drawing = placed(node, alpha: state.alpha)
        for clip in state.clips.reversed() {
            drawing = RenderNode(
                bounds: CGRect(origin: .zero, size: size), position: .zero, anchorPoint: .zero, children: [drawing],
                mask: clip)
        }
        drawings.append(drawing)
    }

    /// `node` (user space) placed in the context's points by the current transform.
    private func placed(_ node: RenderNode, alpha: CGFloat) -> RenderNode {
        RenderNode(
            bounds: CGRect(origin: .zero, size: size), position: .zero, anchorPoint: .zero,
            transform: CATransform3DMakeAffineTransform(state.ctm), alpha: alpha, children: [node])
    }

    /// A node drawing `path` in user space.
    private func shape(_ path: CGPath, fill: Color?, stroke: Color?, rule: CGPathFillRule = .winding) -> RenderNode {
        var node = RenderNode(frame: CGRect(origin: .zero, size: size))
        node.shape = ShapeContent(
            path: path.vectorPath, fillColor: fill, fillRule: rule, strokeColor: stroke,
            lineWidth: state.lineWidth, lineCap: state.lineCap, lineJoin: state.lineJoin,
            miterLimit: state.miterLimit, lineDashPattern: state.dash.lengths, lineDashPhase: state.dash.phase)
        return node
    }

    /// Everything drawn, painted at ``scale``.
    private func flattened() -> Image {
        var children = drawings
        if let base {
            var node = RenderNode(frame: CGRect(origin: .zero, size: size))
            node.contents = .image(base, contentMode: .scaleToFill)
            children.insert(node, at: 0)
        }
        let tree = RenderTree(
            size: size, scale: scale, backgroundColor: .clear,
            root: RenderNode(frame: CGRect(origin: .zero, size: size), children: children))
        return Rasterizer().render(tree)
    }
}

/// Core Graphics' `CGPathDrawingMode`: how ``CGContext/drawPath(using:)`` paints the current path.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fills the path's inside by the non-zero winding rule, in the fill colour.
    case fill
    /// Fills the path's inside by the even-odd rule, in the fill colour.
    case eoFill
    /// Strokes the path with the line width, caps, joins and dashes of the context, in the stroke colour.
    case stroke
    /// Fills by the non-zero rule, then strokes over the fill.
    case fillStroke
    /// Fills by the even-odd rule, then strokes over the fill.
    case eoFillStroke
}
