import Foundation

/// One scripted touch sequence of one or more fingers, from the first finger down to the last finger up,
/// delivered as UIKit delivers it: each finger hit-tested with `hitTest(_:with:)` where it goes down, given
/// first to the gesture recognizers of the touched view and its ancestors, then to the touched view (and up its
/// responder chain) unless a recognizer that cancels touches in views has recognized. Fingers that change at
/// the same instant arrive together, in one event.
@MainActor
final class TouchSession {
    let window: UIWindow
    /// The fingers' touches, by finger index (kept after they lift, for the event's `allTouches`).
    private var touches: [Int: UITouch] = [:]
    /// Fingers still down.
    private var down: Set<Int> = []
    /// Recognizers taking part, in delivery order, with the fingers each receives.
    private var recognizers: [UIGestureRecognizer] = []
    private var fingersOf: [ObjectIdentifier: Set<Int>] = [:]
    /// False once a recognizer took the touches away from the views.
    private var viewReceivesTouches = true
    private var viewGotBegan: Set<Int> = []

    init(window: UIWindow) { self.window = window }

    /// What one finger does at one instant.
    enum Change {
        case began(CGPoint)
        case moved(CGPoint, velocity: CGVector)
        case stationary
        case ended(CGPoint, velocity: CGVector)
        case cancelled
    }

    /// Delivers what the fingers do at `time`, in rounds: each finger's first change, then each finger's
    /// second (a finger that drags over no time moves several times at one instant), and so on.
    func deliver(_ changes: [(finger: Int, change: Change)], at time: TimeInterval) {
        var perFinger: [Int: [Change]] = [:]
        var order: [Int] = []
        for (finger, change) in changes {
            if perFinger[finger] == nil { order.append(finger) }
            perFinger[finger, default: []].append(change)
        }
        let rounds = perFinger.values.map(\.count).max() ?? 0
        for round in 0..<rounds {
            deliverRound(
                order.compactMap { finger in
                    perFinger[finger].flatMap { round < $0.count ? (finger, $0[round]) : nil }
                }, at: time)
        }
    }

    /// One change per finger at most: fingers going down first, then moves, holds, lifts and cancellations,
    /// each kind as one event.
    private func deliverRound(_ changes: [(finger: Int, change: Change)], at time: TimeInterval) {
        var began: [Int] = []
        // While the app ignores interaction events a finger going down gets no touch, so its moves and lift are
        // dropped too.
        let ignoring = UIApplication.shared.isIgnoringInteractionEvents
        for case (let finger, .began(let p)) in changes where touches[finger] == nil && !ignoring {
            touches[finger] = makeTouch(at: p, time: time)
            down.insert(finger)
            began.append(finger)
        }
        if !began.isEmpty { beginTouches(began, time: time) }
        var moved: [Int] = []
        for case (let finger, .moved(let p, let v)) in changes {
            guard let touch = touches[finger], down.contains(finger) else { continue }
            touch.move(to: p, time: time, phase: .moved)
            touch.windowVelocity = v
            moved.append(finger)
        }
        if !moved.isEmpty {
            send(moved, time: time, recognizer: { $0.deliverMoved($1, $2) }, view: { $0.touchesMoved($1, with: $2) })
        }
        for case (let finger, .stationary) in changes where down.contains(finger) {
            touches[finger]?.windowVelocity = .zero
        }
        var ended: [Int] = []
        for case (let finger, .ended(let p, let v)) in changes {
            guard let touch = touches[finger], down.contains(finger) else { continue }
            touch.move(to: p, time: time, phase: .ended)
            touch.windowVelocity = v
            ended.append(finger)
        }
        if !ended.isEmpty {
            send(ended, time: time, recognizer: { $0.deliverEnded($1, $2) }, view: { $0.touchesEnded($1, with: $2) })
            down.subtract(ended)
            if let last = ended.last.flatMap({ touches[$0] }) {
                StageEnvironment.current.lastTouchUp = (time, last.windowLocation, last.tapCount)
            }
        }
        var cancelled: [Int] = []
        for case (let finger, .cancelled) in changes {
            guard let touch = touches[finger], down.contains(finger) else { continue }
            touch.move(to: touch.windowLocation, time: touch.timestamp, phase: .cancelled)
            cancelled.append(finger)
        }
        if !cancelled.isEmpty {
            send(
                cancelled, time: time, recognizer: { $0.deliverCancelled($1, $2) },
                view: { $0.touchesCancelled($1, with: $2) })
            down.subtract(cancelled)
        }
        if down.isEmpty && !(ended.isEmpty && cancelled.isEmpty) { finish() }
    }

    private func makeTouch(at point: CGPoint, time: TimeInterval) -> UITouch {
        let hit = window.hitTest(point, with: nil) ?? window
        var tapCount = 1
        if let last = StageEnvironment.current.lastTouchUp,
            time - last.time <= UIKitChoices.current.maximumIntervalBetweenTaps,
            hypot(point.x - last.location.x, point.y - last.location.y) <= UIKitChoices.current.tapAllowableMovement
        {
            tapCount = last.tapCount + 1
        }
        return UITouch(location: point, time: time, view: hit, window: window, tapCount: tapCount)
    }

    /// An event of the fingers down now and `fingers` (those changing).
    private func event(_ time: TimeInterval, _ fingers: [Int]) -> UIEvent {
        UIEvent(touches: Set(down.union(fingers).compactMap { touches[$0] }), timestamp: time)
    }

    private func beginTouches(_ fingers: [Int], time: TimeInterval) {
        let event = self.event(time, fingers)
        var newRecognizers: [UIGestureRecognizer] = []
        for finger in fingers {
            guard let touch = touches[finger], let hit = touch.view else { continue }
            var chain: [UIView] = []
            var view: UIView? = hit
            while let v = view { chain.append(v); view = v.superview }
            for v in chain {
                for r in v.attachedGestureRecognizers {
                    let known = recognizers.contains { $0 === r } || newRecognizers.contains { $0 === r }
                    guard known || r.takesNewTouches else { continue }
                    guard r.accepts(touchAt: touch.windowLocation) && r.shouldReceive(touch) else { continue }
                    fingersOf[ObjectIdentifier(r), default: []].insert(finger)
                    if !known { newRecognizers.append(r) }
                }
            }
        }
        // Screen-edge recognizers first (the system edge swipe wins ties), then innermost first.
        recognizers +=
            newRecognizers.filter { $0 is UIScreenEdgePanGestureRecognizer }
            + newRecognizers.filter { !($0 is UIScreenEdgePanGestureRecognizer) }
        for finger in fingers {
            touches[finger]?.gestureRecognizers = recognizers.filter {
                fingersOf[ObjectIdentifier($0)]?.contains(finger) == true
            }
        }
        for r in recognizers {
            let mine = fingers.filter { fingersOf[ObjectIdentifier(r)]?.contains($0) == true }.compactMap {
                touches[$0]
            }
            if !mine.isEmpty { r.deliverBegan(mine, event, session: self) }
        }
        guard viewReceivesTouches else { return }
        for finger in fingers {
            guard let touch = touches[finger], let view = touch.view else { continue }
            viewGotBegan.insert(finger)
            view.touchesBegan([touch], with: event)
        }
    }

    private func send(
        _ fingers: [Int], time: TimeInterval,
        recognizer deliver: (UIGestureRecognizer, [UITouch], UIEvent) -> Void,
        view tell: (UIView, Set<UITouch>, UIEvent) -> Void
    ) {
        let event = self.event(time, fingers)
        for r in recognizers {
            let mine = fingers.filter { fingersOf[ObjectIdentifier(r)]?.contains($0) == true }.compactMap {
                touches[$0]
            }
            if !mine.isEmpty { deliver(r, mine, event) }
        }
        guard viewReceivesTouches else { return }
        for finger in fingers where viewGotBegan.contains(finger) {
            guard let touch = touches[finger], let view = touch.view else { continue }
            tell(view, [touch], event)
        }
    }

    private func finish() {
        let done = recognizers
        recognizers = []
        fingersOf = [:]
        for r in done { r.touchSequenceDidEnd() }
    }

    /// The other recognizers of this touch sequence (for failure requirements decided per sequence).
    func recognizers(besides recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        recognizers.filter { $0 !== recognizer }
    }

    /// `recognizer` has just recognized: the others of this touch sequence that may not recognize with it
    /// fail, and the touched views lose their touches if the recognizer cancels touches in views.
    func recognizerDidRecognize(_ recognizer: UIGestureRecognizer) {
        for other in recognizers where other !== recognizer && other.state == .possible {
            if !recognizer.mayRecognizeSimultaneously(with: other) { other.state = .failed }
        }
        guard recognizer.cancelsTouchesInView, viewReceivesTouches else { return }
        viewReceivesTouches = false
        for finger in viewGotBegan.sorted() where down.contains(finger) {
            guard let touch = touches[finger], let view = touch.view else { continue }
            view.touchesCancelled([touch], with: UIEvent(touches: [touch], timestamp: touch.timestamp))
        }
    }
}
