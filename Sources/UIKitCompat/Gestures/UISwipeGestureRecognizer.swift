import Foundation

/// UIKit's `UISwipeGestureRecognizer`: a discrete gesture recognized once the finger has moved
/// ``UIKitChoices/swipeMinimumDistance`` points in one of the allowed ``direction``s within
/// ``UIKitChoices/swipeMaximumDuration`` seconds of going down, without moving sideways more than
/// ``UIKitChoices/swipeMaximumCrossRatio`` of that. It fails as soon as the finger, having moved more than
/// ``UIKitChoices/tapAllowableMovement``, heads in none of the allowed directions.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// UIKit's `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A swipe towards the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// A swipe towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// A swipe upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// A swipe downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The allowed directions (`.right` by default).
    open var direction: Direction = .right
    /// Fingers needed (1 by default), going down together (``Stage/perform(fingers:at:)``); their centroid
    /// swipes.
    open var numberOfTouchesRequired = 1

    private var start = CGPoint.zero
    private var startTime: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let touch = touches.first else { return }
        guard numberOfTouchesRequired == activeTouches.count, !direction.isEmpty else { state = .failed; return }
        start = windowCentroid
        startTime = touch.timestamp
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        if state == .possible, let touch = touches.first { judge(touch, lifted: false) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state == .possible, let touch = touches.first { judge(touch, lifted: true) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if state == .possible { state = .failed }
    }

    private func judge(_ touch: UITouch, lifted: Bool) {
        let choices = UIKitChoices.current
        let centroid = windowCentroid
        let dx = centroid.x - start.x, dy = centroid.y - start.y
        let elapsed = touch.timestamp - startTime
        let moved = hypot(dx, dy)
        let candidates: [(Direction, CGFloat, CGFloat)] = [
            (.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx),
        ]
        var plausible = false
        for (dir, along, across) in candidates where direction.contains(dir) {
            if along >= choices.swipeMinimumDistance && abs(across) <= choices.swipeMaximumCrossRatio * along {
                state = elapsed <= choices.swipeMaximumDuration ? .ended : .failed
                return
            }
            // Still on its way: barely moved, or moving along the direction without straying sideways.
            let allowedAcross = choices.swipeMaximumCrossRatio * max(along, choices.swipeMinimumDistance)
            if moved <= choices.tapAllowableMovement || along > 0 && abs(across) <= allowedAcross {
                plausible = true
            }
        }
        if lifted || !plausible || elapsed > choices.swipeMaximumDuration { state = .failed }
    }
}
