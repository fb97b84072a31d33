import Foundation

/// UIKit's `NSParagraphStyle`, the value of the `.paragraphStyle` text attribute: alignment, spacing, indents
/// and line breaking of a paragraph. Immutable; make one with ``NSMutableParagraphStyle`` (or `mutableCopy()`).
///
/// Where Flipbook draws attributed text (``UILabel``, ``UIButton``, ``UITextField``, ``UITextView``) it honours
/// ``alignment``; the other values are kept for app code to read (see ``UIKitChoices/attributedTextDrawing``).
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    /// The values, shared by the immutable and mutable forms.
    struct Values: Equatable {
        var alignment: NSTextAlignment = .natural
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var hyphenationFactor: Float = 0
        var allowsDefaultTighteningForTruncation = false
    }

    var values = Values()

    /// The default style: natural alignment, no extra spacing or indents, word wrapping.
    public override init() { super.init() }

    init(values: Values) {
        self.values = values
        super.init()
    }

    /// UIKit's default paragraph style.
    public class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The lines' horizontal alignment (`.natural` by default).
    open var alignment: NSTextAlignment { values.alignment }
    /// Extra space between the lines of the paragraph, in points (0 by default).
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Extra space after the paragraph, in points (0 by default).
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Extra space before the paragraph, in points (0 by default).
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// The factor the natural line height is multiplied by (0 by default: none).
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// The least line height, in points (0 by default: none).
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The greatest line height, in points (0 by default: none).
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// The indent of the paragraph's first line, in points (0 by default).
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The indent of the paragraph's other lines, in points (0 by default).
    open var headIndent: CGFloat { values.headIndent }
    /// The trailing indent: from the leading margin when positive, from the trailing one when not (0 by default).
    open var tailIndent: CGFloat { values.tailIndent }
    /// How the lines wrap and truncate (`.byWordWrapping` by default).
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// The hyphenation threshold, 0…1 (0 by default: no hyphenation).
    open var hyphenationFactor: Float { values.hyphenationFactor }
    /// Whether the text may be tightened before it is truncated (false by default).
    open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(values: values) }
    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(values: values) }

    /// Equal when every value is.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.values == values
    }

    /// A hash of the alignment and line spacing (equal styles hash equally).
    open override var hash: Int { values.alignment.hashValue ^ values.lineSpacing.hashValue }
}

/// UIKit's `NSMutableParagraphStyle`: a paragraph style whose values can be set.
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// The lines' horizontal alignment.
    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    /// Extra space between the lines, in points.
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue }
    }
    /// Extra space after the paragraph, in points.
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }
    /// Extra space before the paragraph, in points.
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = newValue }
    }
    /// The factor the natural line height is multiplied by.
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = newValue }
    }
    /// The least line height, in points.
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = newValue }
    }
    /// The greatest line height, in points.
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = newValue }
    }
    /// The indent of the first line, in points.
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue }
    }
    /// The indent of the other lines, in points.
    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = newValue }
    }
    /// The trailing indent, in points.
    open override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue }
    }
    /// How the lines wrap and truncate.
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    /// The hyphenation threshold, 0…1.
    open override var hyphenationFactor: Float {
        get { values.hyphenationFactor }
        set { values.hyphenationFactor = newValue }
    }
    /// Whether the text may be tightened before it is truncated.
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { values.allowsDefaultTighteningForTruncation }
        set { values.allowsDefaultTighteningForTruncation = newValue }
    }

    /// Takes every value of `style`.
    open func setParagraphStyle(_ style: NSParagraphStyle) { values = style.values }
}
