#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif
import Flipbook

/// Transitions drawn with layers: a shape-layer mask, a gradient layer and a blur.
extension Scenario {
    /// A screen revealed through a growing circle from the lower right, then hidden by the circle shrinking.
    public static let layersCircularReveal = Scenario(
        id: "layers-circular-reveal",
        summary: "Layers: circular reveal present and dismiss (CAShapeLayer mask, CABasicAnimation of its path, 0.5 s)",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in UIKitModalScreens.install(in: stage) },
        actions: [
            .present(at: 0) { _ in
                let bounds = UIScreen.main.bounds
                return CircularRevealViewController(
                    content: SampleViewController(title: "Revealed", tint: .systemTeal, content: .list(rows: 5)),
                    origin: CGPoint(x: bounds.width - 48, y: bounds.height - 64))
            },
            .dismiss(at: 0.9),
        ]
    )

    /// A gradient card rises on a spring while its colours warm; then it falls away.
    public static let layersGradientCard = Scenario(
        id: "layers-gradient-card",
        summary: "Layers: a CAGradientLayer card rises on a spring as its colours animate (CABasicAnimation of colors)",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in UIKitModalScreens.install(in: stage) },
        actions: [
            .present(at: 0) { _ in GradientCardViewController() },
            .dismiss(at: 1.0),
        ]
    )

    /// A sheet slides up over the screen, which blurs behind it (UIVisualEffectView fading in); then dismissed.
    public static let layersBlurSheet = Scenario(
        id: "layers-blur-sheet",
        summary: "Layers: a sheet over a blurred background (UIVisualEffectView, system thin material), then dismissed",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in UIKitModalScreens.install(in: stage) },
        actions: [
            .present(at: 0) { _ in BlurSheetViewController() },
            .dismiss(at: 0.8),
        ]
    )
}
