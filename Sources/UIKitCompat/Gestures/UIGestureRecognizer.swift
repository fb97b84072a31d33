import Foundation

/// UIKit's `UIGestureRecognizer`, driven by Flipbook's touch scripts (``TouchScript``).
///
/// Linux Swift has no `#selector`, so handlers are closures. The one-line change from target–action:
///
/// ```swift
/// // UIKit
/// let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
/// // Flipbook
/// let pan = UIPanGestureRecognizer { [unowned self] in self.handlePan($0) }
/// ```
///
/// States follow UIKit: `.possible` → `.began` → `.changed`… → `.ended` (or `.cancelled`), or `.possible` →
/// `.failed`; after an end the recognizer resets to `.possible`. Handlers run on `.began`, `.changed`,
/// `.ended` and `.cancelled`.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// UIKit's `UIGestureRecognizer.State`.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    public required override init() { super.init() }

    final var handlers: [@MainActor (UIGestureRecognizer) -> Void] = []

    /// Adds a handler (UIKit's `addTarget(_:action:)`).
    public final func addHandler(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        handlers.append(handler)
    }

    public internal(set) var state: State = .possible
    open var isEnabled = true {
        didSet { if !isEnabled && (state == .began || state == .changed) { transition(to: .cancelled) } }
    }
    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    /// Weak, as in UIKit.
    open weak var delegate: UIGestureRecognizerDelegate?
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    open var name: String?

    /// Where the touch is now, in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        guard let touch = currentTouch else { return .zero }
        return convertFromWindow(touch.location, to: view)
    }

    open var numberOfTouches: Int { currentTouch == nil ? 0 : 1 }

    // MARK: Touch handling (internal: driven by TouchDispatcher)

    struct Touch {
        /// In window coordinates.
        var location: CGPoint
        var time: TimeInterval
        /// Points per second in window coordinates.
        var velocity: CGVector
    }

    var currentTouch: Touch?

    func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        return view.convert(point, from: nil)
    }

    /// Whether the recognizer takes part in a touch that went down at `location` (window coordinates).
    func accepts(touchAt location: CGPoint) -> Bool { true }

    func touchBegan(_ touch: Touch) { currentTouch = touch }
    func touchMoved(_ touch: Touch) { currentTouch = touch }
    func touchEnded(_ touch: Touch) {
        currentTouch = touch
        switch state {
        case .began, .changed: transition(to: .ended)
        case .possible: state = .failed
        default: break
        }
    }
    func touchCancelled() {
        if state == .began || state == .changed { transition(to: .cancelled) } else if state == .possible { state = .failed }
    }

    /// Asks whether the recognizer may begin (enabled, delegate's `gestureRecognizerShouldBegin`).
    func shouldBegin() -> Bool {
        guard isEnabled else { return false }
        if let delegate { return delegate.gestureRecognizerShouldBegin(self) }
        return true
    }

    func transition(to newState: State) {
        state = newState
        switch newState {
        case .began, .changed, .ended, .cancelled:
            for handler in handlers { handler(self) }
        default: break
        }
    }

    /// Back to `.possible` once the touch is over.
    func reset() {
        state = .possible
        currentTouch = nil
    }
}

/// UIKit's `UIGestureRecognizerDelegate`; every method is optional (defaults: may begin, no simultaneous
/// recognition, receives every touch).
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }
}

/// What gives every recognizer class an initialiser taking a handler typed with that class.
@preconcurrency @MainActor
public protocol GestureRecognizerHandling: UIGestureRecognizer {
    init()
}

extension UIGestureRecognizer: GestureRecognizerHandling {}

extension GestureRecognizerHandling {
    /// A recognizer whose `handler` receives it with its own type on every state change UIKit would send an
    /// action for — UIKit's `init(target:action:)` without `#selector`:
    /// `UIPanGestureRecognizer { [unowned self] in self.handlePan($0) }`.
    public init(handler: @escaping @MainActor (Self) -> Void) {
        self.init()
        addHandler { handler($0 as! Self) }
    }
}
