import Foundation

/// The pull-down gesture UIKit gives a sheet (`.pageSheet`, `.formSheet`): a downward pan on the sheet drags
/// it down with the finger (UIKit's own dismissal animation, scrubbed) and dismisses it when released past
/// half its height, or fast enough (``UIKitTransitionChoices/sheetPullDownFinishThreshold``); otherwise it
/// slides back. `isModalInPresentation` or the delegate's `presentationControllerShouldDismiss` refuse it:
/// the delegate then hears `presentationControllerDidAttemptToDismiss`.
@MainActor
final class SheetPullDownGesture {
    private weak var controller: UIPresentationController?
    private var interaction: UIPercentDrivenInteractiveTransition?

    private init(controller: UIPresentationController) { self.controller = controller }

    /// Adds the gesture to the sheet's presented view.
    static func install(for controller: UIPresentationController) {
        guard let view = controller.presentedView else { return }
        let gesture = SheetPullDownGesture(controller: controller)
        let pan = UIPanGestureRecognizer { gesture.handle($0) }
        pan.name = "sheet pull-down"
        view.addGestureRecognizer(pan)
    }

    private func handle(_ pan: UIPanGestureRecognizer) {
        guard let controller else { return }
        let presented = controller.presentedViewController
        let height = max(1, controller.presentedView?.bounds.height ?? 1)
        let progress = min(1, max(0, pan.translation(in: nil).y / height))
        switch pan.state {
        case .began:
            guard pan.translation(in: nil).y > 0 else { return }
            if presented.isModalInPresentation
                || controller.delegate?.presentationControllerShouldDismiss(controller) == false
            {
                controller.delegate?.presentationControllerDidAttemptToDismiss(controller)
                return
            }
            controller.delegate?.presentationControllerWillDismiss(controller)
            let interaction = UIPercentDrivenInteractiveTransition()
            interaction.completionCurve = .easeOut
            self.interaction = interaction
            presented.performDismiss(animated: true, completion: nil, pullDown: interaction)
            interaction.update(progress)
        case .changed:
            interaction?.update(progress)
        case .ended, .cancelled:
            guard let interaction else { return }
            self.interaction = nil
            let velocity = pan.velocity(in: nil).y
            let projected =
                progress + velocity * UIKitTransitionChoices.current.sheetPullDownVelocityProjection / height
            if pan.state == .ended && projected > UIKitTransitionChoices.current.sheetPullDownFinishThreshold {
                interaction.finish()
            } else {
                interaction.cancel()
            }
        default:
            break
        }
    }
}
