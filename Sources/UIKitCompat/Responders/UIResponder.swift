import Foundation

/// UIKit's `UIResponder`: the base of ``UIView``, ``UIViewController``, ``UIWindowScene`` and
/// ``UIApplication``. Touches a view does not handle travel up the responder chain (``next``), as on a device.
///
/// The chain follows UIKit: a view's next responder is the controller whose root view it is, otherwise its
/// superview; a controller's is its view's superview (or, for a presented controller's root, the presenting
/// controller); the window's is its scene, the scene's the application.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// The next responder in the chain (nil for the base class).
    open var next: UIResponder? { nil }

    // MARK: Accessibility (UIKit declares these on NSObject; Flipbook keeps them for app code and tests to read:
    // there is no assistive technology on a stage)

    /// The element's spoken name.
    open var accessibilityLabel: String?
    /// A hint of what activating the element does.
    open var accessibilityHint: String?
    /// The element's current value, as spoken.
    open var accessibilityValue: String?
    /// The identifier UI tests find the element by.
    open var accessibilityIdentifier: String?
    /// Whether assistive technologies see this object as one element (false by default, as for a plain view).
    open var isAccessibilityElement = false
    /// What the element is and its state (button, selected, …).
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// Whether the element's children are hidden from assistive technologies.
    open var accessibilityElementsHidden = false
    /// Whether assistive technologies ignore the element's siblings (a modal view).
    open var accessibilityViewIsModal = false
    /// Whether the element's children are read as a group.
    open var shouldGroupAccessibilityChildren = false
    /// Asked to activate the element (a VoiceOver double tap); returns whether it did. False by default, as UIKit's
    /// `NSObject` answers; override it for an element that acts when activated.
    open func accessibilityActivate() -> Bool { false }

    // MARK: First responder

    /// Whether this responder may become first responder (false by default, as in UIKit).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder gives up first-responder status when asked (true by default).
    open var canResignFirstResponder: Bool { true }

    /// True while this responder is its window's first responder.
    open var isFirstResponder: Bool { StageEnvironment.current.firstResponder === self }

    /// Makes this responder the first responder: it must allow it (``canBecomeFirstResponder``), be in a window
    /// (views, and controllers through their view), and the current first responder must resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        let environment = StageEnvironment.current
        if environment.firstResponder === self { return true }
        guard canBecomeFirstResponder, isInWindowForFirstResponder else { return false }
        if let current = environment.firstResponder, !current.resignFirstResponder() { return false }
        environment.firstResponder = self
        return true
    }

    /// Gives up first-responder status (when ``canResignFirstResponder``); true when it is no longer first.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        let environment = StageEnvironment.current
        guard environment.firstResponder === self else { return true }
        guard canResignFirstResponder else { return false }
        environment.firstResponder = nil
        return true
    }

    /// Whether the responder is on screen for first-responder purposes (overridden by views and controllers).
    var isInWindowForFirstResponder: Bool { true }

    // MARK: Touches

    /// A touch went down. The default passes the touches to `next` (UIKit's default).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Touches moved. The default passes them to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Touches lifted. The default passes them to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system cancelled the touches (a gesture recognizer took them). The default passes them to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
