import Foundation
import Testing
@testable import UIKitCompat

/// UIKit Dynamics driving a collection view layout (`UIDynamicAnimator(collectionViewLayout:)`, layout attributes
/// as dynamic items), in the style of XLActionController's dynamic flow layout: items start below their place
/// and are snapped into it.
@Suite("UIKit Dynamics for collection view layouts")
@MainActor
struct DynamicCollectionLayoutTests {
    /// A flow layout whose attributes a dynamic animator owns once prepared.
    final class SnappingLayout: UICollectionViewFlowLayout {
        var animator: UIDynamicAnimator?
        var prepares = 0
        var invalidations = 0
        var targets: [IndexPath: CGPoint] = [:]

        override func prepare() {
            super.prepare()
            prepares += 1
            guard animator == nil else { return }
            let animator = UIDynamicAnimator(collectionViewLayout: self)
            self.animator = animator
            let placed = super.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 1e4, height: 1e4)) ?? []
            for original in placed {
                guard let attributes = original.copy() as? UICollectionViewLayoutAttributes else { continue }
                targets[attributes.indexPath] = attributes.center
                attributes.center.y += 300
                animator.addBehavior(UISnapBehavior(item: attributes, snapTo: original.center))
            }
        }

        override func invalidateLayout() {
            super.invalidateLayout()
            invalidations += 1
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            guard let animator else { return super.layoutAttributesForElements(in: rect) }
            return animator.items(in: rect).compactMap { $0 as? UICollectionViewLayoutAttributes }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            animator?.layoutAttributesForCell(at: indexPath) ?? super.layoutAttributesForItem(at: indexPath)
        }
    }

    final class Items: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    @Test("the animator moves the attributes, invalidates the layout every step, and the cells follow to rest")
    func snapIntoPlace() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 400))
        let layout = SnappingLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        let items = Items()
        let collection = UICollectionView(frame: stage.window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = items
        stage.window.addSubview(collection)
        collection.layoutIfNeeded()
        let first = IndexPath(item: 0, section: 0)
        #expect(layout.targets[first] == CGPoint(x: 50, y: 50))
        #expect(collection.cellForItem(at: first)?.frame == CGRect(x: 0, y: 300, width: 100, height: 100))
        let animator = try #require(layout.animator)
        #expect(animator.isRunning && animator.referenceView == nil)
        #expect(animator.layoutAttributesForCell(at: first)?.indexPath == first)
        #expect(animator.layoutAttributesForCell(at: IndexPath(item: 5, section: 0)) == nil)
        #expect(animator.layoutAttributesForSupplementaryView(ofKind: "header", at: first) == nil)
        let preparedBefore = layout.prepares
        let invalidatedBefore = layout.invalidations

        try stage.clock.advance(by: 0.1)
        let moving = try #require(collection.cellForItem(at: first)?.frame.minY)
        #expect(moving < 300 && moving > -50, "the cell follows the attributes: \(moving)")
        // 0.1 s is 6 display frames at 60 Hz: one invalidation per step; the next layout pass prepares again.
        #expect(layout.invalidations == invalidatedBefore + 6, "\(layout.invalidations - invalidatedBefore)")
        #expect(layout.prepares == preparedBefore + 1)

        try stage.clock.advance(by: 3)
        #expect(!animator.isRunning)
        for item in 0..<2 {
            let frame = try #require(collection.cellForItem(at: IndexPath(item: item, section: 0))?.frame)
            #expect(abs(frame.minX - CGFloat(item) * 100) < 0.5 && abs(frame.minY) < 0.5, "\(frame)")
        }
        #expect(stage.clock.diagnostics.isEmpty)
    }

    @Test("collision bounds of a layout's animator are the layout's content; an animator needs no reference")
    func referenceBounds() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 400))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        let items = Items()
        let collection = UICollectionView(frame: stage.window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = items
        stage.window.addSubview(collection)
        collection.layoutIfNeeded()
        #expect(layout.collectionViewContentSize == CGSize(width: 200, height: 100))
        // An item falling inside the layout's animator stops on the content's bottom edge (100), not the
        // collection view's (400).
        let animator = UIDynamicAnimator(collectionViewLayout: layout)
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let collision = UICollisionBehavior(items: [attributes])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: [attributes]))
        animator.addBehavior(collision)
        // Without a reference, gravity moves an item with no bounds to stop it.
        let free = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let unbounded = UIDynamicAnimator()
        unbounded.addBehavior(UIGravityBehavior(items: [free]))
        try stage.clock.advance(by: 1.5)
        #expect(abs(attributes.frame.maxY - 100) < 1, "\(attributes.frame)")
        #expect(free.center.y > 400, "\(free.center)")
        #expect(unbounded.referenceView == nil && unbounded.isRunning)
    }
}
