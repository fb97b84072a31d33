#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// Presents a screen by sliding it up from the bottom edge.
public final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toViewController = transitionContext.viewController(forKey: .to),
            let toView = transitionContext.view(forKey: .to)
        else { return }
        let endFrame = transitionContext.finalFrame(for: toViewController)
        toView.frame = endFrame.offsetBy(dx: 0, dy: endFrame.height)
        transitionContext.containerView.addSubview(toView)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                toView.frame = endFrame
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// A card screen that presents itself with ``SlideUpAnimator``.
public final class CardViewController: UIViewController, UIViewControllerTransitioningDelegate {
    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        modalPresentationStyle = .fullScreen
        transitioningDelegate = self
    }

    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
    }

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        SlideUpAnimator()
    }
}
