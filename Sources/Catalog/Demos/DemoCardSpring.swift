import Flipbook
import UIKitCompat

extension Scenario {
    /// Demo: a card slides up from below the screen on a spring (`UIView.animate(… usingSpringWithDamping:)`).
    public static let demoCardSpring = Scenario(
        id: "demo-card-spring",
        summary: "Demo: a card slides up from the bottom on a spring (damping 0.7, 0.8 s)",
        recording: RecordingRules(leadInFrames: 2, holdFrames: 2),
        setup: { stage in
            let bounds = stage.window.bounds
            stage.window.addSubview(DemoScreen.make(title: "Inbox", tint: .systemBlue, in: bounds))

            let card = UIView(frame: CGRect(x: 16, y: bounds.height, width: bounds.width - 32, height: 260))
            card.backgroundColor = .white
            card.layer.cornerRadius = 16
            card.layer.shadowColor = UIColor.black.cgColor
            card.layer.shadowOpacity = 0.25
            card.layer.shadowRadius = 12
            card.layer.shadowOffset = CGSize(width: 0, height: 4)
            stage.window.addSubview(card)

            let title = UILabel(frame: CGRect(x: 20, y: 20, width: card.bounds.width - 40, height: 30))
            title.text = "New message"
            title.font = .boldSystemFont(ofSize: 22)
            card.addSubview(title)

            let button = UIView(frame: CGRect(x: 20, y: 196, width: card.bounds.width - 40, height: 44))
            button.backgroundColor = .systemBlue
            button.layer.cornerRadius = 12
            card.addSubview(button)
            return card
        },
        actions: [
            .at(
                0, "slide the card in",
                withStage: { card, stage in
                    UIView.animate(
                        withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                        options: [],
                        animations: {
                            card.frame.origin.y = stage.window.bounds.height - card.bounds.height - 34
                        })
                })
        ]
    )
}
