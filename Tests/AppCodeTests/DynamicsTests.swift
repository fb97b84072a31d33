import Raster
import Testing
import UIKitCompat

@Suite("App code (Swift 5 mode): a hinged menu that falls open, a dragged card snapped home, a composite drop")
@MainActor
struct DynamicsAppCodeTests {
    func screen() throws -> (Stage, DynamicMenuViewController) {
        let stage = try Stage(device: Device(name: "phone", size: CGSize(width: 320, height: 568), scale: 1))
        let screen = DynamicMenuViewController()
        stage.window.rootViewController = screen
        stage.window.layoutIfNeeded()
        return (stage, screen)
    }

    @Test("the menu swings down about its hinge and comes to rest upright on the ledge")
    func menuFallsOpen() throws {
        let (stage, screen) = try screen()
        screen.openMenu()
        try stage.clock.advance(by: 0.2)
        let midway = atan2(screen.menu.transform.b, screen.menu.transform.a)
        #expect(midway > -.pi / 2 && midway < -0.05, "swinging: \(midway)")
        try stage.clock.advance(by: 4)
        let angle = atan2(screen.menu.transform.b, screen.menu.transform.a)
        #expect(abs(angle) < 0.05, "resting upright: \(angle)")
        #expect(screen.landedOn.first == "ledge" && screen.pauses >= 1 && !screen.animator.isRunning)
        // The hinge kept the menu's top-left corner at the screen's.
        let corner = screen.menu.convert(CGPoint.zero, to: screen.view)
        #expect(abs(corner.x) < 1 && abs(corner.y) < 1, "\(corner)")
    }

    @Test("the card follows the finger on its attachment and snaps home when released")
    func dragAndSnap() throws {
        let (stage, screen) = try screen()
        screen.beginDrag(at: CGPoint(x: 160, y: 440))
        for step in 1...30 {
            screen.moveDrag(to: CGPoint(x: 160 + CGFloat(step) * 3, y: 440 - CGFloat(step) * 5))
            try stage.clock.advance(by: 1.0 / 60)
        }
        #expect(abs(screen.card.center.x - 250) < 2 && abs(screen.card.center.y - 290) < 2, "\(screen.card.center)")
        screen.endDrag()
        try stage.clock.advance(by: 2)
        #expect(abs(screen.card.center.x - 160) < 0.5 && abs(screen.card.center.y - 440) < 0.5)
        #expect(!screen.animator.isRunning)
    }

    @Test("the composite behaviour drops a view to the bottom of the screen, where it bounces and rests")
    func compositeDrop() throws {
        let (stage, screen) = try screen()
        screen.drop(screen.card)
        var bounced = false
        var previous = screen.card.center.y
        for _ in 0..<180 {
            try stage.clock.advance(by: 1.0 / 60)
            if screen.card.center.y < previous - 0.5 { bounced = true }
            previous = screen.card.center.y
        }
        #expect(bounced && abs(screen.card.frame.maxY - 568) < 0.5, "\(screen.card.frame)")
    }
}
