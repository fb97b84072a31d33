import Foundation

/// UIKit's `UIContentContainer`: how a controller hears about size changes and its children's preferred
/// sizes. `UIViewController` adopts it; override its methods and call `super` to keep the forwarding.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
    /// The size the container would like its content to have (`.zero`: no preference).
    var preferredContentSize: CGSize { get }
    /// A child's ``preferredContentSize`` changed.
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// A child's fitting size changed (kept for app code; Flipbook's views have no Auto Layout fitting yet).
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// The size a child gets when this container becomes `parentSize` (the whole size by default).
    func size(
        forChildContentContainer container: UIContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize
    /// The container's view is about to change to `size`; animations given to `coordinator` run alongside.
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
    /// The traits are about to change to `newCollection` (size classes after a resize).
    func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}

extension Stage {
    /// Resizes the window to `size` as iOS does for a rotation or a multitasking resize: the root controller
    /// gets `viewWillTransition(to:with:)` (and, through its default implementation, its children with the
    /// sizes it gives them, and the controllers it presents), then the window's frame animates to the new
    /// size over `duration` (ease-in-out) with the coordinator's alongside animations; their completions run
    /// after. When the size classes change, `willTransition(to:with:)` comes first and the window's traits
    /// change as the animation starts. The picture keeps the device's size: a smaller window leaves black
    /// around it. Throws
    /// ``StageError`` for a non-finite, zero or negative size or a negative duration.
    public func transitionWindow(to size: CGSize, duration: TimeInterval = 0.4) throws {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw StageError.invalidWindowSize(size)
        }
        guard duration.isFinite, duration >= 0 else { throw StageError.invalidWindowSize(size) }
        let coordinator = SizeTransitionCoordinator(container: window, duration: duration)
        let old = window.environmentTraits
        let resized = Device(name: device.name, size: size, scale: device.scale)
        let traits = screenTraits(for: resized)
        let classesChange =
            traits.horizontalSizeClass != old.horizontalSizeClass
            || traits.verticalSizeClass != old.verticalSizeClass
        if classesChange { window.rootViewController?.willTransition(to: traits, with: coordinator) }
        window.rootViewController?.viewWillTransition(to: size, with: coordinator)
        let window = self.window
        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveEaseInOut],
            animations: {
                if classesChange { window.environmentTraits = traits }
                window.frame = CGRect(origin: window.frame.origin, size: size)
                window.layoutIfNeeded()
                coordinator.runAlongside()
            }, completion: { _ in coordinator.runCompletions() })
    }
}

/// The coordinator of a window resize: not interactive, never cancelled; alongside animations run in the
/// resize's animation block.
@MainActor
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    typealias Block = @MainActor (UIViewControllerTransitionCoordinatorContext) -> Void
    let containerView: UIView
    let transitionDuration: TimeInterval
    private var animations: [Block] = []
    private var completions: [Block] = []
    private var ended = false

    init(container: UIView, duration: TimeInterval) {
        containerView = container
        transitionDuration = duration
    }

    var isAnimated: Bool { transitionDuration > 0 }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var percentComplete: CGFloat { ended ? 1 : 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    @discardableResult
    func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
        guard !ended else { return false }
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: Block?, completion: Block?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Never called: a resize is not interactive.
    func notifyWhenInteractionChanges(_ handler: @escaping Block) {}
    func notifyWhenInteractionEnds(_ handler: @escaping Block) {}

    func runAlongside() {
        for animation in animations { animation(self) }
        animations = []
    }

    func runCompletions() {
        ended = true
        for completion in completions { completion(self) }
        completions = []
    }
}
