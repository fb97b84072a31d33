import Foundation

/// The edits typing makes, shared by ``UITextField`` and ``UITextView``: the insertion point is always at the end
/// of the text, so typing appends and deleting removes the last character (a whole grapheme, as UIKit's
/// `deleteBackward()` does). Ranges are UTF-16 offsets, as the delegates' `NSRange`s are.
enum TextEditing {
    /// The empty range at the end of `text`, where typed text goes.
    static func insertionRange(in text: String) -> NSRange {
        NSRange(location: text.utf16.count, length: 0)
    }

    /// The range of the last character of `text`, nil when it is empty.
    static func deletionRange(in text: String) -> NSRange? {
        guard let last = text.last else { return nil }
        let length = String(last).utf16.count
        return NSRange(location: text.utf16.count - length, length: length)
    }

    /// `text` with the characters in `range` replaced by `replacement`.
    static func replacing(_ range: NSRange, with replacement: String, in text: String) -> String {
        let utf16 = Array(text.utf16)
        let start = min(max(0, range.location), utf16.count)
        let end = min(utf16.count, start + max(0, range.length))
        let result = utf16[..<start] + Array(replacement.utf16) + utf16[end...]
        return String(decoding: result, as: UTF16.self)
    }
}
