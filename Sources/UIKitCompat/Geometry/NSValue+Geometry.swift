import Foundation

/// UIKit's geometry boxing on `NSValue` (`NSValue(cgPoint:)`, `cgPointValue`, …), the spelling app code uses for
/// Core Animation's `fromValue`/`toValue`/`values`. Foundation's `point`, `size` and `rect` values underneath, so
/// a value made with either spelling reads back with the other.
extension NSValue {
    /// A value holding `point` (UIKit's `NSValue(cgPoint:)`).
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A value holding `size` (UIKit's `NSValue(cgSize:)`).
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// A value holding `rect` (UIKit's `NSValue(cgRect:)`).
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// The point held (`.zero` when the value holds something else, as UIKit answers).
    public var cgPointValue: CGPoint { boxedKind == "point" ? pointValue : .zero }
    /// The size held (`.zero` when the value holds something else).
    public var cgSizeValue: CGSize { boxedKind == "size" ? sizeValue : .zero }
    /// The rectangle held (`.zero` when the value holds something else).
    public var cgRectValue: CGRect { boxedKind == "rect" ? rectValue : .zero }

    /// "point", "size" or "rect" for Foundation's geometry values, nil otherwise.
    private var boxedKind: String? {
        let type = String(cString: objCType)
        if type.hasPrefix("{CGPoint") { return "point" }
        if type.hasPrefix("{CGSize") { return "size" }
        if type.hasPrefix("{CGRect") { return "rect" }
        return nil
    }
}
