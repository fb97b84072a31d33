import Foundation
import Raster

/// A rectangle on screen with its layer, subviews and animations: UIKit's `UIView`, with UIKit's member names,
/// types and meaning.
///
/// Geometry lives in the backing ``Layer`` as in UIKit: `frame` is derived from the layer's `bounds`,
/// `position` (`center`), `anchorPoint` and `transform`. Setting an animatable property inside an animation
/// block (`UIView.animate…`, a property animator) animates it; the model value changes at once.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The backing layer, an instance of ``layerClass``.
    public let layer: CALayer

    /// The class of the backing layer (`CALayer` by default); override to back the view with a subclass
    /// (`CAShapeLayer.self`, `CAGradientLayer.self`, your own). A class that is not a `CALayer` is refused
    /// with a diagnostic and a plain `CALayer` is used.
    open class var layerClass: AnyClass { CALayer.self }

    /// An instance of the view class's ``layerClass``.
    private static func makeLayer(for viewClass: UIView.Type) -> CALayer {
        guard let layerType = viewClass.layerClass as? CALayer.Type else {
            VirtualClock.current.report(
                "\(viewClass).layerClass is \(viewClass.layerClass), not a CALayer class; "
                    + "a CALayer backs the view")
            return CALayer()
        }
        return layerType.init()
    }

    /// The view this view is a subview of; nil for a window or a view not in a hierarchy.
    public private(set) weak var superview: UIView?
    /// The subviews, back to front: later ones draw above earlier ones.
    public private(set) var subviews: [UIView] = []

    /// Any integer, for ``viewWithTag(_:)``.
    open var tag: Int = 0

    /// Whether the view keeps its colours when the user turns Smart Invert on (false by default; photos and
    /// videos set it). A stage has no colour inversion setting, so nothing is inverted either way.
    open var accessibilityIgnoresInvertColors = false

    private(set) var needsLayout = true
    /// Storage for `gestureRecognizers` (Gestures/UIView+Gestures.swift).
    var attachedGestureRecognizers: [UIGestureRecognizer] = []
    /// The motion effects added with `addMotionEffect(_:)` (kept, never applied: a stage has no device motion).
    var storedMotionEffects: [UIMotionEffect] = []
    /// The controller whose root view this is (the next responder).
    weak var owningViewController: UIViewController?
    /// Constraints, guides, margins and the layout engine (AutoLayout/, Layout/).
    let autoLayout = AutoLayoutStorage()

    // MARK: Initialisers

    /// A view with `frame` in its superview's coordinates: bounds of the frame's size at the origin, centred on the
    /// frame's centre, with its own backing layer (of the class's `layerClass`).
    public init(frame: CGRect) {
        layer = UIView.makeLayer(for: Self.self)
        super.init()
        layer.owningView = self
        layer.delegate = self
        layer.modelState.setFrame(frame)
    }

    public override convenience init() { self.init(frame: .zero) }

    /// Flipbook does not decode archives: the view starts with a zero frame, as `init(frame: .zero)`.
    public required init?(coder: NSCoder) {
        layer = UIView.makeLayer(for: Self.self)
        super.init()
        layer.owningView = self
        layer.delegate = self
    }

    /// Flipbook archives nothing: encodes no state (UIKit's `NSCoding` method, which subclasses override to
    /// encode their own values after `super.encode(with:)`).
    open func encode(with coder: NSCoder) {}

    // MARK: Geometry

    /// The frame in the superview's coordinates. Undefined (a bounding box) when `transform` is not the identity.
    open var frame: CGRect {
        get { layer.frame }
        set {
            layer.frame = newValue
            keyValueDidChange(\UIView.frame)
        }
    }

    /// The view's own coordinate space in points (the layer's bounds): its size, and the origin its subviews are placed
    /// against; animatable. A size change lays the view out again and resizes autoresizing subviews.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            layer.bounds = newValue
            keyValueDidChange(\UIView.bounds)
        }
    }

    /// The view's centre in its superview's coordinates (the layer's `position`); animatable.
    open var center: CGPoint {
        get { layer.position }
        set {
            layer.position = newValue
            keyValueDidChange(\UIView.center)
        }
    }

    /// The 2D transform, applied about the layer's anchor point (the centre by default).
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The layer's 3D transform (iOS 13's `transform3D`).
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// The shape the view collides with under a dynamic animator (`.rectangle`: its bounds); a subclass
    /// overrides it for `.ellipse` or `.path`.
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

    /// The convex path around the view's centre it collides with when ``collisionBoundsType`` is `.path`
    /// (empty by default); a subclass overrides it.
    open var collisionBoundingPath: UIBezierPath { UIBezierPath() }

    // MARK: Appearance

    /// The view's opacity, 0…1 (the layer's `opacity`); animatable. A view below 0.01 takes no touches.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacityValue) }
        set {
            layer.opacityValue = Double(newValue)
            keyValueDidChange(\UIView.alpha)
        }
    }

    /// An arranged subview of a ``UIStackView`` hidden inside an animation block reads as hidden at once but
    /// stays on screen, collapsing, until the animation ends (see `UIStackView+Hiding.swift`).
    open var isHidden: Bool {
        get { stackHiding.isPending || layer.isHidden }
        set {
            if let stack = superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self }) {
                stack.arrangedSubview(self, setHidden: newValue)
            } else {
                stackHiding.cancel()
                layer.isHidden = newValue
            }
        }
    }
    /// A hide of an arranged subview waiting for its collapsing animation to end.
    var stackHiding = StackHiding()

    /// A dynamic colour (a system colour, `UIColor(dynamicProvider:)`) is resolved with the view's
    /// ``traitCollection`` for the layer, and again when the traits change; the getter returns it unresolved.
    open var backgroundColor: UIColor? {
        get {
            let shown = layer.backgroundPaint
            guard let declared = declaredBackgroundColor, shown == resolvedForTraits(declared) else {
                return shown.map(UIColor.init(color:))
            }
            return declared
        }
        set {
            declaredBackgroundColor = newValue
            layer.backgroundPaint = resolvedForTraits(newValue)
            noteAppearanceSetting("backgroundColor") { (view: UIView) in view.backgroundColor = newValue }
        }
    }

    /// The colour last given to ``backgroundColor`` (kept dynamic; see Traits/UIView+Traits.swift).
    var declaredBackgroundColor: UIColor?

    /// A view whose alpha masks this view and its subviews (its frame in this view's bounds space); it is
    /// the layer's `mask`, and has no superview.
    open var mask: UIView? {
        get { layer.mask?.owningView }
        set { layer.mask = newValue?.layer }
    }

    /// The layer's `masksToBounds`.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// How `layer.contents` and an image view's image fit the bounds.
    open var contentMode: ContentMode = .scaleToFill

    /// Kept for app code; Flipbook draws what the layers describe whatever its value.
    open var isOpaque = true
    /// Whether the view and its subviews take touches (true by default); false makes hit testing pass over them.
    open var isUserInteractionEnabled = true
    /// Kept for app code; scripted touches have one finger.
    open var isMultipleTouchEnabled = false
    /// Kept for app code; scripted touches have one finger.
    open var isExclusiveTouch = false
    /// The accent colour of the view and its controls (UIKit's `tintColor`): the view's own when one is set,
    /// otherwise its superview's, and the system blue at the top of the hierarchy. Setting nil inherits again.
    /// A change reaches ``tintColorDidChange()`` of the view and of every subview that inherits it.
    /// While ``tintAdjustmentMode`` is `.dimmed`, it is that colour desaturated (see
    /// ``UIKitChoices/dimmedTintIsLuminanceGrey``).
    open var tintColor: UIColor! {
        get {
            let base = ownTintColor ?? superview?.tintColor ?? .systemBlue
            return tintAdjustmentMode == .dimmed ? UIView.dimmed(base, for: traitCollection) : base
        }
        set {
            let old = tintColor
            ownTintColor = newValue
            if tintColor != old { tintDidChangeInSubtree() }
            noteAppearanceSetting("tintColor") { (view: UIView) in view.tintColor = newValue }
        }
    }
    /// The colour set on this view itself (nil: inherited).
    var ownTintColor: UIColor?
    /// The appearance properties set on this view itself, which appearance proxies no longer change.
    var explicitAppearanceKeys: Set<String> = []

    /// Whether the view's tint is shown dimmed: `.automatic` (the default) follows the superview (normal at the
    /// top); `.dimmed` greys the tint of the view and its subviews, as UIKit does behind a popover or alert. A
    /// change reaches ``tintColorDidChange()`` of every view whose tint it changes.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get {
            if ownTintAdjustmentMode != .automatic { return ownTintAdjustmentMode }
            return superview?.tintAdjustmentMode ?? .normal
        }
        set {
            let old = tintAdjustmentMode
            ownTintAdjustmentMode = newValue
            if tintAdjustmentMode != old { adjustmentDidChangeInSubtree() }
        }
    }
    private var ownTintAdjustmentMode: TintAdjustmentMode = .automatic

    /// Called when the tint colour the view shows changed: set on it or on a superview it inherits from, dimmed or
    /// restored by ``tintAdjustmentMode``, or because the view moved to a superview of another tint. Override it to
    /// recolour what the view draws in its tint.
    open func tintColorDidChange() {}

    /// Tells this view and the subviews that inherit its tint.
    func tintDidChangeInSubtree() {
        tintColorDidChange()
        for subview in subviews where subview.ownTintColor == nil { subview.tintDidChangeInSubtree() }
    }

    /// Tells this view and the subviews that inherit its adjustment mode (their tint is dimmed or restored).
    private func adjustmentDidChangeInSubtree() {
        tintColorDidChange()
        for subview in subviews where subview.ownTintAdjustmentMode == .automatic {
            subview.adjustmentDidChangeInSubtree()
        }
    }

    /// `color` resolved for `traits` and turned to the grey of its luminance (alpha kept).
    static func dimmed(_ color: UIColor, for traits: UITraitCollection) -> UIColor {
        let c = color.color.resolvedColor(with: traits)
        let luminance = 0.299 * c.red + 0.587 * c.green + 0.114 * c.blue
        return UIColor(color: Color(white: luminance, alpha: c.alpha))
    }

    // MARK: Traits (see Traits/UIView+Traits.swift)

    /// The traits the view draws for: its superview's (the window's come from the stage) with the overrides
    /// of its controller and its own.
    open var traitCollection: UITraitCollection { inheritedTraitCollection() }

    /// Called after the view's traits changed (or first set in a window, with nil), with
    /// ``UITraitCollection/current`` set to the new ones.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The interface style for this view and its subviews; `.unspecified` (the default) inherits it.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if oldValue != overrideUserInterfaceStyle { updateTraitsInSubtree() } }
    }

    /// How the view's content relates to the layout direction (see ``effectiveUserInterfaceLayoutDirection``).
    /// The forced directions also apply to the views inside it, through their traits.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet {
            guard oldValue != semanticContentAttribute else { return }
            updateTraitsInSubtree()
            setNeedsLayout()
        }
    }

    /// The traits the view had at the last trait update (nil before it was first in a window).
    var lastTraitCollection: UITraitCollection?

    // MARK: Hierarchy

    /// The window at the root of this view's hierarchy, if it is one.
    open var window: UIWindow? {
        var view: UIView = self
        while let parent = view.superview { view = parent }
        return view as? UIWindow
    }

    /// Adds `view` on top of the subviews; a view that already has a superview is moved.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
        // Added views go on top of every sublayer, free-standing ones included.
        if view.superview === self { layer.attachSublayer(view.layer, at: layer.childLayers.count) }
    }

    /// Inserts `view` at `index` (clamped to the subviews' range), moving it from its current superview.
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        if view.superview === self {
            let from = subviews.firstIndex(of: view)!
            subviews.remove(at: from)
            subviews.insert(view, at: min(max(0, index), subviews.count))
            placeLayer(of: view)
            return
        }
        let oldWindow = view.window
        let newWindow = window
        // A view that inherits its tint (or its dimming) is told when the new superview's differs.
        let oldTint = view.ownTintColor == nil || view.ownTintAdjustmentMode == .automatic ? view.tintColor : nil
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        view.willMove(toSuperview: self)
        view.detachFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        placeLayer(of: view)
        autoLayoutDidAddSubview(view)
        didAddSubview(view)
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        view.updateTraitsInSubtree()
        if let oldTint, view.tintColor != oldTint { view.tintDidChangeInSubtree() }
        setNeedsLayout()
        view.setNeedsLayout()
    }

    /// Adds `view` just above `sibling` among the subviews; when `sibling` is not a subview, adds it on top.
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let index = subviews.firstIndex(of: sibling) else { return addSubview(view) }
        insertSubview(view, at: view.superview === self && subviews.firstIndex(of: view)! < index ? index : index + 1)
    }

    /// Adds `view` just below `sibling` among the subviews; when `sibling` is not a subview, adds it on top.
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let index = subviews.firstIndex(of: sibling) else { return addSubview(view) }
        insertSubview(view, at: view.superview === self && subviews.firstIndex(of: view)! < index ? index - 1 : index)
    }

    /// Moves `view` above every other subview; its layer goes on top of all sublayers.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(of: view) else { return }
        subviews.append(subviews.remove(at: index))
        layer.attachSublayer(view.layer, at: layer.childLayers.count)
    }

    /// Moves `view` below every other subview; its layer goes below all sublayers.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(of: view) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
        layer.attachSublayer(view.layer, at: 0)
    }

    /// Swaps the subviews at two indices (out-of-range indices do nothing); their layers swap places.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        subviews.swapAt(index1, index2)
        let a = subviews[index1].layer, b = subviews[index2].layer
        if let i = layer.childLayers.firstIndex(where: { $0 === a }),
            let j = layer.childLayers.firstIndex(where: { $0 === b })
        {
            layer.childLayers.swapAt(i, j)
        }
    }

    /// Puts the layer of `view` (a subview) among this layer's sublayers to match its subview index: below
    /// the layer of the next subview, else just above the previous one's, else at the bottom (see
    /// ``UIKitChoices/subviewIndexPlacesLayerBelowNextSubview``; `addSubview` then puts it on top).
    private func placeLayer(of view: UIView) {
        guard let index = subviews.firstIndex(of: view) else { return }
        if index + 1 < subviews.count {
            layer.attachSublayer(view.layer, below: subviews[index + 1].layer)
        } else if index > 0 {
            layer.attachSublayer(view.layer, above: subviews[index - 1].layer)
        } else {
            layer.attachSublayer(view.layer, at: 0)
        }
    }

    /// Takes the view out of its superview (the window hooks and ``willMove(toSuperview:)`` are called first, then
    /// ``didMoveToSuperview()``); does nothing for a view without a superview.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        willMove(toSuperview: nil)
        parent.willRemoveSubview(self)
        detachFromSuperview()
        didMoveToSuperview()
        if oldWindow != nil { notifyDidMoveToWindow() }
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        autoLayoutWillLeaveSuperview()
        parent.subviews.removeAll { $0 === self }
        layer.detachFromParentLayerOnly()
        superview = nil
        parent.setNeedsLayout()
    }

    private func notifyWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in subviews { subview.notifyWillMove(toWindow: newWindow) }
    }

    private func notifyDidMoveToWindow() {
        if window != nil { applyAppearance() }
        didMoveToWindow()
        for subview in subviews { subview.notifyDidMoveToWindow() }
    }

    /// True when `view` is this view or one of its ancestors.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// This view or the first descendant (depth first, in subview order) with the tag.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews { if let found = subview.viewWithTag(tag) { return found } }
        return nil
    }

    // MARK: Hierarchy hooks (override points, as in UIKit)

    /// Called before the view is added to `newSuperview` (nil: removed from its superview); an override point.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view was added to a superview or removed from one (an override point).
    open func didMoveToSuperview() {}
    /// Called before the view, or an ancestor, joins `newWindow` (nil: leaves its window); an override point.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view, or an ancestor, joined a window or left one (an override point).
    open func didMoveToWindow() {}
    /// Called after `subview` was added to this view (an override point; does nothing by default).
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed from this view (an override point; does nothing by default).
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout

    /// How the view resizes when its superview's bounds change size.
    open var autoresizingMask: AutoresizingMask = []
    /// When true (the default), subviews follow their autoresizing masks.
    open var autoresizesSubviews = true

    /// Marks the view for layout on the next layout pass (the stage runs one before every frame).
    open func setNeedsLayout() { needsLayout = true }

    /// Lays out this view and its subviews now if they are marked: brings the Auto Layout engine up to date
    /// (update-constraints pass, solve), then runs ``layoutSubviews()`` top down where marked.
    open func layoutIfNeeded() {
        let root = layoutEngineRoot
        root.autoLayout.engine?.updateIfNeeded()
        layoutPass()
        // Sizes that depend on laid-out widths (wrapping labels) get up to two more passes.
        for _ in 0..<2 {
            guard let engine = root.autoLayout.engine, engine.hasPendingChanges else { break }
            engine.updateIfNeeded()
            layoutPass()
        }
    }

    private func layoutPass() {
        if needsLayout {
            needsLayout = false
            announceSafeAreaChanges()
            let controller = owningViewController.flatMap { $0.viewIfLoaded === self ? $0 : nil }
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
        for subview in subviews { subview.layoutPass() }
    }

    /// Override to place subviews. The default sets the subviews that use Auto Layout to their solved frames
    /// (autoresizing has already run for the others); call `super` when you use constraints.
    open func layoutSubviews() { applyAutoLayoutToSubviews() }

    /// Called on views loaded from a nib or storyboard once loading finished. Flipbook loads no nibs, so it is
    /// never called; overrides compile and do nothing here (build such views in code).
    open func awakeFromNib() {}

    /// Override to add or change constraints before layout (after ``setNeedsUpdateConstraints()``); call
    /// `super` last, as UIKit asks.
    open func updateConstraints() {}

    /// Called during layout when ``safeAreaInsets`` changed.
    open func safeAreaInsetsDidChange() {}

    /// Called during layout when the effective layout margins changed.
    open func layoutMarginsDidChange() {}

    /// The size that fits the view's content; the default returns the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// The natural size of the content; `UIView.noIntrinsicMetric` where there is none.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// "No natural size along this axis" in ``intrinsicContentSize``: -1.
    public static let noIntrinsicMetric: CGFloat = -1

    func boundsSizeDidChange(from oldSize: CGSize) {
        setNeedsLayout()
        guard autoresizesSubviews else { return }
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            subview.autoresize(superviewSizeChangedFrom: oldSize, to: bounds.size)
        }
    }

    // MARK: Responder chain and hit testing

    /// The controller whose root view this is, otherwise the superview (UIKit's chain).
    open override var next: UIResponder? { owningViewController ?? superview }

    override var isInWindowForFirstResponder: Bool { window != nil }

    /// Asked (on the touched view) before a gesture recognizer leaves `.possible`; false makes it fail. True by
    /// default; ``UIControl`` refuses single taps of its ancestors' recognizers, so its own action wins.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// True when `point` (in bounds space) lies inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The deepest visible, interactive descendant containing `point` (in this view's bounds space),
    /// frontmost first, or nil, as UIKit finds it: hidden views, views with alpha < 0.01 and non-interactive
    /// views are skipped, and only views whose ``point(inside:with:)`` accepts the point are searched, so
    /// subviews outside their superview's bounds are not hit.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            let local = subview.convert(point, from: self)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    // MARK: Content

    /// What the view draws in its bounds above its background (labels: text; image views: the image).
    /// The default draws `layer.contents` placed by `contentMode`, after running `draw(_:)` when the view
    /// needs display (see `setNeedsDisplay()`).
    open func renderContent() -> RenderContent? {
        displayIfNeeded()
        return layer.modelState.contents.map { .image($0, contentMode: contentMode) }
    }

    /// Draws the view's own content with UIKit's drawing calls (`UIColor.setFill()`, ``UIRectFill(_:)``,
    /// ``UIBezierPath``, ``UIImage/draw(in:)``, the current ``CGContext``) into `rect`, the bounds. The default
    /// draws nothing. Override it in a subclass: Flipbook calls it, with a context the size of the bounds at the
    /// screen's scale made current, before the view is first drawn and after ``setNeedsDisplay()`` (and on every
    /// size change with the `.redraw` content mode); the drawing becomes the layer's contents, placed by
    /// ``contentMode``.
    open func draw(_ rect: CGRect) {}

    /// Called by Interface Builder before it shows a designable view; nothing calls it on a stage (kept so that
    /// overrides compile).
    open func prepareForInterfaceBuilder() {}

    /// Marks the view's content as out of date: ``draw(_:)`` runs again before the view is next drawn.
    open func setNeedsDisplay() { needsDisplay = true }

    /// Marks part of the view's content as out of date (Flipbook draws the whole bounds again).
    open func setNeedsDisplay(_ invalidRect: CGRect) { needsDisplay = true }

    /// Whether ``draw(_:)`` runs before the view is next drawn (true until it first has).
    var needsDisplay = true
    /// Whether the last ``draw(_:)`` drew anything (its image is then the layer's contents).
    var hasDrawnContents = false
    /// The bounds size of the last ``draw(_:)``.
    var drawnSize: CGSize?

    /// A frozen rendering drawn below the subviews (snapshot views).
    var frozenSnapshot: RenderNode? { nil }
}

extension UIView {
    /// UIKit's `UIView.TintAdjustmentMode`.
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode (normal at the top of the hierarchy).
        case automatic
        /// The tint as set.
        case normal
        /// The tint desaturated.
        case dimmed
    }

    /// UIKit's `UIView.ContentMode`: how a view's content fills its bounds (Raster's `ContentMode`, whose cases
    /// are UIKit's).
    public typealias ContentMode = Raster.ContentMode

    /// UIKit's `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The distance to the superview's left edge grows and shrinks with the superview.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width grows and shrinks with the superview.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The distance to the superview's right edge grows and shrinks with the superview.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The distance to the superview's top edge grows and shrinks with the superview.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height grows and shrinks with the superview.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The distance to the superview's bottom edge grows and shrinks with the superview.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Springs and struts: the change in the superview's size is shared among the flexible margins and size
    /// (see ``UIKitChoices/autoresizingSharesProportionally``). Centre and bounds are set, so a transform is kept.
    func autoresize(superviewSizeChangedFrom old: CGSize, to new: CGSize) {
        let mask = autoresizingMask
        let size = bounds.size
        let origin = CGPoint(
            x: center.x - layer.anchorPoint.x * size.width,
            y: center.y - layer.anchorPoint.y * size.height)
        func share(_ delta: CGFloat, lengths: [CGFloat], flexible: [Bool]) -> [CGFloat] {
            let count = flexible.filter { $0 }.count
            guard count > 0, delta != 0 else { return [0, 0, 0] }
            let total = zip(lengths, flexible).reduce(CGFloat(0)) { $0 + ($1.1 ? max(0, $1.0) : 0) }
            return zip(lengths, flexible).map { length, isFlexible in
                guard isFlexible else { return 0 }
                return total > 0 ? delta * max(0, length) / total : delta / CGFloat(count)
            }
        }
        let h = share(
            new.width - old.width,
            lengths: [origin.x, size.width, old.width - origin.x - size.width],
            flexible: [
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                mask.contains(.flexibleRightMargin),
            ])
        let v = share(
            new.height - old.height,
            lengths: [origin.y, size.height, old.height - origin.y - size.height],
            flexible: [
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                mask.contains(.flexibleBottomMargin),
            ])
        let newSize = CGSize(width: max(0, size.width + h[1]), height: max(0, size.height + v[1]))
        let newOrigin = CGPoint(x: origin.x + h[0], y: origin.y + v[0])
        if newSize != size { bounds = CGRect(origin: bounds.origin, size: newSize) }
        let newCenter = CGPoint(
            x: newOrigin.x + layer.anchorPoint.x * newSize.width,
            y: newOrigin.y + layer.anchorPoint.y * newSize.height)
        if newCenter != center { center = newCenter }
    }
}
