import Raster
import Testing
import UIKitCompat

@Suite("App code (Swift 5 mode): a branded navigation bar, bar button items with actions, a tab badge")
@MainActor
struct BarsTests {
    @Test("the branded bar paints its colour under the status bar, its title white, and its buttons run their actions")
    func brandedBar() throws {
        let stage = try Stage(device: Device(name: "phone", size: CGSize(width: 320, height: 480), scale: 1))
        let list = MessageListViewController()
        let navigation = BrandedNavigationController(rootViewController: list)
        stage.window.rootViewController = navigation
        stage.window.layoutIfNeeded()
        let image = Rasterizer().render(stage.renderTree())
        let bar = navigation.navigationBar
        let barFrame = bar.convert(bar.bounds, to: stage.window)
        #expect(image[x: 4, y: 2] == pixel(of: BrandedNavigationController.brand), "under the status bar")
        #expect(image[x: 4, y: Int(barFrame.maxY)] == Pixel(r: 255, g: 255, b: 255, a: 255), "no hairline")
        #expect(image[x: 4, y: Int(barFrame.maxY) - 1] == pixel(of: BrandedNavigationController.brand))
        // The title's glyphs are white on the brand colour.
        var white = 0
        for y in Int(barFrame.minY)..<Int(barFrame.maxY) {
            for x in 100..<220 where image[x: x, y: y].r > 200 && image[x: x, y: y].b > 200 { white += 1 }
        }
        #expect(white > 20)
        // Tap "Compose" (the trailing-most) twice and "Filter" once.
        func buttons(in view: UIView) -> [UIButton] {
            view.subviews.flatMap { ($0 as? UIButton).map { [$0] } ?? buttons(in: $0) }
        }
        let buttons = buttons(in: bar)
        #expect(buttons.map(\.currentTitle) == ["Filter", "Compose"])
        for (button, time) in [(buttons[1], 0.0), (buttons[1], 1.0), (buttons[0], 2.0)] {
            let centre = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: stage.window)
            try stage.perform(.tap(at: centre), at: stage.clock.now + time)
        }
        try stage.clock.runUntilIdle()
        #expect(list.composeTaps == 2 && list.filterTaps == 1)
    }

    @Test("the legacy transparent bar shows the screen through it; the badge counts unread messages")
    func transparentBarAndBadge() throws {
        let stage = try Stage(device: Device(name: "phone", size: CGSize(width: 320, height: 480), scale: 1))
        let list = MessageListViewController()
        let navigation = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        stage.window.rootViewController = tabs
        navigation.pushViewController(PhotoDetailViewController(), animated: false)
        stage.window.layoutIfNeeded()
        let detail = try #require(navigation.topViewController)
        detail.view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        var image = Rasterizer().render(stage.renderTree())
        let barY = Int(navigation.navigationBar.frame.midY)
        #expect(image[x: 300, y: barY] == Pixel(r: 0, g: 255, b: 0, a: 255), "the green screen shows through")
        list.showUnread(5)
        #expect(navigation.tabBarItem.badgeValue == "5")
        image = Rasterizer().render(stage.renderTree())
        var red = 0
        let tabBar = tabs.tabBar.convert(tabs.tabBar.bounds, to: stage.window)
        for y in Int(tabBar.minY)..<Int(tabBar.minY) + 24 {
            for x in 0..<320 where image[x: x, y: y].r > 200 && image[x: x, y: y].g < 80 { red += 1 }
        }
        #expect(red > 100, "a red badge: \(red) pixels")
    }
}
