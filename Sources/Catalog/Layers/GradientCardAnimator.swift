#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// A view backed by a `CAGradientLayer` (`layerClass`), as apps draw gradient cards.
final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
}

/// A card with a diagonal gradient: presented, it rises from the bottom on a spring while its colours warm
/// from dusk to sunset (a `CABasicAnimation` of `colors`); dismissed, it falls back and fades.
final class GradientCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let dusk: [CGColor] = [
        UIColor(red: 0.20, green: 0.24, blue: 0.55, alpha: 1).cgColor,
        UIColor(red: 0.45, green: 0.30, blue: 0.65, alpha: 1).cgColor,
    ]
    static let sunset: [CGColor] = [
        UIColor(red: 0.98, green: 0.45, blue: 0.35, alpha: 1).cgColor,
        UIColor(red: 0.99, green: 0.78, blue: 0.35, alpha: 1).cgColor,
    ]
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.6 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        guard let card = transitionContext.view(forKey: presenting ? .to : .from),
            let controller = transitionContext.viewController(forKey: presenting ? .to : .from)
        else { return }
        let shown =
            presenting
            ? transitionContext.finalFrame(for: controller)
            : transitionContext.initialFrame(for: controller)
        var hidden = shown
        hidden.origin.y = container.bounds.maxY
        if presenting {
            container.addSubview(card)
            card.frame = hidden
            if let gradient = (controller as? GradientCardViewController)?.card.gradientLayer {
                let warm = CABasicAnimation(keyPath: "colors")
                warm.fromValue = Self.dusk
                warm.toValue = Self.sunset
                warm.duration = duration
                warm.timingFunction = CAMediaTimingFunction(name: .easeOut)
                gradient.colors = Self.sunset
                gradient.add(warm, forKey: "warm")
            }
            UIView.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                options: [], animations: { card.frame = shown },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        } else {
            UIView.animate(
                withDuration: duration * 0.6, delay: 0, options: [.curveEaseIn],
                animations: {
                    card.frame = hidden
                    card.alpha = 0.5
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
    }
}

/// The presented card: a gradient view with rounded corners and a title, in the lower part of the screen.
final class GradientCardViewController: UIViewController, UIViewControllerTransitioningDelegate {
    /// The card (made in `loadView`).
    private(set) var card = GradientView()

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "Sunset"
        modalPresentationStyle = .overFullScreen
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let bounds = UIScreen.main.bounds
        let root = UIView(frame: bounds)
        card.frame = CGRect(x: 16, y: bounds.height * 0.35, width: bounds.width - 32, height: bounds.height * 0.6)
        card.gradientLayer.colors = GradientCardAnimator.sunset
        card.gradientLayer.startPoint = CGPoint(x: 0, y: 0)
        card.gradientLayer.endPoint = CGPoint(x: 1, y: 1)
        card.layer.cornerRadius = 24
        card.layer.masksToBounds = true
        let heading = UILabel(frame: CGRect(x: 24, y: 24, width: card.bounds.width - 48, height: 36))
        heading.text = title
        heading.font = .boldSystemFont(ofSize: 30)
        heading.textColor = .white
        card.addSubview(heading)
        root.addSubview(card)
        view = root
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        GradientCardAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        GradientCardAnimator(presenting: false)
    }
}
