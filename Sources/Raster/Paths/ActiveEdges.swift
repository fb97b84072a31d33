/// One path's edges that cross a pixel row, clipped to it and sorted, kept from one row to the next (an active
/// edge list): a thread that asks ``PathCoverage`` for consecutive rows of a path (the compositor, a shadow, a
/// test) clips each edge once per row boundary and re-sorts a list that is almost in order, instead of clipping
/// every edge of the row's list at both ends and sorting it from the order of the edges.
///
/// The pieces are sorted by their left end and then by the edge's index: the order a stable sort by left end gives
/// the row's list of edges, which is in the order of the edges (``RowBuckets``). A piece carried to the next row
/// starts where it ended (the same value the row's own clipping computes: both are `xa + (y − ya) · dx/dy` at the
/// row boundary `y`), so the pieces, their order, and the coverage built from them are the ones a fresh row gives,
/// bit for bit.
final class ActiveEdges {
    /// The outline these edges belong to, kept alive so that no other outline takes its identity while this list
    /// is looked up by it.
    let owner: AnyObject
    /// The row the pieces are clipped to (`Int.min` before the first).
    var row = Int.min
    /// The pieces of ``row``, sorted.
    private(set) var pieces: UnsafeMutablePointer<EdgePiece>
    /// How many pieces there are.
    var count = 0
    private var capacity: Int

    init(owner: AnyObject) {
        self.owner = owner
        capacity = 16
        pieces = .allocate(capacity: capacity)
    }

    deinit { pieces.deallocate() }

    /// Makes room for `n` pieces, keeping the first ``count``.
    @inline(__always)
    func reserve(_ n: Int) {
        guard n > capacity else { return }
        let grown = max(n, 2 * capacity)
        let new = UnsafeMutablePointer<EdgePiece>.allocate(capacity: grown)
        new.moveInitialize(from: pieces, count: count)
        pieces.deallocate()
        pieces = new
        capacity = grown
    }

    /// Sorts the pieces by left end, then by edge index: by insertion, which costs little on a list carried from
    /// the row above (it moves only where edges pass each other); a list that turns out far from sorted (many
    /// edges starting in the row) is sorted by comparisons instead. Either gives the same order: no two pieces
    /// have the same edge.
    @inline(__always)
    func sort() {
        let p = pieces, n = count
        var budget = 8 * n + 32
        var i = 1
        while i < n {
            // Only the keys are compared until a piece is out of place.
            if p[i].lo < p[i - 1].lo || (p[i].lo == p[i - 1].lo && p[i].edge < p[i - 1].edge) {
                let item = p[i]
                var j = i - 1
                repeat {
                    p[j + 1] = p[j]
                    j -= 1
                    budget -= 1
                } while j >= 0 && ActiveEdges.before(item, p[j])
                p[j + 1] = item
                if budget < 0 {
                    sortByComparisons()
                    return
                }
            }
            i += 1
        }
    }

    @inline(__always)
    private static func before(_ a: EdgePiece, _ b: EdgePiece) -> Bool {
        a.lo < b.lo || (a.lo == b.lo && a.edge < b.edge)
    }

    @inline(never)
    private func sortByComparisons() {
        var all = UnsafeMutableBufferPointer(start: pieces, count: count)
        all.sort(by: ActiveEdges.before)
    }
}

/// A thread's ``ActiveEdges``, one per path it paints, found by the path's outline: an open-addressed table of a
/// fixed size, where a path that finds no free slot near its own takes the slot of another (which then starts
/// again from its row's list the next time it is asked for: the same pieces, a little more work).
final class ActiveEdgeTable {
    private static let size = 128
    private static let probes = 8
    /// The lists, each held once (retained when stored, released when replaced or with the table).
    private let slots: UnsafeMutablePointer<Unmanaged<ActiveEdges>?>

    init() {
        slots = .allocate(capacity: ActiveEdgeTable.size)
        slots.initialize(repeating: nil, count: ActiveEdgeTable.size)
    }

    deinit {
        for i in 0..<ActiveEdgeTable.size { slots[i]?.release() }
        slots.deallocate()
    }

    /// The list of `owner`'s edges (a new, empty one the first time).
    @inline(__always)
    func edges(of owner: AnyObject) -> ActiveEdges {
        let address = UInt(bitPattern: Unmanaged.passUnretained(owner).toOpaque())
        let home = Int(truncatingIfNeeded: ((address >> 4) &* 0x9E37_79B9_7F4A_7C15) >> 57)
        // Slots are never emptied, so the first empty one ends the search.
        var slot = home
        for k in 0..<ActiveEdgeTable.probes {
            let i = (home + k) & (ActiveEdgeTable.size - 1)
            guard let list = slots[i] else {
                slot = i
                break
            }
            if list._withUnsafeGuaranteedRef({ $0.owner === owner }) { return list.takeUnretainedValue() }
        }
        return replace(slot, owner: owner)
    }

    @inline(never)
    private func replace(_ slot: Int, owner: AnyObject) -> ActiveEdges {
        let list = ActiveEdges(owner: owner)
        slots[slot]?.release()
        slots[slot] = Unmanaged.passRetained(list)
        return list
    }
}
