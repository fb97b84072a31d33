import Foundation
import Raster

/// A view that draws text with Flipbook's built-in font (UIKit's `UILabel`), vertically centred in its bounds.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text drawn; nil (the default) draws nothing. Setting it replaces ``attributedText``.
    open var text: String? {
        didSet {
            if !isSettingAttributedText { storedAttributedText = nil }
            setNeedsLayout(); invalidateIntrinsicContentSize()
        }
    }
    /// The text with its attributes, drawn run by run in each run's font, colours, kern, underline and
    /// strikethrough, each paragraph in its own style (``UIKitChoices/attributedTextDrawing``), falling back to
    /// ``font``, ``textColor`` and ``textAlignment`` for what it leaves out. Without one set, it is ``text`` with
    /// those three as attributes; setting ``font``, ``textColor`` or ``textAlignment`` applies them to the whole
    /// attributed text, as in UIKit.
    open var attributedText: NSAttributedString? {
        get {
            storedAttributedText
                ?? text.map {
                    NSAttributedString(
                        string: $0,
                        attributes: AttributedTextStyle.attributes(
                            font: font, color: storedTextColor, alignment: textAlignment))
                }
        }
        set {
            isSettingAttributedText = true
            text = newValue?.string
            isSettingAttributedText = false
            storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
            invalidateIntrinsicContentSize()
        }
    }
    private var storedAttributedText: NSAttributedString?
    private var isSettingAttributedText = false

    private var storedFont: UIFont = .systemFont(ofSize: 17)

    /// The font (the 17-point system font by default). Implicitly unwrapped and null-resettable, as in UIKit:
    /// setting nil (`label.font = UIFont(name: "Missing", size: 12)`) gives the default font back.
    open var font: UIFont! {
        get { storedFont }
        set {
            storedFont = newValue ?? .systemFont(ofSize: 17)
            applyToAttributedText([.font: storedFont])
            invalidateIntrinsicContentSize()
            noteAppearanceSetting("font") { [storedFont] (label: UILabel) in label.font = storedFont }
        }
    }
    private var storedTextColor: UIColor = .label

    /// UIKit's `.label` by default (black in light mode, white in dark); a dynamic colour is resolved with the
    /// label's traits when drawn. Implicitly unwrapped and null-resettable, as in UIKit: setting nil
    /// (`label.textColor = style?.color`) gives `.label` back.
    open var textColor: UIColor! {
        get { storedTextColor }
        set {
            storedTextColor = newValue ?? .label
            applyToAttributedText([.foregroundColor: storedTextColor])
            noteAppearanceSetting("textColor") { [storedTextColor] (label: UILabel) in
                label.textColor = storedTextColor
            }
        }
    }
    /// The colour of the text's shadow; nil (the default) draws none. The shadow is a copy of the text in this
    /// colour at ``shadowOffset``, not blurred, under the text (as UIKit documents); it falls where the
    /// attributed text has no `.shadow` of its own (``UIKitChoices/textShadowDrawing``).
    open var shadowColor: UIColor? { didSet { setNeedsDisplay() } }

    /// Where the text's shadow falls, in points: (0, −1) by default, one point above the text, as in UIKit. It
    /// has no effect while ``shadowColor`` is nil.
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { setNeedsDisplay() } }

    /// The horizontal alignment of the lines (`.natural` by default: leading for the layout direction).
    open var textAlignment: TextAlignment = .natural {
        didSet {
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = textAlignment
            applyToAttributedText([.paragraphStyle: paragraph])
        }
    }
    /// How lines wrap and how the last line shown is cut when text remains (`.byTruncatingTail` by default), as
    /// ``UIKitChoices/labelLineBreakModes`` describes (attributed text drawn run by run too).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Whether the font shrinks to fit the width (kept; Flipbook truncates instead).
    open var adjustsFontSizeToFitWidth = false
    /// The least scale the font may shrink to when ``adjustsFontSizeToFitWidth`` (kept).
    open var minimumScaleFactor: CGFloat = 0
    /// Where shrunk text sits vertically when ``adjustsFontSizeToFitWidth`` shrinks it (`.alignBaselines` by
    /// default; kept, as Flipbook does not shrink text).
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines

    private func applyToAttributedText(_ attributes: [NSAttributedString.Key: Any]) {
        guard let stored = storedAttributedText else { return }
        storedAttributedText = AttributedTextStyle.applying(attributes, to: stored)
    }
    /// 1 by default; 0 means as many lines as needed.
    open var numberOfLines: Int = 1 { didSet { invalidateIntrinsicContentSize() } }
    /// The width a multi-line label wraps at when measuring its intrinsic size (0: its current width).
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }

    /// Whether a font made for a text style (``UIFont/preferredFont(forTextStyle:)``) is replaced by that
    /// style's font for the new size when the label's text size trait changes (UIKit's
    /// `UIContentSizeCategoryAdjusting`); off by default, as in UIKit.
    open var adjustsFontForContentSizeCategory = false

    /// The text size changed: a label that adjusts takes its text style's font for the new size.
    func adjustFontForContentSize(_ traits: UITraitCollection) {
        guard adjustsFontForContentSizeCategory, let style = font.textStyle else { return }
        let adjusted = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
        if adjusted != font { font = adjusted }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The attributed text when it is drawn run by run (``AttributedTextLayout/needsRuns(_:)``); nil when it is
    /// drawn as one ``TextContent``.
    var styledRuns: NSAttributedString? {
        if let shadowColor, let text = attributedText, text.length > 0 {
            // The label's shadow goes where the text has none of its own, so the text is drawn run by run.
            let shadow = NSShadow()
            shadow.shadowColor = shadowColor
            shadow.shadowOffset = shadowOffset
            let shadowed = NSMutableAttributedString(attributedString: text)
            text.enumerateAttribute(.shadow, in: NSRange(location: 0, length: text.length), options: []) {
                value, range, _ in
                if value == nil { shadowed.addAttribute(.shadow, value: shadow, range: range) }
            }
            return shadowed
        }
        guard let stored = storedAttributedText, stored.length > 0, AttributedTextLayout.needsRuns(stored) else {
            return nil
        }
        return stored
    }

    /// ``styledRuns`` laid out in `width` points (not wrapped when not finite) and `height`.
    func runLayout(_ runs: NSAttributedString, width: CGFloat, height: CGFloat = .infinity) -> AttributedTextLayout {
        AttributedTextLayout(
            runs, font: font, color: storedTextColor, alignment: textAlignment, width: width, height: height,
            numberOfLines: numberOfLines, rightToLeft: isRightToLeft, lineBreakMode: lineBreakMode)
    }

    /// The nodes drawing ``styledRuns`` in `bounds`, the block of lines centred vertically (none for plain text).
    func styledRunNodes(in bounds: CGRect) -> [RenderNode] {
        guard let runs = styledRuns else { return [] }
        let layout = runLayout(runs, width: bounds.width, height: bounds.height)
        let origin = CGPoint(x: bounds.minX, y: bounds.minY + (bounds.height - layout.size.height) / 2)
        return layout.nodes(at: origin) { $0.dynamicSource != nil ? $0.resolvedColor(with: traitCollection) : $0 }
    }

    /// The text's size wrapped at `width` (not wrapped when not finite), rounded up to pixels at `scale`.
    func textSize(constrainedToWidth width: CGFloat, scale: CGFloat) -> CGSize {
        if let runs = styledRuns {
            let size = runLayout(runs, width: width).size
            let s = scale.isFinite && scale > 0 ? scale : 1
            func up(_ v: CGFloat) -> CGFloat { (v * s - 1e-9).rounded(.up) / s }
            return CGSize(width: up(width.isFinite ? min(size.width, width) : size.width), height: up(size.height))
        }
        guard let content = textContent else { return .zero }
        return TextMeasurement.size(of: content, constrainedToWidth: width, scale: scale)
    }

    /// The end of the text's last line laid out in `bounds`: x after its last character, y the middle of the
    /// line box (where a text view's caret goes); nil for no text.
    func endOfText(in bounds: CGRect) -> CGPoint? {
        if let runs = styledRuns {
            let layout = runLayout(runs, width: bounds.width, height: bounds.height)
            guard let line = layout.lines.last else { return nil }
            let top = bounds.minY + (bounds.height - layout.size.height) / 2
            let end = line.pieces.last.map { $0.x + $0.width } ?? 0
            return CGPoint(x: bounds.minX + end, y: top + line.top + line.height / 2)
        }
        guard let content = textContent, let line = TextLayout(content, in: bounds.size).lines.last else { return nil }
        let ascender = 0.95 * content.fontSize, lineHeight = 1.2 * content.fontSize
        return CGPoint(
            x: bounds.minX + line.origin.x + line.width, y: bounds.minY + line.origin.y - ascender + lineHeight / 2)
    }

    var textContent: TextContent? {
        guard let text, !text.isEmpty else { return nil }
        let style = storedAttributedText.map(AttributedTextStyle.init)
        let font = style?.font ?? storedFont
        return TextContent(
            text: text, fontSize: font.pointSize, weight: font.weight.fontWeight,
            color: (style?.color ?? storedTextColor).color,
            alignment: style?.alignment ?? textAlignment, numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode.textLineBreakMode)
    }

    open override func renderContent() -> RenderContent? {
        guard styledRuns == nil, var content = textContent else { return nil }
        if content.color.dynamicSource != nil { content.color = content.color.resolvedColor(with: traitCollection) }
        // Natural alignment is the leading side: the right in a right-to-left layout.
        if content.alignment == .natural, isRightToLeft { content.alignment = .right }
        return .text(content)
    }

    /// The scale of the screen the label is on (1 off screen), for rounding measured sizes to pixels.
    private var screenScale: CGFloat { window?.screenScale ?? 1 }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textSize(constrainedToWidth: numberOfLines == 1 ? .infinity : size.width, scale: screenScale)
    }

    /// The text's size in the built-in font: one line unwrapped, or, with `numberOfLines` ≠ 1, wrapped at
    /// ``preferredMaxLayoutWidth`` (or the current width when that is 0 and the label has one).
    open override var intrinsicContentSize: CGSize {
        if styledRuns != nil { return textSize(constrainedToWidth: wrappingWidth, scale: screenScale) }
        guard let content = textContent else { return .zero }
        let key = MeasurementKey(content: content, width: wrappingWidth, scale: screenScale)
        if let cached = measured, cached.key == key { return cached.size }
        let size = TextMeasurement.size(of: content, constrainedToWidth: key.width, scale: key.scale)
        measured = (key, size)
        return size
    }

    /// What the last intrinsic size was measured for (the layout engine asks on every pass).
    private struct MeasurementKey: Equatable {
        var content: TextContent
        var width: CGFloat
        var scale: CGFloat
    }

    private var measured: (key: MeasurementKey, size: CGSize)?

    private var wrappingWidth: CGFloat {
        guard numberOfLines != 1 else { return .infinity }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return bounds.width > 0 ? bounds.width : .infinity
    }

    /// Baselines for Auto Layout: the text block is centred vertically, its first baseline an ascender below
    /// its top (the built-in font's metrics: ascender 0.95 em, line height 1.2 em).
    func labelBaselineOffsets(last: Bool) -> (fractionOfHeight: Double, points: Double) {
        let lineHeight = 1.2 * font.pointSize
        let size = intrinsicContentSize
        let lines = max(1, (size.height / lineHeight).rounded())
        let top = -lines * lineHeight / 2
        let baseline = top + 0.95 * font.pointSize + (last ? (lines - 1) * lineHeight : 0)
        return (0.5, baseline)
    }
}
