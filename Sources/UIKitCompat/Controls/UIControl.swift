import Foundation

/// UIKit's `UIControl`: a view that turns touches into control events (`.touchDown`, `.touchUpInside`, …) and
/// runs the actions added for them with ``addAction(_:for:)``.
///
/// Touches are tracked as UIKit does: down highlights the control and sends `.touchDown`; moving sends
/// `.touchDragInside`/`Outside` (`Enter`/`Exit` when crossing), the control counting as touched while the
/// finger is within ``UIKitChoices/controlTouchInsideMargin`` points of its bounds; lifting sends
/// `.touchUpInside` (and `.primaryActionTriggered` for buttons) or `.touchUpOutside`; a cancelled touch sends
/// `.touchCancel`. A disabled control passes touches up the responder chain. `addTarget(_:action:for:)` needs
/// `#selector`; see <doc:PortingAppCode>.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// UIKit's `UIControl.State`.
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No state flag: enabled, not selected, not highlighted.
        public static let normal = State([])
        /// A touch is down on the control and within reach of it.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control does not take touches (``UIControl/isEnabled`` is false).
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (``UIControl/isSelected``).
        public static let selected = State(rawValue: 1 << 2)
        /// Focused by a focus engine; Flipbook has none, so ``UIControl/state`` never holds it.
        public static let focused = State(rawValue: 1 << 3)
        /// Bits reserved for the app's own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// UIKit's `UIControl.Event`.
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down on the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch went down as part of a multiple tap (`tapCount` above 1), sent with ``touchDown``.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A touch moved and is within reach of the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A touch moved and is out of reach of the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A touch moved back within reach of the control (sent with ``touchDragInside``).
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A touch moved out of reach of the control (sent with ``touchDragOutside``).
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch lifted within reach of the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted out of reach of the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a slider moved, a switch flipped).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action: buttons send it with ``touchUpInside``.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// An action of the control's menu was chosen.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text control changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return ended editing in a text control.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event (the low 12 bits).
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits reserved for the app's own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for the framework.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// UIKit's `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Where a button puts its content across: centred (the default), at the left or right edge, stretched to the
        /// full width, or at the leading or trailing edge for the layout direction.
        case center, left, right, fill, leading, trailing
    }

    /// UIKit's `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Where a button puts its content down: centred (the default), at the top or bottom edge, or stretched to the
        /// full height.
        case center, top, bottom, fill
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control whose `primaryAction` runs on `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: State

    /// Whether the control takes touches (true by default); a disabled control passes them up the responder chain and
    /// its ``state`` holds ``State/disabled``.
    open var isEnabled = true { didSet { if oldValue != isEnabled { controlStateDidChange() } } }
    /// Whether the control is selected (false by default); the app sets it, touches do not.
    open var isSelected = false { didSet { if oldValue != isSelected { controlStateDidChange() } } }
    /// Whether a touch is down on the control and within reach; set by tracking, cleared when the touch lifts or is
    /// cancelled.
    open var isHighlighted = false { didSet { if oldValue != isHighlighted { controlStateDidChange() } } }

    /// The state made of ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Where a button lays out its title and image across its bounds (centred by default); setting it lays out again.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }
    /// Where a button lays out its title and image down its bounds (centred by default); setting it lays out again.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }

    /// Called when ``state`` changes (buttons update their title, colour and image).
    func controlStateDidChange() {}

    // MARK: Actions

    private var actions: [(action: UIAction, events: Event)] = []

    /// Runs `action` when any of `controlEvents` happens (UIKit's closure-based target–action).
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = actions.firstIndex(where: { $0.action.identifier == action.identifier }) {
            actions[index] = (action, actions[index].events.union(controlEvents))
        } else {
            actions.append((action, controlEvents))
        }
    }

    /// Stops running `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action with `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        actions = actions.compactMap { entry in
            guard entry.action.identifier == actionIdentifier else { return entry }
            let events = entry.events.subtracting(controlEvents)
            return events.isEmpty ? nil : (entry.action, events)
        }
    }

    /// The events that have actions.
    open var allControlEvents: Event { actions.reduce([]) { $0.union($1.events) } }

    /// Runs the actions of every event in `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) { sendAction(entry.action) }
    }

    /// Runs `action` with this control as its sender.
    open func sendAction(_ action: UIAction) { action.perform(sender: self) }

    // MARK: Tracking

    /// Whether the control is tracking a touch: from a touch down that ``beginTracking(_:with:)`` accepted until it
    /// lifts, is cancelled or ``continueTracking(_:with:)`` returns false.
    public private(set) var isTracking = false
    /// Whether the tracked touch is within reach of the control (within ``UIKitChoices/controlTouchInsideMargin``
    /// points of its bounds).
    public private(set) var isTouchInside = false

    /// A touch went down on the control; return false to stop tracking it.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The touch moved; return false to stop tracking it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The touch lifted.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The touch was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    private func isNear(_ touch: UITouch) -> Bool {
        let margin = UIKitChoices.current.controlTouchInsideMargin
        return bounds.insetBy(dx: -margin, dy: -margin).contains(touch.location(in: self))
    }

    /// Sent with `.touchUpInside` (buttons add `.primaryActionTriggered`).
    var touchUpInsideEvents: Event { .touchUpInside }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return super.touchesBegan(touches, with: event) }
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return super.touchesMoved(touches, with: event) }
        let inside = isNear(touch)
        let crossed = inside != isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        var events: Event = inside ? .touchDragInside : .touchDragOutside
        if crossed { events.insert(inside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return super.touchesEnded(touches, with: event) }
        let inside = isNear(touch)
        isTouchInside = inside
        isHighlighted = false
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        if inside {
            for upEvent in [Event.touchUpInside, .primaryActionTriggered] where touchUpInsideEvents.contains(upEvent) {
                sendActions(for: upEvent)
            }
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return super.touchesCancelled(touches, with: event) }
        isHighlighted = false
        isTouchInside = false
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        sendActions(for: .touchCancel)
    }

    /// Single taps recognized by an ancestor's recognizer do not take the touch from a control (UIKit lets the
    /// control's own action win).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self,
            tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1
        {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
