import Foundation
import Raster
import Testing
@testable import UIKitCompat

@Suite("UIAppearance: proxies apply to views entering a window, within containers, never over explicit values")
@MainActor
struct AppearanceTests {
    final class Card: UIView {}
    final class FancyLabel: UILabel {}

    @Test("UINavigationBar.appearance(): a navigation controller's bar takes the values when it enters the window")
    func navigationBar() throws {
        let stage = try Stage(size: CGSize(width: 320, height: 480))
        let proxy = UINavigationBar.appearance()
        #expect(proxy === UINavigationBar.appearance(), "one proxy per class")
        proxy.barTintColor = .red
        proxy.tintColor = .green
        proxy.titleTextAttributes = [.foregroundColor: UIColor.blue]
        let navigation = UINavigationController(rootViewController: UIViewController())
        #expect(navigation.navigationBar.barTintColor == nil, "not in a window yet")
        stage.window.rootViewController = navigation
        let bar = navigation.navigationBar
        #expect(bar.barTintColor == .red && bar.tintColor == .green)
        #expect(bar.titleTextAttributes?[.foregroundColor] as? UIColor == .blue)
        let explicit = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        explicit.barTintColor = .yellow
        stage.window.addSubview(explicit)
        #expect(explicit.barTintColor == .yellow && explicit.tintColor == .green, "explicit values win")
        proxy.barTintColor = .orange
        #expect(bar.barTintColor == .red, "a later proxy change leaves views already in a window")
        let image = Rasterizer().render(stage.renderTree())
        let top = image[x: 5, y: 60]
        #expect(top.r > 200 && top.g < 60 && top.b < 60, "the bar is drawn red: \(top)")
    }

    @Test("UILabel.appearance(whenContainedInInstancesOf:) applies inside the container only, over the plain proxy")
    func containment() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 200))
        UILabel.appearance().textColor = .gray
        UILabel.appearance(whenContainedInInstancesOf: [Card.self]).textColor = .purple
        UIView.appearance(whenContainedInInstancesOf: [Card.self]).backgroundColor = .cyan
        let card = Card(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inside = FancyLabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        card.addSubview(inside)
        let outside = UILabel(frame: CGRect(x: 0, y: 120, width: 50, height: 20))
        let chosen = UILabel(frame: CGRect(x: 0, y: 150, width: 50, height: 20))
        chosen.textColor = .black
        stage.window.addSubview(card)
        stage.window.addSubview(outside)
        stage.window.addSubview(chosen)
        #expect(inside.textColor == .purple && inside.backgroundColor == .cyan, "subclass, inside the card")
        #expect(outside.textColor == .gray && outside.backgroundColor == nil)
        #expect(chosen.textColor == .black && card.backgroundColor == nil)
        outside.removeFromSuperview()
        UILabel.appearance().textColor = .brown
        stage.window.addSubview(outside)
        #expect(outside.textColor == .brown, "entering a window again takes the current values")
    }

    @Test("UITabBarItem.appearance().setTitleTextAttributes reaches items when the tab bar draws them; per stage")
    func barItems() throws {
        let stage = try Stage(size: CGSize(width: 320, height: 480))
        UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        UITabBar.appearance().unselectedItemTintColor = .green
        let first = UIViewController()
        first.tabBarItem = UITabBarItem(title: "One", image: nil, tag: 0)
        let second = UIViewController()
        second.tabBarItem = UITabBarItem(title: "Two", image: nil, tag: 1)
        second.tabBarItem.setTitleTextAttributes([.foregroundColor: UIColor.blue], for: .normal)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        stage.window.rootViewController = tabs
        stage.window.layoutIfNeeded()
        #expect(tabs.tabBar.unselectedItemTintColor == .green)
        #expect(first.tabBarItem.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .red)
        #expect(second.tabBarItem.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .blue)
        let other = try Stage(size: CGSize(width: 100, height: 100))
        #expect(other.environment !== stage.environment)
        let item = UITabBarItem(title: "Three", image: nil, tag: 2)
        _ = item.resolvedTitleTextAttributes(for: .normal)
        #expect(item.titleTextAttributes(for: .normal) == nil, "a new stage has no proxies")
    }
}
