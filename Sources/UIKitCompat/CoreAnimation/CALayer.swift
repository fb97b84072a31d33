import Foundation
import Raster

/// Core Animation's layer: the layer that backs every view and the free-standing layers apps add to it, with
/// Core Animation's property names, types and defaults (`view.layer.cornerRadius`, `layer.addSublayer(_:)`, …).
///
/// Layers form one tree: a view's layer is a sublayer of its superview's layer, and free-standing sublayers
/// (`view.layer.addSublayer(CAShapeLayer())`) sit among the subviews' layers in sublayer order, so both paint
/// in one tree as in Core Animation. Subclass it as apps do, and return the subclass from
/// `UIView.layerClass` to back a view with it.
///
/// Animations: on a view's own layer, setting an animatable property inside an animation block animates it
/// (see ``AnimatableProperty``) and nothing animates outside one; a free-standing layer that has been on
/// screen animates property changes implicitly (Core Animation's default action, ``CATransaction``'s
/// duration); `add(_:forKey:)` attaches explicit ``CAAnimation``s. ``presentation()`` returns the values on
/// screen at the current virtual time.
///
/// `init()` is `required` here (Core Animation's is not): Swift without the Objective-C runtime can make an
/// instance of a `layerClass` only through a required initialiser. A subclass that overrides `init()` marks
/// it `required` (see ``UIKitChoices/layerInitIsRequired``).
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The view this layer backs, if any.
    weak var owningView: UIView?

    /// Core Animation's delegate; a view is the delegate of its own layer.
    open weak var delegate: (any CALayerDelegate)?

    var modelState = LayerState()
    /// The mask layer (``mask``).
    var maskLayer: CALayer?
    /// The layer this one masks, when it is a mask.
    weak var maskOwner: CALayer?
    /// Animations made by animation blocks and transitions, oldest first.
    var animations: [PropertyAnimation] = []
    /// Explicit Core Animation animations (`add(_:forKey:)`), oldest first (CALayer+Animations.swift).
    var attachedAnimations: [AttachedAnimation] = []
    /// Core Animation's media timing of this layer (CALayer+Timing.swift).
    var timing = LayerTiming()
    /// The superlayer (CALayer+Sublayers.swift).
    weak var parentLayer: CALayer?
    /// The sublayers, back to front (CALayer+Sublayers.swift).
    var childLayers: [CALayer] = []
    /// Values set with `setValue(_:forKey:)` for keys that are not layer properties (CALayer+KeyValueCoding.swift).
    var keyedValues: [String: Any] = [:]
    /// True once the layer has been drawn in a frame: only then do its property changes animate implicitly
    /// (Core Animation animates only layers that have a presentation layer).
    var hasBeenPresented = false
    /// Settings that do not animate, and the display state (CALayer+Contents.swift).
    var storedFlags = LayerFlags()

    /// A new layer with Core Animation's defaults.
    public required override init() { super.init() }

    /// A layer with the modelState values of `layer` (Core Animation makes presentation layers with this).
    public init(layer: Any) {
        super.init()
        if let other = layer as? CALayer { copyModel(from: other) }
    }

    /// Flipbook does not decode archives: the layer starts with Core Animation's defaults.
    public required init?(coder: NSCoder) { super.init() }

    /// Copies the modelState values (and subclasses' own values) of `other`; subclasses extend it.
    func copyModel(from other: CALayer) {
        modelState = other.modelState
        timing = other.timing
        name = other.name
        contentsGravity = other.contentsGravity
        contentsScale = other.contentsScale
        shadowCGPath = other.shadowCGPath
        keyedValues = other.keyedValues
        shouldRasterize = other.shouldRasterize
        rasterizationScale = other.rasterizationScale
        storedFlags = other.storedFlags.copied
    }

    func willChange(_ property: AnimatableProperty) {
        if owningView != nil {
            AnimationContext.layerWillChange(self, property)
        } else {
            implicitlyAnimate(property)
        }
    }

    /// A name for finding the layer (Core Animation's `name`).
    open var name: String?

    // MARK: Geometry

    /// The layer's own coordinate space in points: its size, and the origin its sublayers and contents are placed
    /// against; animatable. A size change lays the layer (and the view it backs) out again.
    open var bounds: CGRect {
        get { modelState.bounds }
        set {
            let oldSize = modelState.bounds.size
            willChange(.bounds)
            modelState.bounds = newValue
            if oldSize != newValue.size {
                layoutNeeded = true
                if storedFlags.needsDisplayOnBoundsChange { storedFlags.needsDisplay = true }
                owningView?.boundsSizeDidChange(from: oldSize)
            }
        }
    }

    /// Where the anchor point sits in the superlayer's coordinates, in points; animatable.
    open var position: CGPoint {
        get { modelState.position }
        set { willChange(.position); modelState.position = newValue }
    }

    /// Not animated by animation blocks (as in UIKit). Changing it moves the layer (position stays).
    open var anchorPoint: CGPoint {
        get { modelState.anchorPoint }
        set { modelState.anchorPoint = newValue }
    }

    /// The bounding box of the layer in the superlayer's coordinates, from bounds, position, anchor point and
    /// transform. Setting it sets the bounds' size and the position from it, ignoring the transform.
    open var frame: CGRect {
        get { modelState.frame }
        set {
            let f = newValue.standardized
            bounds = CGRect(origin: modelState.bounds.origin, size: f.size)
            let anchor = modelState.anchorPoint
            position = CGPoint(x: f.minX + anchor.x * f.width, y: f.minY + anchor.y * f.height)
        }
    }

    /// The layer's 3D transform, applied about the anchor point (identity by default); animatable.
    open var transform: CATransform3D {
        get { modelState.transform }
        set { willChange(.transform); modelState.transform = newValue }
    }

    /// The transform as an affine transform (`CGAffineTransform`), as `UIView.transform` reads it.
    public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(modelState.transform) }

    /// Sets ``transform`` to the 3D form of the affine transform `t`.
    public func setAffineTransform(_ t: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(t) }

    /// Applied to the sublayers (for example a perspective `m34`), about the anchor point. Not animated.
    open var sublayerTransform: CATransform3D {
        get { modelState.sublayerTransform }
        set { modelState.sublayerTransform = newValue }
    }

    /// Siblings draw in ascending `zPosition`. Not animated.
    open var zPosition: CGFloat {
        get { modelState.zPosition }
        set { modelState.zPosition = newValue }
    }

    // MARK: Appearance

    /// Core Animation's opacity (`UIView.alpha`).
    open var opacity: Float {
        get { Float(modelState.opacity) }
        set { willChange(.opacity); modelState.opacity = Double(newValue) }
    }

    var opacityValue: Double {
        get { modelState.opacity }
        set { willChange(.opacity); modelState.opacity = newValue }
    }

    /// When true the layer and its sublayers are not drawn (false by default); not animatable.
    open var isHidden: Bool {
        get { modelState.isHidden }
        set { modelState.isHidden = newValue }
    }

    /// The colour filling the bounds, rounded by ``cornerRadius``; nil (the default) draws none. Animatable.
    open var backgroundColor: CGColor? {
        get { modelState.backgroundColor.map(CGColor.make) }
        set { willChange(.backgroundColor); modelState.backgroundColor = newValue?.paintColor }
    }

    /// ``backgroundColor`` in the painter's terms (a view hands its resolved background here without making a
    /// `CGColor`).
    var backgroundPaint: Color? {
        get { modelState.backgroundColor }
        set { willChange(.backgroundColor); modelState.backgroundColor = newValue }
    }

    /// The radius of the rounded corners in points, for the background, border, clip and shadow (0 by default);
    /// animatable.
    open var cornerRadius: CGFloat {
        get { modelState.cornerRadius }
        set { willChange(.cornerRadius); modelState.cornerRadius = newValue }
    }

    /// Which corners ``cornerRadius`` rounds (all by default).
    open var maskedCorners: CornerMask {
        get { modelState.maskedCorners }
        set { modelState.maskedCorners = newValue }
    }

    /// The shape of the rounded corners: circular (the default) or continuous.
    open var cornerCurve: CornerCurve {
        get { modelState.cornerCurve }
        set { modelState.cornerCurve = newValue }
    }

    /// The width of the border drawn inside the bounds, above the contents and sublayers, in points (0 by default);
    /// animatable.
    open var borderWidth: CGFloat {
        get { modelState.borderWidth }
        set { willChange(.borderWidth); modelState.borderWidth = newValue }
    }

    /// Opaque black by default, as in Core Animation.
    open var borderColor: CGColor? {
        get { modelState.borderColor.map(CGColor.make) }
        set { willChange(.borderColor); modelState.borderColor = newValue?.paintColor }
    }

    /// Whether the layer shows when its transform turns its back to the viewer (true by default). False hides
    /// it while its transform faces away (a card's front once it turns past 90°); see
    /// ``UIKitChoices/doubleSidedFacing``.
    open var isDoubleSided = true

    /// Whether `transform` turns a layer's back to the viewer: the transformed normal of its plane points away
    /// (the z of the inverse transpose of the 3 × 3 part applied to (0, 0, 1) is negative).
    static func facesAway(_ transform: CATransform3D) -> Bool {
        let t = transform
        let cofactor = t.m11 * t.m22 - t.m12 * t.m21
        let determinant =
            t.m11 * (t.m22 * t.m33 - t.m23 * t.m32) - t.m12 * (t.m21 * t.m33 - t.m23 * t.m31)
            + t.m13 * (t.m21 * t.m32 - t.m22 * t.m31)
        guard determinant != 0, determinant.isFinite else { return false }
        return cofactor / determinant < 0
    }

    /// Whether the sublayers and contents are clipped to the bounds (rounded by ``cornerRadius``); a clipping layer
    /// draws no shadow. False by default.
    open var masksToBounds: Bool {
        get { modelState.masksToBounds }
        set { modelState.masksToBounds = newValue }
    }

    /// On by default (iOS 7 and later): a layer with opacity < 1 is flattened with its sublayers, then faded.
    open var allowsGroupOpacity: Bool {
        get { modelState.allowsGroupOpacity }
        set { modelState.allowsGroupOpacity = newValue }
    }

    /// The shadow's colour (opaque black by default); animatable. The shadow shows only with a ``shadowOpacity`` above
    /// 0.
    open var shadowColor: CGColor? {
        get { modelState.shadowColor.map(CGColor.make) }
        set { willChange(.shadowColor); modelState.shadowColor = newValue?.paintColor }
    }

    /// 0 by default: no shadow.
    open var shadowOpacity: Float {
        get { Float(modelState.shadowOpacity) }
        set { willChange(.shadowOpacity); modelState.shadowOpacity = Double(newValue) }
    }

    /// The shadow's blur radius in points (3 by default); animatable.
    open var shadowRadius: CGFloat {
        get { modelState.shadowRadius }
        set { willChange(.shadowRadius); modelState.shadowRadius = newValue }
    }

    /// (0, −3) by default.
    open var shadowOffset: CGSize {
        get { modelState.shadowOffset }
        set { willChange(.shadowOffset); modelState.shadowOffset = newValue }
    }

    /// The shape that casts the shadow, in bounds space; nil means the layer's own shape. Not animated.
    /// Any path casts the shadow of its non-zero fill (rectangles, rounded rectangles and ellipses through the
    /// painter's fast shapes). Without it, a layer casts the shadow of its rounded bounds when it draws a
    /// background, contents or border, and a `CAShapeLayer` the shadow of its path's fill and stroke.
    open var shadowPath: CGPath? {
        get { shadowCGPath }
        set {
            shadowCGPath = newValue?.copy()
            modelState.shadowPath = newValue.map(CALayer.shadowShape)
        }
    }

    /// The path given to ``shadowPath``.
    private var shadowCGPath: CGPath?

    /// The shadow shape the painter draws for `path`.
    static func shadowShape(_ path: CGPath) -> ShadowPath {
        var rect = CGRect.zero
        if path.isRect(&rect) { return .rect(rect) }
        let box = path.boundingBoxOfPath
        if path == CGPath(ellipseIn: box, transform: nil) { return .ellipse(box) }
        var start = CGPoint.zero
        path.applyWithBlock { element in
            if element.pointee.type == .moveToPoint, start == .zero { start = element.pointee.points[0] }
        }
        for radius in [start.x - box.minX, start.y - box.minY] where radius > 0 {
            if path == UIBezierPath(roundedRect: box, cornerRadius: radius).cgPath
                || path == CGPath(roundedRect: box, cornerWidth: radius, cornerHeight: radius, transform: nil)
            {
                return .roundedRect(box, cornerRadius: radius)
            }
        }
        return .path(path.vectorPath)
    }

    /// An image drawn in the bounds (Core Animation's `contents`: a `CGImage`, here an `Image`), placed by
    /// ``contentsGravity`` on a free-standing layer and by the view's `contentMode` on a view's layer. Other
    /// values draw nothing.
    open var contents: Any? {
        get { modelState.contents }
        set { modelState.contents = newValue as? Image }
    }

    /// Where ``contents`` sits in the bounds (`.resize` by default: stretched to fill).
    open var contentsGravity: CALayerContentsGravity = .resize

    /// Pixels of ``contents`` per point (1 by default, as Core Animation's): the image's size in points, used
    /// by the gravities that do not resize.
    open var contentsScale: CGFloat = 1

    /// Core Animation's `shouldRasterize`: the layer and its sublayers are drawn once into a bitmap that is
    /// reused while nothing in them changes. Flipbook draws every frame from the tree, so the pixels are those
    /// of a bitmap at the screen's scale (``UIKitChoices/rasterizationDrawsAtScreenScale``).
    open var shouldRasterize = false

    /// Core Animation's `rasterizationScale`: pixels per point of the bitmap ``shouldRasterize`` draws (1 by
    /// default). Kept for app code; see ``UIKitChoices/rasterizationDrawsAtScreenScale``.
    open var rasterizationScale: CGFloat = 1

    // MARK: Contents

    /// The part of ``contents`` shown, in the unit coordinates of the image ((0, 0, 1, 1) by default: all of it);
    /// animatable (key `contentsRect`). The part is stretched or placed as the whole image would be. Beyond the
    /// image its edge pixels extend, as in Core Animation; the part's edges fall on whole pixels
    /// (``UIKitChoices/contentsRectCropsWholePixels``).
    open var contentsRect: CGRect {
        get { modelState.contentsRect }
        set { willChange(.contentsRect); modelState.contentsRect = newValue }
    }

    /// The stretchable middle of ``contents``, in the unit coordinates of the image ((0, 0, 1, 1) by default: the
    /// whole image stretches). When the image is resized to the bounds (`contentsGravity` `.resize`), the parts
    /// outside this rectangle keep their size in points (pixels ÷ ``contentsScale``) and only the middle
    /// stretches: a nine-part image, as `UIImage.resizableImage(withCapInsets:)` makes.
    open var contentsCenter: CGRect {
        get { modelState.contentsCenter }
        set { modelState.contentsCenter = newValue }
    }

    /// Core Animation's `isOpaque` (false by default): a promise that the layer paints every pixel of its bounds
    /// opaquely, which lets Core Animation skip what lies behind. Flipbook draws what the layer paints either
    /// way, so the pixels do not depend on it.
    open var isOpaque: Bool {
        get { storedFlags.isOpaque }
        set { storedFlags.isOpaque = newValue }
    }

    /// The filter used when ``contents`` is drawn smaller than its pixels (`.linear` by default). Flipbook
    /// always filters linearly when shrinking.
    open var minificationFilter: CALayerContentsFilter {
        get { storedFlags.minificationFilter }
        set { storedFlags.minificationFilter = newValue }
    }

    /// The filter used when ``contents`` is drawn larger than its pixels (`.linear` by default). `.nearest`
    /// shows each pixel as a sharp block (``UIKitChoices/nearestFilterEnlargesByWholeFactors``).
    open var magnificationFilter: CALayerContentsFilter {
        get { storedFlags.magnificationFilter }
        set { storedFlags.magnificationFilter = newValue }
    }

    /// The bias of the mipmap level chosen with the `.trilinear` filter (0 by default); Flipbook has no
    /// mipmaps and reads nothing from it.
    open var minificationFilterBias: Float {
        get { storedFlags.minificationFilterBias }
        set { storedFlags.minificationFilterBias = newValue }
    }

    /// Whether edges of a transformed layer are antialiased (false by default in Core Animation). Flipbook's
    /// painter always antialiases edges by their pixel coverage.
    open var allowsEdgeAntialiasing: Bool {
        get { storedFlags.allowsEdgeAntialiasing }
        set { storedFlags.allowsEdgeAntialiasing = newValue }
    }

    /// Which edges are antialiased (all by default); kept for app code.
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { storedFlags.edgeAntialiasingMask }
        set { storedFlags.edgeAntialiasingMask = newValue }
    }

    /// Core Animation's `drawsAsynchronously` (false by default): drawing is queued on a background thread.
    /// Flipbook draws on the stage's thread either way; kept for app code.
    open var drawsAsynchronously: Bool {
        get { storedFlags.drawsAsynchronously }
        set { storedFlags.drawsAsynchronously = newValue }
    }

    // MARK: Drawing

    /// When true, a change of the bounds' size marks the layer as needing display (false by default).
    open var needsDisplayOnBoundsChange: Bool {
        get { storedFlags.needsDisplayOnBoundsChange }
        set { storedFlags.needsDisplayOnBoundsChange = newValue }
    }

    /// Marks the layer's contents for drawing again: ``display()`` runs before the next frame is drawn. A view's
    /// layer marks its view instead (`UIView.setNeedsDisplay()`, which runs the view's `draw(_:)`).
    open func setNeedsDisplay() {
        if let view = owningView { return view.setNeedsDisplay() }
        storedFlags.needsDisplay = true
    }

    /// Marks the part `r` of the contents for drawing again (Flipbook draws the whole layer again).
    open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

    /// Whether the layer is marked for display (a view's layer: whether its view is).
    open func needsDisplay() -> Bool { owningView?.needsDisplay ?? storedFlags.needsDisplay }

    /// Runs ``display()`` now when the layer is marked for display (a view's layer draws its view's `draw(_:)`).
    open func displayIfNeeded() {
        if let view = owningView { return view.displayIfNeeded() }
        guard storedFlags.needsDisplay else { return }
        storedFlags.needsDisplay = false
        display()
    }

    /// Whether a change of the property `key` marks the layer for display; subclasses override it (false by
    /// default, as Core Animation's).
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// Makes the layer's contents. The default asks the delegate's `display(_:)`, whose default (and the
    /// layer's own without a delegate) draws
    /// ``draw(in:)`` into a context the size of the bounds at ``contentsScale`` (origin at the top left, as on
    /// iOS) and sets ``contents`` to the result — or to nil when nothing was drawn and the contents were
    /// drawn before.
    open func display() {
        if let delegate {
            delegate.display(self)
        } else {
            drawContents()
        }
    }

    /// The default display: ``draw(in:)`` into a context the size of the bounds at ``contentsScale``, made the
    /// contents (``CALayerDelegate/display(_:)``'s default calls it).
    func drawContents() {
        let size = bounds.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return }
        let context = CGContext(size: size, scale: contentsScale)
        draw(in: context)
        if context.hasDrawings {
            contents = context.makeImage()
            storedFlags.hasDrawnContents = true
        } else if storedFlags.hasDrawnContents {
            contents = nil
            storedFlags.hasDrawnContents = false
        }
    }

    /// Draws the layer's contents into `ctx` (in the layer's coordinates, in points). The default asks the
    /// delegate's `draw(_:in:)`; override it in a subclass.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    // MARK: Hit testing (conversions: CALayer+Conversion.swift)

    /// Whether `p` (in this layer's bounds space) lies inside the bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The deepest layer of this subtree (this one included) containing `p`, given in the superlayer's bounds
    /// space; hidden layers and what a clipping layer cuts off are skipped; later and higher (`zPosition`)
    /// sublayers first. Nil when none contains it.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let toSuperlayer = LayerPlacement.homography(
            toSuperlayer: modelState.transformToSuperlayer,
            sublayerTransformInBounds: superlayer?.modelState.sublayerTransformInBounds ?? CATransform3DIdentity)
        guard let local = toSuperlayer.inverse?.apply(p) else { return nil }
        if masksToBounds && !contains(local) { return nil }
        let order = childLayers.enumerated().sorted {
            $0.element.zPosition != $1.element.zPosition
                ? $0.element.zPosition > $1.element.zPosition : $0.offset > $1.offset
        }
        for (_, sublayer) in order {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    // MARK: Layout

    /// True when the layer lays out its sublayers before the next frame.
    var layoutNeeded = false

    /// Marks the layer for layout before the next frame (a change of its bounds' size does too).
    open func setNeedsLayout() { layoutNeeded = true }

    /// True when the layer is marked for layout.
    open func needsLayout() -> Bool { layoutNeeded }

    /// Lays out the sublayers now if the layer is marked, then those of its sublayers (top down).
    open func layoutIfNeeded() { layoutTree() }

    /// Override to place sublayers; the default asks the delegate (`layoutSublayers(of:)`). Called before a
    /// frame is drawn when the layer is marked (free-standing layers; views lay out through `layoutSubviews`).
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    func layoutTree() {
        if layoutNeeded {
            layoutNeeded = false
            layoutSublayers()
        }
        for layer in childLayers { layer.layoutTree() }
    }

    // MARK: Sublayers (CALayer+Sublayers.swift)

    /// The sublayers, back to front; nil when there are none (as Core Animation reports it). Setting it
    /// replaces them all.
    open var sublayers: [CALayer]? {
        get { childLayers.isEmpty ? nil : childLayers }
        set { replaceAllSublayers(with: newValue ?? []) }
    }

    /// The layer this one is a sublayer of.
    open var superlayer: CALayer? { parentLayer }

    /// Adds `layer` on top of the sublayers, moving it from its current superlayer.
    open func addSublayer(_ layer: CALayer) { attachSublayer(layer, at: childLayers.count) }

    /// Inserts `layer` at `idx` among the sublayers (clamped to their count).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) { attachSublayer(layer, at: Int(idx)) }

    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is nil or not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        attachSublayer(layer, below: sibling)
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is nil or not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        attachSublayer(layer, above: sibling)
    }

    /// Puts `newLayer` where `oldLayer` is; `oldLayer` leaves the tree. Nothing happens when `oldLayer` is
    /// not a sublayer.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) { swapSublayer(oldLayer, for: newLayer) }

    /// Removes the layer from its superlayer (a view's layer: the view leaves its superview too).
    open func removeFromSuperlayer() { detachFromParent() }

    /// A layer whose alpha masks this layer and its sublayers (in this layer's bounds space); nil: none.
    open var mask: CALayer? {
        get { maskLayer }
        set { setMaskLayer(newValue) }
    }

    // MARK: Animations (CALayer+Animations.swift)

    /// Attaches a copy of `anim` (Core Animation copies it); an animation with the same non-nil key is
    /// replaced (its delegate hears `animationDidStop(_:finished: false)`).
    open func add(_ anim: CAAnimation, forKey key: String?) { attach(anim, forKey: key) }

    /// The animation attached with `key` (explicit animations, and those of animation blocks, keyed by
    /// their key path), or nil.
    open func animation(forKey key: String) -> CAAnimation? { attachedAnimation(forKey: key) }

    /// The keys of the attached animations, oldest first: animation blocks' by key path, transitions as
    /// "transition", explicit animations by their key (unkeyed ones are not listed). Nil when there are none.
    open func animationKeys() -> [String]? {
        let keys = viewAnimationKeys() + attachedAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes every animation; their completions run with `finished == false`.
    open func removeAllAnimations() {
        for animation in animations { animation.remove() }
        for attached in attachedAnimations { detachAnimation(attached, finished: false) }
    }

    /// Removes the animations with `key`: an explicit animation's key, or an animation block's key path
    /// (an ``AnimatableProperty`` raw value, "transition" for transitions).
    open func removeAnimation(forKey key: String) {
        for animation in animations where (animation.property?.rawValue ?? "transition") == key {
            animation.remove()
        }
        for attached in attachedAnimations where attached.key == key { detachAnimation(attached, finished: false) }
    }

    /// The value `value(forKey:)` returns for a key that is not a layer property and has no value set (Core
    /// Animation's `defaultValue(forKey:)`): nil; subclasses override it to give their own keys defaults.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Actions by key: an animation runs when the key's property changes, `NSNull()` turns it off.
    open var actions: [String: any CAAction]?

    /// The action for `event`: the delegate's, else ``actions``' entry, else ``defaultAction(forKey:)``;
    /// `NSNull` anywhere in that search means none (nil).
    open func action(forKey event: String) -> (any CAAction)? {
        if let action = delegate?.action(for: self, forKey: event) { return action is NSNull ? nil : action }
        if let action = actions?[event] { return action is NSNull ? nil : action }
        return type(of: self).defaultAction(forKey: event)
    }

    /// Core Animation's default action for an animatable key: a basic animation with the current
    /// transaction's timing function (``UIKitChoices/implicitAnimationTimingFunction`` when it has none);
    /// its duration is the transaction's.
    open class func defaultAction(forKey event: String) -> (any CAAction)? {
        guard LayerKeyPath(event) != nil else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.timingFunction =
            CATransaction.animationTimingFunction()
            ?? CAMediaTimingFunction(name: UIKitChoices.current.implicitAnimationTimingFunction)
        return animation
    }

    /// Adds what this layer draws beyond the common properties to its render node (a shape, a gradient, a
    /// backdrop, the mask), for the values in `state`; subclasses extend it and call `super`.
    func decorate(_ node: inout RenderNode, state: LayerState, presentation: Bool) {
        if !isDoubleSided, CALayer.facesAway(state.transform) { node.isHidden = true }
        if let mask = maskLayer { node.mask = mask.subtreeNode(presentation: presentation) }
        // A view's contents: the part contentsRect names, filtered (free layers: subtreeNode).
        if case .image(let image, let mode) = node.contents {
            let shown = shownContents(image, state: state, displayedPixels: displayedPixels(of: state.bounds.size))
            node.contents = .image(shown, contentMode: mode)
        }
    }

    func viewAnimationKeys() -> [String] {
        animations.filter { $0.state == .active }.compactMap { $0.property?.rawValue ?? "transition" }
    }

    func detach(_ animation: PropertyAnimation) {
        animations.removeAll { $0 === animation }
    }

    /// A copy of the layer with the values on screen at the current virtual time (the modelState values when
    /// nothing animates), of the same class. Optional, as in Core Animation; Flipbook always returns a copy.
    open func presentation() -> Self? {
        let copy = type(of: self).init()
        copy.copyModel(from: self)
        copy.modelState = presentationState()
        return copy
    }

    /// The modelState layer (Core Animation's `model()`): the layer itself, as this is never a presentation copy
    /// that stays linked to its modelState.
    open func model() -> Self { self }

    /// The modelState values with every running animation applied at the current virtual time: animation
    /// blocks' additive offsets, then the explicit animations in the order they were added.
    func presentationState() -> LayerState {
        var state = blockAnimatedState()
        if !attachedAnimations.isEmpty { applyAttachedAnimations(to: &state) }
        return state
    }

    /// The modelState values with the animation blocks' animations applied.
    func blockAnimatedState() -> LayerState {
        let live = animations.filter { $0.state == .active && $0.property != nil }
        if live.isEmpty { return modelState }
        var state = modelState
        var touched: [AnimatableProperty: [Double]] = [:]
        var order: [AnimatableProperty] = []
        for animation in live {
            guard let property = animation.property, let offset = animation.currentOffset() else { continue }
            if touched[property] == nil {
                touched[property] = modelState.vector(property)
                order.append(property)
            }
            AnimationVector.add(&touched[property]!, offset)
        }
        for property in order { state.setVector(touched[property]!, for: property) }
        return state
    }
}
