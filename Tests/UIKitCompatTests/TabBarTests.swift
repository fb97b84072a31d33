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

    @Test("an item without an image shows only its title: nothing is drawn in the image's place (UIKitChoices)")
    func itemWithoutImage() throws {
        let stage = try Stage(device: Device(name: "test", size: CGSize(width: 300, height: 500), scale: 1))
        let plain = UIViewController()
        plain.view.backgroundColor = .white
        plain.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 0)
        let other = UIViewController()
        other.tabBarItem = UITabBarItem(title: "Sent", image: nil, tag: 1)
        let pictured = UIViewController()
        pictured.tabBarItem = UITabBarItem(title: "Star", image: UIImage(systemName: "star.fill"), tag: 2)
        let tabs = UITabBarController()
        tabs.viewControllers = [plain, other, pictured]
        stage.window.rootViewController = tabs
        stage.window.layoutIfNeeded()
        let image = Rasterizer().render(stage.renderTree())
        // Each item is 100 points wide; its image's place is 25 × 25 points, 6 points below the bar's top (451).
        let background = image[x: 3, y: 469]
        for item in 0..<2 {
            for (x, y) in [(50, 469), (40, 460), (60, 478)] {
                let pixel = image[x: item * 100 + x, y: y]
                #expect(pixel == background, "item \(item) draws \(pixel) at (\(x), \(y)) in its image's place")
            }
        }
        #expect(image[x: 250, y: 469] != background, "an item with an image still draws it")
        // The titles keep their place below the image's: some pixel of each title's row differs from the bar.
        for item in 0..<2 {
            let title = (item * 100..<item * 100 + 100).flatMap { x in (484..<496).map { image[x: x, y: $0] } }
            #expect(title.contains { $0 != background }, "item \(item)'s title is drawn")
        }
    }
}
