import Foundation

/// UIKit's `UIDynamicAnimatorDelegate`: told when the animator comes to rest and when it starts again. Both
/// methods are optional.
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: AnyObject {
    /// The animator starts moving its items (again).
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// Every item came to rest: the animator stopped stepping.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    /// Does nothing.
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    /// Does nothing.
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

/// UIKit's `UIDynamicAnimator`: moves items by physics — gravity, collisions, snaps, attachments, pushes — on
/// the stage's virtual clock, one step per display frame, never the wall clock, so every run is the same.
///
/// Each display frame is integrated in ``UIKitChoices/dynamicsSubsteps`` equal substeps with semi-implicit
/// (symplectic) Euler: forces change velocities, velocities move the items, then contacts and rigid attachments
/// are resolved by impulses (see ``UIKitChoices/dynamicsIntegration``). The items' centres and rotations are
/// written once per frame, then every behaviour's `action` runs. When every item has been still for
/// ``UIKitChoices/dynamicsRestDuration`` the animator pauses (``isRunning`` false, the delegate told); adding or
/// changing a behaviour resumes it.
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    /// The view whose coordinates the items' centres are in; its bounds are the boundary of collision behaviours
    /// that translate them into one.
    open private(set) weak var referenceView: UIView?
    /// The behaviours added, in order.
    open private(set) var behaviors: [UIDynamicBehavior] = []
    /// Told when the animator pauses and resumes.
    open weak var delegate: UIDynamicAnimatorDelegate?
    /// Whether the animator is stepping (false once every item came to rest, or with no behaviours).
    open private(set) var isRunning = false
    /// The simulated seconds the animator has run (paused time excluded).
    open private(set) var elapsedTime: TimeInterval = 0

    let world = DynamicsWorld()
    private var link: DisplayLink?
    private let clock: VirtualClock

    /// The collection view layout whose attributes the animator moves (``init(collectionViewLayout:)``).
    weak var referenceLayout: UICollectionViewLayout?

    /// An animator moving subviews of `view` (their centres are in its coordinates), on the current stage's clock.
    public init(referenceView view: UIView) {
        referenceView = view
        clock = VirtualClock.current
        super.init()
    }

    /// An animator without a reference system (UIKit's inherited `init()`): the items' centres are in whatever
    /// coordinates app code gives them, and collision behaviours have no reference bounds to translate.
    public override init() {
        clock = VirtualClock.current
        super.init()
    }

    /// An animator moving the layout attributes of `layout` (UIKit's `initWithCollectionViewLayout:`): their
    /// centres are in the collection view's content coordinates, every step invalidates the layout (which
    /// answers with ``items(in:)`` and ``layoutAttributesForCell(at:)``), and the layout's content size is the
    /// reference bounds (``UIKitChoices/dynamicsLayoutReferenceBounds``).
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        referenceLayout = layout
        clock = VirtualClock.current
        super.init()
    }

    /// The bounds collision behaviours translate into a boundary: the reference view's bounds, or the
    /// reference layout's content.
    var referenceBounds: CGRect? {
        if let referenceView { return referenceView.bounds }
        if let referenceLayout { return CGRect(origin: .zero, size: referenceLayout.collectionViewContentSize) }
        return nil
    }

    /// Adds `behavior` (and its children); the animator starts if it was not running.
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        if let other = behavior.dynamicAnimator, other !== self {
            clock.report("UIDynamicAnimator: a behavior is already in another animator (UIKit raises); moved here")
            other.removeBehavior(behavior)
        }
        behaviors.append(behavior)
        behavior.attach(to: self)
        behaviorsDidChange()
    }

    /// Removes `behavior`; its items keep their place and velocity while other behaviours move them.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behaviors.remove(at: index)
        behavior.attach(to: nil)
        behaviorsDidChange()
    }

    /// Removes every behaviour: the animator stops.
    open func removeAllBehaviors() {
        for behavior in behaviors { removeBehavior(behavior) }
    }

    /// The items whose frames (their size about their centre, unrotated) meet `rect`.
    open func items(in rect: CGRect) -> [UIDynamicItem] {
        world.items(for: allBehaviors).filter { item in
            let size = item.bounds.size
            let frame = CGRect(
                x: item.center.x - size.width / 2, y: item.center.y - size.height / 2, width: size.width,
                height: size.height)
            return frame.intersects(rect)
        }
    }

    /// Reads `item`'s centre and rotation again (after app code moved it); its velocity is kept.
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        world.body(for: item)?.readState()
        behaviorsDidChange()
    }

    /// Every behaviour, children included.
    var allBehaviors: [UIDynamicBehavior] { behaviors.flatMap(\.flattened) }

    /// Something changed: resume stepping if there is anything to move.
    func behaviorsDidChange() {
        world.restTime = 0
        let hasItems = !world.items(for: allBehaviors).isEmpty
        if hasItems && !isRunning {
            delegate?.dynamicAnimatorWillResume(self)
            isRunning = true
            clock.register(self)
            if link == nil {
                // Weak: an animator app code lets go of stops, and its link with it.
                link = clock.displayLink { [weak self] link in
                    guard let self else { return link.invalidate() }
                    self.step(frameDuration: link.duration)
                }
            }
            link?.isPaused = false
        } else if !hasItems && isRunning {
            pause()
        }
    }

    private func pause() {
        isRunning = false
        link?.isPaused = true
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// One display frame: the world steps, the items are written, the actions run, rest is checked.
    private func step(frameDuration: TimeInterval) {
        guard isRunning else { return }
        let behaviors = allBehaviors
        world.step(frameDuration: frameDuration, behaviors: behaviors, referenceBounds: referenceBounds)
        elapsedTime += frameDuration
        referenceLayout?.invalidateLayout()
        for behavior in behaviors { behavior.action?() }
        if world.restTime >= UIKitChoices.current.dynamicsRestDuration { pause() }
    }
}
