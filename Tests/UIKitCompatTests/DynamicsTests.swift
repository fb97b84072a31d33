import Foundation
import Testing
import Raster
@testable import UIKitCompat

/// Records the animator's and collision behaviour's delegate calls.
final class DynamicsLog: NSObject, UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
    var events: [String] = []

    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { events.append("resume") }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { events.append("pause") }
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
    ) {
        events.append("began \(identifier.map { DynamicsBoundaryName(of: $0).text } ?? "bounds")")
    }
    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?
    ) {
        events.append("ended \(identifier.map { DynamicsBoundaryName(of: $0).text } ?? "bounds")")
    }
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at p: CGPoint
    ) { events.append("began items") }
}

@Suite("UIKit Dynamics on the virtual clock")
@MainActor
struct DynamicsTests {
    func stage() throws -> (Stage, UIView) {
        let stage = try Stage(size: CGSize(width: 400, height: 800))
        let box = UIView(frame: CGRect(x: 150, y: 100, width: 100, height: 100))
        stage.window.addSubview(box)
        return (stage, box)
    }

    @Test("gravity of magnitude 1 is 1000 points/s², integrated in 240 substeps a second (semi-implicit Euler)")
    func gravityFalls() throws {
        let (stage, box) = try stage()
        let animator = UIDynamicAnimator(referenceView: stage.window)
        animator.addBehavior(UIGravityBehavior(items: [box]))
        #expect(animator.isRunning)
        try stage.clock.advance(by: 1)
        // n substeps of h: x = g·h²·n(n+1)/2 (velocity first, then position).
        let n = 240.0, h = 1.0 / 240
        let expected = 150 + 1000 * h * h * n * (n + 1) / 2
        #expect(abs(Double(box.center.y) - expected) < 1e-6, "\(box.center.y) vs \(expected)")
        #expect(box.center.x == 200 && abs(animator.elapsedTime - 1) < 1e-9)
    }

    @Test("an item falls to the reference bounds' floor, rests there, the animator pauses and the delegates hear it")
    func restsOnFloor() throws {
        let (stage, box) = try stage()
        let log = DynamicsLog()
        let animator = UIDynamicAnimator(referenceView: stage.window)
        animator.delegate = log
        let collision = UICollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionDelegate = log
        animator.addBehavior(UIGravityBehavior(items: [box]))
        animator.addBehavior(collision)
        try stage.clock.advance(by: 3)
        #expect(abs(Double(box.frame.maxY) - 800) < 0.2, "\(box.frame)")
        #expect(!animator.isRunning)
        #expect(log.events == ["resume", "began bounds", "pause"], "\(log.events)")
        #expect(box.transform == .identity, "a level box does not turn")
        // Adding a push resumes it; the box leaves the floor and the contact ends.
        let push = UIPushBehavior(items: [box], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: -5)
        animator.addBehavior(push)
        try stage.clock.advance(by: 0.2)
        #expect(animator.isRunning && !push.active && box.frame.maxY < 790)
        #expect(log.events.suffix(2) == ["resume", "ended bounds"], "\(log.events)")
    }

    @Test("runUntilIdle waits for a running dynamic animator's items to rest; one that never rests keeps it busy")
    func runUntilIdleWaitsForDynamics() throws {
        let (stage, box) = try stage()
        let animator = UIDynamicAnimator(referenceView: stage.window)
        let collision = UICollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: [box]))
        animator.addBehavior(collision)
        #expect(!stage.clock.isIdle)
        try stage.clock.runUntilIdle()
        #expect(!animator.isRunning && abs(Double(box.frame.maxY) - 800) < 0.2, "\(box.frame)")
        #expect(stage.clock.now > 1 && stage.clock.isIdle)
        // Without a floor the box falls for ever: the clock stays busy until the timeout.
        animator.removeBehavior(collision)
        #expect(throws: ClockError.self) { try stage.clock.runUntilIdle(timeout: 2) }
        #expect(animator.isRunning)
    }

    @Test("elasticity 1 bounces back to nearly the starting height; 0 stops dead")
    func elasticity() throws {
        for (elasticity, highest) in [(CGFloat(1), 110.0), (0, 699.5)] {
            let (stage, box) = try stage()
            let animator = UIDynamicAnimator(referenceView: stage.window)
            let collision = UICollisionBehavior(items: [box])
            collision.translatesReferenceBoundsIntoBoundary = true
            let properties = UIDynamicItemBehavior(items: [box])
            properties.elasticity = elasticity
            animator.addBehavior(UIGravityBehavior(items: [box]))
            animator.addBehavior(collision)
            animator.addBehavior(properties)
            var tops: [CGFloat] = []
            for _ in 0..<150 {
                try stage.clock.advance(by: 1.0 / 60)
                tops.append(box.frame.minY)
            }
            // The highest the box gets after its lowest point.
            let lowest = tops.indices.max { tops[$0] < tops[$1] }!
            let top = tops[lowest...].min()!
            #expect(tops[lowest] > 680, "it reached the floor: \(tops[lowest])")
            #expect(elasticity == 1 ? top < CGFloat(highest) : top > CGFloat(highest), "e \(elasticity) top \(top)")
        }
    }

    @Test("a snap pulls the item to the point, overshooting at damping 0.5 but not at 1, then rests")
    func snap() throws {
        for damping in [CGFloat(0.5), 1] {
            let (stage, box) = try stage()
            box.transform = CGAffineTransform(rotationAngle: 0.5)
            let animator = UIDynamicAnimator(referenceView: stage.window)
            let snap = UISnapBehavior(item: box, snapTo: CGPoint(x: 200, y: 450))
            snap.damping = damping
            animator.addBehavior(snap)
            var furthest: CGFloat = 0
            for _ in 0..<180 {
                try stage.clock.advance(by: 1.0 / 60)
                furthest = max(furthest, box.center.y)
            }
            #expect(abs(box.center.y - 450) < 0.5 && abs(box.center.x - 200) < 1e-9)
            #expect(abs(atan2(box.transform.b, box.transform.a)) < 0.01, "turned upright")
            #expect(damping == 1 ? furthest <= 450.5 : furthest > 460, "furthest \(furthest)")
            #expect(!animator.isRunning)
        }
    }

    @Test("a rigid attachment keeps its length while gravity swings the item; a spring stretches and pulls back")
    func attachment() throws {
        let (stage, box) = try stage()
        let animator = UIDynamicAnimator(referenceView: stage.window)
        let anchor = CGPoint(x: 0, y: 150)
        let rope = UIAttachmentBehavior(item: box, attachedToAnchor: anchor)
        #expect(rope.length == 200 && rope.attachedBehaviorType == .anchor)
        animator.addBehavior(rope)
        animator.addBehavior(UIGravityBehavior(items: [box]))
        var lowest: CGFloat = 0
        for _ in 0..<60 {
            try stage.clock.advance(by: 1.0 / 60)
            let d = hypot(box.center.x - anchor.x, box.center.y - anchor.y)
            #expect(abs(d - 200) < 0.5, "length \(d)")
            lowest = max(lowest, box.center.y)
        }
        #expect(lowest > 340, "swung down: \(lowest)")

        let (stage2, box2) = try self.stage()
        let animator2 = UIDynamicAnimator(referenceView: stage2.window)
        let spring = UIAttachmentBehavior(item: box2, attachedToAnchor: CGPoint(x: 200, y: 150))
        spring.length = 0
        spring.frequency = 1
        spring.damping = 0.3
        animator2.addBehavior(spring)
        animator2.addBehavior(UIGravityBehavior(items: [box2]))
        var deepest: CGFloat = 0
        for _ in 0..<240 {
            try stage2.clock.advance(by: 1.0 / 60)
            deepest = max(deepest, box2.center.y)
        }
        // At rest gravity balances the spring: ω²·x = g → x = 1000 / (2π)².
        let sag = 1000 / pow(2 * Double.pi, 2)
        #expect(deepest > 150 + CGFloat(sag) * 1.2, "it overshoots the balance point: \(deepest)")
        #expect(abs(Double(box2.center.y) - (150 + sag)) < 3, "\(box2.center.y) vs \(150 + sag)")
    }

    @Test("an instantaneous push of 1 gives a 100 × 100 item 100 points/s, a heavier one less; velocities add")
    func push() throws {
        let (stage, box) = try stage()
        let animator = UIDynamicAnimator(referenceView: stage.window)
        let push = UIPushBehavior(items: [box], mode: .instantaneous)
        push.setAngle(0, magnitude: 1)
        animator.addBehavior(push)
        let properties = UIDynamicItemBehavior(items: [box])
        animator.addBehavior(properties)
        try stage.clock.advance(by: 1)
        #expect(abs(box.center.x - 300) < 2, "\(box.center.x)")
        #expect(abs(properties.linearVelocity(for: box).x - 100) < 1e-9 && !push.active)
        properties.addLinearVelocity(CGPoint(x: 0, y: 50), for: box)
        #expect(properties.linearVelocity(for: box) == CGPoint(x: 100, y: 50))
        properties.density = 4
        push.active = true
        try stage.clock.advance(by: 1.0 / 60)
        #expect(abs(properties.linearVelocity(for: box).x - 125) < 1e-9, "a quarter of the push on 4× the mass")
    }

    @Test("a falling box lands on an anchored one; a named boundary segment is reported by its identifier")
    func itemsAndBoundaries() throws {
        let (stage, box) = try stage()
        let base = UIView(frame: CGRect(x: 100, y: 500, width: 200, height: 50))
        stage.window.addSubview(base)
        let log = DynamicsLog()
        let animator = UIDynamicAnimator(referenceView: stage.window)
        let collision = UICollisionBehavior(items: [box, base])
        collision.collisionDelegate = log
        let anchored = UIDynamicItemBehavior(items: [base])
        anchored.isAnchored = true
        animator.addBehavior(UIGravityBehavior(items: [box]))
        animator.addBehavior(collision)
        animator.addBehavior(anchored)
        try stage.clock.advance(by: 2)
        #expect(abs(box.frame.maxY - 500) < 0.2 && base.frame.minY == 500, "\(box.frame)")
        #expect(log.events == ["began items"])

        let (stage2, ball) = try self.stage()
        let animator2 = UIDynamicAnimator(referenceView: stage2.window)
        let collision2 = UICollisionBehavior(items: [ball])
        collision2.addBoundary(
            withIdentifier: "ledge" as NSCopying, from: CGPoint(x: 0, y: 400), to: CGPoint(x: 400, y: 400))
        collision2.collisionDelegate = log
        log.events = []
        animator2.addBehavior(UIGravityBehavior(items: [ball]))
        animator2.addBehavior(collision2)
        try stage2.clock.advance(by: 2)
        #expect(abs(ball.frame.maxY - 400) < 0.2, "\(ball.frame)")
        #expect(log.events == ["began ledge"] && collision2.boundaryIdentifiers?.count == 1)
        collision2.removeBoundary(withIdentifier: "ledge" as NSCopying)
        #expect(collision2.boundaryIdentifiers == nil)
    }

    @Test("a box dropped on its corner turns and settles flat; two identical runs agree to the bit")
    func tumbleIsDeterministic() throws {
        func run() throws -> [CGFloat] {
            let (stage, box) = try stage()
            box.transform = CGAffineTransform(rotationAngle: 0.3)
            let animator = UIDynamicAnimator(referenceView: stage.window)
            let collision = UICollisionBehavior(items: [box])
            collision.translatesReferenceBoundsIntoBoundary = true
            let properties = UIDynamicItemBehavior(items: [box])
            properties.friction = 0.5
            properties.elasticity = 0.3
            animator.addBehavior(UIGravityBehavior(items: [box]))
            animator.addBehavior(collision)
            animator.addBehavior(properties)
            var trace: [CGFloat] = []
            for _ in 0..<300 {
                try stage.clock.advance(by: 1.0 / 60)
                trace += [box.center.x, box.center.y, box.transform.b]
            }
            let angle = atan2(box.transform.b, box.transform.a)
            let quarter = CGFloat.pi / 2
            #expect(abs(angle - (angle / quarter).rounded() * quarter) < 0.02, "settles on a side: \(angle)")
            #expect(abs(box.center.y - 750) < 0.5, "\(box.center)")
            return trace
        }
        #expect(try run() == run())
    }

    @Test("an ellipse item rolls off a slope; a path item collides with its path")
    func shapes() throws {
        final class Ball: UIView {
            override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
        }
        let stage = try Stage(size: CGSize(width: 400, height: 800))
        let ball = Ball(frame: CGRect(x: 50, y: 100, width: 60, height: 60))
        stage.window.addSubview(ball)
        let animator = UIDynamicAnimator(referenceView: stage.window)
        let collision = UICollisionBehavior(items: [ball])
        let slope = UIBezierPath()
        slope.move(to: CGPoint(x: 0, y: 300))
        slope.addLine(to: CGPoint(x: 400, y: 500))
        collision.addBoundary(withIdentifier: "slope" as NSCopying, for: slope)
        let friction = UIDynamicItemBehavior(items: [ball])
        friction.friction = 1
        animator.addBehavior(UIGravityBehavior(items: [ball]))
        animator.addBehavior(collision)
        animator.addBehavior(friction)
        try stage.clock.advance(by: 1)
        #expect(ball.center.x > 150, "rolled down the slope to the right: \(ball.center)")
        #expect(abs(ball.transform.b) > 0.1, "and turned as it rolled")
        // The ball stays on the slope's upper side: its centre is 30 points above the line.
        let lineY = 300 + (ball.center.x / 400) * 200
        let distance = (lineY - ball.center.y) * cos(atan(0.5))
        #expect(abs(distance - 30) < 1.5, "\(distance)")
    }
}
