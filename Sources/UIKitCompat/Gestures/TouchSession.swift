import Foundation

/// One scripted touch from down to up, delivered as UIKit delivers it: hit-tested with
/// `hitTest(_:with:)`, given first to the gesture recognizers of the touched view and its ancestors, then to
/// the touched view (and up its responder chain) unless a recognizer that cancels touches in views has
/// recognized.
@MainActor
final class TouchSession {
    let window: UIWindow
    private var touch: UITouch?
    private var recognizers: [UIGestureRecognizer] = []
    /// False once a recognizer took the touch away from the views.
    private var viewReceivesTouches = true
    private var viewGotBegan = false

    init(window: UIWindow) { self.window = window }

    func begin(at point: CGPoint, time: TimeInterval) {
        let hit = window.hitTest(point, with: nil) ?? window
        let environment = StageEnvironment.current
        var tapCount = 1
        if let last = environment.lastTouchUp, time - last.time <= UIKitChoices.current.maximumIntervalBetweenTaps,
           hypot(point.x - last.location.x, point.y - last.location.y) <= UIKitChoices.current.tapAllowableMovement {
            tapCount = last.tapCount + 1
        }
        let touch = UITouch(location: point, time: time, view: hit, window: window, tapCount: tapCount)
        self.touch = touch
        let event = UIEvent(touches: [touch], timestamp: time)
        var chain: [UIView] = []
        var view: UIView? = hit
        while let v = view { chain.append(v); view = v.superview }
        var found: [UIGestureRecognizer] = []
        for v in chain {
            for r in v.attachedGestureRecognizers where r.takesNewTouches {
                if r.accepts(touchAt: point) && r.shouldReceive(touch) { found.append(r) }
            }
        }
        // Screen-edge recognizers first (the system edge swipe wins ties), then innermost first.
        recognizers = found.filter { $0 is UIScreenEdgePanGestureRecognizer }
            + found.filter { !($0 is UIScreenEdgePanGestureRecognizer) }
        touch.gestureRecognizers = recognizers.isEmpty ? nil : recognizers
        for r in recognizers { r.deliverBegan(touch, event, session: self) }
        if viewReceivesTouches {
            viewGotBegan = true
            hit.touchesBegan([touch], with: event)
        }
    }

    func move(to point: CGPoint, time: TimeInterval, velocity: CGVector) {
        guard let touch else { return }
        touch.move(to: point, time: time, phase: .moved)
        touch.windowVelocity = velocity
        let event = UIEvent(touches: [touch], timestamp: time)
        for r in recognizers { r.deliverMoved(touch, event) }
        if viewReceivesTouches { touch.view?.touchesMoved([touch], with: event) }
    }

    func hold(at point: CGPoint, time: TimeInterval) {
        touch?.windowVelocity = .zero
    }

    func end(at point: CGPoint, time: TimeInterval, velocity: CGVector) {
        guard let touch else { return }
        touch.move(to: point, time: time, phase: .ended)
        touch.windowVelocity = velocity
        let event = UIEvent(touches: [touch], timestamp: time)
        for r in recognizers { r.deliverEnded(touch, event) }
        if viewReceivesTouches { touch.view?.touchesEnded([touch], with: event) }
        StageEnvironment.current.lastTouchUp = (time, point, touch.tapCount)
        finish()
    }

    func cancel() {
        guard let touch else { return }
        touch.move(to: touch.windowLocation, time: touch.timestamp, phase: .cancelled)
        let event = UIEvent(touches: [touch], timestamp: touch.timestamp)
        for r in recognizers { r.deliverCancelled(touch, event) }
        if viewReceivesTouches { touch.view?.touchesCancelled([touch], with: event) }
        finish()
    }

    private func finish() {
        let done = recognizers
        recognizers = []
        touch = nil
        for r in done { r.touchSequenceDidEnd() }
    }

    /// `recognizer` has just recognized: the others of this touch that may not recognize with it fail, and
    /// the touched view loses the touch if the recognizer cancels touches in views.
    func recognizerDidRecognize(_ recognizer: UIGestureRecognizer) {
        for other in recognizers where other !== recognizer && other.state == .possible {
            if !recognizer.mayRecognizeSimultaneously(with: other) { other.state = .failed }
        }
        guard recognizer.cancelsTouchesInView, viewReceivesTouches, let touch else { return }
        viewReceivesTouches = false
        if viewGotBegan {
            touch.view?.touchesCancelled([touch], with: UIEvent(touches: [touch], timestamp: touch.timestamp))
        }
    }
}
