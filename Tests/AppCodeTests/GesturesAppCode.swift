// Gesture and control code in Swift 5 language mode, as apps write it: a recognizer subclass with its own
// state machine, a delegate that filters touches, a single tap that waits for a double tap, and helpers that
// pause and resume a layer's animations (Apple's technical Q&A QA1673 technique).

#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// A recognizer subclass that recognizes a downward flick of at least `distance` points (discrete).
final class DownFlickRecognizer: UIGestureRecognizer {
    var distance: CGFloat = 60
    private var start: CGPoint = .zero

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let touch = touches.first else { return }
        start = touch.location(in: view)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let touch = touches.first, state == .possible else { return }
        let p = touch.location(in: view)
        if p.y - start.y >= distance { state = .recognized }
        if abs(p.x - start.x) > distance { state = .failed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state == .possible { state = .failed }
    }

    override func reset() {
        super.reset()
        start = .zero
    }
}

/// A delegate that keeps recognizers away from touches that start on buttons.
final class IgnoreButtonsDelegate: NSObject, UIGestureRecognizerDelegate {
    var asked = 0

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        asked += 1
        return !(touch.view is UIButton)
    }
}

/// A photo cell: single tap selects, double tap likes (the single tap waits for the double tap to fail),
/// long press shows a menu; a selection haptic on every change.
final class PhotoCell: UIView {
    var events: [String] = []
    let likeButton = UIButton(type: .custom)
    let feedback = UISelectionFeedbackGenerator()
    let gestureDelegate = IgnoreButtonsDelegate()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray5
        let single = UITapGestureRecognizer { [unowned self] _ in self.record("select") }
        let double = UITapGestureRecognizer { [unowned self] _ in self.record("like") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        let press = UILongPressGestureRecognizer { [unowned self] gesture in
            if gesture.state == .began { self.record("menu") }
        }
        let flick = DownFlickRecognizer { [unowned self] _ in self.record("flick") }
        for recognizer in [single, double, press, flick] as [UIGestureRecognizer] {
            recognizer.delegate = gestureDelegate
            addGestureRecognizer(recognizer)
        }
        likeButton.frame = CGRect(x: 10, y: 10, width: 60, height: 30)
        likeButton.setTitle("Like", for: .normal)
        likeButton.backgroundColor = .systemPink
        likeButton.addAction(UIAction { [unowned self] _ in self.record("button") }, for: .touchUpInside)
        addSubview(likeButton)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func record(_ event: String) {
        events.append(event)
        feedback.selectionChanged()
    }
}

extension CALayer {
    /// Freezes the layer's animations where they are (QA1673).
    func pauseAnimations() {
        let pausedTime = convertTime(CACurrentMediaTime(), from: nil)
        speed = 0
        timeOffset = pausedTime
    }

    /// Lets them run on from where they were paused (QA1673).
    func resumeAnimations() {
        let pausedTime = timeOffset
        speed = 1
        timeOffset = 0
        beginTime = 0
        let timeSincePause = convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        beginTime = timeSincePause
    }
}

/// Scrubs a slide with a paused container layer, as interactive transitions without a property animator do.
func slideScrubbable(_ view: UIView, in container: UIView, by distance: CGFloat, duration: TimeInterval) {
    container.layer.speed = 0
    container.layer.timeOffset = 0
    UIView.animate(
        withDuration: duration, delay: 0, options: [.curveLinear],
        animations: {
            view.center.x += distance
        })
}
