import Foundation

/// UIKit's `UITextViewDelegate`: asked whether editing may begin, end and change the text, told when it did,
/// and (as a ``UIScrollViewDelegate``) told as the text view scrolls. Every method is optional. Set it as the
/// text view's `delegate`.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Before the text view becomes first responder; false keeps it from editing.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// After it became first responder.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Before it resigns first responder; false keeps it editing (unless forced).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// After it resigned first responder.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Before typing replaces the characters in `range` (UTF-16 offsets) with `text` (empty when deleting);
    /// false leaves the text as it is.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// After typing changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// After the selection (the insertion point) moved.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// True.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// True.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// True.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
