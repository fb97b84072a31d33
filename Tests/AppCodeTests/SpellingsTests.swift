import Foundation
import Testing
import UIKitCompat

@Suite("App code (Swift 5 mode): colour literals, Dispatch time constants, a constraint's awakeFromNib")
@MainActor
struct SpellingsTests {
    @Test("#colorLiteral makes the sRGB colour of its components (which the literal passes as Float, as in UIKit)")
    func colorLiterals() {
        let style = TabItemStyle()
        func float(_ value: Double) -> CGFloat { CGFloat(Float(value)) }
        #expect(
            style.textColor
                == UIColor(red: float(0.5079551811), green: float(0.5472556715), blue: float(0.6011400746), alpha: 1))
        #expect(style.badgeColor == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    }

    @Test("NSEC_PER_SEC and its relatives have Dispatch's values; a delay through them lands where asAfter would")
    func dispatchConstants() {
        #expect(NSEC_PER_SEC == 1_000_000_000 && NSEC_PER_MSEC == 1_000_000)
        #expect(USEC_PER_SEC == 1_000_000 && NSEC_PER_USEC == 1_000)
        let start = DispatchTime(uptimeNanoseconds: 5_000_000_000)
        #expect(springDeadline(after: 0.25, from: start).uptimeNanoseconds == 5_250_000_000)
    }

    @Test("a constraint subclass's awakeFromNib override compiles and runs through super when called")
    func constraintAwakeFromNib() {
        let view = UIView()
        let constraint = KeyboardAwareConstraint(
            item: view, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 44)
        #expect(!constraint.woken)
        constraint.awakeFromNib()
        #expect(constraint.woken && constraint.restingConstant == 44)
    }
}
