import Foundation
import Raster

/// What Flipbook draws of an attributed string: its characters in the font, colour and paragraph alignment of
/// its first character (Flipbook's text is drawn in one style; see ``UIKitChoices/attributedTextDrawing``).
/// Attributes the string leaves out fall back to the view's own (`font`, `textColor`, `textAlignment`).
struct AttributedTextStyle {
    var font: UIFont?
    var color: UIColor?
    var alignment: NSTextAlignment?

    /// The style of the first character of `string` (nothing for an empty string).
    init(_ string: NSAttributedString) {
        guard string.length > 0 else { return }
        let attributes = string.attributes(at: 0, effectiveRange: nil)
        font = attributes[.font] as? UIFont
        color = attributes[.foregroundColor] as? UIColor
        alignment = (attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment
    }

    /// `string` with `attributes` set over its whole length (what UIKit does to a view's attributed text when
    /// its `font`, `textColor` or `textAlignment` is set).
    static func applying(_ attributes: [NSAttributedString.Key: Any], to string: NSAttributedString)
        -> NSAttributedString
    {
        let copy = NSMutableAttributedString(attributedString: string)
        copy.addAttributes(attributes, range: NSRange(location: 0, length: copy.length))
        return copy
    }

    /// The attributes a plain string takes from a view's properties (UIKit's attributed form of `text`).
    static func attributes(font: UIFont, color: UIColor, alignment: NSTextAlignment) -> [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = alignment
        return [.font: font, .foregroundColor: color, .paragraphStyle: paragraph]
    }
}
