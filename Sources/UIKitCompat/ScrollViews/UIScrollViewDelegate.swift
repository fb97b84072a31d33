import Foundation

/// UIKit's `UIScrollViewDelegate`: told as a scroll view scrolls, is dragged, decelerates and ends a scrolling
/// animation. Every method is optional (default implementations do nothing).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// After every change of `contentOffset` (each frame of a drag, deceleration or animated scroll).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// When a drag begins (the pan gesture recognised).
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// When the finger lifts: `velocity` in points per millisecond, `targetContentOffset` where the scroll will
    /// come to rest (the delegate may change it, for example to snap to a row).
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// After the finger lifted; `decelerate` is true when the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// After `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` with animation ends.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// After `adjustedContentInset` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
