import Foundation

/// UIKit's `UICollectionViewUpdateItem`: one change of a batch of updates, as the collection view hands it to
/// ``UICollectionViewLayout/prepare(forCollectionViewUpdates:)``. A section's change has one-index index paths
/// (the section alone); an item's has two.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// UIKit's `UICollectionViewUpdateItem.Action`, with UIKit's raw values.
    public enum Action: Int, Sendable {
        /// The item or section is inserted.
        case insert = 0
        /// The item or section is deleted.
        case delete = 1
        /// The item or section is reloaded.
        case reload = 2
        /// The item or section moves.
        case move = 3
        /// Nothing changes.
        case none = 4
    }

    /// Where the item or section was before the update (nil for an insertion).
    open var indexPathBeforeUpdate: IndexPath? { before }
    /// Where the item or section is after the update (nil for a deletion).
    open var indexPathAfterUpdate: IndexPath? { after }
    /// What happens to it.
    open var updateAction: Action { action }

    // Constants of Sendable values: `description`, which NSObject declares nonisolated, reads them too.
    private let before: IndexPath?, after: IndexPath?, action: Action

    init(before: IndexPath?, after: IndexPath?, action: Action) {
        self.before = before
        self.after = after
        self.action = action
        super.init()
    }

    /// The change, as `UICollectionViewUpdateItem` describes itself (action and index paths).
    open override var description: String {
        func text(_ path: IndexPath?) -> String { path.map { "\(Array($0))" } ?? "nil" }
        return "<UICollectionViewUpdateItem> \(action) \(text(before)) -> " + text(after)
    }
}
