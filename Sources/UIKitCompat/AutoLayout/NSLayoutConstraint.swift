import Foundation

/// A relation between two layout attributes, `first.attribute relation second.attribute × multiplier + constant`
/// (or `first.attribute relation constant`): UIKit's `NSLayoutConstraint`.
///
/// Activating it installs it in the layout engine of its items' view hierarchy; the next layout pass
/// (``UIView/layoutIfNeeded()``, or the stage's before every frame) sets the frames the solution gives.
/// Problems UIKit raises exceptions for (items without a common ancestor, attributes of different axes,
/// non-finite constants) are reported in the clock's ``VirtualClock/diagnostics`` and leave the constraint
/// inactive.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The first item (a view or a layout guide).
    public let firstItem: AnyObject?
    /// The attribute of the first item that the constraint sets.
    public let firstAttribute: Attribute
    /// How the first attribute compares with the second side: at most, equal or at least.
    public let relation: Relation
    /// The second item, nil for a constant size.
    public let secondItem: AnyObject?
    /// The attribute of the second item; `.notAnAttribute` for a constant size.
    public let secondAttribute: Attribute
    /// The factor applied to the second attribute (fixed once created, as in UIKit).
    public let multiplier: CGFloat

    /// The constant added to the second attribute; may change while active (the change is laid out on the
    /// next layout pass, animated inside an animation block with `layoutIfNeeded()`). Non-finite values are
    /// refused and reported.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            guard constant.isFinite else {
                AutoLayoutLog.report("\(self): constant must be finite, got \(constant); keeping \(oldValue)")
                constant = oldValue
                return
            }
            constraintDidChange()
        }
    }

    /// 1000 (required) by default. Changing an active constraint between required and not required is refused
    /// (UIKit raises an exception), other changes take effect on the next layout pass.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            guard priority.rawValue.isFinite, priority.rawValue > 0, priority.rawValue <= 1000 else {
                AutoLayoutLog.report("\(self): priority must be in (0, 1000], got \(priority.rawValue)")
                priority = oldValue
                return
            }
            if isActive && (priority == .required) != (oldValue == .required) {
                AutoLayoutLog.report(
                    "\(self): mutating a priority from required to not on an installed constraint "
                        + "(or vice versa) is not supported; keeping \(oldValue.rawValue)")
                priority = oldValue
                return
            }
            constraintDidChange()
        }
    }

    /// A name shown in messages.
    open var identifier: String?

    /// Kept for app code (Flipbook archives nothing).
    open var shouldBeArchived = false

    /// Where the constraint is installed while active: its items' nearest common ancestor.
    weak var container: UIView?
    /// Set for the constraints UIKit makes itself (stack views, fitting); they print with their own class name.
    var systemKind: String?

    /// A constraint `view1.attr1 relation view2.attr2 × multiplier + c`. `view2` nil (with `.notAnAttribute`)
    /// makes a constant constraint.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
        super.init()
    }

    /// UIKit's convenience with `multiplier` 1 and `constant` 0 spelled out by the caller.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute
    ) {
        self.init(
            item: view1, attribute: attr1, relatedBy: relation, toItem: view2, attribute: attr2,
            multiplier: 1, constant: 0)
    }

    // MARK: Activation

    /// Whether the constraint takes part in layout. Setting true installs it in the nearest common ancestor of
    /// its items; a problem (no common ancestor, mixed axes, non-finite numbers) is reported and it stays
    /// inactive.
    open var isActive: Bool {
        get { container != nil }
        set {
            if newValue { activate() } else { deactivate() }
        }
    }

    /// Activates each constraint (UIKit's efficient batch form).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    var first: LayoutItem? { firstItem as? LayoutItem }
    var second: LayoutItem? { secondItem as? LayoutItem }

    /// Why the constraint cannot be installed, or nil.
    func validationProblem() -> String? {
        guard let first else {
            return "\(self): the first item must be a view or a layout guide, got \(String(describing: firstItem))"
        }
        if firstAttribute == .notAnAttribute { return "\(self): the first attribute cannot be notAnAttribute" }
        if secondItem != nil && second == nil {
            return "\(self): the second item must be a view or a layout guide, got \(String(describing: secondItem))"
        }
        if second == nil && secondAttribute != .notAnAttribute {
            return "\(self): a constraint without second item must use notAnAttribute"
        }
        if second != nil && secondAttribute == .notAnAttribute {
            return "\(self): a second item needs an attribute"
        }
        if second == nil && !firstAttribute.isSize {
            return "\(self): a constant constraint needs a width or height attribute, got \(firstAttribute.name)"
        }
        let bothSizes = firstAttribute.isSize && secondAttribute.isSize  // aspect ratios cross axes
        if second != nil && firstAttribute.axis != secondAttribute.axis && !bothSizes {
            return "\(self): \(firstAttribute.name) and \(secondAttribute.name) are on different axes"
        }
        if second != nil && firstAttribute.isSize != secondAttribute.isSize {
            return "\(self): a size (\(firstAttribute.isSize ? firstAttribute.name : secondAttribute.name)) cannot "
                + "be related to a location"
        }
        if !constant.isFinite { return "\(self): constant must be finite, got \(constant)" }
        if !multiplier.isFinite { return "\(self): multiplier must be finite, got \(multiplier)" }
        _ = first
        return nil
    }

    private func activate() {
        guard container == nil else { return }
        if let problem = validationProblem() { return AutoLayoutLog.report(problem) }
        let firstNode = first!.layoutNodeView
        let secondNode = second?.layoutNodeView
        guard let firstNode else {
            return AutoLayoutLog.report("\(self): \(first!.layoutItemName) has no owning view")
        }
        let ancestor: UIView?
        if let second {
            guard let secondNode else {
                return AutoLayoutLog.report("\(self): \(second.layoutItemName) has no owning view")
            }
            ancestor = UIView.nearestCommonAncestor(firstNode, secondNode)
            guard ancestor != nil else {
                return AutoLayoutLog.report(
                    "Unable to activate constraint \(self) because \(first!.layoutItemName) and "
                        + "\(second.layoutItemName) have no common ancestor. Does the constraint reference items in "
                        + "different view hierarchies? That's illegal.")
            }
        } else {
            ancestor = firstNode
        }
        // A constraint between a view and its own subview lives in the view; else in the common ancestor.
        let host = ancestor!
        container = host
        host.autoLayout.constraints.append(self)
        host.autoLayoutHierarchyDidChange()
        firstNode.setNeedsLayoutForAutoLayout()
    }

    private func deactivate() {
        guard let host = container else { return }
        host.autoLayout.constraints.removeAll { $0 === self }
        container = nil
        host.autoLayoutHierarchyDidChange()
    }

    private func constraintDidChange() {
        guard let host = container else { return }
        host.layoutEngineRoot.autoLayout.engine?.constraintDidChange(self)
        host.setNeedsLayoutForAutoLayout()
        first?.layoutNodeView?.superview?.setNeedsLayoutForAutoLayout()
    }

    // MARK: Description

    /// UIKit's form: `<NSLayoutConstraint 'identifier' UIView#3.width == 100   (active)>` (items by class
    /// and tag or identifier, not address, so messages are the same on every run).
    open override var description: String {
        MainActor.assumeIsolated { describe() }
    }

    private func describe() -> String {
        var text = "<\(systemKind ?? "NSLayoutConstraint")"
        if let identifier { text += " '\(identifier)'" }
        text += " \(first?.layoutItemName ?? String(describing: firstItem)).\(firstAttribute.name) \(relation.symbol) "
        if let second {
            var rhs = "\(second.layoutItemName).\(secondAttribute.name)"
            if multiplier != 1 { rhs = "\(Self.format(multiplier))*" + rhs }
            if constant != 0 { rhs += constant > 0 ? " + \(Self.format(constant))" : " - \(Self.format(-constant))" }
            text += rhs
        } else {
            text += Self.format(constant)
        }
        if priority != .required { text += " @\(Self.format(CGFloat(priority.rawValue)))" }
        if isActive { text += "   (active)" }
        return text + ">"
    }

    /// Called on constraints loaded from a nib or storyboard once loading finished (UIKit's
    /// `NSObject.awakeFromNib()`; constraint subclasses override it to read their outlets). Flipbook loads no
    /// nibs, so it is never called; overrides compile and do nothing here (make such constraints in code).
    open func awakeFromNib() {}

    nonisolated static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }
}
