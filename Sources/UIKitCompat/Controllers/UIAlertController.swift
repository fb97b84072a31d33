import Foundation

/// UIKit's `UIAlertController`: an alert or an action sheet with a title, a message and buttons
/// (``UIAlertAction``s), shown with `present(_:animated:completion:)` and drawn and animated as iOS does.
///
/// - `.alert`: a 270-point rounded, blurred panel centred over a dimming view; the title in semibold, the message
///   below it, the buttons under hairline separators (two buttons side by side, the cancel one on the left;
///   otherwise stacked, the cancel one last). It fades in from a scale of 1.2 while the dimming fades in.
/// - `.actionSheet`: the buttons in a rounded group at the bottom of the screen (the title and message, smaller
///   and grey, above them), the cancel button in a group of its own below; it slides up from the bottom edge.
///
/// The cancel button (or the ``preferredAction``) is drawn in semibold, a destructive one in system red, a disabled
/// one grey. A tap on a button dismisses the alert and then runs the action's handler. The sizes, colours and timings
/// are ``UIKitChoices``' `alert…` and `actionSheet…` choices. An alert's text fields
/// (``addTextField(configurationHandler:)``) are stacked below the message; the keyboard is not shown for them (see
/// `alertTextFieldHeight`).
///
/// The controller presents itself with its own transitioning delegate and a `.custom` presentation, as UIKit's does:
/// ``UIViewController/modalPresentationStyle`` is `.custom` and ``UIViewController/transitioningDelegate`` is set.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// UIKit's `UIAlertController.Style` (raw values as UIKit's).
    public enum Style: Int, Sendable {
        /// Buttons in a sheet at the bottom of the screen.
        case actionSheet = 0
        /// A panel in the middle of the screen.
        case alert = 1
    }

    /// Whether the controller is an alert or an action sheet (set at creation).
    open private(set) var preferredStyle: Style = .alert

    /// The text below the title (drawn in the regular weight).
    open var message: String? {
        didSet { contentDidChange() }
    }

    /// The actions in the order they were added (the cancel action is drawn last whatever its place here).
    open private(set) var actions: [UIAlertAction] = []

    /// The action drawn in semibold instead of the cancel action (it must be one of ``actions``; UIKit raises for
    /// another, Flipbook reports it on the clock and keeps nil).
    open var preferredAction: UIAlertAction? {
        didSet {
            if let action = preferredAction, !actions.contains(where: { $0 === action }) {
                VirtualClock.current.report(
                    "UIAlertController: preferredAction \(action.title ?? "nil") is not one of its actions "
                        + "(UIKit raises); ignored")
                preferredAction = nil
            }
            contentDidChange()
        }
    }

    /// The text fields added with ``addTextField(configurationHandler:)``, in order (nil when there are none, as
    /// UIKit).
    open var textFields: [UITextField]? { storedTextFields.isEmpty ? nil : storedTextFields }
    private var storedTextFields: [UITextField] = []

    /// Adds a text field below an alert's message and lets `configurationHandler` set it up (placeholder, secure
    /// entry, text). Only alerts have text fields: for an action sheet it is reported and ignored (UIKit raises).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            VirtualClock.current.report(
                "UIAlertController: text fields can only be added to an alert (UIKit raises); ignored")
            return
        }
        let field = UITextField()
        field.borderStyle = .none
        field.font = .systemFont(ofSize: UIKitChoices.current.alertTextFieldFontSize)
        field.backgroundColor = .systemBackground
        field.layer.borderColor = UIColor.separator.cgColor
        field.layer.borderWidth = 1
        field.layer.cornerRadius = 4
        storedTextFields.append(field)
        configurationHandler?(field)
        contentDidChange()
    }

    /// Keeps the presentation's delegate alive (``transitioningDelegate`` is weak).
    private let alertTransitioning = AlertTransitioningDelegate()

    /// An alert controller titled `title` with `message`, in `preferredStyle`.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.preferredStyle = preferredStyle
        self.title = title
        self.message = message
    }

    /// An alert (UIKit's `init(nibName:bundle:)`; nib names are ignored).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .custom
        transitioningDelegate = alertTransitioning
    }

    /// Flipbook decodes no archives: an empty alert.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .custom
        transitioningDelegate = alertTransitioning
    }

    /// Adds a button. A second `.cancel` action is reported on the clock and ignored (UIKit raises).
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            VirtualClock.current.report(
                "UIAlertController can only have one action with a style of .cancel (UIKit raises); "
                    + "\(action.title ?? "nil") ignored")
            return
        }
        actions.append(action)
        action.onChange = { [weak self, unowned action] in self?.contentView?.actionDidChange(action) }
        contentDidChange()
    }

    /// The alert's view draws the panel (or the action sheet's groups) and lays out the buttons.
    open override func loadView() {
        let content = AlertContentView(controller: self)
        view = content
    }

    open override var title: String? {
        didSet { contentDidChange() }
    }

    /// The content view, if loaded.
    var contentView: AlertContentView? { viewIfLoaded as? AlertContentView }

    private func contentDidChange() {
        contentView?.rebuild()
    }

    /// The action drawn in semibold: the preferred action, else the cancel action.
    var emphasisedAction: UIAlertAction? {
        preferredAction ?? actions.first { $0.style == .cancel }
    }

    /// A tap on `action`'s button: the alert is dismissed, then the handler runs (``UIKitChoices``'s
    /// `alertHandlerRunsAfterDismissal`).
    func tapped(_ action: UIAlertAction) {
        guard action.isEnabled, presentingViewController != nil, !isBeingDismissed else { return }
        if UIKitChoices.current.alertHandlerRunsAfterDismissal {
            dismiss(animated: true) { action.handler?(action) }
        } else {
            action.handler?(action)
            dismiss(animated: true, completion: nil)
        }
    }

    /// A tap on the dimmed area around an action sheet: like a tap on its cancel button, if it has one
    /// (``UIKitChoices``'s `actionSheetOutsideTapCancels`); alerts ignore it.
    func tappedOutside() {
        guard preferredStyle == .actionSheet, UIKitChoices.current.actionSheetOutsideTapCancels,
            let cancel = actions.first(where: { $0.style == .cancel })
        else { return }
        tapped(cancel)
    }
}
