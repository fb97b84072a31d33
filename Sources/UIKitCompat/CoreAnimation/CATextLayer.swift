import Foundation
import Raster

/// Core Animation's `CATextLayer`: a string drawn from the top of the bounds in Flipbook's built-in font, at
/// ``fontSize`` points in ``foregroundColor``, aligned by ``alignmentMode``, on one line or wrapped
/// (``isWrapped``). Text the bounds cannot hold is cut off at the bottom edge.
@preconcurrency @MainActor
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString` (drawn as its plain string); nil draws nothing.
    open var string: Any?

    /// The font: a `UIFont` (its weight is used; its size only when ``fontSize`` was not set), or a font name
    /// (`String`), which gives the weight its name states. Nil (the default) is the regular system font.
    open var font: Any? {
        didSet { if let font = font as? UIFont, !fontSizeWasSet { storedFontSize = font.pointSize } }
    }

    /// The size of the text in points (36 by default, as Core Animation's).
    open var fontSize: CGFloat {
        get { storedFontSize }
        set { storedFontSize = newValue; fontSizeWasSet = true }
    }

    private var storedFontSize: CGFloat = 36
    private var fontSizeWasSet = false

    /// The colour of the text (opaque white by default, as Core Animation's).
    open var foregroundColor: CGColor? = .white

    /// Whether the text wraps at the bounds' width (false by default: one line).
    open var isWrapped = false

    /// How text too long for the bounds is cut (kept for app code; Flipbook cuts it at the edge).
    open var truncationMode: CATextLayerTruncationMode = .none

    /// The horizontal alignment (`.natural` by default: the left for left-to-right text).
    open var alignmentMode: CATextLayerAlignmentMode = .natural

    /// Kept for app code (true by default).
    open var allowsFontSubpixelQuantization = true

    override func copyModel(from other: CALayer) {
        super.copyModel(from: other)
        guard let other = other as? CATextLayer else { return }
        string = other.string
        font = other.font
        storedFontSize = other.storedFontSize
        fontSizeWasSet = other.fontSizeWasSet
        foregroundColor = other.foregroundColor
        isWrapped = other.isWrapped
        truncationMode = other.truncationMode
        alignmentMode = other.alignmentMode
        allowsFontSubpixelQuantization = other.allowsFontSubpixelQuantization
    }

    /// The text as Raster draws it, or nil when there is none.
    var textContent: TextContent? {
        let text = (string as? String) ?? (string as? NSAttributedString)?.string
        guard let text, !text.isEmpty, storedFontSize.isFinite, storedFontSize > 0 else { return nil }
        let weight: FontWeight
        if let font = font as? UIFont {
            weight = font.weight.fontWeight
        } else if let name = font as? String {
            weight = UIFont(name: name, size: storedFontSize)?.weight.fontWeight ?? .regular
        } else {
            weight = .regular
        }
        let alignment: TextAlignment
        switch alignmentMode {
        case .center: alignment = .center
        case .right: alignment = .right
        case .left: alignment = .left
        case .justified: alignment = .justified
        default: alignment = .natural
        }
        return TextContent(
            text: text, fontSize: storedFontSize, weight: weight, color: foregroundColor?.paintColor ?? .clear,
            alignment: alignment, numberOfLines: isWrapped ? 0 : 1)
    }

    override func decorate(_ node: inout RenderNode, state: LayerState, presentation: Bool) {
        super.decorate(&node, state: state, presentation: presentation)
        guard let text = textContent else { return }
        let b = state.bounds
        let measured = TextMeasurement.size(of: text, constrainedToWidth: isWrapped ? b.width : .infinity, scale: 1)
        // From the top: a node as tall as the text (at most the bounds) holds it, centred in that height.
        let height = min(b.height, measured.height)
        guard height > 0, b.width > 0 else { return }
        var textNode = RenderNode(frame: CGRect(x: b.minX, y: b.minY, width: b.width, height: height))
        textNode.contents = .text(text)
        textNode.masksToBounds = true
        let sublayers = min(childLayers.count, node.children.count)
        node.children.insert(textNode, at: node.children.count - sublayers)
    }
}

/// Core Animation's `CATextLayerAlignmentMode`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The leading edge (the left for left-to-right text): the default.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// The left edge.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// The right edge.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Both edges (Flipbook: the left).
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Core Animation's `CATextLayerTruncationMode`.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No truncation: the text is cut at the edge (the default).
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// An ellipsis at the start.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// An ellipsis at the end.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// An ellipsis in the middle.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
