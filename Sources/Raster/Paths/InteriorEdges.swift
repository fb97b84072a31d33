/// Finds the edges of a crossing strip (``PathCoverage``) that lie inside the filled region at every height of the
/// strip, under the non-zero rule: the winding is non-zero on both sides of them all along. Such an edge never
/// changes the filled indicator, and a crossing of two of them changes the winding only between them, so it
/// changes no other edge's indicator either: the strip need not be cut there.
///
/// This is what makes the folded inner side of a wide stroke cheap. Where a stroke bends tighter than its half
/// width, its inner side runs back and forth through the corner points, and those spokes cross each other many
/// times near the centre of curvature, which lies inside the stroke. Cutting the strip at every crossing costs
/// the crossings times the strip's edges; cutting only where an edge that may bound the filled region crosses
/// another keeps the cuts that matter (usually none or a few) and gives the same area.
///
/// How an edge is proved interior: the strip's edges are in the order of their middles, so the winding left of
/// each at the strip's middle height is the running sum of the directions before it. Going up (or down) from the
/// middle, that winding changes only where the edge crosses another: by the other's direction when the other
/// moves to its left, minus it when the other moves to its right. Every value it takes, in the order of the
/// crossings, must be non-zero on both sides of the edge. Crossings at the same height are taken in any order,
/// which only adds values to check (the final value is the same). A crossing too close to the middle to tell on
/// which side it lies, or whose side disagrees with the order of the middles, makes both edges possible
/// boundaries. The work is the crossings found by the pairwise test (which the cuts need anyway) and a sort of
/// each edge's few crossings.
enum InteriorEdges {
    /// Marks in `interior` (one flag per edge of `strip`, which is sorted by its middles) the edges inside the
    /// non-zero region at every height; `winding` is the winding left of the strip. `first`, `second` and `t`
    /// hold the `count` crossing pairs (positions in `strip`, `first < second`) and where they cross (as a
    /// fraction of the strip's height). Returns whether any edge is interior.
    static func mark(
        _ strip: UnsafeMutableBufferPointer<StripEdge>, winding: Int32, first: UnsafePointer<Int32>,
        second: UnsafePointer<Int32>, t: UnsafePointer<Double>, count: Int, interior: UnsafeMutablePointer<Bool>
    ) -> Bool {
        let m = strip.count
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: m + 1 + 2 * count) { memory -> Bool in
            let base = memory.baseAddress!
            // Each edge's crossings (indices of pairs), listed by a counting sort.
            let start = base, list = base + m + 1
            start.initialize(repeating: 0, count: m + 1)
            for k in 0..<count {
                start[Int(first[k]) + 1] += 1
                start[Int(second[k]) + 1] += 1
            }
            for i in 0..<m { start[i + 1] += start[i] }
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: m) { fill in
                for i in 0..<m { fill[i] = start[i] }
                for k in 0..<count {
                    let a = Int(first[k]), b = Int(second[k])
                    list[Int(fill[a])] = Int32(k); fill[a] += 1
                    list[Int(fill[b])] = Int32(k); fill[b] += 1
                }
            }
            var any = false
            var left = winding
            for i in 0..<m {
                let dir = strip[i].direction
                defer { left += dir }
                interior[i] = false
                guard dir != 0, left != 0, left + dir != 0 else { continue }
                let own = UnsafeMutableBufferPointer(start: list + Int(start[i]), count: Int(start[i + 1] - start[i]))
                // Sorted by distance from the middle; a crossing at the middle (or on the wrong side of it) gives up.
                var consistent = true
                for k in own {
                    let c = t[Int(k)], a = Int(first[Int(k)]), b = Int(second[Int(k)])
                    let above = strip[a].top > strip[b].top
                    if abs(c - 0.5) < 1e-6 || above != (c < 0.5) { consistent = false; break }
                }
                guard consistent else { continue }
                sortByDistanceFromMiddle(own, t: t)
                // Up from the middle, then down.
                var ok = true
                for pass in 0..<2 where ok {
                    let upwards = pass == 0
                    var w = left
                    for k in own where (t[Int(k)] < 0.5) == upwards {
                        let other = Int(first[Int(k)]) == i ? Int(second[Int(k)]) : Int(first[Int(k)])
                        // An edge right of this one at the middle is left of it past the crossing, and the reverse.
                        w += other > i ? strip[other].direction : -strip[other].direction
                        if w == 0 || w + dir == 0 { ok = false; break }
                    }
                }
                interior[i] = ok
                if ok { any = true }
            }
            return any
        }
    }

    /// Insertion sort of crossing indices by |t − ½| (an edge has few crossings).
    private static func sortByDistanceFromMiddle(_ a: UnsafeMutableBufferPointer<Int32>, t: UnsafePointer<Double>) {
        guard a.count > 1 else { return }
        for i in 1..<a.count {
            let item = a[i], key = abs(t[Int(item)] - 0.5)
            var j = i - 1
            while j >= 0 && abs(t[Int(a[j])] - 0.5) > key { a[j + 1] = a[j]; j -= 1 }
            a[j + 1] = item
        }
    }
}
