import UIKitCompat

/// The 8-bit premultiplied pixel a `UIColor` paints as, read through UIKit's `getRed(_:green:blue:alpha:)` (what app
/// code can see of a colour), for comparing painted pixels with the colours app code chose.
func pixel(of color: UIColor) -> Pixel {
    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
    color.getRed(&r, green: &g, blue: &b, alpha: &a)
    return Color(red: Double(r), green: Double(g), blue: Double(b), alpha: Double(a)).premultiplied8
}
