import Foundation
import Testing
import Raster
@testable import UIKitCompat

@Suite("Responders: the chain, first responder, hit testing, touches")
@MainActor
struct ResponderTests {
    final class TouchLog: UIView {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            let touch = touches.first!
            let place = "\(touch.location(in: self)) tap \(touch.tapCount) at \(touch.timestamp)"
            log.append("began \(place) in \(touch.view === self)")
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("moved \(touches.first!.phase == .moved)")
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("ended \(touches.first!.phase == .ended) \(event?.allTouches?.count ?? 0)")
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
    }

    final class Field: UIView {
        var allowsResign = true
        override var canBecomeFirstResponder: Bool { true }
        override var canResignFirstResponder: Bool { allowsResign }
    }

    @Test("the chain: view → controller (root view) → superview … → window → scene → application")
    func chain() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 200))
        let controller = UIViewController()
        stage.window.rootViewController = controller
        let child = UIView()
        controller.view.addSubview(child)
        #expect(child.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === stage.window)
        #expect(stage.window.next === stage.windowScene)
        #expect(stage.windowScene.next === UIApplication.shared)
        #expect(UIApplication.shared.next == nil)
    }

    @Test("first responder: needs canBecomeFirstResponder and a window; the current one must resign")
    func firstResponder() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 200))
        let a = Field(), b = Field(), plain = UIView()
        #expect(!a.becomeFirstResponder(), "not in a window")
        stage.window.addSubview(a)
        stage.window.addSubview(b)
        stage.window.addSubview(plain)
        #expect(!plain.becomeFirstResponder() && !plain.isFirstResponder)
        #expect(a.becomeFirstResponder() && a.isFirstResponder)
        a.allowsResign = false
        #expect(!b.becomeFirstResponder() && a.isFirstResponder)
        a.allowsResign = true
        #expect(b.becomeFirstResponder() && b.isFirstResponder && !a.isFirstResponder)
        #expect(b.resignFirstResponder() && !b.isFirstResponder)
    }

    @Test("hitTest(_:with:) skips hidden, transparent and non-interactive views and points outside a superview")
    func hitTesting() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let sticking = UIView(frame: CGRect(x: 40, y: 40, width: 100, height: 100))
        root.addSubview(inner)
        inner.addSubview(sticking)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === inner)
        #expect(root.hitTest(CGPoint(x: 55, y: 55), with: nil) === sticking)
        // Inside `sticking` but outside `inner`: UIKit does not look there.
        #expect(root.hitTest(CGPoint(x: 80, y: 80), with: nil) === root)
        inner.alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === root)
        inner.alpha = 1
        inner.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === root)
        inner.isUserInteractionEnabled = true
        inner.isHidden = true
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === root)
        #expect(root.point(inside: CGPoint(x: 99, y: 1), with: nil))
        #expect(!root.point(inside: CGPoint(x: 100, y: 1), with: nil))
    }

    @Test("the hit view gets the touches with UITouch locations, phases, tap counts and virtual timestamps")
    func touchesReachTheView() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 200))
        let view = TouchLog(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        stage.window.addSubview(view)
        try stage.perform(
            .drag(from: CGPoint(x: 60, y: 70), to: CGPoint(x: 60, y: 80), duration: 0).release(),
            at: 0.5)
        try stage.perform(.tap(at: CGPoint(x: 60, y: 78)), at: 0.7)
        try stage.clock.runUntilIdle()
        #expect(
            view.log == [
                "began CGPoint(x: 10.0, y: 20.0) tap 1 at 0.5 in true", "moved true", "ended true 1",
                "began CGPoint(x: 10.0, y: 28.0) tap 2 at 0.7 in true", "ended true 1",
            ])
    }

    @Test("touches a view does not handle travel up the responder chain")
    func unhandledTouchesGoUp() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 200))
        let parent = TouchLog(frame: stage.window.bounds)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.addSubview(child)
        stage.window.addSubview(parent)
        try stage.perform(.tap(at: CGPoint(x: 10, y: 10)))
        try stage.clock.runUntilIdle()
        #expect(parent.log.first?.hasSuffix("in false") == true)
        #expect(parent.log.count == 2)
    }
}
