import Foundation

/// UIKit's `UIDynamicBehavior`: a rule a dynamic animator applies to its items on every step — the base of the
/// gravity, collision, snap, attachment, push and item behaviours, and of app code's composite behaviours
/// (a subclass that adds child behaviours). Its ``action`` runs after every step.
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    /// A behaviour with no rule of its own (a composite: add child behaviours to it).
    public override init() { super.init() }

    /// The behaviours this one is made of, applied with it.
    open private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Runs after every step of the animator (once per display frame while it runs).
    open var action: (() -> Void)?
    /// The animator the behaviour is in (nil when not added to one).
    open private(set) weak var dynamicAnimator: UIDynamicAnimator?

    /// Adds `behavior` as a child (applied with this one).
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.append(behavior)
        if let dynamicAnimator { behavior.attach(to: dynamicAnimator) }
        behaviorDidChange()
    }

    /// Removes the child `behavior`.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        childBehaviors.remove(at: index)
        if dynamicAnimator != nil { behavior.attach(to: nil) }
        behaviorDidChange()
    }

    /// Called before the behaviour is added to an animator or removed from one (nil).
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// Sets the animator of this behaviour and its children.
    func attach(to animator: UIDynamicAnimator?) {
        willMove(to: animator)
        dynamicAnimator = animator
        for child in childBehaviors { child.attach(to: animator) }
    }

    /// Tells the animator something changed: it resumes if it was at rest.
    func behaviorDidChange() { dynamicAnimator?.behaviorsDidChange() }

    /// The items the behaviour acts on (its own, not its children's).
    var dynamicItems: [UIDynamicItem] { [] }

    /// Adds the behaviour's forces to the world's bodies for one substep.
    func applyForces(in world: DynamicsWorld) {}

    /// The behaviour and its children, depth first, parents before children.
    var flattened: [UIDynamicBehavior] { [self] + childBehaviors.flatMap(\.flattened) }
}

/// A list of dynamic items compared by identity, as UIKit's behaviours keep them.
struct DynamicItemList {
    private(set) var items: [UIDynamicItem] = []

    init(_ items: [UIDynamicItem]) {
        for item in items { add(item) }
    }

    mutating func add(_ item: UIDynamicItem) {
        if !items.contains(where: { $0 === item }) { items.append(item) }
    }

    mutating func remove(_ item: UIDynamicItem) { items.removeAll { $0 === item } }
}
