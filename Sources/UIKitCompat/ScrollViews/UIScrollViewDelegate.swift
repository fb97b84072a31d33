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
    /// When the finger lifts with the content still moving: deceleration starts.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// When the content has come to rest after decelerating.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// After `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` with animation ends.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// After `adjustedContentInset` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
    /// The view that zooming scales (nil, the default: the scroll view does not zoom).
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// After the zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// Before a zoom starts, with the view that will be scaled.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// After a zoom ended, at its final `scale`.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
}

extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    /// Nil: no zooming.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}
