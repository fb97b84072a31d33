// Presentation-controller and keyboard code in Swift 5 language mode, as libraries write it: a presentation
// controller that sizes its content through UIContentContainer's `size(forChildContentContainer:…)` and hears
// window resizes; a screen that observes the keyboard notifications and ends editing on a tap.

#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// Presents its content as a centred box 80 % of the container's width and 50 % of its height.
final class BoxPresentationController: UIPresentationController {
    var resizes: [CGSize] = []

    override func size(
        forChildContentContainer container: UIContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        CGSize(width: parentSize.width * 0.8, height: parentSize.height * 0.5)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let size = self.size(forChildContentContainer: presentedViewController, withParentContainerSize: bounds.size)
        return CGRect(
            x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
            width: size.width, height: size.height)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        resizes.append(size)
    }
}

final class BoxTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        BoxPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// A form screen: it follows the keyboard notifications (never posted on a stage without a keyboard) and ends
/// editing when asked.
final class FormViewController: UIViewController {
    let transitioning = BoxTransitioning()
    var keyboardFrames: [CGRect] = []
    var sizesHeard: [CGSize] = []
    var observers: [NSObjectProtocol] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        view.backgroundColor = .systemBackground
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let center = NotificationCenter.default
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {
            observers.append(
                center.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                    let value = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
                    MainActor.assumeIsolated { self?.keyboardFrames.append(value) }
                })
        }
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        sizesHeard.append(size)
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        keyboardFrames.removeAll()
    }

    func dismissKeyboard() -> Bool { view.endEditing(true) }
}

/// A field that can take first-responder status (a stand-in for a text field).
final class FocusableField: UIView {
    override var canBecomeFirstResponder: Bool { true }
}
