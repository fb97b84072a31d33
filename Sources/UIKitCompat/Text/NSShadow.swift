import Foundation

/// UIKit's `NSShadow`, the value of the `.shadow` text attribute: offset, blur and colour of the text's shadow.
/// Kept with the attributes (Flipbook draws text without it).
open class NSShadow: NSObject, NSCopying {
    /// Where the shadow falls relative to the text, in points (0, 0 by default).
    open var shadowOffset: CGSize = .zero
    /// The blur radius, in points (0 by default).
    open var shadowBlurRadius: CGFloat = 0
    /// The shadow's colour, a `UIColor` (nil by default: black at a third opacity in UIKit).
    open var shadowColor: Any?

    /// A shadow with no offset, no blur and the default colour.
    public override init() { super.init() }

    /// A copy with the same offset, blur and colour.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        copy.shadowOffset = shadowOffset
        copy.shadowBlurRadius = shadowBlurRadius
        copy.shadowColor = shadowColor
        return copy
    }
}
