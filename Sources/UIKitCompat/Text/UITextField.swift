import Foundation
import Raster

/// UIKit's `UITextField`: one line of editable text, drawn as iOS draws it: the text (or, while it is empty, the
/// placeholder in `placeholderText` colour) vertically centred in ``textRect(forBounds:)``, secure text as
/// bullets, the border of ``borderStyle``, the left and right views and the clear button as their modes say.
///
/// A tap makes the field first responder (asking its delegate), as on a device. Typing is deterministic: while
/// the field is editing, ``insertText(_:)`` and ``deleteBackward()`` (UIKit's `UIKeyInput`) change the text at
/// the end, ask ``UITextFieldDelegate/textField(_:shouldChangeCharactersIn:replacementString:)`` first, and send
/// `.editingChanged` and `textDidChangeNotification` after; a typed newline is the return key. Becoming and
/// resigning first responder tells the delegate, sends `.editingDidBegin`/`.editingDidEnd` and posts the
/// keyboard notifications (see ``UIKitChoices/keyboardHeight``). No caret is drawn (it blinks on a wall clock).
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput {
    /// UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable {
        /// No border (the default).
        case none = 0
        /// A thin rectangle.
        case line
        /// A bezelled rectangle.
        case bezel
        /// A rounded rectangle on a background, the usual iOS field.
        case roundedRect
    }

    /// UIKit's `UITextField.ViewMode`: when an overlay view (clear button, left or right view) shows.
    public enum ViewMode: Int, Sendable {
        /// Never (the default).
        case never = 0
        /// Only while the field is editing.
        case whileEditing
        /// Only while it is not editing.
        case unlessEditing
        /// Always.
        case always
    }

    /// UIKit's `UITextField.DidEndEditingReason`.
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned first responder.
        case committed = 0
        /// Editing was cancelled.
        case cancelled
    }

    /// Posted (object: the field) when a field begins editing.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted (object: the field) after typing changed its text.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted (object: the field) when a field ends editing.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    private let borderView = UIView()
    private let textLabel = UILabel()
    private let clearButton = TextFieldClearButton()
    private let caret = TextCaretView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpParts()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpParts()
    }

    private func setUpParts() {
        for part in [borderView, textLabel, caret, clearButton] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        updateParts()
    }

    // MARK: Text

    /// The text ("" by default; setting nil gives ""). Setting it in code sends no events, as in UIKit.
    open var text: String? {
        get { storage.string }
        set {
            storage.setText(newValue)
            updateParts()
        }
    }
    private var storage = EditableTextStorage()

    /// The text with its attributes (the field's ``font``, ``textColor`` and ``textAlignment`` when set as plain
    /// text). Flipbook draws it in the style of its first character (see ``UIKitChoices/attributedTextDrawing``).
    open var attributedText: NSAttributedString? {
        get { storage.attributedText(plainAttributes: defaultTextAttributes) }
        set {
            storage.setAttributedText(newValue)
            updateParts()
        }
    }

    /// The grey text shown while the field is empty (nil by default).
    open var placeholder: String? {
        get { storedPlaceholder?.string }
        set { storedPlaceholder = newValue.map { NSAttributedString(string: $0) }; updateParts() }
    }
    /// The placeholder with its attributes: its own font and colour win over the field's font and
    /// `placeholderText` colour.
    open var attributedPlaceholder: NSAttributedString? {
        get { storedPlaceholder }
        set { storedPlaceholder = newValue.map { NSAttributedString(attributedString: $0) }; updateParts() }
    }
    private var storedPlaceholder: NSAttributedString?

    /// The font (the 17-point system font when nil, UIKit's default).
    open var font: UIFont? {
        didSet { storage.apply([.font: textFont]); updateParts() }
    }
    private var textFont: UIFont { font ?? .systemFont(ofSize: 17) }

    /// The text's colour (`.label` when nil, the default).
    open var textColor: UIColor? {
        didSet { storage.apply([.foregroundColor: textColor ?? .label]); updateParts() }
    }
    /// The horizontal alignment (`.natural` by default).
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            storage.apply(alignment: textAlignment)
            updateParts()
        }
    }
    /// The attributes typed text takes (kept; typed text takes the field's style).
    open var typingAttributes: [NSAttributedString.Key: Any]?
    /// The attributes of plain text set on the field (the font, colour and alignment).
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { AttributedTextStyle.attributes(font: textFont, color: textColor ?? .label, alignment: textAlignment) }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
            if let paragraph = newValue[.paragraphStyle] as? NSParagraphStyle { textAlignment = paragraph.alignment }
        }
    }

    /// Whether the text shrinks to fit the width (kept; Flipbook truncates instead).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest font size the text may shrink to (kept).
    open var minimumFontSize: CGFloat = 0
    /// Whether beginning to edit empties the field (false by default).
    open var clearsOnBeginEditing = false
    /// Whether inserting text replaces the text's attributes with ``typingAttributes`` (kept).
    open var clearsOnInsertion = false
    /// Whether the text may be styled by the user (kept).
    open var allowsEditingTextAttributes = false

    // MARK: Border and overlays

    /// The border drawn (`.none` by default; see ``UIKitChoices/textFieldRoundedRectCornerRadius``).
    open var borderStyle: BorderStyle = .none { didSet { updateParts() } }
    /// An image drawn behind the text, stretched to the bounds (kept; the border style's drawing is used).
    open var background: UIImage?
    /// The background image when disabled (kept).
    open var disabledBackground: UIImage?

    /// When the clear button shows (`.never` by default); it shows only while there is text.
    open var clearButtonMode: ViewMode = .never { didSet { updateParts() } }
    /// A view at the leading edge (nil by default), shown as ``leftViewMode`` says.
    open var leftView: UIView? {
        didSet {
            if oldValue !== leftView { oldValue?.removeFromSuperview() }
            updateParts()
        }
    }
    /// When ``leftView`` shows (`.never` by default).
    open var leftViewMode: ViewMode = .never { didSet { updateParts() } }
    /// A view at the trailing edge (nil by default), shown as ``rightViewMode`` says.
    open var rightView: UIView? {
        didSet {
            if oldValue !== rightView { oldValue?.removeFromSuperview() }
            updateParts()
        }
    }
    /// When ``rightView`` shows (`.never` by default).
    open var rightViewMode: ViewMode = .never { didSet { updateParts() } }

    /// A view shown instead of the keyboard (kept; there is no keyboard on a stage).
    open var inputView: UIView?
    /// A view shown above the keyboard (kept).
    open var inputAccessoryView: UIView?

    private func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    private var showsClearButton: Bool { !storage.string.isEmpty && shows(clearButtonMode) }

    // MARK: Input traits

    /// The keyboard's kind (`.default`).
    open var keyboardType: UIKeyboardType = .default
    /// The return key's title (`.default`).
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the text is drawn as bullets (false by default).
    open var isSecureTextEntry = false { didSet { updateParts() } }
    /// Autocorrection (`.default`).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Automatic capitals (`.sentences`).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Spell checking (`.default`).
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The keyboard's appearance (`.default`).
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// Whether the return key is disabled while the field is empty (false).
    open var enablesReturnKeyAutomatically = false
    /// What the text is, for autofill (nil).
    open var textContentType: UITextContentType!

    // MARK: Editing

    /// The delegate, asked before and told after editing changes (weak).
    open weak var delegate: UITextFieldDelegate?

    /// True while the field is first responder.
    open private(set) var isEditing = false

    /// A field that is enabled can become first responder.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Becomes first responder when the delegate allows it: the field is then editing, tells its delegate,
    /// sends `.editingDidBegin`, posts `textDidBeginEditingNotification` and the keyboard's show notifications.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        guard SimulatedKeyboard.handingOver({ super.becomeFirstResponder() }) else { return false }
        isEditing = true
        if clearsOnBeginEditing, !storage.string.isEmpty { storage.setText(nil) }
        updateParts()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        SimulatedKeyboard.show(in: window)
        return true
    }

    /// Resigns when the delegate allows it: the field stops editing, tells its delegate (reason `.committed`),
    /// sends `.editingDidEnd`, posts `textDidEndEditingNotification` and, unless another text input took over,
    /// the keyboard's hide notifications.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        finishEditing()
        return true
    }

    /// Ends editing after the field stopped being first responder (also when forced by `endEditing(true)`).
    func finishEditing() {
        guard isEditing else { return }
        isEditing = false
        updateParts()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        SimulatedKeyboard.hideUnlessHandedOver()
    }

    /// Whether the field has text.
    open var hasText: Bool { !storage.string.isEmpty }

    /// Types `text` at the end while the field is editing (nothing otherwise; see
    /// ``UIKitChoices/typingNeedsFirstResponder``). A newline is the return key: the delegate's
    /// `textFieldShouldReturn(_:)`, then `.editingDidEndOnExit` when it returns true; it is not inserted.
    open func insertText(_ text: String) {
        guard isEditing else { return }
        var pending = ""
        func flush() {
            guard !pending.isEmpty else { return }
            replace(TextEditing.insertionRange(in: storage.string), with: pending)
            pending = ""
        }
        for character in text {
            if character.isNewline {
                flush()
                if delegate?.textFieldShouldReturn(self) ?? true { sendActions(for: .editingDidEndOnExit) }
                guard isEditing else { return }
            } else {
                pending.append(character)
            }
        }
        flush()
    }

    /// Deletes the last character while the field is editing.
    open func deleteBackward() {
        guard isEditing, let range = TextEditing.deletionRange(in: storage.string) else { return }
        replace(range, with: "")
    }

    private func replace(_ range: NSRange, with string: String) {
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: string) {
            return
        }
        storage.replace(range, with: string)
        updateParts()
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    /// A tap on the clear button empties the field (when the delegate allows); any other tap begins editing.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasEnabled = isEnabled
        super.touchesEnded(touches, with: event)
        guard wasEnabled, let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        if showsClearButton, clearButtonRect(forBounds: bounds).contains(touch.location(in: self)) {
            guard delegate?.textFieldShouldClear(self) ?? true else { return }
            let range = NSRange(location: 0, length: storage.string.utf16.count)
            if !isFirstResponder { becomeFirstResponder() }
            if isEditing { replace(range, with: "") } else { text = "" }
            return
        }
        becomeFirstResponder()
    }

    // MARK: Geometry

    /// The border's rectangle: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the text is drawn: the bounds inside the border's padding (see
    /// ``UIKitChoices/textFieldTextInset``) and clear of the left view, right view and clear button shown.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let inset = borderStyle == .none ? 0 : UIKitChoices.current.textFieldTextInset
        var rect = bounds.insetBy(dx: inset, dy: 0)
        if leftView != nil, shows(leftViewMode) {
            let left = leftViewRect(forBounds: bounds)
            rect.size.width -= max(0, left.maxX - rect.minX)
            rect.origin.x = max(rect.minX, left.maxX)
        }
        var trailing = rect.maxX
        if rightView != nil, shows(rightViewMode) { trailing = min(trailing, rightViewRect(forBounds: bounds).minX) }
        if showsClearButton { trailing = min(trailing, clearButtonRect(forBounds: bounds).minX) }
        rect.size.width = max(0, trailing - rect.minX)
        return rect
    }

    /// Where the text is drawn while editing: ``textRect(forBounds:)``.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the placeholder is drawn: ``textRect(forBounds:)``.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The clear button's rectangle: a square of ``UIKitChoices/textFieldClearButtonSize`` points, vertically
    /// centred, against the trailing edge (inside the padding, left of a right view that shows).
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let size = UIKitChoices.current.textFieldClearButtonSize
        var trailing = bounds.maxX - (borderStyle == .none ? 0 : UIKitChoices.current.textFieldTextInset)
        if rightView != nil, shows(rightViewMode) { trailing = rightViewRect(forBounds: bounds).minX }
        return CGRect(x: trailing - size, y: bounds.midY - size / 2, width: size, height: size)
    }

    /// The left view's rectangle: its own size, vertically centred against the leading edge.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = overlaySize(leftView, in: bounds)
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The right view's rectangle: its own size, vertically centred against the trailing edge.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = overlaySize(rightView, in: bounds)
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    private func overlaySize(_ view: UIView?, in bounds: CGRect) -> CGSize {
        guard let view else { return .zero }
        var size = view.frame.size
        if size == .zero { size = view.intrinsicContentSize }
        return CGSize(width: max(0, size.width), height: min(bounds.height, max(0, size.height)))
    }

    /// The text's height plus UIKit's padding: the font's line height, and 7 points above and below for the
    /// rounded-rect border; the width is that of the text or placeholder.
    open override var intrinsicContentSize: CGSize {
        let content = textLabel.intrinsicContentSize
        let lineHeight = (1.2 * textFont.pointSize).rounded(.up)
        let padding: CGFloat = borderStyle == .roundedRect ? 7 : (borderStyle == .none ? 0 : 2)
        let inset = borderStyle == .none ? 0 : UIKitChoices.current.textFieldTextInset
        return CGSize(width: content.width + 2 * inset, height: lineHeight + 2 * padding)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateParts()
    }

    // MARK: Drawing

    /// Brings the border, the label and the overlays up to date with the field's state.
    private func updateParts() {
        let choices = UIKitChoices.current
        borderView.frame = borderRect(forBounds: bounds)
        let border = borderView.layer
        switch borderStyle {
        case .none:
            borderView.backgroundColor = nil
            border.borderWidth = 0
            border.cornerRadius = 0
        case .line:
            borderView.backgroundColor = nil
            border.borderWidth = 1
            border.borderColor = UIColor.label.resolvedColor(with: traitCollection).cgColor
            border.cornerRadius = 0
        case .bezel:
            borderView.backgroundColor = nil
            border.borderWidth = 1
            border.borderColor = UIColor.systemGray.resolvedColor(with: traitCollection).cgColor
            border.cornerRadius = 0
        case .roundedRect:
            borderView.backgroundColor = .systemBackground
            border.borderWidth = 1 / max(1, window?.screenScale ?? 1)
            border.borderColor = UIColor.systemGray4.resolvedColor(with: traitCollection).cgColor
            border.cornerRadius = choices.textFieldRoundedRectCornerRadius
        }

        if storage.string.isEmpty, let placeholder = storedPlaceholder {
            let style = AttributedTextStyle(placeholder)
            textLabel.text = placeholder.string
            textLabel.font = style.font ?? textFont
            textLabel.textColor = style.color ?? .placeholderText
            textLabel.textAlignment = style.alignment ?? textAlignment
            // A placeholder whose runs differ is drawn run by run, as a label draws it; the field's font and
            // placeholder colour fill in what it leaves out.
            if AttributedTextLayout.needsRuns(placeholder) {
                textLabel.font = textFont
                textLabel.textColor = .placeholderText
                textLabel.textAlignment = textAlignment
                textLabel.attributedText = placeholder
            }
        } else {
            let style = storage.attributed.map(AttributedTextStyle.init)
            textLabel.text =
                isSecureTextEntry ? String(repeating: "\u{2022}", count: storage.string.count) : storage.string
            textLabel.font = style?.font ?? textFont
            textLabel.textColor = style?.color ?? textColor ?? .label
            textLabel.textAlignment = style?.alignment ?? textAlignment
        }
        textLabel.frame = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        placeCaret()

        clearButton.isHidden = !showsClearButton
        if showsClearButton { clearButton.frame = clearButtonRect(forBounds: bounds) }
        place(leftView, shown: shows(leftViewMode), in: leftViewRect(forBounds: bounds))
        place(rightView, shown: shows(rightViewMode), in: rightViewRect(forBounds: bounds))
    }

    /// The caret at the insertion point (the end of the text; the start when empty) while editing.
    private func placeCaret() {
        let rect = textLabel.frame
        let textWidth = storage.string.isEmpty ? 0 : min(rect.width, textLabel.intrinsicContentSize.width)
        var alignment = textLabel.textAlignment
        if alignment == .natural || alignment == .justified { alignment = isRightToLeft ? .right : .left }
        let x: CGFloat
        switch alignment {
        case .center: x = rect.midX + textWidth / 2
        case .right: x = rect.maxX - TextCaretView.width
        default: x = rect.minX + textWidth
        }
        caret.place(
            shown: isEditing, x: x, midY: rect.midY, font: textLabel.font, scale: window?.screenScale ?? 1)
    }

    private func place(_ view: UIView?, shown: Bool, in rect: CGRect) {
        guard let view else { return }
        if shown {
            if view.superview !== self { addSubview(view) }
            view.frame = rect
        } else if view.superview === self {
            view.removeFromSuperview()
        }
    }
}

/// The clear button of a text field: a grey circle with a white cross.
@MainActor
final class TextFieldClearButton: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        let circle = bounds.insetBy(dx: 1, dy: 1)
        UIColor.systemGray3.resolvedColor(with: traitCollection).setFill()
        UIBezierPath(ovalIn: circle).fill()
        let cross = UIBezierPath()
        let d = circle.width * 0.18
        cross.move(to: CGPoint(x: circle.midX - d, y: circle.midY - d))
        cross.addLine(to: CGPoint(x: circle.midX + d, y: circle.midY + d))
        cross.move(to: CGPoint(x: circle.midX + d, y: circle.midY - d))
        cross.addLine(to: CGPoint(x: circle.midX - d, y: circle.midY + d))
        cross.lineWidth = max(1, circle.width * 0.09)
        cross.lineCapStyle = .round
        UIColor.white.setStroke()
        cross.stroke()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        setNeedsDisplay()
    }
}
