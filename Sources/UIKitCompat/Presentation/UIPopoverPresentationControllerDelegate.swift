import Foundation

/// UIKit's `UIPopoverPresentationControllerDelegate`: the adaptive delegate of a popover (return `.none` from
/// `adaptivePresentationStyle(for:traitCollection:)` to keep a real popover on a phone), told before it shows,
/// asked whether a tap outside may dismiss it, and told when it did. Every method is optional.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be shown: the last moment to set its source.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a tap outside the popover may dismiss it (true by default).
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool
    /// A tap outside dismissed the popover (not called for `dismiss(animated:)` in code, as in UIKit).
    func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    /// Does nothing.
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    /// True.
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool { true }
    /// Does nothing.
    public func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) {}
}
