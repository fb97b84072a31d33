import Foundation

/// The text a ``UITextField`` or ``UITextView`` holds: the plain string, and the attributed string when the app
/// set one (nil while the text is plain and takes the view's font, colour and alignment). Both views keep their
/// text in one, so setting, styling and typing change the plain and the attributed text alike.
struct EditableTextStorage {
    /// The characters.
    private(set) var string = ""
    /// The attributed text as the app set it, with the edits and styling since; nil for plain text.
    private(set) var attributed: NSAttributedString?

    /// Sets plain text (nil gives "").
    mutating func setText(_ text: String?) {
        string = text ?? ""
        attributed = nil
    }

    /// Sets attributed text, keeping a copy (nil gives plain "").
    mutating func setAttributedText(_ text: NSAttributedString?) {
        string = text?.string ?? ""
        attributed = text.map { NSAttributedString(attributedString: $0) }
    }

    /// The attributed text, or the plain text with `plainAttributes` (the view's font, colour and alignment).
    func attributedText(plainAttributes: @autoclosure () -> [NSAttributedString.Key: Any]) -> NSAttributedString {
        attributed ?? NSAttributedString(string: string, attributes: plainAttributes())
    }

    /// Sets `attributes` over all the attributed text (nothing for plain text, which takes the view's style).
    mutating func apply(_ attributes: [NSAttributedString.Key: Any]) {
        guard let attributed else { return }
        self.attributed = AttributedTextStyle.applying(attributes, to: attributed)
    }

    /// Sets `alignment` on all the attributed text's paragraphs (nothing for plain text).
    mutating func apply(alignment: NSTextAlignment) {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = alignment
        apply([.paragraphStyle: paragraph])
    }

    /// Replaces the characters in `range` (UTF-16 offsets) with `replacement`, in the attributed text too.
    mutating func replace(_ range: NSRange, with replacement: String) {
        string = TextEditing.replacing(range, with: replacement, in: string)
        if let attributed {
            let copy = NSMutableAttributedString(attributedString: attributed)
            copy.replaceCharacters(in: range, with: replacement)
            self.attributed = copy
        }
    }
}
