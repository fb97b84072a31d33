import Foundation
import Testing
import Raster
@testable import UIKitCompat

/// Taps on rows and items, through the scripted touch machinery: highlight, selection, delegate order, the
/// selection drawn on the cell and programmatic selection.
@Suite("Selecting rows and items by tap")
@MainActor
struct TableSelectionTests {
    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var calls: [String] = []
        var refuseHighlight: Set<Int> = []
        var redirect: [Int: Int?] = [:]
        var keepSelected: Set<Int> = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
            calls.append("shouldHighlight \(indexPath.row)")
            return !refuseHighlight.contains(indexPath.row)
        }
        func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
            calls.append("didHighlight \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
            calls.append("didUnhighlight \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            calls.append("willSelect \(indexPath.row)")
            if let target = redirect[indexPath.row] { return target.map { IndexPath(row: $0, section: 0) } }
            return indexPath
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            calls.append("didSelect \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
            calls.append("willDeselect \(indexPath.row)")
            return keepSelected.contains(indexPath.row) ? nil : indexPath
        }
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
            calls.append("didDeselect \(indexPath.row)")
        }
    }

    /// A 200 × 300 stage filled by a table of 50-point rows.
    func makeTable(cellClass: AnyClass = UITableViewCell.self) throws -> (Stage, UITableView, Rows) {
        let stage = try Stage(size: CGSize(width: 200, height: 300))
        let table = UITableView(frame: stage.window.bounds, style: .plain)
        table.rowHeight = 50
        table.register(cellClass, forCellReuseIdentifier: "row")
        let rows = Rows()
        table.dataSource = rows
        table.delegate = rows
        stage.window.addSubview(table)
        table.reloadData()
        return (stage, table, rows)
    }

    func tap(_ stage: Stage, row: Int) throws {
        try stage.perform(.tap(at: CGPoint(x: 100, y: CGFloat(row) * 50 + 25)))
        try stage.clock.advance(by: 0.5)
    }

    func pixel(_ stage: Stage, _ x: Int, _ y: Int) -> Pixel {
        let image = Rasterizer().render(stage.renderTree())
        return image[x: x * Int(stage.window.screenScale), y: y * Int(stage.window.screenScale)]
    }

    @Test("a tap highlights on touch down and selects on lift, in UIKit's order of delegate calls")
    func tapSelects() throws {
        let (stage, table, rows) = try makeTable()
        try stage.perform(.tap(at: CGPoint(x: 100, y: 75), duration: 0.3))
        try stage.clock.advance(by: 0.1)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(!cell.isHighlighted && rows.calls.isEmpty, "not before the content-touch delay")
        try stage.clock.advance(by: 0.1)
        #expect(cell.isHighlighted && !cell.isSelected)
        #expect(rows.calls == ["shouldHighlight 1", "didHighlight 1"])
        #expect(table.indexPathForSelectedRow == nil)
        try stage.clock.advance(by: 0.15)
        #expect(
            rows.calls == ["shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "willSelect 1", "didSelect 1"])
        #expect(cell.isSelected && !cell.isHighlighted)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        // Another row: the first is deselected before the new one is selected.
        rows.calls = []
        try tap(stage, row: 3)
        #expect(
            rows.calls == [
                "shouldHighlight 3", "didHighlight 3", "didUnhighlight 3", "willSelect 3",
                "willDeselect 1", "didDeselect 1", "didSelect 3",
            ])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(!cell.isSelected)
    }

    @Test("the selection is drawn behind the cell's content in systemGray4; deselectRow(animated:) fades it")
    func selectionDrawn() throws {
        let (stage, table, _) = try makeTable()
        let white = pixel(stage, 150, 60)
        #expect(white == Pixel(r: 255, g: 255, b: 255, a: 255))
        try tap(stage, row: 1)
        // systemGray4 in light mode is #D1D1D6.
        #expect(pixel(stage, 150, 60) == Pixel(r: 0xD1, g: 0xD1, b: 0xD6, a: 255))
        #expect(pixel(stage, 150, 10) == white, "other rows stay white")
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: true)
        #expect(table.indexPathForSelectedRow == nil)
        try stage.clock.advance(by: 0.125)
        let midway = pixel(stage, 150, 60)
        #expect(midway.r > 0xD1 && midway.r < 255, "half-way through the fade: \(midway)")
        try stage.clock.advance(by: 0.2)
        #expect(pixel(stage, 150, 60) == white)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.subviews.count == 2, "the selection view is removed once faded (content view, separator)")
    }

    @Test("shouldHighlight false: no highlight and no selection; willSelect may redirect or refuse")
    func delegateSteers() throws {
        let (stage, table, rows) = try makeTable()
        rows.refuseHighlight = [0]
        try tap(stage, row: 0)
        #expect(rows.calls == ["shouldHighlight 0"])
        #expect(table.indexPathForSelectedRow == nil)
        rows.redirect = [2: 4, 3: nil]
        try tap(stage, row: 2)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        try tap(stage, row: 3)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        #expect(rows.calls.last == "willSelect 3")
    }

    @Test("multiple selection: taps add rows, a tap on a selected row deselects it")
    func multipleSelection() throws {
        let (stage, table, rows) = try makeTable()
        table.allowsMultipleSelection = true
        try tap(stage, row: 3)
        try tap(stage, row: 1)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
        rows.calls = []
        try tap(stage, row: 3)
        #expect(
            rows.calls == [
                "shouldHighlight 3", "didHighlight 3", "didUnhighlight 3", "willDeselect 3",
                "didDeselect 3",
            ])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    }

    @Test("a drag that scrolls cancels the highlight and selects nothing; allowsSelection false ignores taps")
    func dragDoesNotSelect() throws {
        let (stage, table, rows) = try makeTable()
        try stage.perform(
            TouchScript.drag(from: CGPoint(x: 100, y: 225), to: CGPoint(x: 100, y: 100), duration: 0.3)
                .release(velocity: .zero))
        try stage.clock.advance(by: 1)
        #expect(table.contentOffset.y > 100)
        #expect(rows.calls.isEmpty, "a drag that scrolls at once never highlights: \(rows.calls)")
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.visibleCells.allSatisfy { !$0.isHighlighted && !$0.isSelected })
        table.allowsSelection = false
        rows.calls = []
        try tap(stage, row: 4)
        #expect(rows.calls.isEmpty && table.indexPathForSelectedRow == nil)
    }

    @Test("selectRow and deselectRow tell the delegate nothing; selected rows keep their state through reuse")
    func programmaticSelection() throws {
        let (stage, table, rows) = try makeTable()
        table.selectRow(at: IndexPath(row: 15, section: 0), animated: false, scrollPosition: .top)
        #expect(rows.calls.isEmpty)
        #expect(table.contentOffset.y == 700)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 15, section: 0)))
        #expect(cell.isSelected)
        table.contentOffset = .zero
        table.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { !$0.isSelected }, "a reused cell shows its new row's state")
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == nil && rows.calls.isEmpty)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        table.reloadData()
        #expect(table.indexPathForSelectedRow == nil, "reloadData clears the selection, as in UIKit")
        _ = stage
    }

    @Test("setSelected(_:animated:) overrides run for taps (app cells restyle their content)")
    func cellOverride() throws {
        final class Cell: UITableViewCell {
            var log: [String] = []
            override func setSelected(_ selected: Bool, animated: Bool) {
                super.setSelected(selected, animated: animated)
                log.append("selected \(selected)")
            }
            override func setHighlighted(_ highlighted: Bool, animated: Bool) {
                super.setHighlighted(highlighted, animated: animated)
                log.append("highlighted \(highlighted)")
            }
        }
        let (stage, table, _) = try makeTable(cellClass: Cell.self)
        try tap(stage, row: 0)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? Cell)
        #expect(cell.log == ["highlighted true", "highlighted false", "selected true"])
    }

    final class Items: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var calls: [String] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            cell.backgroundColor = .systemBlue
            let selection = UIView()
            selection.backgroundColor = .systemRed
            cell.selectedBackgroundView = selection
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            calls.append("shouldSelect \(indexPath.item)")
            return indexPath.item != 5
        }
        func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
            calls.append("didHighlight \(indexPath.item)")
        }
        func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
            calls.append("didUnhighlight \(indexPath.item)")
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            calls.append("didSelect \(indexPath.item)")
        }
        func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
            calls.append("didDeselect \(indexPath.item)")
        }
    }

    @Test("collection views: a tap selects the item under the finger and shows its selectedBackgroundView")
    func collectionViewSelects() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 300))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let collection = UICollectionView(frame: stage.window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let items = Items()
        collection.dataSource = items
        collection.delegate = items
        stage.window.addSubview(collection)
        collection.layoutIfNeeded()
        // Item 3 is the second column of the second row.
        try stage.perform(.tap(at: CGPoint(x: 150, y: 150)))
        try stage.clock.advance(by: 0.5)
        #expect(items.calls == ["didHighlight 3", "didUnhighlight 3", "shouldSelect 3", "didSelect 3"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 3, section: 0)))
        #expect(cell.isSelected && cell.selectedBackgroundView?.superview === cell)
        #expect(pixel(stage, 150, 150) == Pixel(r: 255, g: 59, b: 48, a: 255), "systemRed selection drawn")
        items.calls = []
        try stage.perform(.tap(at: CGPoint(x: 150, y: 250)))  // item 5: refused
        try stage.clock.advance(by: 0.5)
        #expect(items.calls == ["didHighlight 5", "didUnhighlight 5", "shouldSelect 5"])
        try stage.perform(.tap(at: CGPoint(x: 50, y: 50)))  // item 0
        try stage.clock.advance(by: 0.5)
        #expect(items.calls.suffix(2) == ["didDeselect 3", "didSelect 0"])
        #expect(!cell.isSelected && cell.selectedBackgroundView?.superview == nil)
        collection.deselectItem(at: IndexPath(item: 0, section: 0), animated: false)
        #expect(collection.indexPathsForSelectedItems == nil)
    }
}
