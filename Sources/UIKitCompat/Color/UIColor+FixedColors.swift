import Foundation
import Raster

/// UIKit's fixed (not dynamic) colours, with UIKit's values.
extension UIColor {
    /// Opaque black: white 0.
    public static let black = UIColor(color: .black)
    /// Opaque white: white 1.
    public static let white = UIColor(color: .white)
    /// Transparent black: white 0, alpha 0.
    public static let clear = UIColor(color: .clear)
    /// Pure red: (1, 0, 0).
    public static let red = UIColor(color: .red)
    /// Pure green: (0, 1, 0).
    public static let green = UIColor(color: .green)
    /// Pure blue: (0, 0, 1).
    public static let blue = UIColor(color: .blue)
    /// UIKit's fixed dark grey: white 1/3, opaque.
    public static let darkGray = UIColor(color: Color(white: 1.0 / 3.0))
    /// UIKit's fixed light grey: white 2/3, opaque.
    public static let lightGray = UIColor(color: Color(white: 2.0 / 3.0))
    /// UIKit's fixed grey: white 0.5, opaque.
    public static let gray = UIColor(color: Color(white: 0.5))
    /// Opaque cyan: (0, 1, 1).
    public static let cyan = UIColor(color: Color(red: 0, green: 1, blue: 1))
    /// Opaque yellow: (1, 1, 0).
    public static let yellow = UIColor(color: Color(red: 1, green: 1, blue: 0))
    /// Opaque magenta: (1, 0, 1).
    public static let magenta = UIColor(color: Color(red: 1, green: 0, blue: 1))
    /// Opaque orange: (1, 0.5, 0).
    public static let orange = UIColor(color: Color(red: 1, green: 0.5, blue: 0))
    /// Opaque purple: (0.5, 0, 0.5).
    public static let purple = UIColor(color: Color(red: 0.5, green: 0, blue: 0.5))
    /// Opaque brown: (0.6, 0.4, 0.2).
    public static let brown = UIColor(color: Color(red: 0.6, green: 0.4, blue: 0.2))
}
