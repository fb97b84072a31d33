// App code in Swift 5 language mode, as apps declare their palette and type: a hex `convenience init` and
// `class var` brand colours in a `UIColor` extension, a stored `static let`, a `class func` font in a `UIFont`
// extension, a card whose border, shadow and gradient take `CGColor`s made from those colours, and a colour read
// back from a layer with `UIColor(cgColor:)`.

#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

extension UIColor {
    /// A colour from `0xRRGGBB`, as most apps spell their palette.
    convenience init(hex: UInt32, alpha: CGFloat = 1) {
        self.init(
            red: CGFloat(hex >> 16 & 0xFF) / 255, green: CGFloat(hex >> 8 & 0xFF) / 255,
            blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }

    /// The brand's blue.
    class var brand: UIColor { UIColor(red: 0.1, green: 0.4, blue: 0.9, alpha: 1) }

    /// The card's border: the brand's orange.
    static let cardBorder = UIColor(hex: 0xFF8000)

    /// The brand's blue, lighter in dark mode.
    class var adaptiveBrand: UIColor {
        UIColor { traits in traits.userInterfaceStyle == .dark ? UIColor(hex: 0x66AAFF) : .brand }
    }
}

/// A value an animation library interpolates component by component (as MotionAnimation's `Types.swift`).
protocol ComponentAnimatable {
    static func fromComponents(_ values: [CGFloat]) -> Self
}

extension UIColor: ComponentAnimatable {
    static func fromComponents(_ values: [CGFloat]) -> Self {
        self.init(red: values[0], green: values[1], blue: values[2], alpha: values[3])
    }
}

extension UIFont {
    /// The brand's heading font.
    class func brandFont(ofSize size: CGFloat) -> UIFont { .systemFont(ofSize: size, weight: .semibold) }
}

/// A card styled with the palette: brand background, a hex-coloured border, a gradient strip, a brand-font title.
final class PaletteCardViewController: UIViewController {
    let card = UIView()
    let strip = CAGradientLayer()
    let heading = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        card.frame = CGRect(x: 20, y: 20, width: 120, height: 80)
        card.backgroundColor = .brand
        card.layer.borderWidth = 4
        card.layer.borderColor = UIColor.cardBorder.cgColor
        card.layer.shadowColor = UIColor(hex: 0x000000, alpha: 0.5).cgColor
        view.addSubview(card)
        strip.frame = CGRect(x: 20, y: 120, width: 120, height: 20)
        strip.colors = [UIColor(hex: 0xFF0000).cgColor, UIColor(hex: 0x0000FF).cgColor]
        strip.startPoint = CGPoint(x: 0, y: 0.5)
        strip.endPoint = CGPoint(x: 1, y: 0.5)
        view.layer.addSublayer(strip)
        heading.frame = CGRect(x: 20, y: 150, width: 200, height: 30)
        heading.font = .brandFont(ofSize: 24)
        heading.textColor = UIColor(hex: 0x008000)
        heading.text = "Palette"
        view.addSubview(heading)
    }

    /// The border colour read back from the layer, as a `UIColor`.
    var borderColor: UIColor { UIColor(cgColor: card.layer.borderColor!) }

    /// Fades the card to the adaptive brand colour.
    func highlight() {
        UIView.animate(withDuration: 1) { self.card.backgroundColor = UIColor(hex: 0xFF0000) }
    }
}
