import Foundation

/// UIKit's `UITouch`: one finger of a scripted touch (``TouchScript``), with its location, phase, the view it
/// went down in, its tap count and its time on the stage's virtual clock.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// UIKit's `UITouch.Phase`.
    public enum Phase: Int, Sendable {
        /// Where a touch is in its life: `began` (the finger went down), `moved`, `stationary` (down and still while
        /// another touch changed), `ended` (lifted), `cancelled` (taken by the system or a recognizer). The `region…`
        /// phases are for pointer hovering, which scripted touches do not produce.
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    /// UIKit's `UITouch.TouchType`; scripted touches are `.direct` (a finger).
    public enum TouchType: Int, Sendable {
        /// What made the touch: a finger on the screen (`direct`, every scripted touch), an indirect device, a pencil,
        /// or a pointer.
        case direct, indirect, pencil, indirectPointer
        /// The pre-iOS 17 spelling of `.pencil`.
        public static let stylus = TouchType.pencil
    }

    /// Where the touch is, in window coordinates.
    var windowLocation: CGPoint
    /// Where it was at the previous event, in window coordinates.
    var previousWindowLocation: CGPoint
    /// Points per second in window coordinates (what pan recognizers report).
    var windowVelocity: CGVector = .zero

    /// The phase of the latest event of this touch.
    public internal(set) var phase: Phase
    /// The virtual time of the latest event of this touch (the stage clock's seconds).
    public internal(set) var timestamp: TimeInterval
    /// How many times the finger tapped at about this place in quick succession, this touch included.
    public internal(set) var tapCount: Int
    /// When the touch went down (``timestamp`` is its latest change).
    let beganTimestamp: TimeInterval
    /// The view the touch went down in (the hit-tested view).
    public internal(set) weak var view: UIView?
    /// The window the touch is in.
    public internal(set) weak var window: UIWindow?
    /// The recognizers the touch is delivered to.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]? = nil
    /// Always `.direct`.
    public var type: TouchType { .direct }
    /// Scripted fingers press with no measured force.
    public var force: CGFloat { 0 }
    /// 0: scripted touches report no force.
    public var maximumPossibleForce: CGFloat { 0 }
    /// The radius of the touch, in points (a typical fingertip).
    public var majorRadius: CGFloat { 20 }
    /// 0: the radius of a scripted touch is exact.
    public var majorRadiusTolerance: CGFloat { 0 }

    init(location: CGPoint, time: TimeInterval, view: UIView?, window: UIWindow?, tapCount: Int) {
        windowLocation = location
        previousWindowLocation = location
        phase = .began
        timestamp = time
        beganTimestamp = time
        self.tapCount = tapCount
        self.view = view
        self.window = window
        super.init()
    }

    /// The location in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: nil)
    }

    /// The location at the previous event, in `view`'s coordinates (nil: the window's).
    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: nil)
    }

    /// Scripted touches have no sub-frame precision: the same as ``location(in:)``.
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    /// Moves the touch, keeping the previous location.
    func move(to location: CGPoint, time: TimeInterval, phase: Phase) {
        previousWindowLocation = windowLocation
        windowLocation = location
        timestamp = time
        self.phase = phase
    }
}
