import Foundation
import Raster
import Testing
@testable import UIKitCompat

@Suite("UISplitViewController: collapsed on a phone, side by side on an iPad, show and showDetail")
@MainActor
struct SplitViewControllerTests {
    final class Delegate: UISplitViewControllerDelegate {
        var keepsList = false
        var topColumn: UISplitViewController.Column?
        func splitViewController(
            _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
            onto primaryViewController: UIViewController
        ) -> Bool { keepsList }
        func splitViewController(
            _ svc: UISplitViewController,
            topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
        ) -> UISplitViewController.Column { topColumn ?? proposedTopColumn }
    }

    func titled(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        return controller
    }

    @Test("classic split on a phone: without a delegate the detail is pushed onto the list (UIKit opens on it)")
    func collapsesOntoPrimary() throws {
        let stage = try Stage(device: .iPhoneSE)
        let split = UISplitViewController()
        let list = UINavigationController(rootViewController: titled("List"))
        split.viewControllers = [list, UINavigationController(rootViewController: titled("Detail"))]
        stage.window.rootViewController = split
        stage.window.layoutIfNeeded()
        #expect(split.isCollapsed && split.viewControllers.count == 1 && split.displayMode == .secondaryOnly)
        #expect(list.viewControllers.map(\.title) == ["List", "Detail"] && list.view.frame == stage.window.bounds)
        split.show(.primary)
        try stage.clock.runUntilIdle()
        #expect(list.viewControllers.map(\.title) == ["List"])
        split.showDetailViewController(titled("Other"), sender: nil)
        try stage.clock.runUntilIdle()
        #expect(list.viewControllers.map(\.title) == ["List", "Other"])
    }

    @Test("a delegate that keeps the list; a column-style split wraps its columns and asks for the top column")
    func delegateAndColumns() throws {
        let stage = try Stage(device: .iPhone15)
        let delegate = Delegate()
        delegate.keepsList = true
        let split = UISplitViewController()
        split.delegate = delegate
        let list = UINavigationController(rootViewController: titled("List"))
        split.viewControllers = [list, titled("Detail")]
        stage.window.rootViewController = split
        stage.window.layoutIfNeeded()
        #expect(list.viewControllers.map(\.title) == ["List"])

        let other = try Stage(device: .iPhone15)
        let columns = UISplitViewController(style: .doubleColumn)
        let primary = titled("Primary")
        columns.setViewController(primary, for: .primary)
        columns.setViewController(titled("Secondary"), for: .secondary)
        #expect(columns.viewController(for: .primary) === primary && primary.navigationController != nil)
        let second = Delegate()
        second.topColumn = .primary
        columns.delegate = second
        other.window.rootViewController = columns
        other.window.layoutIfNeeded()
        #expect(primary.navigationController?.viewControllers.map(\.title) == ["Primary"])
    }

    @Test("on an iPad the columns sit side by side with a hairline; showDetail replaces the secondary")
    func expanded() throws {
        let stage = try Stage(device: .iPad)
        stage.window.backgroundColor = .white
        let split = UISplitViewController()
        let list = titled("List")
        let detail = titled("Detail")
        list.view.backgroundColor = .red
        detail.view.backgroundColor = .blue
        split.viewControllers = [list, detail]
        stage.window.rootViewController = split
        stage.window.layoutIfNeeded()
        #expect(!split.isCollapsed && split.displayMode == .oneBesideSecondary && split.primaryColumnWidth == 320)
        #expect(list.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1180))
        #expect(detail.view.frame == CGRect(x: 320, y: 0, width: 500, height: 1180))
        let image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 100, y: 600] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(image[x: 1000, y: 600] == Pixel(r: 0, g: 0, b: 255, a: 255))
        let replacement = titled("New")
        list.showDetailViewController(replacement, sender: nil)
        stage.window.layoutIfNeeded()
        #expect(split.viewControllers.last === replacement && detail.view.superview == nil)
        #expect(replacement.splitViewController === split)
    }
}
