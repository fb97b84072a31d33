import Foundation

/// UIKit's `UITapGestureRecognizer`: a discrete gesture recognized when the finger has tapped
/// ``numberOfTapsRequired`` times, each touch lifting within ``UIKitChoices/maximumTapDuration`` without moving
/// more than ``UIKitChoices/tapAllowableMovement`` from where the first went down, and each next one going down
/// within ``UIKitChoices/maximumIntervalBetweenTaps`` of the previous lift.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed (1 by default).
    open var numberOfTapsRequired = 1
    /// Fingers needed (1 by default): they go down together (``Stage/perform(fingers:at:)``) and a tap counts
    /// when the last of them lifts.
    open var numberOfTouchesRequired = 1

    private var tapsSoFar = 0
    /// The centroid of the first tap's fingers.
    private var firstCentroid = CGPoint.zero
    /// Per finger of this tap: the point it must stay near (where it went down, moved by the offset of this
    /// tap from the first).
    private var references: [ObjectIdentifier: CGPoint] = [:]

    override var awaitsFurtherTouches: Bool {
        state == .possible && tapsSoFar > 0 && tapsSoFar < numberOfTapsRequired
    }

    private func movedTooFar(_ touch: UITouch) -> Bool {
        guard let reference = references[ObjectIdentifier(touch)] else { return false }
        let p = touch.windowLocation
        return hypot(p.x - reference.x, p.y - reference.y) > UIKitChoices.current.tapAllowableMovement
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let touch = touches.first else { return }
        guard numberOfTouchesRequired == activeTouches.count, numberOfTapsRequired >= 1 else {
            state = .failed
            return
        }
        let centroid = windowCentroid
        if tapsSoFar == 0 { firstCentroid = centroid }
        references = [:]
        for t in activeTouches {
            references[ObjectIdentifier(t)] = CGPoint(
                x: t.windowLocation.x + firstCentroid.x - centroid.x,
                y: t.windowLocation.y + firstCentroid.y - centroid.y)
        }
        if tapsSoFar > 0
            && hypot(centroid.x - firstCentroid.x, centroid.y - firstCentroid.y)
                > UIKitChoices.current.tapAllowableMovement
        {
            state = .failed
            return
        }
        after(touch.timestamp + UIKitChoices.current.maximumTapDuration) { [unowned self] in
            if self.state == .possible && self.isTracking { self.state = .failed }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        if state == .possible, touches.contains(where: movedTooFar) { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard state == .possible, let touch = touches.first else { return }
        if touches.contains(where: movedTooFar) { state = .failed; return }
        // The tap counts when its last finger lifts.
        guard activeTouches.allSatisfy({ touches.contains($0) }) else { return }
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
