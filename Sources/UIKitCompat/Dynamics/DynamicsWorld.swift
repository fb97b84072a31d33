import Foundation

/// The bodies of a dynamic animator's items and the step that moves them (see ``UIDynamicAnimator`` and
/// ``UIKitChoices/dynamicsIntegration``).
@MainActor
final class DynamicsWorld {
    /// The bodies, in the order their items were first met (the order of every loop, so runs repeat exactly).
    private(set) var bodies: [DynamicBody] = []
    /// How long every body has been still, in simulated seconds.
    var restTime: TimeInterval = 0
    /// The length of the current substep.
    private(set) var substep: Double = 1.0 / 240

    /// The body of `item`, if the world has met it.
    func body(for item: UIDynamicItem) -> DynamicBody? { bodies.first { $0.item === item } }

    /// The body of `item`, made on first meeting.
    func makeBody(for item: UIDynamicItem) -> DynamicBody {
        if let body = body(for: item) { return body }
        let body = DynamicBody(item: item)
        bodies.append(body)
        return body
    }

    /// Every item of `behaviors`, each once, in order.
    func items(for behaviors: [UIDynamicBehavior]) -> [UIDynamicItem] {
        var list = DynamicItemList([])
        for behavior in behaviors { for item in behavior.dynamicItems { list.add(item) } }
        return list.items
    }

    /// Moves the world on by one display frame.
    func step(frameDuration: Double, behaviors: [UIDynamicBehavior], referenceBounds: CGRect?) {
        let items = items(for: behaviors)
        // Bodies of items no behaviour holds any more are forgotten (UIKit reads them again if they come back).
        bodies.removeAll { body in !items.contains { $0 === body.item } }
        for item in items { _ = makeBody(for: item) }
        // Item behaviours, in order: later ones win, as UIKit's last-added does.
        for body in bodies { body.properties = DynamicItemProperties() }
        for case let itemBehavior as UIDynamicItemBehavior in behaviors {
            for item in itemBehavior.dynamicItems { itemBehavior.configure(makeBody(for: item)) }
        }
        for body in bodies { body.updateMass() }
        for case let itemBehavior as UIDynamicItemBehavior in behaviors {
            itemBehavior.applyPendingVelocities(in: self)
        }
        for case let push as UIPushBehavior in behaviors { push.applyInstantaneousImpulse(in: self) }

        let count = max(1, UIKitChoices.current.dynamicsSubsteps)
        substep = frameDuration / Double(count)
        let collisions = behaviors.compactMap { $0 as? UICollisionBehavior }
        let attachments = behaviors.compactMap { $0 as? UIAttachmentBehavior }
        for _ in 0..<count {
            for body in bodies {
                body.force = .zero
                body.torque = 0
            }
            for behavior in behaviors { behavior.applyForces(in: self) }
            let h = substep
            for body in bodies where !body.properties.isAnchored {
                body.velocity += body.force * (body.inverseMass * h)
                body.angularVelocity += body.torque * body.inverseInertia * h
                // Box2D's damping form: v ← v / (1 + h·c).
                body.velocity = body.velocity * (1 / (1 + h * Double(body.properties.resistance)))
                body.angularVelocity /= 1 + h * Double(body.properties.angularResistance)
                if !body.properties.allowsRotation { body.angularVelocity = 0 }
            }
            // Velocities: contacts found at the substep's start and rigid ties, solved together.
            let iterations = UIKitChoices.current.dynamicsSolverIterations
            var contacts = collisions.flatMap { $0.contacts(in: self, referenceBounds: referenceBounds) }
            for index in contacts.indices { prepare(&contacts[index]) }
            for _ in 0..<iterations {
                for attachment in attachments { attachment.solveVelocity(in: self) }
                for contact in contacts { solveVelocity(contact) }
            }
            for body in bodies where !body.properties.isAnchored {
                body.position += body.velocity * h
                body.angle += body.angularVelocity * h
            }
            // Positions: overlaps found again after the move, and rigid ties put back at their length.
            for _ in 0..<iterations {
                for collision in collisions {
                    for contact in collision.contacts(in: self, referenceBounds: referenceBounds) {
                        correctPosition(contact)
                    }
                }
                for attachment in attachments { attachment.solvePosition(in: self) }
            }
        }
        for collision in collisions { collision.reportContacts(in: self, referenceBounds: referenceBounds) }
        for body in bodies { body.write() }
        let rest = UIKitChoices.current.dynamicsRestSpeed
        let still = bodies.allSatisfy { body in
            body.properties.isAnchored
                || (body.velocity.length < rest && abs(body.angularVelocity) < rest / 100)
        }
        let pushing = behaviors.contains { ($0 as? UIPushBehavior)?.keepsMoving == true }
        restTime = still && !pushing ? restTime + frameDuration : 0
    }

    // MARK: Contacts

    /// A contact: the normal points from the first body (or the boundary) to the second body.
    struct Contact {
        var normal: Vec2
        var depth: Double
        var point: Vec2
        /// The bodies: `a` nil for a boundary.
        var a: DynamicBody?
        var b: DynamicBody?
        /// The normal speed the contact aims for once solved: −e × the closing speed (0 below the bounce threshold).
        var bounceSpeed: Double = 0
    }

    /// The contact's relative velocity at its point (second body minus first).
    private func relativeVelocity(_ c: Contact, _ b: DynamicBody) -> Vec2 {
        let va = c.a.map { $0.velocity(at: c.point - $0.position) } ?? .zero
        return b.velocity(at: c.point - b.position) - va
    }

    /// Sets the speed the contact bounces back with, from the closing speed before solving.
    func prepare(_ c: inout Contact) {
        guard let b = c.b else { return }
        let vn = relativeVelocity(c, b).dot(c.normal)
        let e = Double(max(c.a?.properties.elasticity ?? 0, b.properties.elasticity))
        c.bounceSpeed = -vn > UIKitChoices.current.dynamicsBounceThreshold ? -e * vn : 0
    }

    /// One pass of the contact's velocity: the bodies stop closing (and bounce back), and friction resists sliding
    /// (impulses with restitution and friction, mixed as Box2D mixes them: max(eA, eB), √(μA·μB); a boundary's
    /// friction is the item's).
    func solveVelocity(_ c: Contact) {
        guard let b = c.b else { return }
        let a = c.a
        let n = c.normal
        let ra = a.map { c.point - $0.position } ?? .zero
        let rb = c.point - b.position
        let invMA = a?.inverseMass ?? 0, invIA = a?.inverseInertia ?? 0
        let invMB = b.inverseMass, invIB = b.inverseInertia
        let k = invMA + invMB + pow(ra.cross(n), 2) * invIA + pow(rb.cross(n), 2) * invIB
        let vn = relativeVelocity(c, b).dot(n)
        guard k > 0, vn < c.bounceSpeed else { return }
        let j = (c.bounceSpeed - vn) / k
        a?.applyImpulse(n * -j, at: ra)
        b.applyImpulse(n * j, at: rb)
        let mu =
            a.map { (Double($0.properties.friction) * Double(b.properties.friction)).squareRoot() }
            ?? Double(b.properties.friction)
        let after = relativeVelocity(c, b)
        let tangent = (after - n * after.dot(n)).normalized
        let kt = invMA + invMB + pow(ra.cross(tangent), 2) * invIA + pow(rb.cross(tangent), 2) * invIB
        guard mu > 0, kt > 0, tangent != .zero else { return }
        let jt = max(-mu * j, min(mu * j, -after.dot(tangent) / kt))
        a?.applyImpulse(tangent * -jt, at: ra)
        b.applyImpulse(tangent * jt, at: rb)
    }

    /// Pushes the bodies apart by 80 % of their overlap beyond ``UIKitChoices/dynamicsContactSlop`` (leaving a
    /// little so resting contacts stay in touch), shared by inverse mass.
    func correctPosition(_ c: Contact) {
        guard let b = c.b else { return }
        let correction = max(0, c.depth - UIKitChoices.current.dynamicsContactSlop) * 0.8
        let invMA = c.a?.inverseMass ?? 0, invMB = b.inverseMass
        let total = invMA + invMB
        guard total > 0, correction > 0 else { return }
        c.a?.position -= c.normal * (correction * invMA / total)
        b.position += c.normal * (correction * invMB / total)
    }

    /// The contact of polygon `b` with polygon `a` (normal from `a` to `b`), by separating axes; nil if apart.
    static func contact(between a: [Vec2], and b: [Vec2]) -> Contact? {
        var best: (normal: Vec2, depth: Double)?
        for (polygon, other, sign) in [(a, b, 1.0), (b, a, -1.0)] {
            let centre = centroid(polygon)
            for i in polygon.indices {
                let p = polygon[i], q = polygon[(i + 1) % polygon.count]
                var normal = Vec2(x: q.y - p.y, y: -(q.x - p.x)).normalized
                if normal == .zero { continue }
                if normal.dot(p - centre) < 0 { normal = normal * -1 }
                // How far `other` reaches behind this edge.
                let edge = normal.dot(p)
                let deepest = other.map { edge - normal.dot($0) }.max() ?? 0
                if deepest <= 0 { return nil }
                if best == nil || deepest < best!.depth { best = (normal * sign, deepest) }
            }
        }
        guard let best else { return nil }
        // The contact point: b's corners deepest into a along the normal (their middle when two are level), or
        // a's corners deepest into b.
        return Contact(normal: best.normal, depth: best.depth, point: contactPoint(a: a, b: b, normal: best.normal))
    }

    /// The middle of the deepest corners of `b` against `-normal` and of `a` along `normal`.
    static func contactPoint(a: [Vec2], b: [Vec2], normal: Vec2) -> Vec2 {
        func deepest(_ points: [Vec2], along direction: Vec2) -> [Vec2] {
            let extreme = points.map { $0.dot(direction) }.max() ?? 0
            return points.filter { extreme - $0.dot(direction) < 0.5 }
        }
        let fromB = deepest(b, along: normal * -1)
        let fromA = deepest(a, along: normal)
        let chosen = fromB.count <= fromA.count ? fromB : fromA
        return centroid(chosen)
    }

    /// The contact of `polygon` with the segment from `start` to `end` (normal from the segment to the polygon).
    static func contact(of polygon: [Vec2], withSegmentFrom start: Vec2, to end: Vec2) -> Contact? {
        guard var contact = contact(between: [start, end], and: polygon) else { return nil }
        // Push away from the segment towards the side the polygon's centre is on.
        let side = Vec2(x: end.y - start.y, y: -(end.x - start.x)).normalized
        if side != .zero, abs(contact.normal.dot(side)) > 0.999 {
            let towards = (centroid(polygon) - start).dot(side) >= 0 ? side : side * -1
            if contact.normal.dot(towards) < 0 {
                // The polygon's centre crossed the line: it is pushed back the way it came, by its full overlap.
                let reach = polygon.map { ($0 - start).dot(towards * -1) }.max() ?? 0
                contact.normal = towards
                contact.depth = max(contact.depth, reach)
            }
        }
        return contact
    }

    /// The contact of `polygon` with the inside of `bounds` (normal pointing into the bounds), if it reaches past
    /// an edge; the deepest edge wins.
    static func contact(of polygon: [Vec2], inside bounds: CGRect) -> [(edge: Int, contact: Contact)] {
        let edges: [(Vec2, Double)] = [
            (Vec2(x: 0, y: 1), Double(bounds.minY)), (Vec2(x: -1, y: 0), -Double(bounds.maxX)),
            (Vec2(x: 0, y: -1), -Double(bounds.maxY)), (Vec2(x: 1, y: 0), Double(bounds.minX)),
        ]
        var contacts: [(Int, Contact)] = []
        for (index, (normal, offset)) in edges.enumerated() {
            let depths = polygon.map { offset - $0.dot(normal) }
            let deepest = depths.max() ?? 0
            guard deepest > 0 else { continue }
            let touching = polygon.indices.filter { deepest - depths[$0] < 0.5 }.map { polygon[$0] }
            contacts.append((index, Contact(normal: normal, depth: deepest, point: centroid(touching))))
        }
        return contacts
    }

    static func centroid(_ points: [Vec2]) -> Vec2 {
        guard !points.isEmpty else { return .zero }
        return points.reduce(.zero, +) * (1 / Double(points.count))
    }
}
