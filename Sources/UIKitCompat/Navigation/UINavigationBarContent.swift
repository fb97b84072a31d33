import Foundation

/// What a navigation bar shows for one item, with its parts named so that a push or pop can move them
/// separately: the title (label or title view), the back button's chevron and label, the bar button items.
final class NavigationBarContent: UIView {
    var title: UIView?
    var chevron: UIView?
    var backLabel: UIView?
    var leftItem: UIView?
    var rightItem: UIView?

    /// Every part, for resetting.
    var parts: [UIView] { [title, chevron, backLabel, leftItem, rightItem].compactMap { $0 } }

    /// Whether the parts are laid out mirrored, for a right-to-left layout (see ``mirrorForRightToLeft()``).
    private(set) var isMirrored = false

    /// Where the title's text starts (its leading edge: the left, or the right when mirrored); a centred
    /// label's text is narrower than the label.
    var titleTextLeadingX: CGFloat {
        guard let title else { return bounds.midX }
        guard let label = title as? UILabel else { return isMirrored ? title.frame.maxX : title.frame.minX }
        let textWidth = min(label.frame.width, label.intrinsicContentSize.width)
        return label.frame.midX + (isMirrored ? textWidth : -textWidth) / 2
    }

    /// Where the back button's text starts (its leading edge).
    var backTextLeadingX: CGFloat {
        guard let backLabel else {
            return NavigationBarContent.backTextLeadingX(width: bounds.width, mirrored: isMirrored)
        }
        return isMirrored ? backLabel.frame.maxX : backLabel.frame.minX
    }

    /// Where a back button's text starts when there is none to measure.
    static func backTextLeadingX(width: CGFloat, mirrored: Bool) -> CGFloat { mirrored ? width - 26 : 26 }

    /// Mirrors the parts, laid out left to right, for a right-to-left layout (as UIKit mirrors the bar): each
    /// part moves to the mirrored place, left-aligned text becomes right-aligned and the reverse. The back
    /// chevron is built pointing the other way by the bar.
    func mirrorForRightToLeft() {
        isMirrored = true
        let width = bounds.width
        for part in parts {
            part.frame.origin.x = width - part.frame.maxX
            guard let label = part as? UILabel else { continue }
            switch label.textAlignment {
            case .left: label.textAlignment = .right
            case .right: label.textAlignment = .left
            default: break
            }
        }
    }

    /// Every part fully shown in place.
    func reset() {
        for part in parts {
            part.alpha = 1
            part.transform = .identity
            part.isHidden = false
        }
    }
}
