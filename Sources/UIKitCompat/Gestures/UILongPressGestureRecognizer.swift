import Foundation

/// UIKit's `UILongPressGestureRecognizer`: a continuous gesture that begins when the finger has stayed down
/// ``minimumPressDuration`` seconds of virtual time within ``allowableMovement`` points of where it went down,
/// changes as it moves, and ends when it lifts.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds the finger must stay down (0.5 by default). A negative or non-finite value counts as 0 and is
    /// reported in the clock's diagnostics.
    open var minimumPressDuration: TimeInterval = 0.5
    /// Points the finger may move before the press begins (10 by default).
    open var allowableMovement: CGFloat = 10
    /// Fingers needed (1 by default), going down together (``Stage/perform(fingers:at:)``).
    open var numberOfTouchesRequired = 1
    /// Taps before the press (0 by default): the press must be tap number `numberOfTapsRequired + 1`.
    open var numberOfTapsRequired = 0

    private var start = CGPoint.zero

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let touch = touches.first else { return }
        guard numberOfTouchesRequired == activeTouches.count, touch.tapCount == numberOfTapsRequired + 1 else {
            state = .failed
            return
        }
        start = windowCentroid
        var duration = minimumPressDuration
        if !(duration.isFinite && duration >= 0) {
            VirtualClock.current.report("minimumPressDuration must be a finite number ≥ 0, got \(duration); used 0")
            duration = 0
        }
        after(touch.timestamp + duration) { [unowned self] in
            if self.state == .possible && self.isTracking { self.state = .began }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard !touches.isEmpty else { return }
        switch state {
        case .possible:
            let p = windowCentroid
            if hypot(p.x - start.x, p.y - start.y) > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        endContinuousGesture()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        cancelContinuousGesture()
    }

    open override func reset() {
        super.reset()
        cancelScheduled()
    }
}
