import Foundation
import Raster

/// UIKit's `UIVisualEffectView`: draws a blurred copy of what lies behind it in the frame (a real Gaussian
/// blur, Raster's `BackdropBlur`), its colours made more vivid and covered by the effect's tint, below its
/// ``contentView``. The blur radius, saturation and tint of each style are ``UIKitChoices/blurMaterial(for:dark:)``.
///
/// Setting ``effect`` from nil to a blur (or back) inside an animation block blurs in (or out) along the
/// block's timing, as on iOS: the radius, the saturation's change and the tint grow together; from one blur to
/// another, the radius, saturation and tint go from the old style's to the new one's
/// (``UIKitChoices/visualEffectAnimatesBlurAmount``).
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The effect (a ``UIBlurEffect``); nil draws no backdrop. Animatable: to and from nil, and from one blur
    /// to another.
    open var effect: UIVisualEffect? {
        didSet {
            if let effect {
                if let old = oldValue, !UIVisualEffectView.sameBlur(old, effect) {
                    // From the old blur to the new one: the mix restarts from the old effect (silently, so that
                    // an animation block animates it from 0 to 1; outside one it is 1 at once).
                    previousEffect = old
                    layer.modelState.effectMix = 0
                    layer.willChange(.effectMix)
                    layer.modelState.effectMix = 1
                }
                shownEffect = effect
            }
            let amount: Double = effect == nil ? 0 : 1
            guard layer.modelState.effectAmount != amount else { return }
            layer.willChange(.effectAmount)
            layer.modelState.effectAmount = amount
        }
    }

    /// The last effect set: what shows while an effect animates out to nil.
    private var shownEffect: UIVisualEffect?
    /// The blur shown before the last change from one blur to another: what the backdrop mixes from while
    /// ``LayerState/effectMix`` is below 1.
    private var previousEffect: UIVisualEffect?

    /// True when two effects draw the same backdrop.
    private static func sameBlur(_ a: UIVisualEffect, _ b: UIVisualEffect) -> Bool {
        if a === b { return true }
        guard let a = a as? UIBlurEffect, let b = b as? UIBlurEffect else { return false }
        return a.style == b.style
    }

    /// Put subviews here (UIKit asks for it): it fills the effect view and draws above the backdrop.
    public let contentView: UIView

    /// An effect view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        shownEffect = effect
        contentView = UIView()
        super.init(frame: .zero)
        layer.modelState.effectAmount = effect == nil ? 0 : 1
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// An effect view with no effect in `frame` (set ``effect`` later, as apps do to animate a blur in).
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// Flipbook does not decode archives: an effect view without an effect.
    public required init?(coder: NSCoder) {
        effect = nil
        contentView = UIView()
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// The backing layer draws the backdrop.
    open override class var layerClass: AnyClass { VisualEffectLayer.self }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    /// The backdrop the effect draws for the view's traits with `amount` (0…1) of it showing, `mix` (0…1) of the
    /// way from the previous blur to the current one, or nil.
    func backdrop(amount: Double, mix: Double = 1) -> BackdropBlur? {
        // A vibrancy effect draws no backdrop (``UIKitChoices/vibrancyDrawsContentUnchanged``).
        guard amount > 0, var shown = material(of: effect ?? shownEffect) else { return nil }
        let m = min(1, max(0, mix))
        if m < 1, let old = material(of: previousEffect) {
            // Straight components, as colours animate.
            let tint = AnimationVector.interpolate(
                AnimationVector.color(old.tint), AnimationVector.color(shown.tint), m)
            shown = (
                old.radius + (shown.radius - old.radius) * m,
                old.saturation + (shown.saturation - old.saturation) * m, AnimationVector.color(tint)
            )
        }
        let a = CGFloat(min(1, amount))
        return BackdropBlur(
            radius: shown.radius * a, saturation: 1 + (shown.saturation - 1) * a,
            tintColor: shown.tint.withAlphaComponent(shown.tint.alpha * Double(a)))
    }

    /// The radius, saturation and tint of a blur effect for the view's traits; nil for no effect or vibrancy.
    private func material(of effect: UIVisualEffect?) -> (radius: CGFloat, saturation: CGFloat, tint: Color)? {
        guard let blur = effect as? UIBlurEffect else { return nil }
        let dark = traitCollection.userInterfaceStyle == .dark
        return UIKitChoices.current.blurMaterial(for: blur.style, dark: dark)
    }
}

/// The layer of a ``UIVisualEffectView``: its render node carries the backdrop blur, as much of it as the
/// (presentation) state's ``LayerState/effectAmount`` says, mixed from the previous blur as its
/// ``LayerState/effectMix`` says.
final class VisualEffectLayer: CALayer {
    override func decorate(_ node: inout RenderNode, state: LayerState, presentation: Bool) {
        super.decorate(&node, state: state, presentation: presentation)
        node.backdrop = (owningView as? UIVisualEffectView)?.backdrop(amount: state.effectAmount, mix: state.effectMix)
    }
}

/// UIKit's `UIVisualEffect`: what a ``UIVisualEffectView`` shows.
open class UIVisualEffect: NSObject, @unchecked Sendable {}

/// UIKit's `UIBlurEffect`: a blur of one style.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The style.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// UIKit's `UIBlurEffect.Style` (raw values as UIKit's).
    public enum Style: Int, Sendable, CaseIterable {
        /// The pre-iOS 13 styles: `extraLight` (white tint at 70 %), `light` (white at 30 %) and `dark` (dark grey at
        /// 73 %), whatever the appearance. Every style blurs with σ = 20 points and saturation 1.8; the tints are
        /// Flipbook's choice (``UIKitChoices/blurMaterial(for:dark:)``).
        case extraLight = 0, light = 1, dark = 2
        /// `regular` and `prominent` follow the interface style: light (white at 30 % and 60 %) or dark (dark grey at
        /// 73 % and 85 %).
        case regular = 4, prominent = 5
        /// The iOS 13 materials, thinnest to thickest (tint alpha 0.35, 0.55, 0.7, 0.85), following the interface
        /// style: white in light, dark grey in dark.
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8, systemThickMaterial = 9
        /// The material of bars (tint alpha 0.75), following the interface style.
        case systemChromeMaterial = 10
        /// The materials in their light form whatever the interface style (white tint).
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13
        /// The thick and chrome materials in their light form whatever the interface style.
        case systemThickMaterialLight = 14, systemChromeMaterialLight = 15
        /// The materials in their dark form whatever the interface style (dark grey tint).
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18
        /// The thick and chrome materials in their dark form whatever the interface style.
        case systemThickMaterialDark = 19, systemChromeMaterialDark = 20
    }
}

/// UIKit's `UIVibrancyEffect`: content drawn vividly over the blur of a `UIVisualEffectView` below it. Flipbook
/// draws the content view as it is and no backdrop of its own (``UIKitChoices/vibrancyDrawsContentUnchanged``).
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur the content lies over.
    public let blurEffect: UIBlurEffect
    /// The vibrancy style (iOS 13), `.label` when made without one.
    public let style: UIVibrancyEffectStyle

    /// Vibrancy over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        style = .label
        super.init()
    }

    /// Vibrancy of `style` over `blurEffect` (iOS 13).
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}

/// UIKit's `UIVibrancyEffectStyle` (raw values as UIKit's): which system colour vibrant content takes.
public enum UIVibrancyEffectStyle: Int, Sendable, CaseIterable {
    /// For text: primary, secondary, tertiary and quaternary labels.
    case label = 0, secondaryLabel = 1, tertiaryLabel = 2, quaternaryLabel = 3
    /// For fills: primary, secondary and tertiary fills.
    case fill = 4, secondaryFill = 5, tertiaryFill = 6
    /// For separators.
    case separator = 7
}
