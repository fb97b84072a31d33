import Foundation
import Raster

/// UIKit's `UITextView`: a scroll view of wrapping, editable text. The text is laid out top to bottom in the
/// bounds' width less ``textContainerInset`` and the container's ``NSTextContainer/lineFragmentPadding``, drawn
/// from the inset's top and moved by `contentOffset` like any scroll view content; `contentSize` is the laid-out
/// text's height plus the insets (the bounds' width).
///
/// Typing is deterministic, as for ``UITextField``: while the text view is editing, ``insertText(_:)`` (newlines
/// included) and ``deleteBackward()`` change the text at its end, asking
/// ``UITextViewDelegate/textView(_:shouldChangeTextIn:replacementText:)`` first and calling
/// ``UITextViewDelegate/textViewDidChange(_:)`` and posting `textDidChangeNotification` after. The delegate is
/// the scroll view's `delegate`; one conforming to ``UITextViewDelegate`` is told about editing too.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UIKeyInput {
    /// Posted (object: the text view) when it begins editing.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted (object: the text view) after typing changed its text.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted (object: the text view) when it ends editing.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    private let textLabel = UILabel()
    private let caret = TextCaretView()

    /// The container the text is laid out in (its padding and line limit are honoured).
    public let textContainer: NSTextContainer

    /// A text view whose text is laid out in `textContainer` (a new one when nil).
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer()
        super.init(frame: frame)
        setUpText()
    }

    /// A text view with a new text container.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    public required init?(coder: NSCoder) {
        textContainer = NSTextContainer()
        super.init(coder: coder)
        setUpText()
    }

    private func setUpText() {
        textLabel.numberOfLines = 0
        textLabel.isUserInteractionEnabled = false
        addSubview(textLabel)
        caret.isUserInteractionEnabled = false
        addSubview(caret)
        backgroundColor = .systemBackground
        textDidChange()
    }

    // MARK: Text

    /// The text ("" by default; setting nil gives ""). Setting it in code tells the delegate nothing.
    open var text: String! {
        get { storage.string }
        set {
            storage.setText(newValue)
            textDidChange()
        }
    }
    private var storage = EditableTextStorage()

    /// The text with its attributes, drawn run by run in each run's style (see
    /// ``UIKitChoices/attributedTextDrawing``).
    open var attributedText: NSAttributedString! {
        get {
            storage.attributedText(
                plainAttributes: AttributedTextStyle.attributes(
                    font: textFont, color: textColor ?? .label, alignment: textAlignment))
        }
        set {
            storage.setAttributedText(newValue)
            textDidChange()
        }
    }

    /// The font (nil by default: UIKit's 12-point default, the system font here).
    open var font: UIFont? {
        didSet { storage.apply([.font: textFont]); textDidChange() }
    }
    private var textFont: UIFont { font ?? .systemFont(ofSize: 12) }

    /// The text's colour (`.label` when nil, the default).
    open var textColor: UIColor? {
        didSet { storage.apply([.foregroundColor: textColor ?? .label]); textDidChange() }
    }
    /// The lines' alignment (`.natural` by default).
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            storage.apply(alignment: textAlignment)
            textDidChange()
        }
    }
    /// The attributes typed text takes (kept).
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of links (kept).
    open var linkTextAttributes: [NSAttributedString.Key: Any]!

    /// The space between the bounds and the text container: 8 points above and below (UIKit's default).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textDidChange() } }

    /// Whether typing changes the text (true by default); a text view that is not editable cannot become first
    /// responder.
    open var isEditable = true
    /// Whether the text can be selected (true by default; kept).
    open var isSelectable = true
    /// Which kinds of data become links (kept).
    open var dataDetectorTypes: UIDataDetectorTypes = []
    /// Whether beginning to edit selects all the text (kept).
    open var clearsOnInsertion = false
    /// Whether the text may be styled by the user (kept).
    open var allowsEditingTextAttributes = false
    /// The selected range (the insertion point at the end of the text after typing).
    open var selectedRange = NSRange(location: 0, length: 0)
    /// A view shown instead of the keyboard (kept).
    open var inputView: UIView?
    /// A view shown above the keyboard (kept).
    open var inputAccessoryView: UIView?

    // MARK: Input traits

    /// The keyboard's kind (`.default`).
    open var keyboardType: UIKeyboardType = .default
    /// The return key's title (`.default`).
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the text is hidden (false; kept: text views draw their text).
    open var isSecureTextEntry = false
    /// Autocorrection (`.default`).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Automatic capitals (`.sentences`).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Spell checking (`.default`).
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The keyboard's appearance (`.default`).
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// Whether the return key is disabled while there is no text (false).
    open var enablesReturnKeyAutomatically = false
    /// What the text is, for autofill (nil).
    open var textContentType: UITextContentType!

    // MARK: Layout

    /// The width lines wrap at in a text view `width` wide.
    private func lineWidth(forWidth width: CGFloat) -> CGFloat {
        max(0, width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding)
    }

    /// The laid-out text's size at `width` points of line.
    private func textSize(lineWidth: CGFloat) -> CGSize {
        textLabel.textSize(constrainedToWidth: lineWidth, scale: window?.screenScale ?? 1)
    }

    /// The size that shows all the text at `size.width` (its text's width when that is not finite): the text's
    /// height plus the insets. Empty text is one line tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let inset = textContainerInset
        let padding = 2 * textContainer.lineFragmentPadding
        let width = size.width.isFinite && size.width > 0 ? size.width : .infinity
        var text = textSize(lineWidth: width.isFinite ? lineWidth(forWidth: width) : .infinity)
        if storage.string.isEmpty { text.height = (1.2 * textFont.pointSize).rounded(.up) }
        let fittedWidth = width.isFinite ? width : text.width + padding + inset.left + inset.right
        return CGSize(width: fittedWidth, height: text.height + inset.top + inset.bottom)
    }

    /// With scrolling off, the size that shows all the text at the current width (UIKit's self-sizing text
    /// view); with scrolling on, none.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return sizeThatFits(CGSize(width: bounds.width > 0 ? bounds.width : .infinity, height: .infinity))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutText()
    }

    private func textDidChange() {
        let style = storage.attributed.map(AttributedTextStyle.init)
        textLabel.text = storage.string
        textLabel.font = style?.font ?? textFont
        textLabel.textColor = style?.color ?? textColor ?? .label
        textLabel.textAlignment = style?.alignment ?? textAlignment
        textLabel.numberOfLines = textContainer.maximumNumberOfLines
        // Styled runs are drawn run by run by the label (``UIKitChoices/attributedTextDrawing``).
        if let stored = storage.attributed, AttributedTextLayout.needsRuns(stored) {
            textLabel.attributedText = stored
        }
        invalidateIntrinsicContentSize()
        layoutText()
    }

    /// Places the text below the top inset and sets `contentSize` from its height.
    private func layoutText() {
        let inset = textContainerInset
        let padding = textContainer.lineFragmentPadding
        let width = lineWidth(forWidth: bounds.width)
        let size = textSize(lineWidth: width)
        textLabel.frame = CGRect(x: inset.left + padding, y: inset.top, width: width, height: size.height)
        let contentSize = CGSize(width: bounds.width, height: size.height + inset.top + inset.bottom)
        if self.contentSize != contentSize { self.contentSize = contentSize }
        placeCaret()
    }

    /// The caret after the last character (at the first line's start when empty) while editing.
    private func placeCaret() {
        let frame = textLabel.frame
        let end =
            storage.string.isEmpty
            ? nil : textLabel.endOfText(in: CGRect(origin: .zero, size: frame.size))
        caret.place(
            shown: isEditing, x: frame.minX + (end?.x ?? 0),
            midY: frame.minY + (end?.y ?? textFont.lineHeight / 2), font: textLabel.font,
            scale: window?.screenScale ?? 1)
    }

    // MARK: Editing

    private var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    /// True while the text view is first responder.
    open private(set) var isEditing = false

    /// An editable text view can become first responder.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Becomes first responder when the delegate allows: tells the delegate, posts
    /// `textDidBeginEditingNotification` and the keyboard's show notifications.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if let delegate = textViewDelegate, !delegate.textViewShouldBeginEditing(self) { return false }
        guard SimulatedKeyboard.handingOver({ super.becomeFirstResponder() }) else { return false }
        isEditing = true
        selectedRange = TextEditing.insertionRange(in: storage.string)
        placeCaret()
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        SimulatedKeyboard.show(in: window)
        return true
    }

    /// Resigns when the delegate allows: tells the delegate, posts `textDidEndEditingNotification` and, unless
    /// another text input took over, the keyboard's hide notifications.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if let delegate = textViewDelegate, !delegate.textViewShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        finishEditing()
        return true
    }

    /// Ends editing after the text view stopped being first responder (also when forced by `endEditing(true)`).
    func finishEditing() {
        guard isEditing else { return }
        isEditing = false
        placeCaret()
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        SimulatedKeyboard.hideUnlessHandedOver()
    }

    /// Whether there is text.
    open var hasText: Bool { !storage.string.isEmpty }

    /// Types `text` (newlines included) at the end while editing (nothing otherwise; see
    /// ``UIKitChoices/typingNeedsFirstResponder``).
    open func insertText(_ text: String) {
        guard isEditing, isEditable, !text.isEmpty else { return }
        replace(TextEditing.insertionRange(in: storage.string), with: text)
    }

    /// Deletes the last character while editing.
    open func deleteBackward() {
        guard isEditing, isEditable, let range = TextEditing.deletionRange(in: storage.string) else { return }
        replace(range, with: "")
    }

    private func replace(_ range: NSRange, with string: String) {
        if let delegate = textViewDelegate, !delegate.textView(self, shouldChangeTextIn: range, replacementText: string)
        {
            return
        }
        storage.replace(range, with: string)
        textDidChange()
        selectedRange = TextEditing.insertionRange(in: storage.string)
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    /// Scrolls so that the characters of `range` are visible (Flipbook: the end of the text when the range
    /// reaches it, the top otherwise).
    open func scrollRangeToVisible(_ range: NSRange) {
        let bottom = max(0, contentSize.height - bounds.height)
        let atEnd = range.location + range.length >= storage.string.utf16.count
        setContentOffset(CGPoint(x: contentOffset.x, y: atEnd ? bottom : 0), animated: false)
    }
}

/// UIKit's `UIDataDetectorTypes`: the kinds of data a text view turns into links (kept; none are detected).
public struct UIDataDetectorTypes: OptionSet, Sendable {
    /// The kinds' bits.
    public var rawValue: UInt
    /// Kinds from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Phone numbers.
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// URLs.
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Addresses.
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Calendar events.
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Every kind.
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}
