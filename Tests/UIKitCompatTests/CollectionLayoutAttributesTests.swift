import Foundation
import Testing
@testable import UIKitCompat

/// Layouts that adjust their superclass's attributes the way animated collection layouts do: a subclass of the
/// attributes (``UICollectionViewLayout/layoutAttributesClass``), `copy()`, 3D transforms, invalidation on scroll,
/// and the cell's `apply(_:)` reading the subclass's values.
@Suite("Collection layout attributes: subclasses, copies, 3D transforms, invalidation on scroll")
@MainActor
struct CollectionLayoutAttributesTests {
    final class DepthAttributes: UICollectionViewLayoutAttributes {
        var depth: CGFloat = 0
        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone) as! DepthAttributes
            copy.depth = depth
            return copy
        }
    }

    /// A flow layout that fades and pushes back items by their distance from the top of the visible area.
    final class DepthLayout: UICollectionViewFlowLayout {
        var prepared = 0
        override class var layoutAttributesClass: AnyClass { DepthAttributes.self }
        override func prepare() {
            super.prepare()
            prepared += 1
        }
        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            super.layoutAttributesForElements(in: rect)?.compactMap { $0.copy() as? DepthAttributes }.map {
                let offset = collectionView?.contentOffset.y ?? 0
                $0.depth = ($0.frame.minY - offset) / 100
                $0.alpha = max(0, 1 - $0.depth / 4)
                $0.transform3D = CATransform3DMakeTranslation(0, 0, -$0.depth)
                return $0
            }
        }
    }

    final class DepthCell: UICollectionViewCell {
        var applied: [CGFloat] = []
        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            if let depth = (layoutAttributes as? DepthAttributes)?.depth { applied.append(depth) }
        }
    }

    final class Items: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "depth", for: indexPath)
        }
    }

    @Test("copies keep the class and values; transform and transform3D are one value")
    func copies() {
        let a = DepthAttributes(forCellWith: IndexPath(item: 2, section: 0))
        a.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        a.alpha = 0.5
        a.zIndex = 3
        a.depth = 7
        a.transform = CGAffineTransform(scaleX: 2, y: 2)
        let copy = a.copy() as? DepthAttributes
        #expect(copy !== a && copy?.depth == 7 && copy?.frame == a.frame && copy?.alpha == 0.5 && copy?.zIndex == 3)
        #expect(copy?.indexPath == IndexPath(item: 2, section: 0))
        #expect(copy?.transform3D.m11 == 2 && copy?.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(a.representedElementCategory == .cell && a.representedElementKind == nil)
    }

    @Test("the layout makes its attributes class; cells get the 3D transform and their apply(_:) the values")
    func subclassFlowsToCells() throws {
        let stage = try Stage(size: CGSize(width: 100, height: 300))
        let layout = DepthLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        let collection = UICollectionView(frame: stage.window.bounds, collectionViewLayout: layout)
        collection.register(DepthCell.self, forCellWithReuseIdentifier: "depth")
        let items = Items()
        collection.dataSource = items
        stage.window.addSubview(collection)
        collection.layoutIfNeeded()
        let second = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? DepthCell)
        #expect(second.applied.last == 1 && second.alpha == 0.75 && second.layer.transform.m43 == -1)
        let preparedBefore = layout.prepared
        collection.contentOffset = CGPoint(x: 0, y: 50)
        collection.layoutIfNeeded()
        #expect(layout.prepared == preparedBefore + 1, "a scroll asks the layout and it prepares again")
        #expect(second.applied.last == 0.5 && second.alpha == 0.875)
    }
}
