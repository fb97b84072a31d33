import Foundation

/// UIKit's `UIAdaptivePresentationControllerDelegate`: chooses the style a sheet adapts to on a compact-width
/// screen, and is asked and told about the user pulling a sheet down. Set it on the presented controller's
/// `presentationController` (before or after presenting) — weak, as in UIKit. Every method is optional.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to use instead of a sheet (`.pageSheet`, `.formSheet`) or popover on a compact-width screen;
    /// `.none` (the default) keeps the presentation as it is (iOS 13 and later show the sheet as a card).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// As ``adaptivePresentationStyle(for:)`` with the traits the presentation adapts to; by default it asks
    /// ``adaptivePresentationStyle(for:)``.
    func adaptivePresentationStyle(
        for controller: UIPresentationController,
        traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    /// Whether pulling the sheet down may dismiss it (true by default; `isModalInPresentation` also stops it).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A pull-down starts dismissing the sheet.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A pull-down dismissed the sheet (not called for `dismiss(animated:)` in code, as in UIKit).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A pull-down was refused (`isModalInPresentation`, or ``presentationControllerShouldDismiss(_:)`` false).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// `.none`: the presentation keeps its style.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
    /// Asks ``adaptivePresentationStyle(for:)``.
    public func adaptivePresentationStyle(
        for controller: UIPresentationController,
        traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    /// True: a pull-down may dismiss the sheet.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
