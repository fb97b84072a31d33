import Foundation

/// UIKit's `UITapGestureRecognizer`: a discrete gesture recognized when the finger has tapped
/// ``numberOfTapsRequired`` times, each touch lifting within ``UIKitChoices/maximumTapDuration`` without moving
/// more than ``UIKitChoices/tapAllowableMovement`` from where the first went down, and each next one going down
/// within ``UIKitChoices/maximumIntervalBetweenTaps`` of the previous lift.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed (1 by default).
    open var numberOfTapsRequired = 1
    /// Fingers needed (1 by default). Touch scripts have one finger, so a value above 1 never recognizes.
    open var numberOfTouchesRequired = 1

    private var tapsSoFar = 0
    private var firstLocation = CGPoint.zero

    override var awaitsFurtherTouches: Bool {
        state == .possible && tapsSoFar > 0 && tapsSoFar < numberOfTapsRequired
    }

    private func movedTooFar(_ touch: UITouch) -> Bool {
        let p = touch.windowLocation
        return hypot(p.x - firstLocation.x, p.y - firstLocation.y) > UIKitChoices.current.tapAllowableMovement
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let touch = touches.first else { return }
        guard numberOfTouchesRequired == touches.count, numberOfTapsRequired >= 1 else { state = .failed; return }
        if tapsSoFar == 0 {
            firstLocation = touch.windowLocation
        } else if movedTooFar(touch) {
            state = .failed
            return
        }
        after(touch.timestamp + UIKitChoices.current.maximumTapDuration) { [unowned self] in
            if self.state == .possible && self.isTracking { self.state = .failed }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        if state == .possible, let touch = touches.first, movedTooFar(touch) { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard state == .possible, let touch = touches.first else { return }
        if movedTooFar(touch) { state = .failed; return }
        tapsSoFar += 1
        if tapsSoFar >= numberOfTapsRequired {
            cancelScheduled()
            state = .ended
        } else {
            after(touch.timestamp + UIKitChoices.current.maximumIntervalBetweenTaps) { [unowned self] in
                if self.state == .possible && !self.isTracking { self.state = .failed }
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        tapsSoFar = 0
        cancelScheduled()
    }
}
