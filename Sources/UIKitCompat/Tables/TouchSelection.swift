import Foundation

/// What a table view (rows) or a collection view (items) lets ``TouchSelection`` do: find the row under a
/// point, show a row's state on its cell, and ask and tell its delegate.
@MainActor
protocol TouchSelectionOwner: UIScrollView {
    /// The selection and the touch being tracked (``UIScrollView``'s touch methods drive it).
    var touchSelection: TouchSelection { get }
    var allowsSelection: Bool { get }
    var allowsMultipleSelection: Bool { get }
    /// The row at a point in the owner's own (content) coordinates.
    func selectionIndexPath(at point: CGPoint) -> IndexPath?
    /// Shows a row's selected or highlighted state on its cell, when the cell is visible (nil: unchanged).
    func showSelection(of indexPath: IndexPath, selected: Bool?, highlighted: Bool?, animated: Bool)
    func delegateShouldHighlight(_ indexPath: IndexPath) -> Bool
    func delegateDidChangeHighlight(_ indexPath: IndexPath, highlighted: Bool)
    /// The row to select instead of `indexPath` (UIKit's `willSelect…`), nil to select nothing.
    func delegateWillSelect(_ indexPath: IndexPath) -> IndexPath?
    func delegateDidSelect(_ indexPath: IndexPath)
    /// The row to deselect instead of `indexPath`, nil to keep it selected.
    func delegateWillDeselect(_ indexPath: IndexPath) -> IndexPath?
    func delegateDidDeselect(_ indexPath: IndexPath)
}

/// The selected rows of a table view (items of a collection view) and a tap selecting one, in UIKit's order:
/// ``UIKitChoices/rowHighlightDelay`` after touch down (or at the lift, if sooner) `shouldHighlight…` then
/// `didHighlight…` (the cell highlights); on lift `didUnhighlight…`, then,
/// if the finger is still on that row, `willSelect…` (`shouldSelect…`), `willDeselect…`/`didDeselect…` for the
/// previously selected row of a single-selection view, the cell selected, and `didSelect…`. With multiple
/// selection a tap on a selected row deselects it. A drag that scrolls cancels the touch (the scroll view's pan
/// recognizer cancels touches in views): the row unhighlights and nothing is selected. Programmatic selection
/// (`selectRow`, `deselectRow`, …) tells the delegate nothing, as in UIKit.
@MainActor
final class TouchSelection {
    /// Selected rows in the order they were selected.
    private(set) var selected: [IndexPath] = []
    /// The row under a touch, until the touch ends, and whether it is highlighted yet.
    private var tracked: IndexPath?
    private var highlighted = false
    /// Incremented by every touch, so a delayed highlight of an earlier touch does nothing.
    private var generation = 0

    /// The selected rows in index order, nil when none (UIKit's `indexPathsForSelectedRows`).
    var sortedSelection: [IndexPath]? { selected.isEmpty ? nil : selected.sorted() }

    func isSelected(_ indexPath: IndexPath) -> Bool { selected.contains(indexPath) }

    /// Moves the selection to the index paths `map` gives after an update (nil: the item is gone, and with it
    /// its selection and any touch tracking it).
    func remap(_ map: (IndexPath) -> IndexPath?) {
        selected = selected.compactMap(map)
        if let tracked, map(tracked) == nil { self.tracked = nil }
        tracked = tracked.flatMap(map)
    }

    // MARK: Programmatic

    /// Selects `indexPath` (nil: deselects every row) without telling the delegate.
    func select(_ indexPath: IndexPath?, animated: Bool, in owner: TouchSelectionOwner) {
        guard let indexPath else { return deselectAll(animated: animated, in: owner) }
        if !owner.allowsMultipleSelection {
            for old in selected where old != indexPath { deselect(old, animated: animated, in: owner) }
        }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        owner.showSelection(of: indexPath, selected: true, highlighted: nil, animated: animated)
    }

    /// Deselects `indexPath` without telling the delegate.
    func deselect(_ indexPath: IndexPath, animated: Bool, in owner: TouchSelectionOwner) {
        selected.removeAll { $0 == indexPath }
        owner.showSelection(of: indexPath, selected: false, highlighted: nil, animated: animated)
    }

    func deselectAll(animated: Bool, in owner: TouchSelectionOwner) {
        for old in selected { deselect(old, animated: animated, in: owner) }
    }

    /// After `reloadData()`: UIKit forgets the selection.
    func reset() {
        selected = []
        tracked = nil
        highlighted = false
        generation += 1
    }

    // MARK: Touches

    func touchBegan(_ touches: Set<UITouch>, in owner: TouchSelectionOwner) {
        tracked = nil
        highlighted = false
        generation += 1
        guard touches.count == 1, let touch = touches.first, owner.allowsSelection || owner.allowsMultipleSelection,
            !owner.isDecelerating,
            let indexPath = owner.selectionIndexPath(at: touch.location(in: owner))
        else { return }
        tracked = indexPath
        let expected = generation
        guard owner.delaysContentTouches else { return highlightTracked(in: owner) }
        let clock = VirtualClock.current
        clock.asyncAfter(deadline: clock.now + UIKitChoices.current.rowHighlightDelay) { [weak self, weak owner] in
            guard let self, let owner, self.generation == expected else { return }
            self.highlightTracked(in: owner)
        }
    }

    /// Highlights the tracked row if the delegate lets it; a row that may not highlight is not selected either.
    private func highlightTracked(in owner: TouchSelectionOwner) {
        guard let indexPath = tracked, !highlighted else { return }
        guard owner.delegateShouldHighlight(indexPath) else {
            tracked = nil
            return
        }
        highlighted = true
        owner.showSelection(of: indexPath, selected: nil, highlighted: true, animated: false)
        owner.delegateDidChangeHighlight(indexPath, highlighted: true)
    }

    func touchEnded(_ touches: Set<UITouch>, in owner: TouchSelectionOwner) {
        generation += 1
        highlightTracked(in: owner)  // a quick tap highlights at the lift
        guard let indexPath = tracked else { return }
        tracked = nil
        highlighted = false
        owner.showSelection(of: indexPath, selected: nil, highlighted: false, animated: false)
        owner.delegateDidChangeHighlight(indexPath, highlighted: false)
        guard let touch = touches.first, owner.selectionIndexPath(at: touch.location(in: owner)) == indexPath else {
            return  // lifted off the row
        }
        if owner.allowsMultipleSelection && selected.contains(indexPath) {
            if let target = owner.delegateWillDeselect(indexPath) {
                deselect(target, animated: false, in: owner)
                owner.delegateDidDeselect(target)
            }
            return
        }
        guard let target = owner.delegateWillSelect(indexPath) else { return }
        if !owner.allowsMultipleSelection {
            for old in selected where old != target {
                guard let other = owner.delegateWillDeselect(old) else { continue }
                deselect(other, animated: false, in: owner)
                owner.delegateDidDeselect(other)
            }
        }
        if !selected.contains(target) { selected.append(target) }
        owner.showSelection(of: target, selected: true, highlighted: nil, animated: false)
        owner.delegateDidSelect(target)
    }

    func touchCancelled(in owner: TouchSelectionOwner) {
        generation += 1
        guard let indexPath = tracked, highlighted else {
            tracked = nil
            return
        }
        tracked = nil
        highlighted = false
        owner.showSelection(of: indexPath, selected: nil, highlighted: false, animated: false)
        owner.delegateDidChangeHighlight(indexPath, highlighted: false)
    }
}
