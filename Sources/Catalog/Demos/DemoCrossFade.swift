import Flipbook
import UIKitCompat

extension Scenario {
    /// Demo: one screen cross-fades into another (alpha animations, ease-in-out, 0.5 s).
    public static let demoCrossFade = Scenario(
        id: "demo-cross-fade",
        summary: "Demo: a screen cross-fades into another (alpha, ease-in-out, 0.5 s)",
        recording: RecordingRules(leadInFrames: 2, holdFrames: 2),
        setup: { stage in
            let bounds = stage.window.bounds
            let first = DemoScreen.make(title: "Photos", tint: .systemOrange, in: bounds)
            let second = DemoScreen.make(title: "Albums", tint: .systemPurple, in: bounds, rows: 4)
            second.alpha = 0
            stage.window.addSubview(first)
            stage.window.addSubview(second)
            return (first, second)
        },
        actions: [
            .at(0, "cross-fade") { screens in
                let (first, second) = screens
                UIView.animate(
                    withDuration: 0.5, delay: 0, options: [.curveEaseInOut],
                    animations: {
                        first.alpha = 0
                        second.alpha = 1
                    })
            }
        ]
    )
}
