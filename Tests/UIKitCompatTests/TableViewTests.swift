import Foundation
import Testing
import Raster
@testable import UIKitCompat

@Suite("Table views and collection views: data source, reuse, rows laid out and drawn")
@MainActor
struct TableViewTests {
    final class SubtitleCell: UITableViewCell {
        static var made = 0
        var reused = 0
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            SubtitleCell.made += 1
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func prepareForReuse() { reused += 1 }
    }

    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var count = 30
        var displayed: [IndexPath] = []
        var scrolled = 0
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.detailTextLabel?.text = "Detail"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            indexPath.row == 0 ? 60 : 50
        }
        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            displayed.append(indexPath)
        }
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
    }

    static func image(_ stage: Stage) -> Image { Rasterizer().render(stage.renderTree()) }

    @Test("IndexPath row, item and section")
    func indexPaths() {
        let path = IndexPath(row: 3, section: 1)
        #expect(path.row == 3 && path.section == 1 && path.item == 3 && path == IndexPath(item: 3, section: 1))
        #expect(IndexPath(row: 0, section: 1) > IndexPath(row: 5, section: 0))
    }

    @Test("rows are laid out from the delegate's heights; only visible rows get cells; scrolling reuses them")
    func rowsAndReuse() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 300))
        let table = UITableView(frame: stage.window.bounds, style: .plain)
        table.register(SubtitleCell.self, forCellReuseIdentifier: "row")
        let rows = Rows()
        table.dataSource = rows
        table.delegate = rows
        stage.window.addSubview(table)
        SubtitleCell.made = 0
        table.reloadData()
        #expect(table.contentSize == CGSize(width: 200, height: 60 + 29 * 50))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 110, width: 200, height: 50))
        #expect(table.visibleCells.count == 6, "rows at 0, 60, 110, 160, 210, 260 intersect 0…300")
        #expect(SubtitleCell.made == 6)
        #expect(rows.displayed.map(\.row) == [0, 1, 2, 3, 4, 5])
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell is SubtitleCell && cell.frame == CGRect(x: 0, y: 60, width: 200, height: 50))
        #expect(cell.textLabel?.text == "Row 1" && cell.detailTextLabel?.text == "Detail")
        #expect(table.indexPath(for: cell) == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 20, section: 0)) == nil)

        table.contentOffset = CGPoint(x: 0, y: 500)
        #expect(rows.scrolled == 1)
        let visible = try #require(table.indexPathsForVisibleRows)
        #expect(visible.map(\.row) == [9, 10, 11, 12, 13, 14, 15])
        #expect(SubtitleCell.made <= 8, "cells scrolled away are reused: made \(SubtitleCell.made)")
        #expect(table.visibleCells.contains { ($0 as? SubtitleCell)?.reused ?? 0 > 0 })
        #expect(table.visibleCells.allSatisfy { $0.superview === table })

        rows.count = 3
        table.reloadData()
        #expect(table.numberOfRows(inSection: 0) == 3 && table.contentSize.height == 160)
    }

    @Test("cells are drawn: background, text, separators between rows (not under the last), accessory")
    func drawn() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 200), scale: 1)
        let table = UITableView(frame: stage.window.bounds)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let rows = Rows()
        rows.count = 2
        table.dataSource = rows
        stage.window.addSubview(table)
        let image = Self.image(stage)
        // Separator of row 0 at y = 43 (height 44 from rowHeight), from x = 16: the separator colour over white.
        let separator = image[x: 100, y: 43]
        #expect(separator.r < 230 && separator.r > 190, "separator \(separator)")
        #expect(image[x: 8, y: 43] == Pixel(r: 255, g: 255, b: 255, a: 255), "inset 16 from the leading edge")
        #expect(image[x: 100, y: 87] == Pixel(r: 255, g: 255, b: 255, a: 255), "no separator under the last row")
        // Text: some dark pixels in the label area of row 0.
        let darkText = (0..<44).contains { y in (16..<120).contains { x in image[x: x, y: y].r < 100 } }
        #expect(darkText)
        // The disclosure chevron near the trailing edge (x ≈ 176…184).
        let chevron = (10..<34).contains { y in (170..<190).contains { x in image[x: x, y: y].r < 235 } }
        #expect(chevron)
        let plainCell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(plainCell.detailTextLabel == nil, "the default style has no detail label")
    }

    @Test("a dark stage draws the table dark: background, text and separators resolve for dark")
    func darkTable() throws {
        let stage = try Stage(size: CGSize(width: 100, height: 100), scale: 1)
        stage.userInterfaceStyle = .dark
        let table = UITableView(frame: stage.window.bounds)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let rows = Rows()
        table.dataSource = rows
        stage.window.addSubview(table)
        let image = Self.image(stage)
        #expect(image[x: 5, y: 20] == Pixel(r: 0, g: 0, b: 0, a: 255))
        let lightText = (0..<44).contains { y in (16..<80).contains { x in image[x: x, y: y].r > 150 } }
        #expect(lightText)
    }

    final class Items: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            cell.contentView.backgroundColor = indexPath.item % 2 == 0 ? .red : .blue
            return cell
        }
    }

    @Test(
        "a flow layout places items in justified lines with the section inset; the last line keeps the minimum spacing")
    func flowLayout() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 150), scale: 1)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 40)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let collection = UICollectionView(frame: stage.window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        let items = Items()
        collection.dataSource = items
        collection.delegate = items
        stage.window.addSubview(collection)
        collection.layoutIfNeeded()
        // 180 points across: 3 items per line (50 + 10 + 50 + 10 + 50 = 170), spare 10 shared by 2 gaps.
        #expect(
            collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 10, y: 10, width: 50, height: 40))
        #expect(
            collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 75, y: 10, width: 50, height: 40))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == 60)
        // 4 lines (3, 3, 3, 1): the single last item is centred.
        #expect(
            collection.layoutAttributesForItem(at: IndexPath(item: 9, section: 0))?.frame
                == CGRect(x: 75, y: 160, width: 50, height: 40))
        #expect(collection.contentSize == CGSize(width: 200, height: 210))
        #expect(collection.indexPathsForVisibleItems.count == 9, "lines at 10, 60, 110 intersect 0…150")
        let image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 30, y: 30] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(image[x: 100, y: 30] == Pixel(r: 0, g: 0, b: 255, a: 255))
        collection.contentOffset = CGPoint(x: 0, y: 60)
        #expect(collection.cellForItem(at: IndexPath(item: 9, section: 0)) != nil)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        let after = Rasterizer().render(stage.renderTree())
        #expect(after[x: 30, y: 5] == Pixel(r: 0, g: 0, b: 255, a: 255), "item 3 (blue) now at the top")
    }
}
