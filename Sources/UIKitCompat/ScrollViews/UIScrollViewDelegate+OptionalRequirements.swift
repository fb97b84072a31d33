import Foundation

/// ``UIScrollViewDelegate``'s `scrollViewDidEndDragging(_:willDecelerate:)`, called as UIKit's optional methods
/// are: `forwardee?.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate)`.
@preconcurrency @MainActor
public struct ScrollViewDidEndDraggingCall {
    let delegate: any UIScrollViewDelegate

    /// Calls `scrollViewDidEndDragging(_:willDecelerate:)`.
    public func callAsFunction(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        delegate.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }
}

/// ``UIScrollViewDelegate``'s `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, called as UIKit's
/// optional methods are.
@preconcurrency @MainActor
public struct ScrollViewWillEndDraggingCall {
    let delegate: any UIScrollViewDelegate

    /// Calls `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
    public func callAsFunction(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        delegate.scrollViewWillEndDragging(
            scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
    }
}

/// UIKit's optional-method calls of the scroll view delegate, as a delegate that forwards to another writes them
/// (`other?.scrollViewDidScroll?(scrollView)`). Never nil: every method has a default that does nothing
/// (``UIKitChoices/optionalRequirementsAlwaysAnswer``).
extension UIScrollViewDelegate {
    /// Calls `scrollViewDidScroll(_:)`.
    public var scrollViewDidScroll: OptionalRequirementCall<UIScrollView, Void>? {
        OptionalRequirementCall { self.scrollViewDidScroll($0) }
    }
    /// Calls `scrollViewWillBeginDragging(_:)`.
    public var scrollViewWillBeginDragging: OptionalRequirementCall<UIScrollView, Void>? {
        OptionalRequirementCall { self.scrollViewWillBeginDragging($0) }
    }
    /// Calls `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
    public var scrollViewWillEndDragging: ScrollViewWillEndDraggingCall? {
        ScrollViewWillEndDraggingCall(delegate: self)
    }
    /// Calls `scrollViewDidEndDragging(_:willDecelerate:)`.
    public var scrollViewDidEndDragging: ScrollViewDidEndDraggingCall? { ScrollViewDidEndDraggingCall(delegate: self) }
    /// Calls `scrollViewWillBeginDecelerating(_:)`.
    public var scrollViewWillBeginDecelerating: OptionalRequirementCall<UIScrollView, Void>? {
        OptionalRequirementCall { self.scrollViewWillBeginDecelerating($0) }
    }
    /// Calls `scrollViewDidEndDecelerating(_:)`.
    public var scrollViewDidEndDecelerating: OptionalRequirementCall<UIScrollView, Void>? {
        OptionalRequirementCall { self.scrollViewDidEndDecelerating($0) }
    }
    /// Calls `scrollViewDidEndScrollingAnimation(_:)`.
    public var scrollViewDidEndScrollingAnimation: OptionalRequirementCall<UIScrollView, Void>? {
        OptionalRequirementCall { self.scrollViewDidEndScrollingAnimation($0) }
    }
    /// Calls `scrollViewDidChangeAdjustedContentInset(_:)`.
    public var scrollViewDidChangeAdjustedContentInset: OptionalRequirementCall<UIScrollView, Void>? {
        OptionalRequirementCall { self.scrollViewDidChangeAdjustedContentInset($0) }
    }
}
