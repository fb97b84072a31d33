import Foundation

/// Core Animation's `CALayerDelegate`: a view is the delegate of its own layer. Every method is optional
/// (default implementations below).
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// The action for `event` (a property key) of `layer`: an animation to run, `NSNull()` for none, nil to
    /// let the layer look further (its ``CALayer/actions``, then ``CALayer/defaultAction(forKey:)``).
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
    /// Lays out the sublayers of `layer` (called by the default ``CALayer/layoutSublayers()``).
    func layoutSublayers(of layer: CALayer)
    /// Makes the contents of `layer` (called by the default ``CALayer/display()``); set `layer.contents` here.
    func display(_ layer: CALayer)
    /// Draws the contents of `layer` into `ctx` (called by the default ``CALayer/draw(in:)``).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before `layer` draws (Core Animation's `layerWillDraw(_:)`).
    func layerWillDraw(_ layer: CALayer)
}

extension CALayerDelegate {
    /// Nil: the layer looks further.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// Draws the layer's ``CALayer/draw(in:)`` into its contents, as a layer without a delegate does.
    public func display(_ layer: CALayer) {
        layerWillDraw(layer)
        layer.drawContents()
    }
    /// Draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Does nothing.
    public func layerWillDraw(_ layer: CALayer) {}
}

/// Core Animation's `CAAction`: what a layer runs when a property changes (an animation, or `NSNull` for
/// nothing).
@preconcurrency @MainActor
public protocol CAAction {
    /// Runs the action for `event` on `anObject` (a layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: `NSNull` in ``CALayer/actions`` turns an implicit animation off.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension UIView: CALayerDelegate {}
