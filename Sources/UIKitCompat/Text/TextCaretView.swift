import Foundation

/// The insertion caret of an editing text field or text view: a bar in the view's tint colour at the insertion
/// point, shown without blinking (``UIKitChoices/textCaretDrawing``).
final class TextCaretView: UIView {
    /// The caret's width in points (UIKit's).
    static let width: CGFloat = 2

    override func tintColorDidChange() {
        super.tintColorDidChange()
        backgroundColor = tintColor
    }

    /// Shows the caret with its left edge at `x` (points in the superview, rounded to pixels at `scale`), as tall
    /// as `font`'s line height, centred on `midY`; hides it when `shown` is false.
    func place(shown: Bool, x: CGFloat, midY: CGFloat, font: UIFont, scale: CGFloat) {
        isHidden = !shown
        guard shown else { return }
        backgroundColor = tintColor
        let s = scale.isFinite && scale > 0 ? scale : 1
        let height = font.lineHeight
        frame = CGRect(
            x: (x * s).rounded() / s, y: ((midY - height / 2) * s).rounded() / s, width: Self.width,
            height: (height * s).rounded() / s)
    }
}
