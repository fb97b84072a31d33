import Foundation
import Geometry

extension UIView {
    // MARK: Constraints

    /// Whether the view's autoresizing mask and frame become constraints (true by default, as in UIKit). Set
    /// false on views you position with constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout.translatesAutoresizingMaskIntoConstraints }
        set {
            guard newValue != autoLayout.translatesAutoresizingMaskIntoConstraints else { return }
            autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
            layoutEngineRoot.autoLayout.engine?.setNeedsUpdate()
            superview?.setNeedsLayout()
        }
    }

    /// The constraints installed on this view (those whose items' nearest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { autoLayout.constraints }

    /// Activates `constraint` (UIKit's older spelling; it is installed in its items' nearest common ancestor).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }

    /// Activates each constraint.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }

    /// Deactivates `constraint` when it is installed on this view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.container === self { constraint.isActive = false }
    }

    /// Deactivates each constraint installed on this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: Anchors

    /// The leading edge of the frame: the left edge in a left-to-right layout, the right edge in a right-to-left one.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge of the frame: the right edge in a left-to-right layout, the left edge in a right-to-left one.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge of the frame, whatever the layout direction.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge of the frame, whatever the layout direction.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The horizontal centre of the frame.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge of the frame.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge of the frame.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre of the frame.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the view's first line of text (a label's); the bottom edge for a view without text.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the view's last line of text (a label's); the bottom edge for a view without text.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    /// The width of the frame.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height of the frame.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    // MARK: Layout guides

    /// The guides added with ``addLayoutGuide(_:)``.
    public var layoutGuides: [UILayoutGuide] { autoLayout.layoutGuides }

    /// Adds a guide owned by this view (moving it from its previous owner).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.systemKind == nil else { return }
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide.owningView = self
        autoLayout.layoutGuides.append(layoutGuide)
    }

    /// Removes a guide (deactivating the constraints that use it).
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        var view: UIView? = self
        while let v = view {
            for c in v.constraints where c.firstItem === layoutGuide || c.secondItem === layoutGuide {
                c.isActive = false
            }
            view = v.superview
        }
        autoLayout.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    // MARK: Intrinsic size, hugging and compression resistance

    /// Tells the layout engine that ``intrinsicContentSize`` changed.
    public func invalidateIntrinsicContentSize() {
        layoutEngineRoot.autoLayout.engine?.setNeedsUpdate()
        superview?.setNeedsLayout()
    }

    /// How strongly the view resists growing beyond its intrinsic size on `axis` (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout.hugging[axis.rawValue]
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size on `axis`; the layout is solved again.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        autoLayout.hugging[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout.compressionResistance[axis.rawValue]
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`; the layout is solved again.
    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority,
        for axis: NSLayoutConstraint.Axis
    ) {
        autoLayout.compressionResistance[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }

    // MARK: Updating constraints

    /// Asks for ``updateConstraints()`` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
        ensureLayoutEngine().setNeedsUpdate()
        setNeedsLayout()
    }

    /// Whether ``updateConstraints()`` is due.
    public func needsUpdateConstraints() -> Bool { autoLayout.needsUpdateConstraints }

    /// Runs the due ``updateConstraints()`` calls of this view and its subviews now (subviews first).
    public func updateConstraintsIfNeeded() { runUpdateConstraintsPass() }

    /// The update-constraints pass: leaves first, then their superviews; a controller's root view asks its
    /// controller (``UIViewController/updateViewConstraints()``).
    func runUpdateConstraintsPass() {
        for subview in subviews { subview.runUpdateConstraintsPass() }
        guard autoLayout.needsUpdateConstraints else { return }
        autoLayout.needsUpdateConstraints = false
        if let controller = owningViewController, controller.viewIfLoaded === self {
            controller.updateViewConstraints()
        } else {
            updateConstraints()
        }
    }

    // MARK: Fitting size

    /// The smallest size the constraints allow (UIKit's `UILayoutFittingCompressedSize`).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size the constraints allow (``UIKitChoices/layoutFittingExpandedLength`` on each side).
    public static var layoutFittingExpandedSize: CGSize {
        CGSize(
            width: UIKitChoices.current.layoutFittingExpandedLength,
            height: UIKitChoices.current.layoutFittingExpandedLength)
    }

    /// The size closest to `targetSize` that the view's constraints (its subtree's, with its own size free)
    /// allow, with the target wanted at `fittingSizeLevel` on both axes.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size closest to `targetSize` that the view's constraints allow, the target wanted at the given
    /// priority per axis (`.required` fixes that axis).
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize,
        withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let engine = LayoutEngine(
            root: self,
            fitting: .init(
                size: targetSize, horizontal: horizontalFittingPriority,
                vertical: verticalFittingPriority))
        engine.updateIfNeeded()
        guard let frame = engine.solvedFrame(of: self) else {
            let intrinsic = intrinsicContentSize
            return CGSize(
                width: intrinsic.width >= 0 ? intrinsic.width : targetSize.width,
                height: intrinsic.height >= 0 ? intrinsic.height : targetSize.height)
        }
        return frame.size
    }

    // MARK: Debugging

    /// Whether the constraints leave this view's frame undetermined (a weak pull moves it).
    public var hasAmbiguousLayout: Bool {
        guard !translatesAutoresizingMaskIntoConstraints else { return false }
        return ensureLayoutEngine().isAmbiguous(self)
    }

    // MARK: Engine plumbing

    /// The root of this view's hierarchy (the window when on screen).
    var layoutEngineRoot: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    @discardableResult func ensureLayoutEngine() -> LayoutEngine {
        let root = layoutEngineRoot
        if let engine = root.autoLayout.engine { return engine }
        let engine = LayoutEngine(root: root)
        root.autoLayout.engine = engine
        return engine
    }

    /// The nearest view that is `a` or an ancestor of it and also `b` or an ancestor of `b`.
    static func nearestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        var ancestors: Set<ObjectIdentifier> = []
        var view: UIView? = a
        while let v = view { ancestors.insert(ObjectIdentifier(v)); view = v.superview }
        view = b
        while let v = view {
            if ancestors.contains(ObjectIdentifier(v)) { return v }
            view = v.superview
        }
        return nil
    }

    /// Constraints were added to or removed from this view.
    func autoLayoutHierarchyDidChange() {
        ensureLayoutEngine().setNeedsUpdate()
        setNeedsLayout()
    }

    func setNeedsLayoutForAutoLayout() { setNeedsLayout() }

    /// Called (by `UIView`) after `view` became a subview of this view: the hierarchies' engines merge.
    func autoLayoutDidAddSubview(_ view: UIView) {
        let hadEngine = view.autoLayout.engine != nil
        view.autoLayout.engine = nil
        if hadEngine || layoutEngineRoot.autoLayout.engine != nil { ensureLayoutEngine().setNeedsUpdate() }
    }

    /// Called (by `UIView`) before `self` leaves its superview: constraints that tie the subtree to views
    /// outside it are deactivated (as UIKit does); a subtree with constraints of its own gets its own engine.
    func autoLayoutWillLeaveSuperview() {
        guard let parent = superview, let engine = parent.layoutEngineRoot.autoLayout.engine else { return }
        engine.setNeedsUpdate()
        var ancestor: UIView? = parent
        while let a = ancestor {
            for c in a.constraints {
                let inside = [c.first?.layoutNodeView, c.second?.layoutNodeView].contains { node in
                    node.map { $0.isDescendant(of: self) } ?? false
                }
                if inside { c.isActive = false }
            }
            ancestor = a.superview
        }
        func hasConstraints(_ view: UIView) -> Bool {
            !view.constraints.isEmpty || view.subviews.contains(where: hasConstraints)
        }
        if hasConstraints(self) { autoLayout.engine = LayoutEngine(root: self) }
    }

    /// The frame as Auto Layout sees it: centre and bounds size, without the transform.
    var untransformedFrame: CGRect {
        let size = bounds.size
        return CGRect(
            x: center.x - layer.anchorPoint.x * size.width, y: center.y - layer.anchorPoint.y * size.height,
            width: size.width, height: size.height)
    }

    /// `frame` with its edges rounded to the screen's pixel grid, as UIKit applies solved frames.
    func pixelAligned(_ frame: CGRect) -> CGRect {
        let scale = window?.screenScale ?? UIScreen.main.scale
        func snap(_ v: CGFloat) -> CGFloat { PixelGrid.snapped(v, scale: scale) }
        let minX = snap(frame.minX), minY = snap(frame.minY)
        return CGRect(x: minX, y: minY, width: max(0, snap(frame.maxX) - minX), height: max(0, snap(frame.maxY) - minY))
    }

    /// `layoutSubviews`' default: sets the subviews that use Auto Layout to their solved frames (centre and
    /// bounds, so a transform is kept), and the guides follow.
    func applyAutoLayoutToSubviews() {
        guard let engine = layoutEngineRoot.autoLayout.engine else { return }
        engine.updateIfNeeded()
        for subview in subviews where !subview.translatesAutoresizingMaskIntoConstraints {
            guard let solved = engine.solvedFrame(of: subview) else { continue }
            let frame = subview.pixelAligned(solved)
            if subview.bounds.size != frame.size {
                subview.bounds = CGRect(origin: subview.bounds.origin, size: frame.size)
            }
            let center = CGPoint(
                x: frame.minX + subview.layer.anchorPoint.x * frame.width,
                y: frame.minY + subview.layer.anchorPoint.y * frame.height)
            if subview.center != center { subview.center = center }
        }
    }

    /// Where the first or last baseline lies: `fractionOfHeight × height + points` below the top (views
    /// without text: the bottom).
    func baselineOffsets(last: Bool) -> (fractionOfHeight: Double, points: Double)? {
        guard let label = self as? UILabel else { return nil }
        return label.labelBaselineOffsets(last: last)
    }
}
