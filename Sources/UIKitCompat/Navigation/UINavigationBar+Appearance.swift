import Foundation
import Raster

/// What a navigation bar draws, resolved from its appearance objects or its legacy properties.
struct BarLook {
    /// The colour standing for the material (nil: none).
    var material: UIColor?
    /// The colour over the material (nil: none).
    var color: UIColor?
    /// The image over both, and how it fills the bar.
    var image: UIImage?
    var imageMode: UIView.ContentMode = .scaleToFill
    /// The line under the bar: a colour (nil: none) or an image.
    var shadowColor: UIColor?
    var shadowImage: UIImage?
    /// The title's attributes, default colour and offset.
    var titleAttributes: [NSAttributedString.Key: Any] = [:]
    var titleColor: UIColor
    var titleOffset: UIOffset = .zero
    /// The buttons' appearances (nil: the legacy look).
    var plainButtons: UIBarButtonItemAppearance?
    var doneButtons: UIBarButtonItemAppearance?
    var backButtons: UIBarButtonItemAppearance?
    /// The image drawn instead of the back chevron.
    var backIndicator: UIImage?
}

extension UINavigationBar {
    /// The appearance in effect for `top`: its own, else the bar's once one was assigned; nil draws the legacy
    /// properties (``UIKitChoices/barAppearanceReplacesLegacyProperties``).
    func effectiveAppearance(top: UINavigationItem?) -> UINavigationBarAppearance? {
        if let own = top?.standardAppearance { return own }
        return hasAssignedAppearanceForDrawing ? standardAppearance : nil
    }

    /// The look for `top` (the top item by default).
    func resolvedLook(top: UINavigationItem? = nil) -> BarLook {
        let dark = barStyle != .default
        if let appearance = effectiveAppearance(top: top ?? topItem) {
            var look = BarLook(titleColor: titleColor)
            if let effect = appearance.backgroundEffect {
                look.material = UINavigationBar.material(for: effect.style, barIsDark: dark)
            }
            look.color = appearance.backgroundColor
            look.image = appearance.backgroundImage
            look.imageMode = appearance.backgroundImageContentMode
            look.shadowColor = appearance.shadowColor
            look.shadowImage = appearance.shadowImage
            look.titleAttributes = appearance.titleTextAttributes
            look.titleOffset = appearance.titlePositionAdjustment
            look.plainButtons = appearance.buttonAppearance
            look.doneButtons = appearance.doneButtonAppearance
            look.backButtons = appearance.backButtonAppearance
            look.backIndicator = appearance.backIndicatorImage ?? backIndicatorImage
            return look
        }
        var look = BarLook(titleColor: dark ? .white : titleColor)
        look.image = backgroundImage(for: .topAttached, barMetrics: .default) ?? backgroundImage(for: .default)
        if look.image == nil {
            look.material = barTintColor ?? (dark ? UINavigationBar.darkBackground : UINavigationBar.defaultBackground)
            look.shadowColor = UINavigationBar.hairlineColor
        } else if let shadow = shadowImage {
            // UIKit draws a custom shadow image only over a custom background image.
            look.shadowImage = shadow
        } else {
            look.shadowColor = UINavigationBar.hairlineColor
        }
        look.titleAttributes = titleTextAttributes ?? [:]
        look.titleOffset = UIOffset(horizontal: 0, vertical: titleVerticalPositionAdjustment(for: .default))
        look.backIndicator = backIndicatorImage
        return look
    }

    /// The colour standing for a blur material behind a bar: the default bar's translucent grey, or its dark
    /// form for dark materials and a `.black` bar.
    static func material(for style: UIBlurEffect.Style, barIsDark: Bool) -> UIColor {
        switch style {
        case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
            .systemThickMaterialDark, .systemChromeMaterialDark:
            return darkBackground
        case .extraLight, .light, .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
            .systemThickMaterialLight, .systemChromeMaterialLight:
            return lightBackground
        default:
            return barIsDark ? darkBackground : defaultBackground
        }
    }
}
