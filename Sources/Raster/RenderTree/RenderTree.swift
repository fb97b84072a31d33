import Foundation

/// One frame of the window, flattened: an immutable value that crosses threads from the stage to the
/// rasterizer. Geometry is in points; the rasterizer multiplies by `scale` to get pixels.
public struct RenderTree: Sendable, Equatable {
    /// The window's size in points.
    public var size: CGSize
    /// Pixels per point (1, 2 or 3 on devices).
    public var scale: CGFloat
    /// What shows where no layer paints (a window is black behind its views, as on a device).
    public var backgroundColor: Color
    /// The window's root layer.
    public var root: RenderNode

    /// A tree of `root` in a window of `size` points at `scale` pixels per point (default 1) over `backgroundColor`
    /// (default black).
    public init(size: CGSize, scale: CGFloat = 1, backgroundColor: Color = .black, root: RenderNode) {
        self.size = size
        self.scale = scale
        self.backgroundColor = backgroundColor
        self.root = root
    }

    /// The pixel size of the image this tree paints into: `round(size × scale)` (`PixelGrid`, Geometry).
    public var pixelWidth: Int { PixelGrid.pixels(size.width, scale: scale) }
    /// The pixel height of the image this tree paints into: `round(size.height × scale)`.
    public var pixelHeight: Int { PixelGrid.pixels(size.height, scale: scale) }
}

/// One layer (a view's backing layer) with its presentation values, in Core Animation's terms.
///
/// Placement, as Core Animation does it: a point `p` in this layer's bounds space maps into the parent's bounds
/// space as `(p − bounds.origin − anchorPoint × bounds.size) · transform + position`, followed by the
/// parent's `sublayerTransform` (applied about the parent's anchor point).
public struct RenderNode: Sendable, Equatable {
    /// The layer's own coordinate space in points: its size, and the origin its children and contents are placed
    /// against.
    public var bounds: CGRect
    /// Where the anchor point sits in the parent's bounds space, in points.
    public var position: CGPoint
    /// In unit coordinates of the bounds; (0.5, 0.5) is the centre.
    public var anchorPoint: CGPoint
    /// The layer's transform, applied about its anchor point (identity by default).
    public var transform: CATransform3D
    /// Applied to the children (for example a perspective `m34` shared by the subtree).
    public var sublayerTransform: CATransform3D
    /// Children are drawn in ascending `zPosition`; equal values keep their order.
    public var zPosition: CGFloat
    /// The colour filling the bounds (rounded by ``cornerRadius``); nil paints nothing.
    public var backgroundColor: Color?
    /// UIKit's `alpha` (Core Animation's `opacity`).
    public var alpha: CGFloat
    /// When true (UIKit's default) a subtree with `alpha < 1` is flattened and faded as one.
    public var allowsGroupOpacity: Bool
    /// When true the layer and its subtree paint nothing.
    public var isHidden: Bool
    /// The radius of the rounded corners in points, for the background, border, clip and shadow (0: square).
    public var cornerRadius: CGFloat
    /// Which corners ``cornerRadius`` rounds (all by default).
    public var maskedCorners: CornerMask
    /// The shape of the rounded corners: circular (the default) or continuous.
    public var cornerCurve: CornerCurve
    /// The width of the border drawn inside the bounds, in points, above the contents and children (0: none).
    public var borderWidth: CGFloat
    /// The border's colour (black by default).
    public var borderColor: Color
    /// Clips the children (and contents) to the bounds, rounded by `cornerRadius`; hides the shadow.
    public var masksToBounds: Bool
    /// The layer's shadow (invisible by default: opacity 0).
    public var shadow: Shadow
    /// What the layer draws inside its bounds: an image or text; nil for none.
    public var contents: RenderContent?
    /// A `CAGradientLayer`'s gradient, drawn above the background colour.
    public var gradient: GradientContent?
    /// A `CAShapeLayer`'s path, filled and stroked above the gradient and below the contents and sublayers.
    public var shape: ShapeContent?
    /// A blurred copy of what lies behind the layer, painted under everything else it draws (see
    /// ``BackdropBlur``).
    public var backdrop: BackdropBlur?
    /// The sublayers, in order; drawn by ascending ``zPosition``, above the layer's own painting.
    public var children: [RenderNode]
    /// Storage of ``mask``: empty or one node (a struct cannot hold itself directly).
    private var maskStorage: [RenderNode]

    /// Core Animation's `mask`: a layer placed in this layer's bounds space (its `position` and `bounds` relative
    /// to this layer) whose alpha, as painted, multiplies everything this layer paints — background, contents,
    /// sublayers, border and shadow. Only the mask's own rendering counts (its colours are ignored); where it
    /// paints nothing, this layer is invisible.
    public var mask: RenderNode? {
        get { maskStorage.first }
        set { maskStorage = newValue.map { [$0] } ?? [] }
    }

    /// A node with Core Animation's defaults for everything not given: zero bounds and position, centre anchor,
    /// identity transforms, opaque, visible, square corners, no background, border, shadow, contents or children.
    public init(
        bounds: CGRect = .zero, position: CGPoint = .zero, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
        transform: CATransform3D = CATransform3DIdentity, sublayerTransform: CATransform3D = CATransform3DIdentity,
        zPosition: CGFloat = 0, backgroundColor: Color? = nil, alpha: CGFloat = 1,
        allowsGroupOpacity: Bool = true, isHidden: Bool = false, cornerRadius: CGFloat = 0,
        maskedCorners: CornerMask = .all, cornerCurve: CornerCurve = .circular, borderWidth: CGFloat = 0,
        borderColor: Color = .black, masksToBounds: Bool = false, shadow: Shadow = Shadow(),
        contents: RenderContent? = nil, children: [RenderNode] = [], gradient: GradientContent? = nil,
        shape: ShapeContent? = nil, mask: RenderNode? = nil, backdrop: BackdropBlur? = nil
    ) {
        self.bounds = bounds; self.position = position; self.anchorPoint = anchorPoint
        self.transform = transform; self.sublayerTransform = sublayerTransform; self.zPosition = zPosition
        self.backgroundColor = backgroundColor; self.alpha = alpha; self.allowsGroupOpacity = allowsGroupOpacity
        self.isHidden = isHidden; self.cornerRadius = cornerRadius; self.maskedCorners = maskedCorners
        self.cornerCurve = cornerCurve; self.borderWidth = borderWidth; self.borderColor = borderColor
        self.masksToBounds = masksToBounds; self.shadow = shadow; self.contents = contents; self.children = children
        self.gradient = gradient; self.shape = shape; self.backdrop = backdrop
        self.maskStorage = mask.map { [$0] } ?? []
    }

    /// A node placed like a UIView with this `frame` (identity transform, centre anchor).
    public init(frame: CGRect, backgroundColor: Color? = nil, children: [RenderNode] = []) {
        self.init(
            bounds: CGRect(origin: .zero, size: frame.size),
            position: CGPoint(x: frame.midX, y: frame.midY),
            backgroundColor: backgroundColor, children: children)
    }
}

/// Which corners `cornerRadius` rounds (Core Animation's `CACornerMask`).
public struct CornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let layerMinXMinYCorner = CornerMask(rawValue: 1)  // top left
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 2)  // top right
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 4)  // bottom left
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 8)  // bottom right
    /// All four corners (the default).
    public static let all: CornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
}

/// The shape of rounded corners (Core Animation's `CALayerCornerCurve`).
public enum CornerCurve: String, Sendable, Hashable, Codable {
    /// Quarter circles.
    case circular
    /// Apple's continuous ("squircle") corners, which blend into the straight edges.
    case continuous
}

/// A layer's shadow, with Core Animation's defaults: black, opacity 0 (invisible), radius 3, offset (0, −3).
public struct Shadow: Sendable, Equatable {
    /// The shadow's colour (black by default); its alpha multiplies ``opacity``.
    public var color: Color
    /// The shadow's opacity, 0…1 (0 by default, so no shadow shows).
    public var opacity: CGFloat
    /// The blur radius in points (3 by default).
    public var radius: CGFloat
    /// How far the shadow is moved from the layer, in points ((0, −3) by default: up, as Core Animation).
    public var offset: CGSize
    /// The shape that casts the shadow, in the layer's bounds space; nil means the layer's own shape.
    public var path: ShadowPath?

    /// A shadow with Core Animation's defaults for everything not given.
    public init(
        color: Color = .black, opacity: CGFloat = 0, radius: CGFloat = 3,
        offset: CGSize = CGSize(width: 0, height: -3), path: ShadowPath? = nil
    ) {
        self.color = color; self.opacity = opacity; self.radius = radius; self.offset = offset; self.path = path
    }
}

/// The shapes a shadow path can take (what `UIBezierPath(rect:)`, `(roundedRect:cornerRadius:)` and
/// `(ovalIn:)` make, or any other path).
public enum ShadowPath: Sendable, Equatable {
    /// A rectangle.
    case rect(CGRect)
    /// A rectangle with corners of `cornerRadius` points.
    case roundedRect(CGRect, cornerRadius: CGFloat)
    /// The ellipse inscribed in the rectangle.
    case ellipse(CGRect)
    /// Any other path: its non-zero fill casts the shadow.
    case path(VectorPath)

    /// The rectangle the shape lies in (a path's control points' box; empty for an empty path).
    public var bounds: CGRect {
        switch self {
        case .rect(let r), .roundedRect(let r, _), .ellipse(let r): return r
        case .path(let p):
            let box = p.boundingBox
            return box.isNull ? .zero : box
        }
    }
}

/// What a layer draws inside its bounds, above its background colour and below its children.
public enum RenderContent: Sendable, Equatable {
    /// An image fitted into the bounds as `contentMode` says.
    case image(Image, contentMode: ContentMode)
    /// Text in the built-in font.
    case text(TextContent)
}

/// How image content fits the bounds (UIKit's `UIView.ContentMode`).
public enum ContentMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// `scaleToFill` stretches the image to the bounds; `scaleAspectFit` scales it to fit inside, keeping its aspect
    /// ratio; `scaleAspectFill` scales it to cover the bounds, keeping its aspect ratio (the overflow is cut only when
    /// the layer masks to bounds); `redraw` stretches as `scaleToFill` does (UIKit redraws the content at the new
    /// size; a drawn image has none to redraw); `center` keeps its size. The aspect modes and `center` centre it.
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center
    /// The image at its own size against an edge (centred along it) or in a corner.
    case top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
}

/// Text drawn with Flipbook's built-in font.
public struct TextContent: Sendable, Equatable {
    /// The text to draw.
    public var text: String
    /// Point size.
    public var fontSize: CGFloat
    /// The stroke weight (regular by default).
    public var weight: FontWeight
    /// The text's colour (black by default).
    public var color: Color
    /// The horizontal alignment (natural by default).
    public var alignment: TextAlignment
    /// 0 means as many lines as fit (wrapping at word boundaries); 1 is a single line.
    public var numberOfLines: Int
    /// How lines wrap and how the last line shown is cut when text remains (truncating the tail by default).
    public var lineBreakMode: TextLineBreakMode

    /// Text with UIKit's label defaults: 17 points, regular, black, natural alignment, one line, truncating tail.
    public init(
        text: String, fontSize: CGFloat = 17, weight: FontWeight = .regular, color: Color = .black,
        alignment: TextAlignment = .natural, numberOfLines: Int = 1,
        lineBreakMode: TextLineBreakMode = .byTruncatingTail
    ) {
        self.text = text; self.fontSize = fontSize; self.weight = weight; self.color = color
        self.alignment = alignment; self.numberOfLines = numberOfLines; self.lineBreakMode = lineBreakMode
    }
}

/// UIKit's `NSLineBreakMode`, with its case names: how a label's lines wrap (at words, or at characters with
/// `byCharWrapping`) and how the last line shown is cut when text remains (see `TextLayout`).
public enum TextLineBreakMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// Lines wrap at word boundaries; the last line shown ends at a word, without "…".
    case byWordWrapping
    /// Lines wrap between characters; the last line shown ends at a character, without "…".
    case byCharWrapping
    /// Lines wrap at words; the last line shown holds the rest of its paragraph, cut at the edge.
    case byClipping
    /// The last line shown is "…" followed by as much of the end of its paragraph as fits.
    case byTruncatingHead
    /// The last line shown is as much of the rest of its paragraph as fits, followed by "…".
    case byTruncatingTail
    /// The last line shown keeps the start and the end of the rest of its paragraph, "…" between them.
    case byTruncatingMiddle
}

/// The weights of Flipbook's built-in font, drawn as strokes of increasing width (UIKit's `UIFont.Weight` subset).
public enum FontWeight: String, Sendable, Hashable, Codable {
    /// From the thinnest stroke to the thickest.
    case regular, medium, semibold, bold
}

/// UIKit's `NSTextAlignment` (natural is left for left-to-right text). Text is centred vertically in the bounds,
/// as `UILabel` does.
public enum TextAlignment: String, Sendable, Hashable, Codable {
    /// `left` and `right` align to that edge, `center` centres, `natural` follows the writing direction (left for
    /// left-to-right text), `justified` is drawn as `left` (Flipbook does not stretch lines).
    case left, center, right, natural, justified
}
