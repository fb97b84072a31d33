import Foundation
import Testing
import Raster
@testable import UIKitCompat

@Suite("Core Animation key-value coding: layer properties by key and key path, NSValue boxing, stored keys")
@MainActor
struct LayerKeyValueCodingTests {
    /// A stage with a free-standing 10 × 10 layer at the origin, already on screen.
    func setUp() throws -> (Stage, CALayer) { try stageWithFreeLayer() }

    @Test("keys read the layer's properties boxed as Core Animation boxes them")
    func reading() throws {
        let (_, layer) = try setUp()
        layer.transform = CATransform3DMakeScale(2, 3, 1)
        layer.opacity = 0.5
        layer.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
        #expect((layer.value(forKey: "position") as? NSValue)?.pointValue == CGPoint(x: 5, y: 5))
        #expect((layer.value(forKey: "bounds") as? NSValue)?.rectValue == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect((layer.value(forKey: "opacity") as? NSNumber)?.floatValue == 0.5)
        #expect((layer.value(forKey: "transform") as? NSValue)?.caTransform3DValue == CATransform3DMakeScale(2, 3, 1))
        #expect(layer.value(forKey: "backgroundColor") as? CGColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect((layer.value(forKeyPath: "transform.scale.y") as? NSNumber)?.doubleValue == 3)
        #expect((layer.value(forKeyPath: "position.x") as? NSNumber)?.doubleValue == 5)
        #expect((layer.value(forKeyPath: "bounds.size") as? NSValue)?.sizeValue == CGSize(width: 10, height: 10))
        // The frame of the layer scaled 3× about its centre (5, 5) is 30 high.
        #expect((layer.value(forKeyPath: "frame.origin.y") as? NSNumber)?.doubleValue == -10)
        #expect(layer.value(forKey: "noSuchProperty") == nil)
    }

    @Test("setting a key path changes the property, and a free-standing layer animates the change implicitly")
    func writing() throws {
        let (stage, layer) = try setUp()
        layer.setValue(NSValue(point: CGPoint(x: 45, y: 25)), forKeyPath: "position")
        #expect(layer.position == CGPoint(x: 45, y: 25))
        // The implicit animation runs from the old value on screen (0.25 s, the transaction's default).
        #expect(layer.animationKeys() == ["position"])
        try stage.clock.advance(to: 0.125)
        let x = layer.presentation()!.position.x
        #expect(x > 5 && x < 45)
        CATransaction.begin(); CATransaction.setDisableActions(true)
        layer.setValue(0.5 * Double.pi, forKeyPath: "transform.rotation.z")
        layer.setValue(NSNumber(value: 2), forKeyPath: "transform.scale")
        layer.setValue(CGFloat(0.25), forKey: "opacity")
        layer.setValue(true, forKey: "masksToBounds")
        CATransaction.commit()
        let t = layer.transform
        #expect(abs(t.m11) < 1e-9 && abs(t.m12 - 2) < 1e-9 && abs(t.m21 + 2) < 1e-9)
        #expect(layer.opacity == 0.25 && layer.masksToBounds)
        layer.setValue(NSValue(caTransform3D: CATransform3DIdentity), forKey: "transform")
        #expect(layer.transform == CATransform3DIdentity)
    }

    @Test("shape and gradient layers answer their own keys; a plain layer stores them as undeclared keys")
    func subclassKeys() throws {
        let shape = CAShapeLayer()
        shape.setValue(NSNumber(value: 0.3), forKey: "strokeEnd")
        shape.setValue(CGColor(red: 0, green: 0, blue: 1, alpha: 1), forKey: "strokeColor")
        #expect(shape.strokeEnd == 0.3 && shape.strokeColor == CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect((shape.value(forKey: "lineWidth") as? NSNumber)?.doubleValue == 1)
        let gradient = CAGradientLayer()
        gradient.setValue(NSValue(point: CGPoint(x: 0, y: 0.5)), forKey: "startPoint")
        #expect(gradient.startPoint == CGPoint(x: 0, y: 0.5))
        let plain = CALayer()
        plain.setValue(NSNumber(value: 0.3), forKey: "strokeEnd")
        #expect((plain.value(forKey: "strokeEnd") as? NSNumber)?.doubleValue == 0.3)
    }

    @Test("undeclared keys store any value, survive presentation copies, and fall back to defaultValue(forKey:)")
    func storedKeys() throws {
        final class Tagged: CALayer {
            override class func defaultValue(forKey key: String) -> Any? { key == "tag" ? "none" : nil }
        }
        let (_, _) = try setUp()
        let layer = Tagged()
        #expect(layer.value(forKey: "tag") as? String == "none")
        layer.setValue("hero", forKey: "tag")
        #expect(layer.presentation()?.value(forKey: "tag") as? String == "hero")
        layer.setValue(nil, forKey: "tag")
        #expect(layer.value(forKey: "tag") as? String == "none")
    }

    @Test("a value of the wrong type for a property is reported with the key and ignored")
    func wrongType() throws {
        let (stage, layer) = try setUp()
        layer.setValue("left", forKey: "position")
        layer.setValue(nil, forKeyPath: "transform.scale")
        #expect(layer.position == CGPoint(x: 5, y: 5) && layer.transform == CATransform3DIdentity)
        let reports = stage.clock.diagnostics.filter { $0.contains("setValue") }
        #expect(reports.count == 2)
        #expect(reports.first?.contains("\"position\"") == true && reports.first?.contains("String left") == true)
    }

    @Test("explicit animations take NSValue-boxed points, sizes, rectangles and transforms")
    func boxedAnimationValues() throws {
        let (stage, layer) = try setUp()
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(point: CGPoint(x: 5, y: 5))
        move.toValue = NSValue(point: CGPoint(x: 85, y: 5))
        move.duration = 1
        layer.add(move, forKey: "move")
        let grow = CABasicAnimation(keyPath: "bounds.size")
        grow.toValue = NSValue(size: CGSize(width: 30, height: 10))
        grow.duration = 1
        layer.add(grow, forKey: "grow")
        let spin = CABasicAnimation(keyPath: "transform")
        spin.toValue = NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))
        spin.duration = 1
        layer.add(spin, forKey: "spin")
        try stage.clock.advance(to: 0.5)
        let shown = layer.presentation()!
        #expect(shown.position == CGPoint(x: 45, y: 5))
        #expect(shown.bounds.size == CGSize(width: 20, height: 10))
        #expect(abs(shown.transform.m11 - 2) < 1e-9)
    }

    @Test("an animation keeps its stored keys in the copy the layer runs, so the delegate can read them")
    func animationKeys() throws {
        final class Recorder: CAAnimationDelegate {
            var tags: [String] = []
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                tags.append(anim.value(forKey: "tag") as? String ?? "?")
            }
        }
        let (stage, layer) = try setUp()
        let recorder = Recorder()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.setValue("fade", forKey: "tag")
        fade.setValue(NSNumber(value: 0.5), forKey: "duration")
        fade.delegate = recorder
        layer.add(fade, forKey: nil)
        #expect(fade.duration == 0.5 && (fade.value(forKey: "keyPath") as? String) == "opacity")
        try stage.clock.advance(to: 1)
        #expect(recorder.tags == ["fade"])
    }

    @Test("HUGE repeats an animation forever")
    func hugeRepeats() throws {
        let (stage, layer) = try setUp()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = Double.pi
        spin.duration = 1
        spin.repeatCount = HUGE
        layer.add(spin, forKey: "spin")
        try stage.clock.advance(to: 100.5)
        #expect(layer.animationKeys() == ["spin"])
        #expect(abs(layer.presentation()!.transform.m11) < 1e-9)
    }

    @Test(
        """
        views: keys set their properties (animated inside a block), layer paths reach the layer, unknown keys are\
         reported
        """
    )
    func views() throws {
        let stage = try Stage(size: CGSize(width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        stage.window.addSubview(view)
        #expect((view.value(forKey: "frame") as? NSValue)?.rectValue == CGRect(x: 0, y: 0, width: 20, height: 20))
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            view.setValue(NSValue(rect: CGRect(x: 40, y: 0, width: 20, height: 20)), forKey: "frame")
        }
        try stage.clock.advance(to: 0.5)
        #expect(view.layer.presentation()?.frame.minX == 20 && view.frame.minX == 40)
        view.setValue(2.0, forKeyPath: "layer.transform.scale")
        #expect(abs(view.layer.transform.m11 - 2) < 1e-9)
        #expect((view.value(forKeyPath: "layer.transform.scale") as? NSNumber)?.doubleValue == 2)
        #expect((view.value(forKeyPath: "frame.size.width") as? NSNumber)?.doubleValue == 40)
        #expect(view.value(forKey: "colour") == nil)
        view.setValue(0.5, forKey: "alpha")
        #expect(view.alpha == 0.5)
        #expect(stage.clock.diagnostics.contains { $0.contains("\"colour\"") })
    }
}
