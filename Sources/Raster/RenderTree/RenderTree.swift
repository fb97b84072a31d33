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

    public init(size: CGSize, scale: CGFloat = 1, backgroundColor: Color = .black, root: RenderNode) {
        self.size = size
        self.scale = scale
        self.backgroundColor = backgroundColor
        self.root = root
    }

    /// The pixel size of the image this tree paints into: `round(size × scale)` (``PixelGrid``).
    public var pixelWidth: Int { PixelGrid.pixels(size.width, scale: scale) }
    public var pixelHeight: Int { PixelGrid.pixels(size.height, scale: scale) }
}

/// One layer (a view's backing layer) with its presentation values, in Core Animation's terms.
///
/// Placement, as Core Animation does it: a point `p` in this layer's bounds space maps into the parent's bounds
/// space as `(p − bounds.origin − anchorPoint × bounds.size) · transform + position`, followed by the
/// parent's `sublayerTransform` (applied about the parent's anchor point).
public struct RenderNode: Sendable, Equatable {
    public var bounds: CGRect
    public var position: CGPoint
    /// In unit coordinates of the bounds; (0.5, 0.5) is the centre.
    public var anchorPoint: CGPoint
    public var transform: CATransform3D
    /// Applied to the children (for example a perspective `m34` shared by the subtree).
    public var sublayerTransform: CATransform3D
    /// Children are drawn in ascending `zPosition`; equal values keep their order.
    public var zPosition: CGFloat
    public var backgroundColor: Color?
    /// UIKit's `alpha` (Core Animation's `opacity`).
    public var alpha: CGFloat
    /// When true (UIKit's default) a subtree with `alpha < 1` is flattened and faded as one.
    public var allowsGroupOpacity: Bool
    public var isHidden: Bool
    public var cornerRadius: CGFloat
    public var maskedCorners: CornerMask
    public var cornerCurve: CornerCurve
    public var borderWidth: CGFloat
    public var borderColor: Color
    /// Clips the children (and contents) to the bounds, rounded by `cornerRadius`; hides the shadow.
    public var masksToBounds: Bool
    public var shadow: Shadow
    public var contents: RenderContent?
    /// A `CAGradientLayer`'s gradient, drawn above the background colour.
    public var gradient: GradientContent?
    /// A `CAShapeLayer`'s path, filled and stroked above the gradient and below the contents and sublayers.
    public var shape: ShapeContent?
    /// A blurred copy of what lies behind the layer, painted under everything else it draws (see
    /// ``BackdropBlur``).
    public var backdrop: BackdropBlur?
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
    public static let layerMinXMinYCorner = CornerMask(rawValue: 1)  // top left
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 2)  // top right
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 4)  // bottom left
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 8)  // bottom right
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
    public var color: Color
    public var opacity: CGFloat
    public var radius: CGFloat
    public var offset: CGSize
    /// The shape that casts the shadow, in the layer's bounds space; nil means the layer's own shape.
    public var path: ShadowPath?

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
    case rect(CGRect)
    case roundedRect(CGRect, cornerRadius: CGFloat)
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
    case image(Image, contentMode: ContentMode)
    case text(TextContent)
}

/// How image content fits the bounds (UIKit's `UIView.ContentMode` subset).
public enum ContentMode: String, Sendable, Hashable, Codable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, center
}

/// Text drawn with Flipbook's built-in font.
public struct TextContent: Sendable, Equatable {
    public var text: String
    /// Point size.
    public var fontSize: CGFloat
    public var weight: FontWeight
    public var color: Color
    public var alignment: TextAlignment
    /// 0 means as many lines as fit (wrapping at word boundaries); 1 is a single line.
    public var numberOfLines: Int

    public init(
        text: String, fontSize: CGFloat = 17, weight: FontWeight = .regular, color: Color = .black,
        alignment: TextAlignment = .natural, numberOfLines: Int = 1
    ) {
        self.text = text; self.fontSize = fontSize; self.weight = weight; self.color = color
        self.alignment = alignment; self.numberOfLines = numberOfLines
    }
}

public enum FontWeight: String, Sendable, Hashable, Codable {
    case regular, medium, semibold, bold
}

/// UIKit's `NSTextAlignment` (natural is left for left-to-right text). Text is centred vertically in the bounds,
/// as `UILabel` does.
public enum TextAlignment: String, Sendable, Hashable, Codable {
    case left, center, right, natural
}
