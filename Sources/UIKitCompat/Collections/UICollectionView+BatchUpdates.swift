import Foundation

extension UICollectionView {
    /// Collects the changes `updates` makes into one batch (joining an enclosing batch when there is one) and
    /// applies them.
    func runBatch(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        if batchInProgress != nil {
            // Nested: the outermost batch applies everything; its completion is this one's too.
            updates?()
            pendingBatchCompletions += completion.map { [$0] } ?? []
            return
        }
        // The cells on screen are placed as the layout has them before anything changes.
        layoutIfNeeded()
        reloadCountsIfNeeded()
        let countsBefore = itemCounts
        batchInProgress = CollectionUpdateBatch()
        updates?()
        let batch = batchInProgress ?? CollectionUpdateBatch()
        batchInProgress = nil
        let completions = (completion.map { [$0] } ?? []) + pendingBatchCompletions
        pendingBatchCompletions = []
        apply(batch, countsBefore: countsBefore) { finished in for completion in completions { completion(finished) } }
    }

    /// Applies `batch`: reads the counts again, moves the cells to their new index paths, lays the items out again
    /// and animates every cell from where it was (``UIKitChoices/collectionBatchUpdateAnimation``).
    private func apply(_ batch: CollectionUpdateBatch, countsBefore: [Int], completion: @escaping (Bool) -> Void) {
        needsReload = true
        reloadCountsIfNeeded()
        let map: [IndexPath: IndexPath]
        switch batch.itemMap(before: countsBefore, after: itemCounts) {
        case .success(let result): map = result
        case .failure(let error):
            VirtualClock.current.report(
                "UICollectionView.performBatchUpdates: invalid update: \(error.message) "
                    + "(UIKit raises NSInternalInconsistencyException); reloading the data instead")
            reloadData()
            completion(false)
            return
        }
        let layout = collectionViewLayout
        let itemDelegate = delegate as? UICollectionViewDelegate
        // Cells of items that stay keep their cell under the new index path; the others leave.
        var placements: [IndexPath: CellPlacement] = [:]
        var kept: [IndexPath: UICollectionViewCell] = [:]
        var leaving: [(IndexPath, UICollectionViewCell)] = []
        for (path, cell) in visible {
            if let new = map[path] {
                kept[new] = cell
                placements[new] = CellPlacement(of: cell)
            } else {
                leaving.append((path, cell))
            }
        }
        layout.attributesBeforeUpdate = [:]
        for (path, _) in leaving { layout.attributesBeforeUpdate[path] = layout.layoutAttributesForItem(at: path) }
        visible = kept
        touchSelection.remap { map[$0] }
        // The layout learns of the new counts, prepares again and is told of the updates.
        let context = layout.makeInvalidationContext()
        context.invalidatesEverything = true
        context.invalidatesDataSourceCounts = true
        layout.invalidateLayout(with: context)
        prepareLayoutIfNeeded()
        let items = batch.updateItems()
        layout.updatesInProgress = items
        layout.prepare(forCollectionViewUpdates: items)
        setNeedsLayout()
        layoutIfNeeded()
        // Every cell now has its new attributes; set the starting state, then animate to them.
        var finals: [IndexPath: CellPlacement] = [:]
        for (path, cell) in visible {
            finals[path] = CellPlacement(of: cell)
            if let start = placements[path] {
                start.apply(to: cell)
            } else if let start = layout.initialLayoutAttributesForAppearingItem(at: path) {
                cell.applyLayoutAttributes(start)
            }
        }
        var disappearing: [(UICollectionViewCell, UICollectionViewLayoutAttributes)] = []
        for (path, cell) in leaving {
            if let end = layout.finalLayoutAttributesForDisappearingItem(at: path) { disappearing.append((cell, end)) }
        }
        layout.updatesInProgress = []
        UIView.animate(
            withDuration: UIKitChoices.current.collectionBatchUpdateDuration,
            animations: { [visible] in
                for (path, cell) in visible { finals[path]?.apply(to: cell) }
                for (cell, end) in disappearing { cell.applyLayoutAttributes(end) }
                layout.finalizeCollectionViewUpdates()
            },
            completion: { [weak self] finished in
                for (path, cell) in leaving {
                    // A cell that left may have been handed out again meanwhile; only idle ones go back.
                    if let self, !self.visible.values.contains(where: { $0 === cell }) {
                        self.enqueue(cell)
                        itemDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
                    }
                }
                layout.attributesBeforeUpdate = [:]
                completion(finished)
            })
    }
}
