import Foundation
import Testing
@testable import UIKitCompat

/// Batch updates of collection views (`performBatchUpdates`, `insertItems`, `deleteItems`, `moveItem`, the section
/// forms), the layout's update hooks, `reloadData`'s invalidation context, `indexPathForItem(at:)` and the
/// layout's say in where a drag stops (VerticalCardSwiper, XLActionController and CollectionViewPagingLayout use
/// them).
@Suite("Collection view batch updates")
@MainActor
struct CollectionBatchUpdateTests {
    /// Items named by numbers; every cell asked for is recorded.
    final class Numbers: NSObject, UICollectionViewDataSource {
        var sections: [[Int]]
        var asked: [Int] = []
        init(_ sections: [[Int]]) { self.sections = sections }
        func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            sections[section].count
        }
        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.tag = sections[indexPath.section][indexPath.item]
            asked.append(cell.tag)
            return cell
        }
    }

    /// A flow layout that records what it is told.
    final class RecordingLayout: UICollectionViewFlowLayout {
        var updates: [String] = []
        var finalized = 0
        var contexts: [UICollectionViewLayoutInvalidationContext] = []
        override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            updates += updateItems.map { item in
                let before = item.indexPathBeforeUpdate.map { "\(Array($0))" } ?? "-"
                let after = item.indexPathAfterUpdate.map { "\(Array($0))" } ?? "-"
                return "\(item.updateAction) \(before) \(after)"
            }
        }
        override func finalizeCollectionViewUpdates() {
            super.finalizeCollectionViewUpdates()
            finalized += 1
        }
        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            contexts.append(context)
            super.invalidateLayout(with: context)
        }
    }

    /// A vertical list of 200 × 50 cells in a 200 × 400 window.
    func list(_ numbers: Numbers) throws -> (Stage, UICollectionView, RecordingLayout) {
        let stage = try Stage(size: CGSize(width: 200, height: 400))
        let layout = RecordingLayout()
        layout.itemSize = CGSize(width: 200, height: 50)
        layout.minimumLineSpacing = 0
        let collection = UICollectionView(frame: stage.window.bounds, collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = numbers
        stage.window.addSubview(collection)
        collection.layoutIfNeeded()
        return (stage, collection, layout)
    }

    func frame(_ cell: UICollectionViewCell) -> CGRect { cell.layer.presentation()?.frame ?? .null }

    @Test("deleting an item: the cells after it keep their cells and slide up; the deleted one fades out, then leaves")
    func deletion() throws {
        let numbers = Numbers([Array(0..<20)])
        let (stage, collection, layout) = try list(numbers)
        let first = try #require(collection.cellForItem(at: [0, 0]))
        let third = try #require(collection.cellForItem(at: [0, 2]))
        #expect(third.tag == 2 && third.frame.minY == 100)
        numbers.asked = []

        numbers.sections[0].remove(at: 0)
        collection.deleteItems(at: [[0, 0]])
        #expect(layout.updates == ["delete [0, 0] -"])
        #expect(collection.numberOfItems(inSection: 0) == 19)
        #expect(collection.cellForItem(at: [0, 1]) === third, "the item keeps its cell under its new index path")
        #expect(third.frame.minY == 50, "the model is at the new place at once")
        #expect(numbers.asked == [9], "only the item that comes into view is asked for (rows 0…8 touch the bounds)")
        #expect(layout.finalized == 1)
        #expect(first.superview === collection, "the deleted cell stays while it fades")

        try stage.clock.advance(by: 0.15)
        let halfway = frame(third)
        #expect(halfway.minY > 50 && halfway.minY < 100, "\(halfway)")
        let fading = first.layer.presentation()?.opacity ?? -1
        #expect(fading > 0.1 && fading < 0.9, "the flow layout fades a deleted item out: \(fading)")
        try stage.clock.advance(by: 0.2)
        #expect(frame(third).minY == 50)
        #expect(first.superview == nil, "removed when the animation ends")
        #expect(collection.visibleCells.map(\.tag) == Array(1...9))
    }

    @Test(
        "performBatchUpdates: one batch of insertions, deletions and moves; the layout hears of them in UIKit's order")
    func batch() throws {
        let numbers = Numbers([Array(0..<5), Array(10..<13)])
        let (stage, collection, layout) = try list(numbers)
        let moving = try #require(collection.cellForItem(at: [0, 4]))
        var finished: [Bool] = []
        collection.performBatchUpdates(
            {
                numbers.sections[0].remove(at: 1)  // 1
                numbers.sections[0].insert(99, at: 0)
                numbers.sections[0].removeLast()  // 4 moves to section 1
                numbers.sections[1].insert(4, at: 1)
                collection.deleteItems(at: [[0, 1]])
                collection.insertItems(at: [[0, 0]])
                collection.moveItem(at: [0, 4], to: [1, 1])
                // A nested batch joins this one.
                collection.performBatchUpdates({}, completion: { finished.append($0) })
            },
            completion: { finished.append($0) })
        #expect(layout.updates == ["delete [0, 1] -", "insert - [0, 0]", "move [0, 4] [1, 1]"])
        #expect(collection.cellForItem(at: [1, 1]) === moving)
        #expect(collection.visibleCells.map(\.tag) == [99, 0, 2, 3, 10, 4, 11, 12])
        let inserted = try #require(collection.cellForItem(at: [0, 0]))
        try stage.clock.advance(by: 0.15)
        let opacity = inserted.layer.presentation()?.opacity ?? -1
        #expect(opacity > 0.1 && opacity < 0.9, "an inserted item fades in: \(opacity)")
        #expect(finished.isEmpty)
        try stage.clock.advance(by: 0.2)
        #expect(finished == [true, true], "the batch's completion and the nested one's")
        #expect(inserted.layer.presentation()?.opacity == 1)
    }

    @Test("an update the counts do not account for is reported and the data reloaded; the completion gets false")
    func inconsistent() throws {
        let numbers = Numbers([Array(0..<5)])
        let (stage, collection, _) = try list(numbers)
        let reports = stage.clock.diagnostics.count
        var finished: [Bool] = []
        numbers.sections[0].append(5)
        collection.performBatchUpdates({ collection.deleteItems(at: [[0, 0]]) }, completion: { finished.append($0) })
        #expect(finished == [false])
        let report = stage.clock.diagnostics.dropFirst(reports).joined()
        #expect(report.contains("invalid update: section 0 had 5 items and has 6"), "\(report)")
        #expect(collection.visibleCells.map(\.tag) == [0, 1, 2, 3, 4, 5])
    }

    @Test("the map of a batch: sections deleted, inserted and moved; items move across sections")
    func map() throws {
        var batch = CollectionUpdateBatch()
        batch.deletedSections = [0]
        batch.insertedSections = [2]
        batch.movedItems = [(from: [1, 0], to: [0, 2])]
        batch.deletedItems = [[2, 1]]
        // Before: sections of 2, 3, 2 items; after: 3 items (section 1's two left and the moved one), 1, new.
        let map = try batch.itemMap(before: [2, 3, 2], after: [3, 1, 4]).get()
        #expect(map[[0, 0]] == nil && map[[0, 1]] == nil, "section 0 is deleted")
        #expect(map[[1, 1]] == [0, 0] && map[[1, 2]] == [0, 1] && map[[1, 0]] == [0, 2])
        #expect(map[[2, 0]] == [1, 0] && map[[2, 1]] == nil)
        #expect(map.count == 4)
        batch.insertedItems = [[9, 0]]
        #expect(throws: CollectionUpdateBatch.BatchError.self) {
            try batch.itemMap(before: [2, 3, 2], after: [3, 1, 4]).get()
        }
    }

    @Test("reloadData sends the layout a context invalidating everything and the counts")
    func reloadContext() throws {
        let numbers = Numbers([Array(0..<3)])
        let (_, collection, layout) = try list(numbers)
        layout.contexts = []
        collection.reloadData()
        let context = try #require(layout.contexts.last)
        #expect(layout.contexts.count == 1)
        #expect(context.invalidateEverything && context.invalidateDataSourceCounts)
    }

    @Test("indexPathForItem(at:) finds the cell under a point from the layout; nil between items")
    func hitItem() throws {
        let numbers = Numbers([Array(0..<30)])
        let (_, collection, layout) = try list(numbers)
        layout.minimumLineSpacing = 10
        collection.layoutIfNeeded()
        #expect(collection.indexPathForItem(at: CGPoint(x: 10, y: 65)) == [0, 1])
        #expect(collection.indexPathForItem(at: CGPoint(x: 10, y: 55)) == nil)
        #expect(collection.indexPathForItem(at: CGPoint(x: 10, y: 1000)) == [0, 16], "off screen too")
        #expect(collection.indexPathForItem(at: CGPoint(x: 10, y: 5000)) == nil)
    }

    /// A layout that snaps drags to whole cells, as VerticalCardSwiper's does.
    final class PagingLayout: UICollectionViewFlowLayout {
        var velocities: [CGPoint] = []
        override func targetContentOffset(
            forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
        ) -> CGPoint {
            velocities.append(velocity)
            let page = (proposedContentOffset.y / 50).rounded()
            return CGPoint(x: 0, y: page * 50 + 0.0)
        }
    }

    final class Targets: NSObject, UIScrollViewDelegate {
        var targets: [CGPoint] = []
        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            targets.append(targetContentOffset.pointee)
        }
    }

    @Test("a drag stops where the layout's targetContentOffset says; the delegate is told that target")
    func pagingTarget() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 400))
        let layout = PagingLayout()
        layout.itemSize = CGSize(width: 200, height: 50)
        layout.minimumLineSpacing = 0
        let collection = UICollectionView(frame: stage.window.bounds, collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let numbers = Numbers([Array(0..<100)])
        let targets = Targets()
        collection.dataSource = numbers
        collection.delegate = targets
        stage.window.addSubview(collection)
        try stage.perform(.drag(from: CGPoint(x: 50, y: 300), to: CGPoint(x: 50, y: 180), duration: 0.3).release())
        try stage.clock.advance(by: 5)
        let velocity = try #require(layout.velocities.first)
        #expect(velocity.y > 0.1 && velocity.y < 2, "points per millisecond: \(velocity)")
        let target = try #require(targets.targets.first)
        #expect(target.y.truncatingRemainder(dividingBy: 50) == 0 && target.y > 120, "\(target)")
        #expect(collection.contentOffset == target)
    }

    final class Headers: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var events: [String] = []
        func numberOfSections(in collectionView: UICollectionView) -> Int { 4 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
            forElementKind elementKind: String, at indexPath: IndexPath
        ) {
            events.append("will \(indexPath.section) y=\(Int(view.frame.minY))")
        }
        func collectionView(
            _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
            forElementOfKind elementKind: String, at indexPath: IndexPath
        ) {
            events.append("end \(indexPath.section)")
        }
    }

    @Test("pinned section headers stay at the visible top within their section; supplementary display callbacks")
    func pinnedHeaders() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 400))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 50)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 200, height: 40)
        let collection = UICollectionView(frame: stage.window.bounds, collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        let headers = Headers()
        collection.dataSource = headers
        collection.delegate = headers
        stage.window.addSubview(collection)
        collection.layoutIfNeeded()
        #expect(headers.events == ["will 0 y=0", "will 1 y=240"], "each header is placed before it is announced")
        let kind = UICollectionView.elementKindSectionHeader
        func headerY(_ section: Int) -> CGFloat? {
            collection.supplementaryView(forElementKind: kind, at: [section, 0])?.frame.minY
        }
        collection.contentOffset.y = 100
        #expect(headerY(0) == nil, "not pinned: it scrolled away with its section")
        #expect(!layout.sectionHeadersPinToVisibleBounds)
        layout.sectionHeadersPinToVisibleBounds = true
        collection.layoutIfNeeded()
        #expect(headerY(0) == 100 && headerY(1) == 240)
        collection.contentOffset.y = 220
        #expect(headerY(0) == 200, "pushed up by its section's end (240)")
        collection.contentOffset.y = 300
        #expect(headerY(0) == nil && headerY(1) == 300)
        #expect(collection.supplementaryView(forElementKind: kind, at: [1, 0])?.layer.zPosition == 1024)
        #expect(
            headers.events == ["will 0 y=0", "will 1 y=240", "end 0", "will 2 y=480", "will 0 y=100", "end 0"],
            "scrolled away, pinned back into view, pushed out again: \(headers.events)")
    }
}
