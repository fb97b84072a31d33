import Foundation

/// The delegate of a scroll view's pan recogniser (the scroll view's own, as in UIKit): the pan begins only
/// for a movement mostly along an axis the scroll view scrolls (see
/// ``UIKitChoices/scrollViewPanNeedsScrollableAxis``), so a sideways swipe over a vertical list is left to
/// other recognisers.
@preconcurrency @MainActor
final class ScrollViewPanDelegate: UIGestureRecognizerDelegate {
    weak var scrollView: UIScrollView?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let scrollView, let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        if !scrollView.canCancelContentTouches, contentIsTracking(pan, in: scrollView) { return false }
        guard UIKitChoices.current.scrollViewPanNeedsScrollableAxis else { return true }
        let delta = pan.translation(in: nil)
        let vertical = scrollView.canScrollVertically || scrollView.alwaysBounceVertical
        let horizontal = scrollView.canScrollHorizontally || scrollView.alwaysBounceHorizontal
        return abs(delta.y) >= abs(delta.x) ? vertical : horizontal
    }

    /// Whether the content tracks the pan's touch: it went down on a subview of the scroll view and has been
    /// down for the content-touch delay (``UIKitChoices/rowHighlightDelay``), or at all without the delay.
    private func contentIsTracking(_ pan: UIPanGestureRecognizer, in scrollView: UIScrollView) -> Bool {
        guard let touch = pan.activeTouches.first, let view = touch.view, view !== scrollView,
            view.isDescendant(of: scrollView)
        else { return false }
        let held = VirtualClock.current.now - touch.beganTimestamp
        return !scrollView.delaysContentTouches || held >= UIKitChoices.current.rowHighlightDelay
    }
}
