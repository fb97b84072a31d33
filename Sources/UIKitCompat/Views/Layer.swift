import Foundation
import Raster

/// The layer that backs every view, with Core Animation's property names, types and defaults
/// (`view.layer.cornerRadius`, `view.layer.shadowOpacity`, …).
///
/// Flipbook's layers are backing layers only: each view has exactly one, and the layer tree is the view
/// tree. Setting an animatable property inside an animation block animates it (see ``AnimatableProperty``);
/// ``presentation()`` returns the values on screen at the current virtual time.
@preconcurrency @MainActor
public final class Layer {
    /// The view this layer backs (Core Animation's `delegate`).
    public internal(set) weak var delegate: UIView?

    var model = LayerState()
    /// Animations attached to this layer, oldest first.
    var animations: [PropertyAnimation] = []
    /// Core Animation's media timing of this layer (Layer+Timing.swift).
    var timing = LayerTiming()

    init(delegate: UIView?) { self.delegate = delegate }

    private init(detachedState: LayerState) { model = detachedState }

    private func willChange(_ property: AnimatableProperty) {
        AnimationContext.layerWillChange(self, property)
    }

    // MARK: Geometry

    public var bounds: CGRect {
        get { model.bounds }
        set {
            let oldSize = model.bounds.size
            willChange(.bounds)
            model.bounds = newValue
            if oldSize != newValue.size { delegate?.boundsSizeDidChange(from: oldSize) }
        }
    }

    public var position: CGPoint {
        get { model.position }
        set { willChange(.position); model.position = newValue }
    }

    /// Not animated by animation blocks (as in UIKit). Changing it moves the layer (position stays).
    public var anchorPoint: CGPoint {
        get { model.anchorPoint }
        set { model.anchorPoint = newValue }
    }

    public var frame: CGRect {
        get { model.frame }
        set {
            let f = newValue.standardized
            bounds = CGRect(origin: model.bounds.origin, size: f.size)
            position = CGPoint(x: f.minX + model.anchorPoint.x * f.width, y: f.minY + model.anchorPoint.y * f.height)
        }
    }

    public var transform: CATransform3D {
        get { model.transform }
        set { willChange(.transform); model.transform = newValue }
    }

    /// The transform as an affine transform (`CGAffineTransform`), as `UIView.transform` reads it.
    public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(model.transform) }

    public func setAffineTransform(_ t: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(t) }

    /// Applied to the sublayers (for example a perspective `m34`), about the anchor point. Not animated.
    public var sublayerTransform: CATransform3D {
        get { model.sublayerTransform }
        set { model.sublayerTransform = newValue }
    }

    /// Siblings draw in ascending `zPosition`. Not animated.
    public var zPosition: CGFloat {
        get { model.zPosition }
        set { model.zPosition = newValue }
    }

    // MARK: Appearance

    /// Core Animation's opacity (`UIView.alpha`).
    public var opacity: Float {
        get { Float(model.opacity) }
        set { willChange(.opacity); model.opacity = Double(newValue) }
    }

    var opacityValue: Double {
        get { model.opacity }
        set { willChange(.opacity); model.opacity = newValue }
    }

    public var isHidden: Bool {
        get { model.isHidden }
        set { model.isHidden = newValue }
    }

    public var backgroundColor: Color? {
        get { model.backgroundColor }
        set { willChange(.backgroundColor); model.backgroundColor = newValue }
    }

    public var cornerRadius: CGFloat {
        get { model.cornerRadius }
        set { willChange(.cornerRadius); model.cornerRadius = newValue }
    }

    public var maskedCorners: CornerMask {
        get { model.maskedCorners }
        set { model.maskedCorners = newValue }
    }

    public var cornerCurve: CornerCurve {
        get { model.cornerCurve }
        set { model.cornerCurve = newValue }
    }

    public var borderWidth: CGFloat {
        get { model.borderWidth }
        set { willChange(.borderWidth); model.borderWidth = newValue }
    }

    /// Opaque black by default, as in Core Animation.
    public var borderColor: Color? {
        get { model.borderColor }
        set { willChange(.borderColor); model.borderColor = newValue }
    }

    public var masksToBounds: Bool {
        get { model.masksToBounds }
        set { model.masksToBounds = newValue }
    }

    /// On by default (iOS 7 and later): a layer with opacity < 1 is flattened with its sublayers, then faded.
    public var allowsGroupOpacity: Bool {
        get { model.allowsGroupOpacity }
        set { model.allowsGroupOpacity = newValue }
    }

    public var shadowColor: Color? {
        get { model.shadowColor }
        set { willChange(.shadowColor); model.shadowColor = newValue }
    }

    /// 0 by default: no shadow.
    public var shadowOpacity: Float {
        get { Float(model.shadowOpacity) }
        set { willChange(.shadowOpacity); model.shadowOpacity = Double(newValue) }
    }

    public var shadowRadius: CGFloat {
        get { model.shadowRadius }
        set { willChange(.shadowRadius); model.shadowRadius = newValue }
    }

    /// (0, −3) by default.
    public var shadowOffset: CGSize {
        get { model.shadowOffset }
        set { willChange(.shadowOffset); model.shadowOffset = newValue }
    }

    /// The shape that casts the shadow, in bounds space; nil means the layer's own shape. Not animated.
    public var shadowPath: ShadowPath? {
        get { model.shadowPath }
        set { model.shadowPath = newValue }
    }

    /// An image drawn in the bounds, placed by the view's `contentMode`.
    public var contents: Image? {
        get { model.contents }
        set { model.contents = newValue }
    }

    // MARK: Animations

    /// The key paths of the animations attached to this layer, oldest first (one entry per animation).
    public func animationKeys() -> [String]? {
        let keys = animations.filter { $0.state == .active }.compactMap { $0.property?.rawValue ?? "transition" }
        return keys.isEmpty ? nil : keys
    }

    /// Removes every animation; their completions run with `finished == false`.
    public func removeAllAnimations() {
        for animation in animations { animation.remove() }
    }

    /// Removes the animations of one key path (an ``AnimatableProperty`` raw value or "transition").
    public func removeAnimation(forKey key: String) {
        for animation in animations where (animation.property?.rawValue ?? "transition") == key {
            animation.remove()
        }
    }

    func detach(_ animation: PropertyAnimation) {
        animations.removeAll { $0 === animation }
    }

    /// A detached copy of the layer with the values on screen at the current virtual time (the model values
    /// when nothing animates). Optional, as in Core Animation; Flipbook always returns a copy.
    public func presentation() -> Layer? {
        Layer(detachedState: presentationState())
    }

    /// The model values with every running animation applied at the current virtual time.
    func presentationState() -> LayerState {
        let live = animations.filter { $0.state == .active && $0.property != nil }
        if live.isEmpty { return model }
        var state = model
        var touched: [AnimatableProperty: [Double]] = [:]
        var order: [AnimatableProperty] = []
        for animation in live {
            guard let property = animation.property, let offset = animation.currentOffset() else { continue }
            if touched[property] == nil {
                touched[property] = model.vector(property)
                order.append(property)
            }
            AnimationVector.add(&touched[property]!, offset)
        }
        for property in order { state.setVector(touched[property]!, for: property) }
        return state
    }
}
