#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// A sheet over a blurred background: like a half sheet, but behind it the presenting screen is blurred
/// by a `UIVisualEffectView` (system thin material) that fades in alongside the presentation and out
/// alongside the dismissal.
final class BlurSheetPresentationController: UIPresentationController {
    private let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        blurView.frame = containerView.bounds
        blurView.alpha = 0
        containerView.insertSubview(blurView, at: 0)
        presentedView?.layer.cornerRadius = 16
        presentedView?.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        presentedView?.clipsToBounds = true
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.blurView.alpha = 1 })
        } else {
            blurView.alpha = 1
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { blurView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.blurView.alpha = 0 })
        } else {
            blurView.alpha = 0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { blurView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        blurView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Gives the sheet its ``BlurSheetPresentationController``; the slide is UIKit's own.
final class BlurSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        BlurSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// A sheet of text shown over the blur.
final class BlurSheetViewController: UIViewController {
    private let blurSheet = BlurSheetTransitioningDelegate()

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "Details"
        modalPresentationStyle = .custom
        transitioningDelegate = blurSheet
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let bounds = UIScreen.main.bounds
        let root = UIView(frame: CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height / 2))
        root.backgroundColor = .white
        let heading = UILabel(frame: CGRect(x: 20, y: 24, width: bounds.width - 40, height: 32))
        heading.text = title
        heading.font = .boldSystemFont(ofSize: 24)
        heading.textColor = .label
        root.addSubview(heading)
        view = root
    }
}
