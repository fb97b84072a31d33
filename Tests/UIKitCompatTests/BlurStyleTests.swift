import Foundation
import Testing
import Raster
@testable import UIKitCompat

/// Every `UIBlurEffect.Style` in light and dark appearance, painted: over a black window the blurred backdrop is
/// black, so each pixel is the style's tint over black — its premultiplied grey. The expected tints are the table
/// of ``UIKitChoices/blurMaterial(for:dark:)``'s documentation, written out here independently of the function.
@Suite("Blur effect styles: light, dark, regular, prominent and the system materials")
@MainActor
struct BlurStyleTests {
    /// The documented tint of a style: dark grey (0.11) or white, and its alpha.
    static func documentedTint(_ style: UIBlurEffect.Style, dark: Bool) -> (isDark: Bool, alpha: Double) {
        switch style {
        case .extraLight: return (false, 0.7)
        case .light: return (false, 0.3)
        case .dark: return (true, 0.73)
        case .regular: return (dark, dark ? 0.73 : 0.3)
        case .prominent: return (dark, dark ? 0.85 : 0.6)
        case .systemUltraThinMaterial: return (dark, 0.35)
        case .systemThinMaterial: return (dark, 0.55)
        case .systemMaterial: return (dark, 0.7)
        case .systemThickMaterial: return (dark, 0.85)
        case .systemChromeMaterial: return (dark, 0.75)
        case .systemUltraThinMaterialLight: return (false, 0.35)
        case .systemThinMaterialLight: return (false, 0.55)
        case .systemMaterialLight: return (false, 0.7)
        case .systemThickMaterialLight: return (false, 0.85)
        case .systemChromeMaterialLight: return (false, 0.75)
        case .systemUltraThinMaterialDark: return (true, 0.35)
        case .systemThinMaterialDark: return (true, 0.55)
        case .systemMaterialDark: return (true, 0.7)
        case .systemThickMaterialDark: return (true, 0.85)
        case .systemChromeMaterialDark: return (true, 0.75)
        }
    }

    @Test("each style paints its tint over the blur, following the appearance where the style does")
    func everyStyleInBothAppearances() throws {
        for dark in [false, true] {
            for style in UIBlurEffect.Style.allCases {
                let stage = try Stage(size: CGSize(width: 20, height: 20))
                stage.window.backgroundColor = .black
                stage.window.overrideUserInterfaceStyle = dark ? .dark : .light
                let view = UIVisualEffectView(effect: UIBlurEffect(style: style))
                view.frame = stage.window.bounds
                stage.window.addSubview(view)
                let node = stage.renderTree().root.children[0]
                let backdrop = try #require(node.backdrop, "\(style) dark \(dark)")
                #expect(backdrop.radius == 20 && backdrop.saturation == 1.8, "\(style) dark \(dark)")
                let tint = Self.documentedTint(style, dark: dark)
                let grey = Int(((tint.isDark ? 0.11 : 1) * tint.alpha * 255).rounded())
                let pixel = Rasterizer().render(stage.renderTree())[x: 10, y: 10]
                #expect(
                    abs(Int(pixel.r) - grey) <= 1 && pixel.r == pixel.g && pixel.g == pixel.b && pixel.a == 255,
                    "\(style) dark \(dark): \(pixel), expected grey \(grey)")
            }
        }
    }
}
