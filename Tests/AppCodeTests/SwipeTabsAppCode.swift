// App code in Swift 5 language mode, in the style of swipeable tab bar libraries (a tab bar controller that is its
// own delegate, a side-by-side animator built on `interruptibleAnimator(using:)`, a pan on the whole screen driving
// a percent-driven interaction) and of overlay libraries (an animator held as `UIViewImplicitlyAnimating` and
// completed with `addCompletion?`, points read through `UICoordinateSpace`). Written for these tests; it only uses
// UIKit API, so it compiles against UIKit as it is.

#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// Slides the two tabs' views side by side: the new one comes in from `targetEdge`, the old one leaves the other way.
final class SideBySideTabAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    var targetEdge: UIRectEdge
    private var running: UIViewImplicitlyAnimating?
    /// Set by the animator's completion (the overlay libraries' `addCompletion?` on the protocol type).
    var completedPositions: [UIViewAnimatingPosition] = []

    init(duration: TimeInterval = 0.4, targetEdge: UIRectEdge = .right) {
        self.duration = duration
        self.targetEdge = targetEdge
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        transitionContext?.isAnimated == true ? duration : 0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        if let running = running { return running }
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        let width = container.bounds.width
        let sign: CGFloat = targetEdge == .right ? 1 : -1
        container.addSubview(toView)
        toView.frame = container.bounds.offsetBy(dx: sign * width, dy: 0)
        let animator: UIViewImplicitlyAnimating = UIViewPropertyAnimator(
            duration: transitionDuration(using: transitionContext), curve: .linear)
        animator.addAnimations? {
            fromView.frame.origin.x = -sign * width
            toView.frame.origin.x = 0
        }
        animator.addCompletion? { [weak self] position in
            self?.completedPositions.append(position)
            self?.running = nil
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        running = animator
        return animator
    }
}

/// A tab bar controller whose tabs follow a horizontal pan anywhere on the screen.
final class SwipeTabsController: UITabBarController, UITabBarControllerDelegate {
    let animator = SideBySideTabAnimator()
    private var interaction: UIPercentDrivenInteractiveTransition?
    /// A placeholder animator replaced when a swipe starts (as the libraries declare it).
    private(set) var bounce = UIViewPropertyAnimator()
    /// Where the last pan started, in the screen's coordinate space.
    private(set) var panStartOnScreen: CGPoint?
    var appeared: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        let colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue]
        viewControllers = colors.enumerated().map { index, color in
            let tab = TabPage()
            tab.title = "Tab \(index)"
            tab.view.backgroundColor = color
            tab.onAppear = { [unowned self] in self.appeared.append("Tab \(index)") }
            return tab
        }
        let pan = UIPanGestureRecognizer { [unowned self] in self.swipe($0) }
        view.addGestureRecognizer(pan)
    }

    private func swipe(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: view)
        switch pan.state {
        case .began:
            panStartOnScreen = view.convert(pan.location(in: view), to: UIScreen.main.coordinateSpace)
            if translation.equalTo(.zero) { return }
            let forward = translation.x < 0
            let next = selectedIndex + (forward ? 1 : -1)
            guard let count = viewControllers?.count, next >= 0, next < count else { return }
            animator.targetEdge = forward ? .right : .left
            interaction = UIPercentDrivenInteractiveTransition()
            selectedIndex = next
        case .changed:
            interaction?.update(min(max(abs(translation.x) / view.bounds.width, 0), 1))
        case .ended, .cancelled:
            guard let interaction = interaction else { return }
            if interaction.percentComplete > 0.5 {
                interaction.finish()
            } else {
                interaction.cancel()
            }
            self.interaction = nil
        default:
            break
        }
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        animator
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

/// A tab's page, telling its owner when it appeared.
final class TabPage: UIViewController {
    var onAppear: (() -> Void)?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onAppear?()
    }
}
