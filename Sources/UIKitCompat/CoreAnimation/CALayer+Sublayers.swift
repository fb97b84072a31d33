import Foundation

// The layer tree: sublayers, superlayer and mask. A view's layer is a sublayer of its superview's layer; the
// view hierarchy keeps its layers in the order of its subviews (Views/UIView.swift calls the internal entry
// points below), with free-standing sublayers wherever the app put them.

extension CALayer {
    /// Inserts `layer` at `index` (clamped), moving it from its current superlayer first.
    func attachSublayer(_ layer: CALayer, at index: Int) {
        guard layer !== self, !isSublayer(of: layer) else {
            VirtualClock.current.report("CALayer.addSublayer: a layer cannot be its own sublayer or ancestor; ignored")
            return
        }
        if layer.parentLayer === self, let from = childLayers.firstIndex(where: { $0 === layer }) {
            childLayers.remove(at: from)
            childLayers.insert(layer, at: min(max(0, index), childLayers.count))
            return
        }
        layer.detachFromParentLayerOnly()
        if let owner = layer.maskOwner { owner.maskLayer = nil; layer.maskOwner = nil }
        childLayers.insert(layer, at: min(max(0, index), childLayers.count))
        layer.parentLayer = self
    }

    func attachSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, sibling !== layer, let index = childLayers.firstIndex(where: { $0 === sibling }) else {
            return attachSublayer(layer, at: 0)
        }
        let current = childLayers.firstIndex { $0 === layer }
        attachSublayer(layer, at: current.map { $0 < index ? index - 1 : index } ?? index)
    }

    func attachSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, sibling !== layer, let index = childLayers.firstIndex(where: { $0 === sibling }) else {
            return attachSublayer(layer, at: childLayers.count)
        }
        let current = childLayers.firstIndex { $0 === layer }
        attachSublayer(layer, at: current.map { $0 < index ? index : index + 1 } ?? index + 1)
    }

    func swapSublayer(_ oldLayer: CALayer, for newLayer: CALayer) {
        guard oldLayer !== newLayer, let index = childLayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.detachFromParent()
        attachSublayer(newLayer, at: min(index, childLayers.count))
    }

    func replaceAllSublayers(with layers: [CALayer]) {
        for layer in childLayers where !layers.contains(where: { $0 === layer }) { layer.detachFromParent() }
        for (index, layer) in layers.enumerated() { attachSublayer(layer, at: index) }
    }

    /// `removeFromSuperlayer()`: a view's layer takes its view out of the superview, so both trees agree.
    func detachFromParent() {
        if let view = owningView, let superview = view.superview, superview.layer === parentLayer {
            view.removeFromSuperview()
        } else {
            detachFromParentLayerOnly()
        }
    }

    /// Takes the layer out of its superlayer's list (the view hierarchy calls this for its own layers).
    func detachFromParentLayerOnly() {
        guard let parent = parentLayer else { return }
        parent.childLayers.removeAll { $0 === self }
        parentLayer = nil
    }

    /// True when `layer` is this layer or one of its ancestors.
    func isSublayer(of layer: CALayer) -> Bool {
        var current: CALayer? = self
        while let l = current {
            if l === layer { return true }
            current = l.parentLayer
        }
        return false
    }

    func setMaskLayer(_ layer: CALayer?) {
        if maskLayer === layer { return }
        maskLayer?.maskOwner = nil
        if let layer {
            layer.detachFromParent()
            if let owner = layer.maskOwner, owner !== self { owner.maskLayer = nil }
            layer.maskOwner = self
        }
        maskLayer = layer
    }

    /// The layer whose time this layer runs on: its superlayer, or for a mask the layer it masks.
    var timeParent: CALayer? { parentLayer ?? maskOwner }
}
