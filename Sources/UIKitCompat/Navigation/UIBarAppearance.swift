import Foundation
import Raster

/// UIKit's `UIBarAppearance`: the background and shadow of a bar, as a value the bar copies when given one.
///
/// A new appearance has the default background (``configureWithDefaultBackground()``): the system's translucent
/// material and a hairline shadow. Flipbook draws the material as the default bar's translucent grey (the
/// material's colour without the blur of what is behind), ``backgroundColor`` over it, ``backgroundImage`` over
/// both, and the shadow as a line of ``shadowColor`` (or ``shadowImage`` stretched) under the bar.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, @preconcurrency NSCopying {
    /// The idiom the appearance was made for (the current device's by default).
    public let idiom: UIUserInterfaceIdiom

    /// An appearance with the default background, for the current device.
    public override init() {
        idiom = UIDevice.current.userInterfaceIdiom
        super.init()
        configureWithDefaultBackground()
    }

    /// An appearance with the default background, for `idiom`.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// An appearance with the background and shadow of `barAppearance` (UIKit copies only these from another
    /// kind of bar's appearance).
    public init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        copyBackground(from: barAppearance)
    }

    /// The blur behind the bar's content; nil draws no material.
    open var backgroundEffect: UIBlurEffect?
    /// A colour over the material (nil: none).
    open var backgroundColor: UIColor?
    /// An image over the colour, placed by ``backgroundImageContentMode`` (nil: none).
    open var backgroundImage: UIImage?
    /// How ``backgroundImage`` fills the bar (`.scaleToFill` by default).
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The colour of the line under the bar; nil or clear draws none.
    open var shadowColor: UIColor?
    /// An image drawn as the line under the bar, stretched to the bar's width, as a template in ``shadowColor``
    /// when it is a template image.
    open var shadowImage: UIImage?

    /// The system material (`.systemChromeMaterial`), no colour or image, and the hairline shadow.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = UIBarAppearance.defaultShadowColor
        shadowImage = nil
    }

    /// An opaque background of the system background colour and the hairline shadow.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = UIBarAppearance.defaultShadowColor
        shadowImage = nil
    }

    /// No background and no shadow: what is behind the bar shows through.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    /// A copy of the appearance (a bar keeps a copy of the appearance it is given, as UIKit's `@NSCopying`
    /// properties do).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBarAppearance(idiom: idiom)
        copy.copyBackground(from: self)
        return copy
    }

    /// Takes the background and shadow of `other`.
    func copyBackground(from other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    /// The default hairline's colour (black at 30 %, white at 15 % in dark mode).
    static let defaultShadowColor = UIColor(light: Color(white: 0, alpha: 0.3), dark: Color(white: 1, alpha: 0.15))
}
