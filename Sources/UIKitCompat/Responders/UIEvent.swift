import Foundation

/// UIKit's `UIEvent`: the touches of one moment of a scripted touch sequence.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// UIKit's `UIEvent.EventType`; scripted input makes `.touches` events.
    public enum EventType: Int, Sendable {
        /// What the event carries: `touches` (every event here), device `motion`, `remoteControl` commands, `presses`
        /// of physical buttons, pointer `scroll`, pointer `hover`, or a trackpad `transform` gesture.
        case touches, motion, remoteControl, presses, scroll = 10, hover, transform
    }

    /// UIKit's `UIEvent.EventSubtype`.
    public enum EventSubtype: Int, Sendable {
        /// No subtype (touch events), or a shake of the device (a motion event).
        case none = 0, motionShake = 1
    }

    /// `.touches`.
    open var type: EventType { .touches }
    /// `.none`: touch events have no subtype.
    open var subtype: EventSubtype { .none }
    /// The virtual time of the event.
    public internal(set) var timestamp: TimeInterval
    private let touches: Set<UITouch>

    init(touches: Set<UITouch>, timestamp: TimeInterval) {
        self.touches = touches
        self.timestamp = timestamp
        super.init()
    }

    /// Every touch of the event (nil when it has none, as UIKit reports non-touch events).
    open var allTouches: Set<UITouch>? { touches.isEmpty ? nil : touches }

    /// The touches that went down in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        let found = touches.filter { $0.view === view }
        return found.isEmpty ? nil : found
    }

    /// The touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        let found = touches.filter { $0.window === window }
        return found.isEmpty ? nil : found
    }

    /// The touches delivered to `gesture`.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        let found = touches.filter { $0.gestureRecognizers?.contains { $0 === gesture } == true }
        return found.isEmpty ? nil : found
    }
}
