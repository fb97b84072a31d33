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

    /// Where the title's text starts: a centred label's text is narrower than the label.
    var titleTextMinX: CGFloat {
        guard let title else { return bounds.midX }
        guard let label = title as? UILabel else { return title.frame.minX }
        let textWidth = min(label.frame.width, label.intrinsicContentSize.width)
        return label.frame.midX - textWidth / 2
    }

    /// Where the back button's text starts.
    var backTextMinX: CGFloat { backLabel?.frame.minX ?? 26 }

    /// Every part fully shown in place.
    func reset() {
        for part in parts {
            part.alpha = 1
            part.transform = .identity
            part.isHidden = false
        }
    }
}
