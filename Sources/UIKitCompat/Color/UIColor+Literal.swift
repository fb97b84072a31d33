import Foundation
import Raster

/// `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor`, as with UIKit (Xcode's colour-picker literals in
/// app code: `var tint: UIColor = #colorLiteral(red: 0.5, green: 0.55, blue: 0.6, alpha: 1)`).
extension Color: _ExpressibleByColorLiteral {
    /// The sRGB colour of the literal's components, as `UIColor(red:green:blue:alpha:)` (UIKit's literal is
    /// sRGB too).
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
}
