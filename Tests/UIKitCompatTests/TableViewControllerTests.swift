import Foundation
import Testing
@testable import UIKitCompat

@Suite("UITableViewController: a table it feeds and delegates, subclassed as in UIKit")
@MainActor
struct TableViewControllerTests {
    final class Fruits: UITableViewController {
        let names = ["Apple", "Banana", "Cherry"]
        var selected: [Int] = []
        var scrolled = 0

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = names[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selected.append(indexPath.row)
        }

        override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
    }

    @Test("the view is a table of the style, fed by the overrides; a tap selects; appearing clears the selection")
    func subclass() throws {
        let stage = try Stage(size: CGSize(width: 320, height: 480))
        let fruits = Fruits(style: .insetGrouped)
        stage.window.rootViewController = fruits
        stage.window.layoutIfNeeded()
        let table = try #require(fruits.tableView)
        #expect(fruits.view === table && table.style == .insetGrouped)
        #expect(table.dataSource === fruits && table.delegate === fruits)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Banana")
        let row = table.rectForRow(at: IndexPath(row: 2, section: 0))
        try stage.perform(.tap(at: table.convert(CGPoint(x: row.midX, y: row.midY), to: stage.window)))
        try stage.clock.runUntilIdle()
        #expect(fruits.selected == [2] && table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        // Covered and shown again (as when a pushed screen is popped): the selection is cleared.
        fruits.beginAppearanceTransition(false, animated: false)
        fruits.endAppearanceTransition()
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        fruits.beginAppearanceTransition(true, animated: false)
        fruits.endAppearanceTransition()
        #expect(table.indexPathForSelectedRow == nil)
        table.setContentOffset(CGPoint(x: 0, y: -10), animated: false)
        #expect(fruits.scrolled > 0, "the scroll view delegate override is called")
        #expect(UITableViewController().tableView.numberOfRows(inSection: 0) == 0, "the base has no rows")
    }

    @Test("a background view fills the visible bounds behind the rows and stays put while they scroll")
    func backgroundView() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 100))
        let fruits = Fruits(style: .plain)
        stage.window.rootViewController = fruits
        let table = try #require(fruits.tableView)
        table.contentInsetAdjustmentBehavior = .never
        let background = UIView()
        table.backgroundView = background
        stage.window.layoutIfNeeded()
        #expect(background.superview === table && table.subviews.first === background)
        #expect(background.frame == table.bounds)
        table.contentOffset = CGPoint(x: 0, y: 30)
        table.layoutIfNeeded()
        #expect(background.frame == CGRect(x: 0, y: 30, width: 200, height: 100))
        table.backgroundView = nil
        #expect(background.superview == nil)
    }
}
