import Foundation
import Raster

// How layers become render nodes: a view's layer through its view (UIView+Rendering.swift), a free-standing
// layer from its own state, sublayers and contents.

extension CALayer {
    /// The render nodes of the sublayers, back to front: a view's layer draws its view's subtree.
    func sublayerNodes(presentation: Bool) -> [RenderNode] {
        childLayers.map { $0.subtreeNode(presentation: presentation) }
    }

    /// This layer and its sublayers as a render node, with the presentation values at the current virtual
    /// time (or the model values).
    func subtreeNode(presentation: Bool) -> RenderNode {
        if let view = owningView { return presentation ? view.presentationRenderNode() : view.modelRenderNode() }
        if presentation { hasBeenPresented = true }
        displayIfNeeded()
        let state = presentation ? presentationState() : modelState
        var node = state.renderNode(contents: nil)
        var below: [RenderNode] = []
        if let image = state.contents {
            let shown = shownContents(image, state: state, displayedPixels: displayedPixels(of: state.bounds.size))
            below += contentsNodes(shown, center: state.contentsCenter, gravity: contentsGravity, in: state.bounds)
        }
        node.children = below + sublayerNodes(presentation: presentation)
        decorate(&node, state: state, presentation: presentation)
        if presentation { node.children += crossDissolveNodes() }
        return node
    }

    /// The renderings before running transitions (`CATransition`, `UIView.transition(with:)` cross-dissolves),
    /// each over the layer's bounds and fading out along its animation: drawn above the layer's own children.
    func crossDissolveNodes() -> [RenderNode] {
        animations.compactMap { animation in
            guard case .crossDissolve(var snapshot) = animation.content, let p = animation.currentProgress() else {
                return nil
            }
            snapshot.transform = CATransform3DIdentity
            snapshot.position = CGPoint(
                x: snapshot.bounds.minX + snapshot.anchorPoint.x * snapshot.bounds.width,
                y: snapshot.bounds.minY + snapshot.anchorPoint.y * snapshot.bounds.height)
            snapshot.zPosition = 0
            snapshot.alpha = CGFloat(max(0, min(1, 1 - p)))
            return snapshot
        }
    }

    /// The size in pixels that `size` points are drawn at on the current screen.
    func displayedPixels(of size: CGSize) -> CGSize {
        let scale = owningView?.traitCollection.displayScale ?? UIScreen.main.scale
        return CGSize(width: size.width * scale, height: size.height * scale)
    }

    /// `contents` placed by `gravity` in `bounds`, in nine parts when `center` (``contentsCenter``) leaves
    /// fixed edges and the gravity resizes the image.
    func contentsNodes(_ image: Image, center: CGRect, gravity: CALayerContentsGravity, in bounds: CGRect)
        -> [RenderNode]
    {
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        guard gravity == .resize, center != unit, let parts = NinePart(image: image, center: center) else {
            return [contentsNode(image, gravity: gravity, in: bounds)]
        }
        let scale = contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1
        return parts.nodes(in: bounds, scale: scale)
    }

    /// `contents` placed by `gravity` in `bounds`: the resizing gravities as content modes; the others as a
    /// child of the image's size in points (pixels ÷ ``contentsScale``) at the named edge or corner.
    func contentsNode(_ image: Image, gravity: CALayerContentsGravity, in bounds: CGRect) -> RenderNode {
        let mode: ContentMode?
        switch gravity {
        case .resizeAspect: mode = .scaleAspectFit
        case .resizeAspectFill: mode = .scaleAspectFill
        case .resize: mode = .scaleToFill
        default: mode = nil
        }
        if let mode {
            return RenderNode(
                bounds: CGRect(origin: .zero, size: bounds.size),
                position: CGPoint(x: bounds.midX, y: bounds.midY), contents: .image(image, contentMode: mode))
        }
        let scale = contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1
        let w = CGFloat(image.width) / scale, h = CGFloat(image.height) / scale
        let name = gravity.rawValue.lowercased()
        // "top" is the top of the screen (``UIKitChoices/contentsGravityTopIsScreenTop``).
        let x = name.contains("left") ? bounds.minX : name.contains("right") ? bounds.maxX - w : bounds.midX - w / 2
        let y = name.contains("top") ? bounds.minY : name.contains("bottom") ? bounds.maxY - h : bounds.midY - h / 2
        return RenderNode(
            bounds: CGRect(x: 0, y: 0, width: w, height: h), position: CGPoint(x: x + w / 2, y: y + h / 2),
            contents: .image(image, contentMode: .scaleToFill))
    }
}

extension LayerState {
    /// The render node of a layer with these values (no children).
    func renderNode(contents: RenderContent?) -> RenderNode {
        RenderNode(
            bounds: bounds, position: position, anchorPoint: anchorPoint,
            transform: transform, sublayerTransform: sublayerTransform, zPosition: zPosition,
            backgroundColor: backgroundColor, alpha: CGFloat(opacity),
            allowsGroupOpacity: allowsGroupOpacity, isHidden: isHidden,
            cornerRadius: cornerRadius, maskedCorners: maskedCorners, cornerCurve: cornerCurve,
            borderWidth: borderWidth, borderColor: borderColor ?? .clear,
            masksToBounds: masksToBounds,
            shadow: Shadow(
                color: shadowColor ?? .clear, opacity: CGFloat(shadowOpacity),
                radius: shadowRadius, offset: shadowOffset, path: shadowPath),
            contents: contents,
            children: [])
    }
}

/// Core Animation's `CALayerContentsGravity`: where `contents` sits in the bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Centred at its own size.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// At its own size, centred horizontally at the top edge (the top of the screen: see
    /// ``UIKitChoices/contentsGravityTopIsScreenTop``).
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// At its own size, centred horizontally at the bottom edge.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// At its own size, centred vertically at the left edge.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// At its own size, centred vertically at the right edge.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// At its own size in the top-left corner.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// At its own size in the top-right corner.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// At its own size in the bottom-left corner.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// At its own size in the bottom-right corner.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping its aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to cover the bounds, keeping its aspect ratio.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}
