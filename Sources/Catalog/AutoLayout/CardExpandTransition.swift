#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// The card-expand animator, as apps write it with Auto Layout: the presented screen is pinned to the
/// container by four edge constraints whose constants start at the tapped card's frame; animating the
/// constants to zero (and `layoutIfNeeded()` in a spring block) expands it to full screen. Dismissal animates
/// the constants back to the card's frame. One object serves both directions.
final class CardExpandTransition: NSObject, UIViewControllerTransitioningDelegate,
    UIViewControllerAnimatedTransitioning
{
    /// The card on the presenting screen the detail grows out of.
    weak var sourceCard: UIView?
    private var edges: [NSLayoutConstraint] = []
    private var isPresenting = true

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        isPresenting = true
        return self
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        isPresenting = false
        return self
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.6 }

    /// The card's frame as insets from the container's edges: leading, top, trailing, bottom.
    private func cardInsets(in container: UIView) -> [CGFloat] {
        guard let card = sourceCard else { return [0, 0, 0, 0] }
        let frame = card.convert(card.bounds, to: container)
        return [frame.minX, frame.minY, container.bounds.width - frame.maxX, container.bounds.height - frame.maxY]
    }

    private func setEdges(_ insets: [CGFloat]) {
        edges[0].constant = insets[0]
        edges[1].constant = insets[1]
        edges[2].constant = -insets[2]
        edges[3].constant = -insets[3]
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        if isPresenting {
            guard let detail = transitionContext.view(forKey: .to) else { return }
            detail.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(detail)
            edges = [
                detail.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                detail.topAnchor.constraint(equalTo: container.topAnchor),
                detail.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                detail.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            ]
            NSLayoutConstraint.activate(edges)
            setEdges(cardInsets(in: container))
            detail.layer.cornerRadius = 16
            detail.clipsToBounds = true
            container.layoutIfNeeded()
            sourceCard?.alpha = 0
            setEdges([0, 0, 0, 0])
            UIView.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0,
                options: [],
                animations: {
                    detail.layer.cornerRadius = 0
                    container.layoutIfNeeded()
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        } else {
            guard let detail = transitionContext.view(forKey: .from) else { return }
            setEdges(cardInsets(in: container))
            UIView.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                options: [],
                animations: {
                    detail.layer.cornerRadius = 16
                    container.layoutIfNeeded()
                },
                completion: { _ in
                    self.sourceCard?.alpha = 1
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
    }
}
