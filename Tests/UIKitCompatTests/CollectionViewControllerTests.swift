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
}
