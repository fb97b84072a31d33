#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif
import Flipbook

extension Scenario {
    /// The card slides up over a white screen.
    public static let cardSlideUp = Scenario(
        id: "card-slides-up",
        summary: "The card screen slides up from the bottom (0.3 s)",
        device: Device(name: "small phone", size: CGSize(width: 160, height: 240), scale: 1),
        recording: RecordingRules(leadInFrames: 2, holdFrames: 2),
        keep: .every(3),
        setup: { stage in
            let home = UIViewController()
            home.view.backgroundColor = .white
            stage.window.rootViewController = home
            return home
        },
        actions: [
            .present(at: 0) { _ in CardViewController() }
        ]
    )
}

/// The app's scenarios, for its `card-flipbook` executable.
public enum CardApp {
    public static let scenarios: [Scenario] = [.cardSlideUp]
}
