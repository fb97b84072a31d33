// App code in Swift 5 language mode that switches over UIView.AnimationCurve as presentation libraries do
// (Jelly maps a curve to animation options; keyboard code reads curve 7 from a notification).

#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

extension UIView.AnimationCurve {
    /// The animation options of the same curve.
    var matchingOptions: UIView.AnimationOptions {
        switch self {
        case .easeInOut: return .curveEaseInOut
        case .easeIn: return .curveEaseIn
        case .easeOut: return .curveEaseOut
        case .linear: return .curveLinear
        @unknown default: return UIView.AnimationOptions(rawValue: UInt(rawValue) << 16)
        }
    }
}

/// The curve a keyboard notification names (UIKit sends the private curve 7).
func keyboardCurve(from userInfo: [AnyHashable: Any]) -> UIView.AnimationCurve {
    let raw = userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int ?? 0
    return UIView.AnimationCurve(rawValue: raw) ?? .easeInOut
}
