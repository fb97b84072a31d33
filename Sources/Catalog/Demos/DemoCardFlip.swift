import Flipbook
import UIKitCompat

extension Scenario {
    /// Demo: a card flips over in 3D with perspective: a keyframe animation turns the front to 90°, swaps in
    /// the back at the half-way point, and turns the back from −90° to flat.
    public static let demoCardFlip = Scenario(
        id: "demo-card-flip",
        summary: "Demo: a card flips over in 3D with perspective (keyframes, 0.8 s)",
        recording: RecordingRules(leadInFrames: 2, holdFrames: 2),
        setup: { stage in
            let bounds = stage.window.bounds
            stage.window.addSubview(DemoScreen.make(title: "Cards", tint: .systemTeal, in: bounds, rows: 0))
            let frame = CGRect(x: 40, y: 180, width: bounds.width - 80, height: 420)
            let front = UIView(frame: frame)
            front.backgroundColor = .systemIndigo
            front.layer.cornerRadius = 20
            let frontLabel = UILabel(frame: CGRect(x: 24, y: 24, width: frame.width - 48, height: 40))
            frontLabel.text = "Front"
            frontLabel.font = .boldSystemFont(ofSize: 32)
            frontLabel.textColor = .white
            front.addSubview(frontLabel)

            let back = UIView(frame: frame)
            back.backgroundColor = .systemPink
            back.layer.cornerRadius = 20
            back.isHidden = true
            let backLabel = UILabel(frame: CGRect(x: 24, y: 24, width: frame.width - 48, height: 40))
            backLabel.text = "Back"
            backLabel.font = .boldSystemFont(ofSize: 32)
            backLabel.textColor = .white
            back.addSubview(backLabel)

            stage.window.addSubview(front)
            stage.window.addSubview(back)
            return (front, back)
        },
        actions: [
            .at(
                0, "flip",
                withStage: { cards, stage in
                    let (front, back) = cards
                    var perspective = CATransform3DIdentity
                    perspective.m34 = -1 / 600
                    back.layer.transform = CATransform3DRotate(perspective, -.pi / 2, 0, 1, 0)
                    UIView.animateKeyframes(
                        withDuration: 0.8, delay: 0, options: [.calculationModeLinear],
                        animations: {
                            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                                front.layer.transform = CATransform3DRotate(perspective, .pi / 2, 0, 1, 0)
                            }
                            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                                back.layer.transform = perspective
                            }
                        })
                    // Swap the faces when the card is edge-on (DispatchQueue.main.asyncAfter in an app).
                    stage.clock.asyncAfter(deadline: stage.clock.now + 0.4) {
                        front.isHidden = true
                        back.isHidden = false
                    }
                })
        ]
    )
}
