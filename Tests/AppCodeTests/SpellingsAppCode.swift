// App code in Swift 5 language mode with Apple-platform spellings that `import UIKit` brings along: colour
// literals from Xcode's colour picker (RAMAnimatedTabBar), Dispatch's `NSEC_PER_SEC` in a delay helper
// (Spring), and a constraint subclass that overrides `awakeFromNib` (Spring's keyboard constraint).

#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// A tab item style with colours written as Xcode's colour literals (which the project's formatter refuses
/// elsewhere: app code has them).
// swift-format-ignore: NoPlaygroundLiterals
struct TabItemStyle {
    var textColor: UIColor = #colorLiteral(red: 0.5079551811, green: 0.5472556715, blue: 0.6011400746, alpha: 1)
    var badgeColor: UIColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 0.5)
}

/// Spring's delay helper: the deadline `delay` seconds after `start`, through `NSEC_PER_SEC`.
func springDeadline(after delay: Double, from start: DispatchTime) -> DispatchTime {
    start + Double(Int64(delay * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
}

/// A constraint that remembers its constant when woken from a nib (never, in code-built layouts).
final class KeyboardAwareConstraint: NSLayoutConstraint {
    private(set) var restingConstant: CGFloat = 0
    private(set) var woken = false

    override func awakeFromNib() {
        super.awakeFromNib()
        restingConstant = constant
        woken = true
    }
}
