import Foundation

/// The pan recogniser a scroll view drags its content with: it begins only for a movement mostly along an
/// axis the scroll view scrolls (see ``UIKitChoices/scrollViewPanNeedsScrollableAxis``), so a sideways swipe
/// over a vertical list is left to other recognisers.
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func movementStartsPan(_ delta: CGVector) -> Bool {
        guard let scrollView, UIKitChoices.current.scrollViewPanNeedsScrollableAxis else { return true }
        let vertical = scrollView.canScrollVertically || scrollView.alwaysBounceVertical
        let horizontal = scrollView.canScrollHorizontally || scrollView.alwaysBounceHorizontal
        return abs(delta.dy) >= abs(delta.dx) ? vertical : horizontal
    }
}
