import Foundation
import Testing
import Raster
@testable import UIKitCompat

@Suite("Navigation bar appearance and bar button items")
@MainActor
struct NavigationBarAppearanceTests {
    /// A navigation stage whose root is white; the bar is at y 20–64 on a 375-point-wide screen.
    func stage(_ root: UIViewController = UIViewController()) throws -> (Stage, UINavigationController) {
        root.view.backgroundColor = .white
        return try Fixture.navigationStage(root)
    }

    /// The number of pixels in `rect` (points of a @1x stage) whose colour is close to `color`.
    func count(_ image: Image, in rect: CGRect, near color: Pixel) -> Int {
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let p = image[x: x, y: y]
                if abs(Int(p.r) - Int(color.r)) < 40 && abs(Int(p.g) - Int(color.g)) < 40
                    && abs(Int(p.b) - Int(color.b)) < 40
                {
                    n += 1
                }
            }
        }
        return n
    }

    @Test("right items are laid out trailing first, left items leading first, 8 points apart; a tap runs the action")
    func itemsAndTaps() throws {
        let root = UIViewController()
        var tapped: [String] = []
        let edit = UIBarButtonItem(title: "Edit", image: nil, primaryAction: UIAction { _ in tapped.append("edit") })
        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in tapped.append("add") })
        let menu = UIBarButtonItem(title: "Menu", style: .plain)
        menu.primaryAction = UIAction { _ in tapped.append("menu") }
        root.navigationItem.rightBarButtonItems = [edit, add]
        root.navigationItem.leftBarButtonItem = menu
        let (stage, navigation) = try stage(root)
        let content = try #require(navigation.navigationBar.content)
        let right = try #require(content.rightItem), left = try #require(content.leftItem)
        let buttons = right.subviews.compactMap { $0 as? UIButton }
        #expect(buttons.map(\.currentTitle) == ["Add", "Edit"], "trailing first in the array: drawn rightmost")
        #expect(abs(right.frame.maxX - (375 - 16)) < 0.01)
        #expect(buttons[1].frame.minX - buttons[0].frame.maxX == 8)
        #expect(left.frame.minX == 16 && (left.subviews.first as? UIButton)?.currentTitle == "Menu")
        let editCentre = buttons[1].convert(CGPoint(x: buttons[1].bounds.midX, y: 22), to: stage.window)
        try stage.perform(.tap(at: editCentre))
        try stage.clock.advance(by: 0.5)
        let menuCentre = left.convert(CGPoint(x: left.bounds.midX, y: 22), to: stage.window)
        try stage.perform(.tap(at: menuCentre), at: stage.clock.now + 1)
        try stage.clock.advance(by: 1.5)
        #expect(tapped == ["edit", "menu"])
        // A disabled item does not run its action.
        edit.isEnabled = false
        try stage.perform(.tap(at: editCentre), at: stage.clock.now + 1)
        try stage.clock.advance(by: 1.5)
        #expect(tapped == ["edit", "menu"])
        #expect(navigation.navigationItem.rightBarButtonItem == nil && root.navigationItem.rightBarButtonItem === edit)
    }

    @Test("a custom view item is drawn at its own size, centred in the bar; spaces take room without drawing")
    func customViewAndSpaces() throws {
        let root = UIViewController()
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        badge.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.navigationItem.rightBarButtonItems = [UIBarButtonItem(customView: badge), .fixedSpace(20)]
        let (stage, _) = try stage(root)
        let frame = badge.convert(badge.bounds, to: stage.window)
        #expect(frame == CGRect(x: 375 - 16 - 30, y: 20 + 12, width: 30, height: 20), "\(frame)")
        // The fixed space (leading of the custom view) widens the group: 20 + 8 + 30.
        #expect(badge.superview?.frame.width == 58)
        let image = Rasterizer().render(stage.renderTree())
        #expect(image[x: Int(frame.midX), y: Int(frame.midY)] == Fixture.redPixel)
    }

    @Test("an opaque appearance paints its colour, title attributes colour the title, no shadow when cleared")
    func standardAppearance() throws {
        let (stage, navigation) = try stage()
        navigation.viewControllers.first?.title = "Inbox"
        let bar = navigation.navigationBar
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        appearance.titleTextAttributes = [.foregroundColor: UIColor(red: 1, green: 1, blue: 0, alpha: 1)]
        appearance.shadowColor = nil
        bar.standardAppearance = appearance
        appearance.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)  // the bar kept a copy
        #expect(bar.standardAppearance !== appearance)
        let image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 5, y: 10] == Fixture.bluePixel, "under the status bar too")
        #expect(image[x: 5, y: 40] == Fixture.bluePixel)
        #expect(image[x: 5, y: 64] == Pixel(r: 255, g: 255, b: 255, a: 255), "no hairline")
        let title = try #require(bar.content?.title as? UILabel)
        #expect(title.textColor == UIColor(red: 1, green: 1, blue: 0, alpha: 1))
        #expect(
            count(image, in: CGRect(x: 140, y: 20, width: 95, height: 44), near: Pixel(r: 255, g: 255, b: 0, a: 255))
                > 20)
    }

    @Test("a navigation item's appearance replaces the bar's while it is on top")
    func itemAppearance() throws {
        let root = UIViewController()
        let (stage, navigation) = try stage(root)
        let pushed = UIViewController()
        pushed.view.backgroundColor = .white
        let red = UINavigationBarAppearance()
        red.configureWithOpaqueBackground()
        red.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        pushed.navigationItem.standardAppearance = red
        navigation.pushViewController(pushed, animated: false)
        #expect(Fixture.pixel(stage, 5, 40) == Fixture.redPixel)
        navigation.popViewController(animated: false)
        #expect(Fixture.pixel(stage, 5, 40) != Fixture.redPixel)
    }

    @Test(
        "legacy: an empty background and shadow image make the bar transparent; barStyle black draws dark, title white")
    func legacyProperties() throws {
        let root = UIViewController()
        root.title = "Inbox"
        let (stage, navigation) = try stage(root)
        let bar = navigation.navigationBar
        let before = Fixture.pixel(stage, 5, 40)
        #expect(before != Pixel(r: 255, g: 255, b: 255, a: 255), "the default bar is grey")
        bar.setBackgroundImage(UIImage(), for: .default)
        bar.shadowImage = UIImage()
        #expect(bar.backgroundImage(for: .default) != nil)
        let image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 5, y: 40] == Pixel(r: 255, g: 255, b: 255, a: 255), "the white screen shows through")
        #expect(image[x: 5, y: 64] == Pixel(r: 255, g: 255, b: 255, a: 255), "no hairline")
        bar.setBackgroundImage(nil, for: .default)
        bar.barStyle = .black
        let dark = Fixture.pixel(stage, 5, 40)
        #expect(dark.r < 60 && dark.g < 60 && dark.b < 60, "\(dark)")
        #expect((bar.content?.title as? UILabel)?.textColor == .white)
        bar.titleTextAttributes = [.foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)]
        #expect((bar.content?.title as? UILabel)?.textColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        bar.setTitleVerticalPositionAdjustment(5, for: .default)
        #expect(bar.content?.title?.frame.minY == 5)
    }

    @Test("the back button shows the back item's title, its backBarButtonItem's, 'Back', or nothing (minimal)")
    func backButtonTitles() throws {
        let root = UIViewController()
        root.title = "Inbox"
        let (_, navigation) = try stage(root)
        let pushed = UIViewController()
        navigation.pushViewController(pushed, animated: false)
        func backText() -> String? { (navigation.navigationBar.content?.backLabel as? UILabel)?.text }
        #expect(backText() == "Inbox")
        root.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Mail", style: .plain)
        #expect(backText() == "Mail")
        root.navigationItem.backButtonDisplayMode = .generic
        #expect(backText() == "Back")
        root.navigationItem.backButtonDisplayMode = .minimal
        #expect(backText() == nil && navigation.navigationBar.content?.chevron != nil)
        pushed.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .done)
        #expect(navigation.navigationBar.content?.chevron == nil, "a left item replaces the back button")
        pushed.navigationItem.leftItemsSupplementBackButton = true
        #expect(navigation.navigationBar.content?.chevron != nil && navigation.navigationBar.content?.leftItem != nil)
    }

    @Test("items changed during a push show once it ends, without cutting the bar's animation short")
    func changeDuringPush() throws {
        let log = EventLog()
        let a = LoggingViewController("Inbox", log: log), b = LoggingViewController("Message", log: log)
        let (stage, navigation) = try Fixture.navigationStage(a)
        navigation.pushViewController(b, animated: true)
        let during = try #require(navigation.navigationBar.content)
        b.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done)
        #expect(navigation.navigationBar.content === during, "the animated content stays")
        try stage.runUntilSettled()
        let after = try #require(navigation.navigationBar.content)
        #expect(after.rightItem?.subviews.compactMap { ($0 as? UIButton)?.currentTitle } == ["Save"])
        #expect(navigation.navigationBar.subviews.filter { $0 is NavigationBarContent }.count == 1)
    }

    @Test("a tab bar item's badge is drawn at the glyph's top trailing corner in the badge colour; nil draws none")
    func tabBadge() throws {
        let stage = try Stage(size: CGSize(width: 300, height: 500))
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 0)
        second.tabBarItem = UITabBarItem(title: "Sent", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        stage.window.rootViewController = tabs
        // The first tab's glyph spans x 62.5–87.5, y 6–31 in the bar (y 451 on screen).
        let corner = (x: 83, y: 463)  // the badge's left end, beside its text
        let before = Fixture.pixel(stage, corner.x, corner.y)
        first.tabBarItem.badgeValue = "3"
        first.tabBarItem.badgeColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let image = Rasterizer().render(stage.renderTree())
        #expect(image[x: corner.x, y: corner.y] == Fixture.bluePixel && before != Fixture.bluePixel)
        #expect(
            count(image, in: CGRect(x: 80, y: 451, width: 30, height: 24), near: Pixel(r: 255, g: 255, b: 255, a: 255))
                > 3)
        first.tabBarItem.badgeValue = nil
        #expect(Fixture.pixel(stage, corner.x, corner.y) == before)
    }

    @Test("appearance objects copy their buttons' appearances; configure methods set UIKit's defaults")
    func appearanceValues() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundEffect?.style == .systemChromeMaterial && appearance.shadowColor != nil)
        appearance.configureWithTransparentBackground()
        #expect(
            appearance.backgroundEffect == nil && appearance.backgroundColor == nil && appearance.shadowColor == nil)
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.red]
        appearance.titlePositionAdjustment = UIOffset(horizontal: 3, vertical: 4)
        let copy = appearance.copy() as? UINavigationBarAppearance
        #expect(copy?.buttonAppearance !== appearance.buttonAppearance)
        #expect(copy?.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .red)
        #expect(copy?.titlePositionAdjustment == UIOffset(horizontal: 3, vertical: 4))
        let item = UIBarButtonItem(title: "A", style: .plain)
        item.setTitlePositionAdjustment(UIOffset(horizontal: 2, vertical: 0), for: .default)
        #expect(item.titlePositionAdjustment(for: .default).horizontal == 2)
        #expect(item.titlePositionAdjustment(for: .compact) == .zero)
        item.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 12)], for: .normal)
        #expect(
            item.titleTextAttributes(for: .normal)?[.font] is UIFont && item.titleTextAttributes(for: .disabled) == nil)
    }
}
