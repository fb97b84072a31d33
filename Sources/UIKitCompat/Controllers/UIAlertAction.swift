import Foundation

/// UIKit's `UIAlertAction`: a button of a ``UIAlertController``: its title, its style and the handler that runs
/// after the alert is dismissed by a tap on it.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// UIKit's `UIAlertAction.Style` (raw values as UIKit's).
    public enum Style: Int, Sendable {
        /// A plain button: the tint colour (system blue), regular weight.
        case `default` = 0
        /// The button that backs out: drawn in semibold, placed last (left of a side-by-side pair; its own group
        /// at the bottom of an action sheet). An alert holds at most one.
        case cancel = 1
        /// A button that destroys data: drawn in system red.
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// Whether the button can be tapped (a disabled action is drawn grey and ignores taps).
    open var isEnabled = true {
        didSet { if oldValue != isEnabled { onChange?() } }
    }
    let handler: (@MainActor (UIAlertAction) -> Void)?
    /// Called when ``isEnabled`` changes (the alert redraws the button).
    var onChange: (@MainActor () -> Void)?

    /// An action titled `title` in `style`; `handler` runs once the alert has been dismissed by a tap on it.
    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
