import Foundation

/// UIKit's `UIRotationGestureRecognizer`: a continuous gesture of two fingers turning about each other. It
/// begins once the line between them has turned ``UIKitChoices/rotationMinimumAngle`` radians; ``rotation`` is
/// the angle turned since the fingers went down (clockwise on screen positive, added to the last value the app
/// set), ``velocity`` its rate in radians per second from the fingers' velocities. It ends when a finger lifts.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The line's angle when the fingers went down, and the last angle seen (to follow it across ±π).
    private var startAngle: CGFloat = 0
    private var lastAngle: CGFloat = 0
    /// The turn since the fingers went down, unwrapped.
    private var turned: CGFloat = 0
    /// The rotation the app last set and the turn at that moment.
    private var baseRotation: CGFloat = 0
    private var baseTurn: CGFloat = 0

    /// Radians turned since the gesture's fingers went down (0 at the start). Apps often set it back to 0 in
    /// their handler to read the change since the previous call.
    open var rotation: CGFloat {
        get { baseRotation + turned - baseTurn }
        set {
            guard newValue.isFinite else {
                VirtualClock.current.report(
                    "UIRotationGestureRecognizer.rotation must be finite, got \(newValue); "
                        + "kept \(rotation)")
                return
            }
            baseRotation = newValue
            baseTurn = turned
        }
    }

    /// Radians per second, from the fingers' velocities (0 before the gesture begins).
    open var velocity: CGFloat {
        guard state == .began || state == .changed, let geometry = TwoFingerGeometry(measuredTouches) else { return 0 }
        return geometry.angularRate
    }

    private func follow() {
        guard let geometry = TwoFingerGeometry(activeTouches) else { return }
        let angle = geometry.angle
        turned += TwoFingerGeometry.difference(angle, lastAngle)
        lastAngle = angle
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, let geometry = TwoFingerGeometry(activeTouches) else { return }
        startAngle = geometry.angle
        lastAngle = startAngle
        turned = 0
        baseRotation = 0
        baseTurn = 0
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        follow()
        moveTwoFingerGesture(beginsNow: { abs(turned) >= UIKitChoices.current.rotationMinimumAngle }, update: {})
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
        turned = 0
        baseRotation = 0
        baseTurn = 0
    }
}
