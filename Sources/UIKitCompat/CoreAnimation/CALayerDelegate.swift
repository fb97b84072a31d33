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
}

extension CALayerDelegate {
    /// Nil: the layer looks further.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
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
