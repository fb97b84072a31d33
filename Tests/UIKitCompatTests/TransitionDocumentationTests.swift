import Foundation
import Testing
import Raster
@testable import UIKitCompat

/// The article "View-controller transitions": the same code, with the numbers it states.
@Suite("Documentation example: custom push and interactive pop")
@MainActor
struct TransitionDocumentationTests {
    final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let toVC = transitionContext.viewController(forKey: .to),
                let toView = transitionContext.view(forKey: .to)
            else { return }
            let final = transitionContext.finalFrame(for: toVC)
            toView.frame = final.offsetBy(dx: 0, dy: final.height)
            transitionContext.containerView.addSubview(toView)
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext),
                animations: {
                    toView.frame = final
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
    }

    final class Delegate: NSObject, UINavigationControllerDelegate {
        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            operation == .push ? SlideUpAnimator() : nil
        }
    }

    @Test("custom push sampled at 60 fps, then an interactive pop by a touch script")
    func article() throws {
        let stage = try Stage(device: .iPhone15)
        let inbox = UIViewController(), message = UIViewController()
        inbox.title = "Inbox"
        message.title = "Message"
        let navigation = UINavigationController(rootViewController: inbox)
        stage.window.rootViewController = navigation
        let navigationDelegate = Delegate()
        navigation.delegate = navigationDelegate
        navigation.pushViewController(message, animated: true)
        let frames = try FrameSampler(framesPerSecond: 60).sample(stage, duration: 0.4)
        #expect(frames.count == 25)
        let top = Fixture.presentationFrame(message.view).minY
        #expect(top == 0)
        // Halfway (frame 12, 0.2 s): ease-in-out is exactly half way, so the top edge is at 852 / 2.
        let container = try #require(message.view.superview)
        let node = frames[12].tree.root.children[0].children[0].children.last!
        #expect(container === navigation.transitionView)
        #expect(abs(node.position.y - node.bounds.height / 2 - 426) < 1e-3)
        try stage.runUntilSettled()

        let swipe = TouchScript.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 240, y: 400), duration: 0.3)
            .release(velocity: CGVector(dx: 500, dy: 0))
        try stage.perform(swipe)
        try stage.clock.advance(by: 0.15 + 1e-6)
        #expect(abs(Fixture.presentationFrame(message.view).minX - 118) < 1e-6)
        try stage.runUntilSettled()
        #expect(navigation.viewControllers == [inbox])
    }
}
