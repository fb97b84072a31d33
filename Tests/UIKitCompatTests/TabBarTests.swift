import Foundation
import Testing
import Raster
@testable import UIKitCompat

/// A tab switch animator: the arriving view fades in over 0.3 s.
final class TabFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let to = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(to)
        to.alpha = 0
        UIView.animate(
            withDuration: 0.3, animations: { to.alpha = 1 },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

final class TabDelegate: NSObject, UITabBarControllerDelegate {
    var log: EventLog
    var animator: UIViewControllerAnimatedTransitioning?
    init(log: EventLog, animator: UIViewControllerAnimatedTransitioning?) {
        self.log = log
        self.animator = animator
        super.init()
        Fixture.alive.append(self)
    }
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    {
        log.add("shouldSelect")
        return true
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.add("didSelect")
    }
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        log.add("animationControllerForTransition")
        return animator
    }
}

@Suite("Tab bar controller")
@MainActor
struct TabBarTests {
    @Test("selection through the delegate's animator, with appearance callbacks; without one the switch is immediate")
    func animatedSwitch() throws {
        let log = EventLog()
        let stage = try Stage(size: CGSize(width: 300, height: 500))
        let first = LoggingViewController("First", log: log, color: Fixture.red)
        let second = LoggingViewController("Second", log: log, color: Fixture.blue)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        stage.window.rootViewController = tabs
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 451, width: 300, height: 49))
        #expect(tabs.tabBar.items?.map(\.title) == ["First", "Second"])
        let delegate = TabDelegate(log: log, animator: TabFadeAnimator())
        tabs.delegate = delegate
        log.clear()
        tabs.userDidSelect(1)
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === second)
        try stage.clock.advance(by: 0.15)
        #expect(abs(Fixture.presentationAlpha(second.view) - 0.5) < 1e-9)
        try stage.runUntilSettled()
        #expect(
            log.events == [
                "shouldSelect", "animationControllerForTransition", "Second.viewDidLoad", "First.viewWillDisappear",
                "Second.viewWillAppear",
                "didSelect", "First.viewDidDisappear", "Second.viewDidAppear",
            ])
        #expect(tabs.transitionView.subviews == [second.view])
        delegate.animator = nil
        log.clear()
        tabs.selectedIndex = 0
        #expect(
            log.appearance == [
                "Second.viewWillDisappear", "First.viewWillAppear", "Second.viewDidDisappear", "First.viewDidAppear",
            ])
    }

    @Test(
        "a navigation controller inside a tab; hidesBottomBarWhenPushed hides the bar with the push and shows it on pop"
    )
    func navigationInTab() throws {
        let log = EventLog()
        let stage = try Stage(size: CGSize(width: 300, height: 500))
        let root = LoggingViewController("Root", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, LoggingViewController("Other", log: log)]
        stage.window.rootViewController = tabs
        #expect(root.tabBarController === tabs && root.navigationController === navigation)
        let detail = LoggingViewController("Detail", log: log)
        detail.hidesBottomBarWhenPushed = true
        detail.view.backgroundColor = .red
        navigation.pushViewController(detail, animated: true)
        // During the push the bar is part of the covered screen: it moves with it, under the arriving screen.
        #expect(tabs.tabBar.superview === root.view && !tabs.tabBar.isHidden)
        #expect(tabs.tabBar.frame.maxY == root.view.bounds.maxY)
        try stage.clock.advance(by: 0.2)
        let barX = tabs.tabBar.convert(CGPoint.zero, to: nil).x
        #expect(barX == root.view.convert(CGPoint.zero, to: nil).x)
        let covered = Rasterizer().render(stage.renderTree())
        let detailX = Int(detail.view.layer.presentationState().position.x - 150) + 2
        #expect(detailX > 0 && detailX < 290)
        let atBar = covered[x: detailX + 5, y: 490]
        #expect(atBar == Pixel(r: 255, g: 0, b: 0, a: 255), "the arriving screen covers the tab bar: \(atBar)")
        try stage.runUntilSettled()
        #expect(tabs.tabBar.isHidden && tabs.tabBar.superview === tabs.view)
        navigation.popViewController(animated: true)
        #expect(!tabs.tabBar.isHidden && tabs.tabBar.superview === root.view, "the revealed screen brings its bar")
        try stage.runUntilSettled()
        #expect(!tabs.tabBar.isHidden && tabs.tabBar.transform == .identity && tabs.tabBar.superview === tabs.view)
        #expect(tabs.view.subviews.last === tabs.tabBar, "back above the tab bar controller's content")
    }
}
