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
/// States follow UIKit: `.possible` → `.began` → `.changed`… → `.ended` (or `.cancelled`) for continuous
/// gestures, `.possible` → `.ended` (`.recognized`) for discrete ones, or `.possible` → `.failed`; once the
/// touches are over the recognizer resets to `.possible` (``reset()``). Handlers run on `.began`, `.changed`,
/// `.ended` and `.cancelled`.
///
/// Subclass it as with UIKit's `UIGestureRecognizerSubclass.h`: override ``touchesBegan(_:with:)`` and the
/// other touch methods (calling `super`), set ``state``, and override ``reset()``. Subclasses that add their own
/// designated initialiser also write `required init() { super.init() }` (the spelling of UIKit's
/// `init(target:action:)` here; see <doc:PortingAppCode>).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// UIKit's `UIGestureRecognizer.State`.
    public enum State: Int, Sendable {
        /// `possible`: not recognized yet (the state between gestures); `began`, `changed`: a continuous gesture
        /// started and moved; `ended`: it finished, or a discrete gesture was recognized; `cancelled`: it was
        /// interrupted; `failed`: the touches are not this gesture.
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture was recognized: the same state as ``ended``.
        public static let recognized = State.ended
    }

    public required override init() { super.init() }

    // Final: a `@MainActor` closure type in a member of this `@preconcurrency` class's vtable is mangled
    // differently in subclasses by Swift 6.3 (the link fails), so the members that carry one stay out of it.
    final var handlers: [@MainActor (UIGestureRecognizer) -> Void] = []

    /// Adds a handler (UIKit's `addTarget(_:action:)`).
    public final func addHandler(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        handlers.append(handler)
    }

    /// Removes every handler (UIKit's `removeTarget(nil, action: nil)`).
    public final func removeAllHandlers() { handlers.removeAll() }

    private var storedState: State = .possible
    /// A recognition waiting for the recognizers this one requires to fail.
    private var pendingState: State?

    /// The state. Subclasses set it (as UIKit's subclass header allows): leaving `.possible` asks the
    /// delegate's `gestureRecognizerShouldBegin(_:)` and the touched view's, waits for the recognizers given to
    /// ``require(toFail:)``, fails the other recognizers of the touch that may not recognize simultaneously, and
    /// cancels the touch for the views when ``cancelsTouchesInView``.
    public var state: State {
        get { storedState }
        set { setState(newValue) }
    }

    /// Whether the recognizer takes part (true by default). Disabling it cancels a gesture in progress and fails a
    /// recognition waiting for others to fail.
    open var isEnabled = true {
        didSet {
            guard !isEnabled else { return }
            if state == .began || state == .changed {
                state = .cancelled
            } else if pendingState != nil {
                state = .failed
            }
        }
    }
    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    /// Weak, as in UIKit.
    open weak var delegate: UIGestureRecognizerDelegate?
    /// When the gesture is recognized, the touched view gets `touchesCancelled(_:with:)` and no further
    /// touches of the sequence (true by default).
    open var cancelsTouchesInView = true
    /// Kept for app code; views get touches as they happen.
    open var delaysTouchesBegan = false
    /// Kept for app code; views get the end of a touch after the recognizers have seen it.
    open var delaysTouchesEnded = true
    /// Kept for app code (true by default, as UIKit); scripted touches are all of one type.
    open var requiresExclusiveTouchType = true
    /// A name for debugging; nil by default, and Flipbook reads nothing from it.
    open var name: String?

    // MARK: Touches

    /// The touches delivered to this recognizer, in the order they went down (kept after they lift, until
    /// ``reset()``, so handlers of a late recognition can read them).
    private(set) var deliveredTouches: [UITouch] = []
    /// The touches of ``deliveredTouches`` that are still down.
    private(set) var activeTouches: [UITouch] = []
    /// The first touch delivered.
    var currentTouch: UITouch? { deliveredTouches.first }
    /// True while a touch delivered to this recognizer is down.
    var isTracking: Bool { !activeTouches.isEmpty }
    /// The touch sequence this recognizer takes part in.
    weak var session: TouchSession?
    private var ignoredTouches: [UITouch] = []

    /// The touches location and velocity are measured from: those down, or the last ones after they lifted.
    var measuredTouches: [UITouch] { activeTouches.isEmpty ? deliveredTouches : activeTouches }

    /// The centroid of the touches (UIKit's location of a multi-finger gesture), in window coordinates.
    var windowCentroid: CGPoint {
        let touches = measuredTouches
        guard !touches.isEmpty else { return .zero }
        let n = CGFloat(touches.count)
        return CGPoint(
            x: touches.reduce(0) { $0 + $1.windowLocation.x } / n,
            y: touches.reduce(0) { $0 + $1.windowLocation.y } / n)
    }

    /// Where the gesture is now, in `view`'s coordinates (nil: the window's): the centroid of its touches.
    open func location(in view: UIView?) -> CGPoint {
        guard !deliveredTouches.isEmpty else { return .zero }
        let centroid = windowCentroid
        guard let view else { return centroid }
        return view.convert(centroid, from: nil)
    }

    /// The location of touch `touchIndex` (in the order the touches went down) in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let touches = measuredTouches
        guard touches.indices.contains(touchIndex) else {
            VirtualClock.current.report(
                "location(ofTouch: \(touchIndex)) of a recognizer with \(touches.count) "
                    + "touches (UIKit raises); returned .zero")
            return .zero
        }
        return touches[touchIndex].location(in: view)
    }

    /// The touches down now (after they lift, those of the recognized gesture until it resets).
    open var numberOfTouches: Int { measuredTouches.count }

    /// A touch went down. The base class does nothing; subclasses recognize here and call `super`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The system cancelled the touches.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Stops delivering `touch` to this recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        if !ignoredTouches.contains(where: { $0 === touch }) { ignoredTouches.append(touch) }
    }

    /// Back to `.possible` once the touches are over. Subclasses clear their own state and call `super`.
    open func reset() {
        storedState = .possible
        pendingState = nil
        deliveredTouches = []
        activeTouches = []
        ignoredTouches = []
        session = nil
    }

    // MARK: Failure requirements

    private var failureRequirements: [WeakRecognizer] = []
    private var dependants: [WeakRecognizer] = []

    /// This recognizer recognizes only once `otherGestureRecognizer` has failed (a single tap that waits for a
    /// double tap to fail); if the other one recognizes, this one fails.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else { return }
        failureRequirements.append(WeakRecognizer(value: otherGestureRecognizer))
        otherGestureRecognizer.dependants.append(WeakRecognizer(value: self))
    }

    /// Override to make this recognizer wait for `otherGestureRecognizer` to fail, decided per touch sequence
    /// (UIKit's `UIGestureRecognizerSubclass` hook; false by default). It is asked about every other recognizer
    /// of the same touches when this one would begin or recognize, as the delegate's
    /// `gestureRecognizer(_:shouldRequireFailureOf:)` is.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Override to make `otherGestureRecognizer` wait for this recognizer to fail, decided per touch sequence
    /// (UIKit's `UIGestureRecognizerSubclass` hook; false by default).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether this recognizer waits for `other` (of the same touches) to fail: set with ``require(toFail:)``, or
    /// decided now by either recognizer's subclass hook or delegate.
    private func requiresFailure(of other: UIGestureRecognizer) -> Bool {
        shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
            || (delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) ?? false)
            || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) ?? false)
    }

    /// The recognizers this one waits for: the ones set with ``require(toFail:)`` and those of the same touch
    /// sequence that a subclass hook or delegate requires now.
    private var currentRequirements: [UIGestureRecognizer] {
        let fixed = failureRequirements.compactMap(\.value)
        let dynamic = (session?.recognizers(besides: self) ?? []).filter { other in
            !fixed.contains { $0 === other } && requiresFailure(of: other)
        }
        return fixed + dynamic
    }

    /// The recognizers that wait for this one: the ones that called ``require(toFail:)`` with it and those of the
    /// same touch sequence that a subclass hook or delegate makes wait now.
    private var currentDependants: [UIGestureRecognizer] {
        let fixed = dependants.compactMap(\.value)
        let dynamic = (session?.recognizers(besides: self) ?? []).filter { other in
            !fixed.contains { $0 === other } && other.requiresFailure(of: self)
        }
        return fixed + dynamic
    }

    /// Whether the recognizer takes part in a gesture now (a touch is down, or it waits for another touch or
    /// for a required recognizer).
    var isInPlay: Bool {
        switch storedState {
        case .began, .changed: return true
        case .possible: return isTracking || awaitsFurtherTouches || pendingState != nil
        default: return false
        }
    }

    /// True while a discrete recognizer waits for another touch (a double tap after its first tap).
    var awaitsFurtherTouches: Bool { false }

    /// Whether the recognizer takes part in a touch that went down at `location` (window coordinates).
    func accepts(touchAt location: CGPoint) -> Bool { true }

    /// Whether the recognizer takes new touches now.
    var takesNewTouches: Bool { isEnabled && storedState == .possible && pendingState == nil }

    // MARK: Driven by TouchSession

    func deliverBegan(_ touches: [UITouch], _ event: UIEvent, session: TouchSession) {
        self.session = session
        if activeTouches.isEmpty { deliveredTouches = [] }  // a new touch sequence (a multi-tap's next tap)
        deliveredTouches += touches
        activeTouches += touches
        guard storedState != .failed else { return }
        touchesBegan(Set(touches), with: event)
    }

    func deliverMoved(_ touches: [UITouch], _ event: UIEvent) {
        let received = receiving(touches)
        guard !received.isEmpty else { return }
        touchesMoved(Set(received), with: event)
    }

    func deliverEnded(_ touches: [UITouch], _ event: UIEvent) {
        let received = receiving(touches)
        if !received.isEmpty { touchesEnded(Set(received), with: event) }
        activeTouches.removeAll { touch in touches.contains { $0 === touch } }
    }

    func deliverCancelled(_ touches: [UITouch], _ event: UIEvent) {
        let received = receiving(touches)
        if !received.isEmpty { touchesCancelled(Set(received), with: event) }
        activeTouches.removeAll { touch in touches.contains { $0 === touch } }
    }

    /// The touches of `touches` this recognizer still receives (down, not ignored, not failed).
    private func receiving(_ touches: [UITouch]) -> [UITouch] {
        guard storedState != .failed else { return [] }
        return touches.filter { touch in
            activeTouches.contains { $0 === touch } && !ignoredTouches.contains { $0 === touch }
        }
    }

    /// The touch is over for this recognizer: one still `.possible` that waits for nothing fails; a finished
    /// one resets.
    func touchSequenceDidEnd() {
        activeTouches = []
        session = nil
        if storedState == .possible && !awaitsFurtherTouches && pendingState == nil {
            storedState = .failed
            notifyFailure()
        }
        resetIfIdle()
    }

    private func resetIfIdle() {
        guard !isTracking else { return }
        switch storedState {
        case .ended, .cancelled, .failed: reset()
        default: break
        }
    }

    // MARK: State changes

    private func setState(_ newState: State) {
        let old = storedState
        if old == .possible && (newState == .began || newState == .ended) {
            guard mayBegin() else {
                storedState = .failed
                pendingState = nil
                notifyFailure()
                resetIfIdle()
                return
            }
            for requirement in currentRequirements where requirement.isInPlay {
                if requirement.storedState == .possible {
                    pendingState = newState
                    return
                }
                // The required recognizer has recognized: this one fails.
                storedState = .failed
                pendingState = nil
                notifyFailure()
                resetIfIdle()
                return
            }
        }
        storedState = newState
        if newState != .possible { pendingState = nil }
        switch newState {
        case .began, .changed, .ended, .cancelled:
            if old == .possible && (newState == .began || newState == .ended) { didRecognize() }
            for handler in handlers { handler(self) }
        case .failed:
            notifyFailure()
        case .possible:
            break
        }
        resetIfIdle()
    }

    /// Asks the delegate and the touched view whether the gesture may begin.
    private func mayBegin() -> Bool {
        guard isEnabled else { return false }
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
        if let touched = currentTouch?.view, !touched.gestureRecognizerShouldBegin(self) { return false }
        return true
    }

    private func didRecognize() {
        session?.recognizerDidRecognize(self)
        for dependant in currentDependants where dependant.storedState == .possible && dependant.isInPlay {
            dependant.state = .failed
        }
    }

    private func notifyFailure() {
        for dependant in currentDependants {
            guard let pending = dependant.pendingState, dependant.storedState == .possible else { continue }
            let blocked = dependant.currentRequirements.contains {
                $0 !== self && $0.isInPlay && $0.storedState != .failed
            }
            if !blocked {
                dependant.pendingState = nil
                dependant.state = pending
            }
        }
    }

    /// Whether this recognizer and `other` may recognize together (either delegate says so).
    func mayRecognizeSimultaneously(with other: UIGestureRecognizer) -> Bool {
        (delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) ?? false)
            || (other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) ?? false)
    }

    /// Asks the delegate whether the recognizer gets `touch`.
    func shouldReceive(_ touch: UITouch) -> Bool {
        delegate?.gestureRecognizer(self, shouldReceive: touch) ?? true
    }

    /// Schedules `body` on the clock at `time` unless the recognizer has reset since.
    final func after(_ time: TimeInterval, _ body: @escaping @MainActor () -> Void) {
        generation += 1
        let expected = generation
        VirtualClock.current.asyncAfter(deadline: time) { [weak self] in
            guard let self, self.generation == expected else { return }
            body()
        }
    }

    /// A continuous gesture's finger lifted: a running gesture ends, one that never began fails.
    final func endContinuousGesture() {
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    /// A continuous gesture's touch was cancelled: a running gesture is cancelled, one that never began fails.
    final func cancelContinuousGesture() {
        switch state {
        case .began, .changed: state = .cancelled
        case .possible: state = .failed
        default: break
        }
    }

    /// Cancels what ``after(_:_:)`` scheduled.
    final func cancelScheduled() { generation += 1 }
    private var generation = 0
}

/// A weak reference to a recognizer (failure requirements do not keep recognizers alive).
struct WeakRecognizer {
    weak var value: UIGestureRecognizer?
}

/// UIKit's `UIGestureRecognizerDelegate`; every method is optional (defaults: may begin, no simultaneous
/// recognition, receives every touch).
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may leave `.possible` and begin (or recognize); false makes it fail. Default true.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the recognizer may recognize at the same time as `otherGestureRecognizer` (for the same touches);
    /// by default no, and recognizing fails the others.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether the recognizer sees `touch` at all; false keeps the touch from it. Default true.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Whether the recognizer waits for `otherGestureRecognizer` (of the same touches) to fail. Default false.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether `otherGestureRecognizer` (of the same touches) waits for the recognizer to fail. Default false.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// True: the recognizer may begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// False: the recognizer does not recognize at the same time as another.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        false
    }
    /// True: the recognizer receives every touch.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }
    /// False: no failure requirement beyond ``UIGestureRecognizer/require(toFail:)``.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        false
    }
    /// False: no failure requirement beyond ``UIGestureRecognizer/require(toFail:)``.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        false
    }
}

/// What gives every recognizer class an initialiser taking a handler typed with that class.
@preconcurrency @MainActor
public protocol GestureRecognizerHandling: UIGestureRecognizer {
    /// A recognizer with no handler (UIKit's `init(target: nil, action: nil)`); every recognizer class has it.
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
