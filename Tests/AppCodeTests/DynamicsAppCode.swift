// App code in Swift 5 language mode, as menus and card stacks use UIKit Dynamics: a menu that drops from the top
// on gravity, hinged at its corner and stopped by a boundary (GuillotineMenu's technique), a card dragged by an
// attachment whose anchor follows the finger, then snapped home, and a composite behaviour subclass.

#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// A composite behaviour: gravity, collision with the reference bounds and a little bounce for its items.
final class DropBehavior: UIDynamicBehavior {
    let gravity = UIGravityBehavior()
    let collision = UICollisionBehavior(items: [])
    let bounce = UIDynamicItemBehavior(items: [])

    override init() {
        super.init()
        collision.translatesReferenceBoundsIntoBoundary = true
        bounce.elasticity = 0.4
        addChildBehavior(gravity)
        addChildBehavior(collision)
        addChildBehavior(bounce)
    }

    func addItem(_ item: UIDynamicItem) {
        gravity.addItem(item)
        collision.addItem(item)
        bounce.addItem(item)
    }
}

/// A screen whose menu falls open about its top-left corner and lands on a ledge, and whose card can be dragged
/// and snapped back.
final class DynamicMenuViewController: UIViewController, UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
    let menu = UIView()
    let card = UIView()
    private(set) var animator: UIDynamicAnimator!
    private var drag: UIAttachmentBehavior?
    private(set) var landedOn: [String] = []
    private(set) var pauses = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        menu.frame = CGRect(x: 0, y: -300, width: 300, height: 300)
        menu.backgroundColor = .systemIndigo
        card.frame = CGRect(x: 100, y: 400, width: 120, height: 80)
        card.backgroundColor = .systemOrange
        view.addSubview(menu)
        view.addSubview(card)
        animator = UIDynamicAnimator(referenceView: view)
        animator.delegate = self
    }

    /// Swings the menu down about its top-left corner until it rests on the ledge across the top.
    func openMenu() {
        animator.removeAllBehaviors()
        // Turned a quarter up about its top-left corner, which stays at the screen's top-left corner.
        menu.bounds = CGRect(x: 0, y: 0, width: 300, height: 300)
        menu.center = CGPoint(x: 150, y: -150)
        menu.transform = CGAffineTransform(rotationAngle: -.pi / 2)
        let hinge = UIAttachmentBehavior(
            item: menu, offsetFromCenter: UIOffset(horizontal: -150, vertical: -150),
            attachedToAnchor: CGPoint(x: 0, y: 0))
        let collision = UICollisionBehavior(items: [menu])
        collision.addBoundary(
            withIdentifier: "ledge" as NSCopying, from: CGPoint(x: 0, y: 300), to: CGPoint(x: 10, y: 300))
        collision.collisionDelegate = self
        let gravity = UIGravityBehavior(items: [menu])
        gravity.magnitude = 1.5
        let properties = UIDynamicItemBehavior(items: [menu])
        properties.elasticity = 0.2
        animator.addBehavior(hinge)
        animator.addBehavior(collision)
        animator.addBehavior(gravity)
        animator.addBehavior(properties)
    }

    /// The finger went down on the card at `point`: the card hangs from the finger.
    func beginDrag(at point: CGPoint) {
        animator.removeAllBehaviors()
        let offset = UIOffset(horizontal: point.x - card.center.x, vertical: point.y - card.center.y)
        let attachment = UIAttachmentBehavior(item: card, offsetFromCenter: offset, attachedToAnchor: point)
        animator.addBehavior(attachment)
        drag = attachment
    }

    /// The finger moved.
    func moveDrag(to point: CGPoint) {
        drag?.anchorPoint = point
    }

    /// The finger lifted: the card snaps home.
    func endDrag() {
        animator.removeAllBehaviors()
        drag = nil
        let snap = UISnapBehavior(item: card, snapTo: CGPoint(x: 160, y: 440))
        snap.damping = 0.7
        animator.addBehavior(snap)
    }

    /// Drops `view` with the composite behaviour.
    func drop(_ view: UIView) {
        let behavior = DropBehavior()
        behavior.addItem(view)
        animator.addBehavior(behavior)
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        pauses += 1
    }

    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
    ) {
        if let name = identifier as? String { landedOn.append(name) }
    }
}
