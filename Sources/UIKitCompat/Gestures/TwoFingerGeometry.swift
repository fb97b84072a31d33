import Foundation

/// The line between the first two fingers of a gesture, in window coordinates: its length and angle and
/// their rates of change from the fingers' velocities. What pinch and rotation recognizers measure.
struct TwoFingerGeometry {
    /// From the first finger to the second.
    var vector: CGVector
    /// The second finger's velocity less the first's.
    var relativeVelocity: CGVector

    /// Nil with fewer than two touches.
    @MainActor
    init?(_ touches: [UITouch]) {
        guard touches.count >= 2 else { return nil }
        let a = touches[0], b = touches[1]
        vector = CGVector(dx: b.windowLocation.x - a.windowLocation.x, dy: b.windowLocation.y - a.windowLocation.y)
        relativeVelocity = CGVector(
            dx: b.windowVelocity.dx - a.windowVelocity.dx,
            dy: b.windowVelocity.dy - a.windowVelocity.dy)
    }

    /// The distance between the fingers.
    var span: CGFloat { (vector.dx * vector.dx + vector.dy * vector.dy).squareRoot() }
    /// The line's angle (radians, clockwise on screen from the +x axis).
    var angle: CGFloat { atan2(vector.dy, vector.dx) }
    /// Points per second the distance grows.
    var spanRate: CGFloat {
        span > 0 ? (vector.dx * relativeVelocity.dx + vector.dy * relativeVelocity.dy) / span : 0
    }
    /// Radians per second the line turns.
    var angularRate: CGFloat {
        let s2 = vector.dx * vector.dx + vector.dy * vector.dy
        return s2 > 0 ? (vector.dx * relativeVelocity.dy - vector.dy * relativeVelocity.dx) / s2 : 0
    }

    /// `angle − reference` brought into −π…π (a turn across ±π does not jump by 2π).
    static func difference(_ angle: CGFloat, _ reference: CGFloat) -> CGFloat {
        var d = angle - reference
        while d > .pi { d -= 2 * .pi }
        while d <= -.pi { d += 2 * .pi }
        return d
    }
}

extension UIGestureRecognizer {
    /// A two-finger gesture's touches moved: one still `.possible` begins once `beginsNow` says so (after
    /// `update`), a running one changes (after `update`).
    final func moveTwoFingerGesture(beginsNow: () -> Bool, update: () -> Void) {
        switch state {
        case .possible:
            guard activeTouches.count >= 2, beginsNow() else { return }
            update()
            state = .began
        case .began, .changed:
            update()
            state = .changed
        default:
            break
        }
    }

    /// Fingers of a two-finger gesture lifted: a running gesture ends once fewer than two stay down; one that
    /// never began fails when none do.
    final func liftTwoFingerGesture(_ touches: Set<UITouch>) {
        let remaining = activeTouches.filter { !touches.contains($0) }
        if state == .began || state == .changed {
            if remaining.count < 2 { state = .ended }
        } else if remaining.isEmpty {
            endContinuousGesture()
        }
    }
}
