import Foundation
import Testing
import Raster
@testable import UIKitCompat

/// A layer subclass with its own stored value, as apps write them.
final class BadgeLayer: CALayer {
    var label = "badge"
}

/// A layer that lays out a sublayer to cover its right half, as layer subclasses do.
final class SplitLayer: CALayer {
    let half = CALayer()
    var layouts = 0

    override func layoutSublayers() {
        super.layoutSublayers()
        layouts += 1
        if half.superlayer == nil { addSublayer(half) }
        half.frame = CGRect(x: bounds.midX, y: 0, width: bounds.width / 2, height: bounds.height)
    }
}

/// A view backed by ``BadgeLayer``.
final class BadgeView: UIView {
    override class var layerClass: AnyClass { BadgeLayer.self }
}

@Suite("Layer tree: CALayer subclasses, sublayers, and views and free layers painting in one tree")
@MainActor
struct LayerTreeTests {
    func stage() throws -> Stage { try Stage(size: CGSize(width: 40, height: 40)) }

    func layer(_ color: UIColor, _ frame: CGRect) -> CALayer {
        let layer = CALayer()
        layer.backgroundColor = color.cgColor
        layer.frame = frame
        return layer
    }

    @Test("layerClass backs the view with the subclass; presentation() copies keep the class")
    func layerClassOverride() throws {
        let view = BadgeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let badge = try #require(view.layer as? BadgeLayer)
        #expect(badge.label == "badge")
        #expect(view.layer.delegate === view)
        #expect(type(of: badge.presentation()!) == BadgeLayer.self)
        #expect(type(of: UIView().layer) == CALayer.self)
    }

    @Test("addSublayer, insertSublayer at/below/above, replaceSublayer and removeFromSuperlayer keep the order")
    func sublayerAPI() {
        let root = CALayer()
        #expect(root.sublayers == nil)
        let a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer(), e = CALayer()
        a.name = "a"; b.name = "b"; c.name = "c"; d.name = "d"; e.name = "e"
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, at: 0)
        root.insertSublayer(d, below: b)
        root.insertSublayer(e, above: c)
        #expect(root.sublayers!.map { $0.name! } == ["c", "e", "a", "d", "b"])
        #expect(d.superlayer === root)
        root.replaceSublayer(a, with: CALayer())
        #expect(a.superlayer == nil && root.sublayers!.count == 5 && root.sublayers![2].name == nil)
        b.removeFromSuperlayer()
        #expect(b.superlayer == nil && root.sublayers!.count == 4)
        // Moving a layer to another superlayer takes it out of the first.
        let other = CALayer()
        other.addSublayer(c)
        #expect(root.sublayers!.map { $0.name } == ["e", nil, "d"] && c.superlayer === other)
        // Moving within the same superlayer.
        root.insertSublayer(d, at: 0)
        #expect(root.sublayers!.map { $0.name } == ["d", "e", nil])
        // A layer cannot become its own ancestor's sublayer.
        c.addSublayer(other)
        #expect(other.superlayer == nil)
    }

    @Test("a view's layer is a sublayer of its superview's layer; free sublayers interleave with subviews' layers")
    func viewsAndFreeLayersInterleave() throws {
        let stage = try stage()
        let container = UIView(frame: stage.window.bounds)
        stage.window.addSubview(container)
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        first.backgroundColor = .red
        container.addSubview(first)
        let free = layer(.green, CGRect(x: 0, y: 0, width: 40, height: 20))
        container.layer.addSublayer(free)
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 40))
        second.backgroundColor = .blue
        container.addSubview(second)
        #expect(first.layer.superlayer === container.layer)
        #expect(
            container.layer.sublayers!.map { $0 === free ? "free" : $0 === first.layer ? "first" : "second" }
                == ["first", "free", "second"])
        let image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 30, y: 5] == Pixel(r: 0, g: 255, b: 0, a: 255))  // the free layer above first
        #expect(image[x: 5, y: 5] == Pixel(r: 0, g: 0, b: 255, a: 255))  // second above the free layer
        #expect(image[x: 30, y: 30] == Pixel(r: 255, g: 0, b: 0, a: 255))  // first where nothing covers it
        // bringSubviewToFront puts the layer above every sublayer; sendSubviewToBack below every one.
        container.bringSubviewToFront(first)
        #expect(container.layer.sublayers!.last === first.layer)
        #expect(Rasterizer().render(stage.renderTree())[x: 30, y: 5] == Pixel(r: 255, g: 0, b: 0, a: 255))
        container.sendSubviewToBack(second)
        #expect(container.layer.sublayers!.first === second.layer)
        container.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(container.subviews == [first, second])
        #expect(
            container.layer.sublayers!.map { $0 === free ? "free" : $0 === first.layer ? "first" : "second" }
                == ["first", "free", "second"])
        // insertSubview(_:at:) goes just below the layer of the subview that follows it.
        let third = UIView()
        container.insertSubview(third, at: 1)
        #expect(container.layer.sublayers!.firstIndex { $0 === third.layer } == 2)
        // The only subview inserted at index 0 goes below the free layers; added, on top of them.
        let lone = UIView(), free2 = CALayer()
        lone.layer.addSublayer(free2)
        let inner = UIView()
        lone.insertSubview(inner, at: 0)
        #expect(lone.layer.sublayers!.first === inner.layer)
        lone.addSubview(inner)
        #expect(lone.layer.sublayers!.last === inner.layer)
        // Removing a view's layer from its superlayer removes the view too; removing the view, the layer.
        third.layer.removeFromSuperlayer()
        #expect(third.superview == nil && !container.subviews.contains(third))
        second.removeFromSuperview()
        #expect(second.layer.superlayer == nil && !container.layer.sublayers!.contains { $0 === second.layer })
    }

    @Test("a free layer's sublayers, transform, opacity and masksToBounds paint like a view's")
    func freeLayerSubtree() throws {
        let stage = try stage()
        let parent = layer(.red, CGRect(x: 10, y: 10, width: 20, height: 20))
        parent.masksToBounds = true
        let child = layer(.blue, CGRect(x: 10, y: 10, width: 20, height: 20))
        parent.addSublayer(child)
        stage.window.layer.addSublayer(parent)
        let image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 15, y: 15] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(image[x: 25, y: 25] == Pixel(r: 0, g: 0, b: 255, a: 255))
        #expect(image[x: 35, y: 35] == Pixel(r: 0, g: 0, b: 0, a: 255))  // clipped by the parent
        parent.isHidden = true
        #expect(Rasterizer().render(stage.renderTree())[x: 15, y: 15] == Pixel(r: 0, g: 0, b: 0, a: 255))
    }

    @Test("layoutSublayers runs before a frame when the layer is marked or its size changed")
    func layerLayout() throws {
        let stage = try stage()
        let split = SplitLayer()
        split.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        stage.window.layer.addSublayer(split)
        _ = stage.renderTree()
        #expect(split.layouts == 1 && split.half.frame == CGRect(x: 10, y: 0, width: 10, height: 10))
        _ = stage.renderTree()
        #expect(split.layouts == 1 && !split.needsLayout())
        CATransaction.begin(); CATransaction.setDisableActions(true)
        split.bounds.size.width = 40
        CATransaction.commit()
        #expect(split.needsLayout())
        _ = stage.renderTree()
        #expect(split.layouts == 2 && split.half.frame.minX == 20)
    }

    @Test("contents: resize fills the bounds; a corner gravity places the image at its size ÷ contentsScale")
    func contentsGravity() throws {
        let stage = try stage()
        let image = Image(width: 10, height: 10, fill: Pixel(r: 0, g: 255, b: 0, a: 255))
        let layer = layer(.red, CGRect(x: 0, y: 0, width: 40, height: 40))
        layer.contents = image
        stage.window.layer.addSublayer(layer)
        #expect(Rasterizer().render(stage.renderTree())[x: 35, y: 35] == Pixel(r: 0, g: 255, b: 0, a: 255))
        layer.contentsGravity = .bottomRight
        layer.contentsScale = 2
        let drawn = Rasterizer().render(stage.renderTree())
        #expect(drawn[x: 37, y: 37] == Pixel(r: 0, g: 255, b: 0, a: 255))  // 5 × 5 points at the corner
        #expect(drawn[x: 33, y: 37] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(drawn[x: 5, y: 5] == Pixel(r: 255, g: 0, b: 0, a: 255))
        layer.contents = "not an image"
        #expect(layer.contents == nil)
    }
}
