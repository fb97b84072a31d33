import Foundation
import Testing
@testable import UIKitCompat

/// `UICollectionViewController` (a controller whose view is its collection view), `reloadItems(at:)` and
/// `delaysContentTouches`, as the collection code of transition libraries uses them.
@Suite("UICollectionViewController, reloadItems(at:) and delaysContentTouches")
@MainActor
struct CollectionViewControllerTests {
    /// A controller of 6 items in one section, 100 × 100 each, that counts the cells it makes and the taps.
    final class Grid: UICollectionViewController {
        var made: [IndexPath] = []
        var selected: [Int] = []
        var title2 = "A"
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            6
        }
        override func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            made.append(indexPath)
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.accessibilityLabel = indexPath.item == 2 ? title2 : "\(indexPath.item)"
            return cell
        }
        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath.item)
        }
    }

    func makeGrid() throws -> (Stage, Grid) {
        let stage = try Stage(size: CGSize(width: 200, height: 400))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let grid = Grid(collectionViewLayout: layout)
        stage.window.rootViewController = grid
        grid.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        grid.collectionView.frame = stage.window.bounds
        grid.collectionView.layoutIfNeeded()
        return (stage, grid)
    }

    @Test("the controller's view is a collection view with its layout, whose data source and delegate it is")
    func controllerIsDataSourceAndDelegate() throws {
        let (stage, grid) = try makeGrid()
        _ = stage
        let collection = try #require(grid.view as? UICollectionView)
        #expect(collection === grid.collectionView)
        #expect(grid.collectionViewLayout === collection.collectionViewLayout)
        #expect(grid.collectionViewLayout is UICollectionViewFlowLayout)
        #expect(collection.dataSource === grid && collection.delegate === grid)
        #expect(collection.numberOfItems(inSection: 0) == 6)
        #expect(Set(grid.made.map(\.item)) == [0, 1, 2, 3, 4, 5])
        #expect(grid.clearsSelectionOnViewWillAppear)
        // Without a layout (the nib initialiser) the collection view flows (UIKitChoices).
        #expect(
            UICollectionViewController(nibName: nil, bundle: nil).collectionViewLayout is UICollectionViewFlowLayout)
    }

    @Test("a tap on an item reaches the controller's overridden delegate method")
    func tapSelects() throws {
        let (stage, grid) = try makeGrid()
        try stage.perform(.tap(at: CGPoint(x: 150, y: 150)))
        try stage.clock.advance(by: 0.5)
        #expect(grid.selected == [3])
        #expect(grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    }

    @Test("reloadItems(at:) asks again for those cells only, and the selection stays")
    func reloadItems() throws {
        let (_, grid) = try makeGrid()
        let collection = grid.collectionView!
        collection.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        grid.made = []
        grid.title2 = "B"
        collection.reloadItems(at: [IndexPath(item: 2, section: 0)])
        collection.layoutIfNeeded()
        #expect(grid.made == [IndexPath(item: 2, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.accessibilityLabel == "B")
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.accessibilityLabel == "1")
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    }

    @Test("delaysContentTouches false highlights the item under a touch at once; true waits for the delay")
    func delaysContentTouches() throws {
        for delays in [true, false] {
            let (stage, grid) = try makeGrid()
            grid.collectionView.delaysContentTouches = delays
            #expect(
                UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                    .delaysContentTouches)
            try stage.perform(.tap(at: CGPoint(x: 50, y: 50), duration: 0.3))
            try stage.clock.advance(by: 0.05)
            let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
            #expect(cell.isHighlighted == !delays)
            try stage.clock.advance(by: UIKitChoices.current.rowHighlightDelay)
            #expect(cell.isHighlighted)
        }
    }

    @Test("a background view fills the visible bounds behind the items and stays put while they scroll")
    func backgroundView() throws {
        let (_, grid) = try makeGrid()
        let collection = grid.collectionView!
        let background = UIView()
        collection.backgroundView = background
        collection.contentSize = CGSize(width: 200, height: 1000)
        collection.contentOffset = CGPoint(x: 0, y: 120)
        collection.layoutIfNeeded()
        #expect(background.superview === collection && collection.subviews.first === background)
        #expect(background.frame == CGRect(x: 0, y: 120, width: 200, height: 400))
        collection.backgroundView = nil
        #expect(background.superview == nil)
    }

    /// A flow delegate that sizes items by section.
    final class Sizes: NSObject, UICollectionViewDelegateFlowLayout {
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            CGSize(width: 30, height: 40)
        }
    }

    @Test("a flow delegate's methods answer optional-chained calls: its own, or the layout's value")
    func flowDelegateOptionalCalls() throws {
        let (_, grid) = try makeGrid()
        let collection = grid.collectionView!
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let delegate: UICollectionViewDelegate = Sizes()
        let flow = delegate as? UICollectionViewDelegateFlowLayout
        let path = IndexPath(item: 0, section: 0)
        #expect(flow?.collectionView?(collection, layout: layout, sizeForItemAt: path) == CGSize(width: 30, height: 40))
        #expect(flow?.collectionView?(collection, layout: layout, insetForSectionAt: 0) == layout.sectionInset)
        #expect(flow!.collectionView!(collection, layout: layout, minimumLineSpacingForSectionAt: 0) == 10)
    }

    /// Two sections of 4 items with a header and a footer each, in a flow layout.
    final class Sections: UICollectionViewController {
        var made: [String] = []
        final class Header: UICollectionReusableView {}
        override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            4
        }
        override func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        override func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            made.append(
                "\(kind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)")
            return collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: kind == UICollectionView.elementKindSectionHeader ? "h" : "f",
                for: indexPath)
        }
    }

    @Test("a flow layout's headers and footers span the width around each section and come from the data source")
    func headersAndFooters() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 400))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        layout.sectionInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        layout.headerReferenceSize = CGSize(width: 999, height: 30)
        layout.footerReferenceSize = CGSize(width: 999, height: 20)
        let controller = Sections(collectionViewLayout: layout)
        stage.window.rootViewController = controller
        let collection = controller.collectionView!
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(
            Sections.Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "h")
        collection.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
            withReuseIdentifier: "f")
        collection.frame = stage.window.bounds
        collection.layoutIfNeeded()
        let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
        // Section 0: header 0–30, inset 5, two rows 35–235, inset 5, footer 240–260; section 1 from 260.
        let h0 = try #require(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)))
        #expect(h0 is Sections.Header && h0.reuseIdentifier == "h")
        #expect(h0.frame == CGRect(x: 0, y: 0, width: 200, height: 30))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 35)
        let f0 = try #require(collection.supplementaryView(forElementKind: footer, at: IndexPath(item: 0, section: 0)))
        #expect(f0.frame == CGRect(x: 0, y: 240, width: 200, height: 20))
        let h1 = layout.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 1))
        #expect(h1?.frame == CGRect(x: 0, y: 260, width: 200, height: 30))
        #expect(h1?.representedElementCategory == .supplementaryView && h1?.representedElementKind == header)
        #expect(layout.collectionViewContentSize.height == 520)
        #expect(controller.made == ["footer 0", "header 0", "header 1"], "the visible ones, in kind and index order")
        #expect(collection.indexPathsForVisibleSupplementaryElements(ofKind: header).map(\.section) == [0, 1])
        // A tap on a header selects nothing.
        try stage.perform(.tap(at: CGPoint(x: 50, y: 15)))
        try stage.clock.advance(by: 0.5)
        #expect(collection.indexPathsForSelectedItems == nil || collection.indexPathsForSelectedItems == [])
        // Scrolled down 120 points: section 0's header leaves the screen (kept for reuse), both footers show.
        collection.contentOffset = CGPoint(x: 0, y: 120)
        collection.layoutIfNeeded()
        #expect(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)) == nil)
        #expect(h0.superview == nil)
        #expect(collection.visibleSupplementaryViews(ofKind: footer).count == 2)
    }
}
