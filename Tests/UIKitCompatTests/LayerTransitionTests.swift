import Foundation
import Testing
import Raster
@testable import UIKitCompat

@Suite("CATransition on a layer")
@MainActor
struct LayerTransitionTests {
    @Test(
        """
        seeds/003: a 0.5 s ease-in-ease-out fade on the navigation controller's layer, then a pop to root without\
         animation
        """
    )
    func fadeAndPopToRoot() throws {
        let log = EventLog()
        let root = LoggingViewController("Root", log: log, color: Fixture.red)
        let stage = try Stage(size: CGSize(width: 60, height: 80))
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.isHidden = true
        stage.window.rootViewController = navigation
        navigation.pushViewController(LoggingViewController("A", log: log, color: Fixture.blue), animated: false)
        navigation.pushViewController(LoggingViewController("B", log: log, color: Fixture.blue), animated: false)

        let transition = CATransition()
        transition.duration = 0.5
        transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        transition.type = .fade
        navigation.view.layer.add(transition, forKey: nil)
        _ = navigation.popToRootViewController(animated: false)
        #expect(navigation.viewControllers == [root])
        #expect(navigation.view.layer.animationKeys() == ["transition"])
        // At the start the old (blue) rendering covers the new (red) one.
        #expect(Fixture.pixel(stage, 30, 40) == Fixture.bluePixel)
        try stage.clock.advance(by: 0.25)
        let mid = Fixture.pixel(stage, 30, 40)
        // Halfway along ease-in-ease-out is exactly half: blue at 50 % over red.
        #expect(abs(Int(mid.r) - 128) <= 1 && abs(Int(mid.b) - 127) <= 1)
        try stage.clock.advance(by: 0.25)
        #expect(Fixture.pixel(stage, 30, 40) == Fixture.redPixel)
        #expect(navigation.view.layer.animationKeys() == nil)
        #expect(stage.isSettled)
    }

    @Test("timing functions by name have Core Animation's control points")
    func timingFunctions() {
        #expect(CAMediaTimingFunction(name: .easeInEaseOut).bezier == .easeInEaseOut)
        #expect(CAMediaTimingFunction(name: .linear).bezier == .linear)
        let d = CAMediaTimingFunction(name: .default).bezier
        #expect(d.controlPoint1 == CGPoint(x: 0.25, y: 0.1) && d.controlPoint2 == CGPoint(x: 0.25, y: 1))
    }
}
