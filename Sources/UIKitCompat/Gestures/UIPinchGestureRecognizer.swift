import Foundation

/// UIKit's `UIPinchGestureRecognizer`: a continuous gesture of two fingers moving apart or together. It begins
/// once the distance between them has changed by ``UIKitChoices/pinchMinimumSpanChange`` points; ``scale`` is
/// the distance now over the distance when the fingers went down (relative to the last value the app set),
/// ``velocity`` its rate in scale per second from the fingers' velocities. It ends when a finger lifts.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    private var startSpan: CGFloat = 0
    /// The scale the app last set (1 when the gesture starts) and the span at that moment.
    private var baseScale: CGFloat = 1
    private var baseSpan: CGFloat = 0
    private var storedScale: CGFloat = 1

    /// The distance between the fingers relative to when they went down (1 at the start). Apps often set it
    /// back to 1 in their handler to read the change since the previous call.
    open var scale: CGFloat {
        get { storedScale }
        set {
            guard newValue.isFinite else {
                VirtualClock.current.report(
                    "UIPinchGestureRecognizer.scale must be finite, got \(newValue); kept "
                        + "\(storedScale)")
                return
            }
            storedScale = newValue
            baseScale = newValue
            baseSpan = TwoFingerGeometry(activeTouches)?.span ?? baseSpan
        }
    }

    /// Scale per second, from the fingers' velocities (0 before the gesture begins).
    open var velocity: CGFloat {
        guard state == .began || state == .changed, let geometry = TwoFingerGeometry(measuredTouches),
            baseSpan > 0
        else { return 0 }
        return baseScale / baseSpan * geometry.spanRate
    }

    private func update() {
        guard let geometry = TwoFingerGeometry(activeTouches), baseSpan > 0 else { return }
        storedScale = baseScale * geometry.span / baseSpan
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, let geometry = TwoFingerGeometry(activeTouches) else { return }
        startSpan = geometry.span
        baseSpan = geometry.span
        baseScale = 1
        storedScale = 1
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        moveTwoFingerGesture(
            beginsNow: {
                guard let geometry = TwoFingerGeometry(activeTouches), startSpan > 0 else { return false }
                return abs(geometry.span - startSpan) >= UIKitChoices.current.pinchMinimumSpanChange
            }, update: update)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        liftTwoFingerGesture(touches)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        cancelContinuousGesture()
    }

    open override func reset() {
        super.reset()
        startSpan = 0
        baseSpan = 0
        baseScale = 1
        storedScale = 1
    }
}
