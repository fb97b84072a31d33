import Foundation

/// The delegate of a scroll view's pan recogniser (the scroll view's own, as in UIKit): the pan begins only
/// for a movement mostly along an axis the scroll view scrolls (see
/// ``UIKitChoices/scrollViewPanNeedsScrollableAxis``), so a sideways swipe over a vertical list is left to
/// other recognisers.
@preconcurrency @MainActor
final class ScrollViewPanDelegate: UIGestureRecognizerDelegate {
    weak var scrollView: UIScrollView?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let scrollView, let pan = gestureRecognizer as? UIPanGestureRecognizer,
            UIKitChoices.current.scrollViewPanNeedsScrollableAxis
        else { return true }
        let delta = pan.translation(in: nil)
        let vertical = scrollView.canScrollVertically || scrollView.alwaysBounceVertical
        let horizontal = scrollView.canScrollHorizontally || scrollView.alwaysBounceHorizontal
        return abs(delta.y) >= abs(delta.x) ? vertical : horizontal
    }
}
