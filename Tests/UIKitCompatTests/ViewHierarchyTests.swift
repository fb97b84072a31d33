import Foundation
import Testing
import Raster
@testable import UIKitCompat

@MainActor
private final class HookRecorder: UIView {
    var events: [String] = []
    override func willMove(toSuperview newSuperview: UIView?) {
        events.append("willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))")
    }
    override func didMoveToSuperview() { events.append("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) {
        events.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
    }
    override func didMoveToWindow() { events.append("didMoveToWindow") }
}

@Suite("View hierarchy")
@MainActor
struct ViewHierarchyTests {
    @Test("a view has one superview: adding it elsewhere moves it")
    func singleSuperview() {
        let a = UIView(), b = UIView(), child = UIView()
        a.addSubview(child)
        b.addSubview(child)
        #expect(a.subviews.isEmpty)
        #expect(b.subviews == [child])
        #expect(child.superview === b)
        child.removeFromSuperview()
        #expect(child.superview == nil && b.subviews.isEmpty)
    }

    @Test("insert at, above, below; bring to front; send to back; exchange")
    func ordering() {
        let parent = UIView()
        let v = (0..<4).map { i -> UIView in
            let view = UIView(); view.tag = i; return view
        }
        parent.addSubview(v[0]); parent.addSubview(v[1])
        parent.insertSubview(v[2], at: 0)
        #expect(parent.subviews.map(\.tag) == [2, 0, 1])
        parent.insertSubview(v[3], aboveSubview: v[2])
        #expect(parent.subviews.map(\.tag) == [2, 3, 0, 1])
        parent.insertSubview(v[1], belowSubview: v[3])
        #expect(parent.subviews.map(\.tag) == [2, 1, 3, 0])
        parent.insertSubview(v[2], aboveSubview: v[0])
        #expect(parent.subviews.map(\.tag) == [1, 3, 0, 2])
        parent.bringSubviewToFront(v[1])
        #expect(parent.subviews.map(\.tag) == [3, 0, 2, 1])
        parent.sendSubviewToBack(v[2])
        #expect(parent.subviews.map(\.tag) == [2, 3, 0, 1])
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(parent.subviews.map(\.tag) == [1, 3, 0, 2])
        parent.insertSubview(UIView(), at: 99)
        #expect(parent.subviews.count == 5)
        parent.exchangeSubview(at: 0, withSubviewAt: 42)  // out of range: nothing
        #expect(parent.subviews.first === v[1])
        #expect(parent.viewWithTag(3) === v[3])
    }

    @Test("a view cannot become its own ancestor")
    func noCycles() {
        let a = UIView(), b = UIView()
        a.addSubview(b)
        b.addSubview(a)
        #expect(a.superview == nil)
        a.addSubview(a)
        #expect(a.subviews == [b])
    }

    @Test("window and the move hooks, in UIKit's order")
    func windowHooks() throws {
        let stage = try Stage(device: .iPhoneSE)
        let container = UIView()
        let view = HookRecorder()
        container.addSubview(view)
        #expect(view.window == nil)
        #expect(view.events == ["willMove(toSuperview: view)", "didMoveToSuperview"])
        view.events = []
        stage.window.addSubview(container)
        #expect(view.window === stage.window)
        #expect(view.events == ["willMove(toWindow: window)", "didMoveToWindow"])
        view.events = []
        view.removeFromSuperview()
        #expect(
            view.events == [
                "willMove(toWindow: nil)", "willMove(toSuperview: nil)", "didMoveToSuperview", "didMoveToWindow",
            ])
    }

    @Test("frame, bounds and center are views of the layer's geometry")
    func geometry() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(v.frame == CGRect(x: -40, y: 20 - 25, width: 200, height: 100))
        #expect(v.bounds.size == CGSize(width: 100, height: 50))
        v.transform = .identity
        v.layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(v.frame.origin == CGPoint(x: 60, y: 45))
        v.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(v.center == .zero)
        #expect(v.layer.position == .zero)
    }

    @Test("layer defaults are Core Animation's")
    func layerDefaults() {
        let l = UIView().layer
        #expect(l.shadowOpacity == 0)
        #expect(l.shadowRadius == 3)
        #expect(l.shadowOffset == CGSize(width: 0, height: -3))
        #expect(l.shadowColor == .black)
        #expect(l.borderColor == .black)
        #expect(l.allowsGroupOpacity)
        #expect(l.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(l.maskedCorners == .all)
    }

    @Test("autoresizing shares the change among the flexible parts")
    func autoresizing() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let fill = UIView(frame: parent.bounds)
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = UIView(frame: CGRect(x: 250, y: 10, width: 40, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let centred = UIView(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        for v in [fill, pinnedRight, centred, fixed] { parent.addSubview(v) }
        parent.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        #expect(fill.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
        #expect(pinnedRight.frame == CGRect(x: 350, y: 10, width: 40, height: 20))
        #expect(centred.frame == CGRect(x: 150, y: 50, width: 100, height: 100))
        #expect(fixed.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    @Test("layout: setNeedsLayout then layoutIfNeeded runs layoutSubviews once")
    func layout() {
        final class Counting: UIView {
            var count = 0
            override func layoutSubviews() { count += 1; subviews.first?.frame = bounds.insetBy(dx: 10, dy: 10) }
        }
        let v = Counting(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        v.addSubview(child)
        v.layoutIfNeeded()
        #expect(v.count == 1)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
        v.layoutIfNeeded()
        #expect(v.count == 1)
        v.bounds.size = CGSize(width: 50, height: 50)
        v.layoutIfNeeded()
        #expect(v.count == 2)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 30, height: 30))
    }
}

@Suite("Coordinate conversion")
@MainActor
struct ConversionTests {
    func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
    }

    @Test("through frames and bounds origins")
    func translations() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let b = UIView(frame: CGRect(x: 30, y: 40, width: 50, height: 50))
        root.addSubview(a); a.addSubview(b)
        #expect(b.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 41, y: 62))
        #expect(b.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 41, y: 62))
        #expect(root.convert(CGPoint(x: 41, y: 62), to: b) == CGPoint(x: 1, y: 2))
        #expect(b.convert(CGPoint(x: 41, y: 62), from: root) == CGPoint(x: 1, y: 2))
        a.bounds.origin = CGPoint(x: 0, y: 100)  // scrolled
        #expect(b.convert(CGPoint.zero, to: root) == CGPoint(x: 40, y: -40))
        #expect(b.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: a) == CGRect(x: 30, y: 40, width: 5, height: 5))
    }

    @Test("through transforms about the anchor point")
    func transforms() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let v = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        root.addSubview(v)
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Rotating 90° clockwise about the centre (150, 125): the top-left corner goes to (175, 75).
        #expect(near(v.convert(CGPoint.zero, to: root), CGPoint(x: 175, y: 75)))
        #expect(near(root.convert(CGPoint(x: 175, y: 75), to: v), .zero))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(near(v.convert(CGPoint(x: 100, y: 50), to: root), CGPoint(x: 250, y: 175)))
        let r = v.convert(CGRect(x: 0, y: 0, width: 100, height: 50), to: root)
        #expect(abs(r.minX - 50) < 1e-9 && abs(r.width - 200) < 1e-9 && abs(r.height - 100) < 1e-9)
        // Round trip through a 3D perspective transform.
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        v.transform3D = CATransform3DRotate(t, 0.6, 0, 1, 0)
        let p = CGPoint(x: 12, y: 34)
        #expect(near(v.convert(v.convert(p, to: root), from: root), p, 1e-6))
    }
}

@Suite("Content views and snapshots")
@MainActor
struct ContentViewTests {
    @Test("a label renders text content and measures it with Raster's text layout")
    func label() throws {
        let stage = try Stage(device: .iPhoneSE)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        label.text = "Hello, world"
        label.font = .systemFont(ofSize: 20, weight: .semibold)
        label.textAlignment = .center
        label.textColor = .white
        stage.window.addSubview(label)
        label.sizeToFit()
        let content = TextContent(
            text: "Hello, world", fontSize: 20, weight: .semibold, color: .white,
            alignment: .center, numberOfLines: 1)
        #expect(label.bounds.size == TextLayout.size(of: content, scale: 2))
        #expect(label.bounds.width > 50 && label.bounds.height >= 20)
        #expect(stage.renderTree().root.children[0].contents == .text(content))
        label.text = nil
        #expect(label.sizeThatFits(.zero) == .zero)
    }

    @Test("an image view draws its image by content mode")
    func imageView() {
        let image = Image(width: 4, height: 3)
        let view = UIImageView(image: UIImage(cgImage: image))
        #expect(view.bounds.size == CGSize(width: 4, height: 3))
        view.contentMode = .scaleAspectFill
        #expect(view.presentationRenderNode().contents == .image(image, contentMode: .scaleAspectFill))
    }

    @Test("a snapshot freezes the current rendering")
    func snapshot() throws {
        let stage = try Stage()
        let v = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 80))
        v.backgroundColor = .white
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        child.backgroundColor = .black
        v.addSubview(child)
        stage.window.addSubview(v)
        let snap = try #require(v.snapshotView(afterScreenUpdates: false))
        #expect(snap.frame == CGRect(x: 0, y: 0, width: 100, height: 80))
        child.backgroundColor = .clear
        let frozen = snap.presentationRenderNode().children[0]
        #expect(frozen.backgroundColor == .white)
        #expect(frozen.position == CGPoint(x: 50, y: 40))
        #expect(frozen.children[0].backgroundColor == .black)
        snap.frame.size = CGSize(width: 200, height: 80)
        #expect(snap.presentationRenderNode().children[0].transform == CATransform3DMakeScale(2, 1, 1))
    }

    @Test("cross-dissolve: the old rendering fades out above the new one")
    func crossDissolve() throws {
        let stage = try Stage()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.backgroundColor = .white
        stage.window.addSubview(v)
        var done: Bool?
        UIView.transition(
            with: v, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
            animations: {
                v.backgroundColor = .black
            }, completion: { done = $0 })
        #expect(v.layer.presentationState().backgroundColor == .black)  // not animated itself
        try stage.clock.advance(by: 0.25)
        let node = stage.renderTree().root.children[0]
        #expect(node.backgroundColor == .black)
        #expect(node.children.last?.backgroundColor == .white)
        #expect(abs((node.children.last?.alpha ?? 0) - 0.75) < 1e-9)
        try stage.clock.advance(by: 1)
        #expect(done == true)
        #expect(stage.renderTree().root.children[0].children.isEmpty)
    }

    @Test("transition(from:to:) swaps the views under a cross-dissolve of the superview")
    func transitionFromTo() throws {
        let stage = try Stage()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(frame: container.bounds), b = UIView(frame: container.bounds)
        a.backgroundColor = .white
        b.backgroundColor = .black
        container.addSubview(a)
        stage.window.addSubview(container)
        var done = false
        UIView.transition(
            from: a, to: b, duration: 0.5, options: [.transitionCrossDissolve], completion: { _ in done = true })
        #expect(a.superview == nil && b.superview === container)
        try stage.clock.advance(by: 0.25)
        let node = stage.renderTree().root.children[0]
        #expect(node.children.count == 2)  // b, then the fading snapshot holding a
        #expect(node.children[1].children.first?.backgroundColor == .white)
        try stage.clock.advance(by: 0.25)
        #expect(done)
    }

    @Test("flip from left: the old rendering turns away, then the new one turns in")
    func flip() throws {
        let stage = try Stage()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.backgroundColor = .white
        stage.window.addSubview(v)
        UIView.transition(
            with: v, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
            animations: {
                v.backgroundColor = .black
            })
        try stage.clock.advance(by: 0.25)
        var node = stage.renderTree().root.children[0]
        #expect(node.backgroundColor == .white)  // still the old side
        // A quarter of a half turn: cos(π/4) in m11, and the perspective term is present.
        #expect(abs(node.transform.m11 - cos(.pi / 4)) < 1e-9)
        #expect(node.transform.m14 != 0)
        // The left edge (x < 0 about the centre) comes towards the viewer: positive z.
        #expect(CGFloat(-50) * node.transform.m13 > 0)  // z = x·m13 for a point on the x axis
        try stage.clock.advance(by: 0.5)
        node = stage.renderTree().root.children[0]
        #expect(node.backgroundColor == .black)  // the new side
        #expect(abs(node.transform.m11 - cos(.pi / 4)) < 1e-9)
        try stage.clock.advance(by: 0.25)
        node = stage.renderTree().root.children[0]
        #expect(node.transform == CATransform3DIdentity)
    }
}
