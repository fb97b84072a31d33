import Foundation

/// The changes of one batch of collection view updates (the calls made inside
/// ``UICollectionView/performBatchUpdates(_:completion:)``, or one such call on its own), and where they move the
/// items. UIKit's rules: deletions name index paths before the batch, insertions after it, moves both; the items
/// that stay keep their order, filling the places the insertions and moves leave free.
struct CollectionUpdateBatch {
    var insertedItems: [IndexPath] = []
    var deletedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []

    /// Whether the batch changes nothing.
    var isEmpty: Bool {
        insertedItems.isEmpty && deletedItems.isEmpty && movedItems.isEmpty && insertedSections.isEmpty
            && deletedSections.isEmpty && movedSections.isEmpty
    }

    /// The update items handed to the layout, in UIKit's order: deletions (sections, then items), insertions
    /// (sections, then items), then moves.
    @MainActor
    func updateItems() -> [UICollectionViewUpdateItem] {
        var items: [UICollectionViewUpdateItem] = []
        for section in deletedSections {
            items.append(UICollectionViewUpdateItem(before: IndexPath(index: section), after: nil, action: .delete))
        }
        for path in deletedItems.sorted() {
            items.append(UICollectionViewUpdateItem(before: path, after: nil, action: .delete))
        }
        for section in insertedSections {
            items.append(UICollectionViewUpdateItem(before: nil, after: IndexPath(index: section), action: .insert))
        }
        for path in insertedItems.sorted() {
            items.append(UICollectionViewUpdateItem(before: nil, after: path, action: .insert))
        }
        for move in movedSections {
            items.append(
                UICollectionViewUpdateItem(
                    before: IndexPath(index: move.from), after: IndexPath(index: move.to), action: .move))
        }
        for move in movedItems {
            items.append(UICollectionViewUpdateItem(before: move.from, after: move.to, action: .move))
        }
        return items
    }

    /// Where each item before the batch is after it (items deleted, or in deleted sections, are absent), given
    /// the item counts of every section before and after; or a one-line description of the first inconsistency
    /// (where UIKit raises `NSInternalInconsistencyException`).
    func itemMap(before: [Int], after: [Int]) -> Result<[IndexPath: IndexPath], BatchError> {
        let sections: [Int: Int]
        switch Self.levelMap(
            count: before.count, newCount: after.count, deleted: Set(deletedSections),
            inserted: Set(insertedSections), moves: movedSections, what: "sections")
        {
        case .failure(let error): return .failure(error)
        case .success(let map): sections = map
        }
        for path in deletedItems + movedItems.map(\.from) where !Self.exists(path, in: before) {
            return .failure(BatchError(message: "no item \(Self.name(path)) before the update to delete or move"))
        }
        for path in insertedItems + movedItems.map(\.to) where !Self.exists(path, in: after) {
            return .failure(BatchError(message: "no item \(Self.name(path)) after the update to insert or move to"))
        }
        var map: [IndexPath: IndexPath] = [:]
        for (old, new) in sections.sorted(by: { $0.key < $1.key }) {
            let deleted = Set(deletedItems.filter { $0.section == old }.map(\.item))
            let inserted = Set(insertedItems.filter { $0.section == new }.map(\.item))
            // Moves out of this section or into it leave and take places like deletions and insertions.
            let movedOut = Set(movedItems.filter { $0.from.section == old }.map(\.from.item))
            let movedIn = Set(movedItems.filter { $0.to.section == new }.map(\.to.item))
            let staying = (0..<before[old]).filter { !deleted.contains($0) && !movedOut.contains($0) }
            let places = (0..<after[new]).filter { !inserted.contains($0) && !movedIn.contains($0) }
            guard staying.count == places.count else {
                return .failure(
                    BatchError(
                        message: "section \(old) had \(before[old]) items and has \(after[new]) after the update "
                            + "(section \(new)); \(inserted.count) inserted, \(deleted.count) deleted, "
                            + "\(movedIn.count) moved in and \(movedOut.count) moved out do not account for that"))
            }
            for (from, to) in zip(staying, places) { map[IndexPath(item: from, section: old)] = [new, to] }
        }
        for move in movedItems { map[move.from] = move.to }
        return .success(map)
    }

    /// Why a batch does not fit the data source's counts.
    struct BatchError: Error, Equatable {
        var message: String
    }

    /// One level (sections) of the map: the indices that stay pair in order with the places left free.
    private static func levelMap(
        count: Int, newCount: Int, deleted: Set<Int>, inserted: Set<Int>, moves: [(from: Int, to: Int)], what: String
    ) -> Result<[Int: Int], BatchError> {
        let movedOut = Set(moves.map(\.from)), movedIn = Set(moves.map(\.to))
        if let bad = deleted.union(movedOut).first(where: { !(0..<count).contains($0) }) {
            return .failure(BatchError(message: "no \(what.dropLast()) \(bad) before the update to delete or move"))
        }
        if let bad = inserted.union(movedIn).first(where: { !(0..<newCount).contains($0) }) {
            return .failure(BatchError(message: "no \(what.dropLast()) \(bad) after the update to insert or move to"))
        }
        let staying = (0..<count).filter { !deleted.contains($0) && !movedOut.contains($0) }
        let places = (0..<newCount).filter { !inserted.contains($0) && !movedIn.contains($0) }
        guard staying.count == places.count else {
            return .failure(
                BatchError(
                    message: "there were \(count) \(what) and there are \(newCount) after the update; "
                        + "\(inserted.count) inserted and \(deleted.count) deleted do not account for that"))
        }
        var map = Dictionary(uniqueKeysWithValues: zip(staying, places))
        for move in moves { map[move.from] = move.to }
        return .success(map)
    }

    private static func exists(_ path: IndexPath, in counts: [Int]) -> Bool {
        path.count == 2 && counts.indices.contains(path.section) && (0..<counts[path.section]).contains(path.item)
    }

    private static func name(_ path: IndexPath) -> String {
        path.count == 2 ? "\(path.item) in section \(path.section)" : "\(path)"
    }
}
