import Foundation

/// Cuts polylines into the parts a stroke draws: the dashes of a pattern (restarting at each subpath, as Core
/// Graphics does) and only between a start and an end fraction of the whole length (Core Animation's
/// `strokeStart` and `strokeEnd`, measured over all subpaths in order). Dashes stay where the pattern puts them
/// on the untrimmed path, so animating the end reveals them in place.
package enum PathDasher {
    /// The most dashes one stroke may be cut into. A pattern that would make more (tiny dashes along a long path)
    /// is ignored and the stroke drawn solid, which bounds the work a hostile scene can ask for.
    package static let maxDashes = 200_000

    /// The drawn parts of `lines`. `pattern` holds alternating on and off lengths (ignored when empty, when a
    /// length is negative or not finite, or when they sum to zero); `phase` is how far into the pattern the first
    /// subpath starts. `start` and `end` are fractions of the total length (clamped to 0…1).
    package static func pieces(
        _ lines: [Polyline], pattern: [Double], phase: Double, start: Double = 0,
        end: Double = 1
    ) -> [Polyline] {
        let s0 = start.isFinite ? min(1, max(0, start)) : 0, s1 = end.isFinite ? min(1, max(0, end)) : 1
        guard s1 > s0 else { return [] }
        let lengths = lines.map(\.length)
        let total = lengths.reduce(0, +)
        var dashes: [Double] = pattern
        let sum = pattern.reduce(0, +)
        if pattern.isEmpty || pattern.contains(where: { !$0.isFinite || $0 < 0 }) || !(sum > 0) || !phase.isFinite
            || total / sum * Double(pattern.count) > Double(maxDashes)
        {
            dashes = []
        }
        if dashes.isEmpty && s0 == 0 && s1 == 1 { return lines }
        // An odd pattern repeats twice per cycle with on and off swapped.
        if dashes.count % 2 == 1 { dashes += dashes }
        let from = s0 * total, to = s1 * total
        var result: [Polyline] = []
        var base = 0.0
        for (index, line) in lines.enumerated() {
            let length = lengths[index]
            defer { base += length }
            let lo = max(0, from - base), hi = min(length, to - base)
            if line.points.count == 1 {
                if line.isZeroLength && from <= base && base <= to { result.append(line) }
                continue
            }
            guard hi >= lo, line.points.count > 1 else { continue }
            var intervals: [(Double, Double)] = []
            if dashes.isEmpty {
                intervals = [(lo, hi)]
            } else {
                var i = 0
                var offset = phase.truncatingRemainder(dividingBy: sum * 2)
                if offset < 0 { offset += sum * 2 }
                while offset >= dashes[i] { offset -= dashes[i]; i = (i + 1) % dashes.count }
                var s = -offset
                while s <= length {
                    let e = s + dashes[i]
                    if i % 2 == 0 {
                        let a = max(s, lo), b = min(e, hi)
                        if b >= a && (b > a || dashes[i] == 0) { intervals.append((a, b)) }
                    }
                    s = e; i = (i + 1) % dashes.count
                    if s > hi { break }
                }
            }
            let whole = intervals.count == 1 && intervals[0].0 <= 0 && intervals[0].1 >= length
            if line.isClosed && whole { result.append(line); continue }
            var parts = extract(line, intervals, length: length)
            // On a closed path, a dash running through the start is one piece.
            if line.isClosed, parts.count > 1, let first = intervals.first, let last = intervals.last,
                first.0 <= 0, last.1 >= length
            {
                var joined = parts.removeLast()
                if !joined.smooth.isEmpty { joined.smooth[joined.smooth.count - 1] = line.isSmooth(0) }
                joined.points.append(contentsOf: parts[0].points.dropFirst())
                if !joined.smooth.isEmpty { joined.smooth.append(contentsOf: parts[0].smooth.dropFirst()) }
                parts[0] = joined
            }
            result.append(contentsOf: parts)
        }
        return result
    }

    /// The sub-polylines of `line` between the arc-length positions of each interval (sorted, disjoint).
    private static func extract(_ line: Polyline, _ intervals: [(Double, Double)], length: Double) -> [Polyline] {
        let pts = line.points
        let n = pts.count
        let segments = line.isClosed ? n : n - 1
        var result: [Polyline] = []
        var k = 0  // current segment
        var segStart = 0.0  // arc length at the start of segment k
        func segLength(_ k: Int) -> Double { distance(pts[k], pts[(k + 1) % n]) }
        func point(_ k: Int, _ s: Double) -> Point {
            let a = pts[k], b = pts[(k + 1) % n], l = segLength(k)
            let t = l > 0 ? min(1, max(0, (s - segStart) / l)) : 0
            return Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        /// The curve's direction at arc length `s` inside segment k when the segment lies in a curve (a smooth
        /// point at either end): the tangents at its ends (at a smooth point, the direction from the point before
        /// to the point after) blended linearly; nil for a straight segment.
        func direction(_ k: Int, _ s: Double) -> Point? {
            let i0 = k, i1 = (k + 1) % n
            let smooth0 = line.isSmooth(i0), smooth1 = line.isSmooth(i1)
            guard smooth0 || smooth1 else { return nil }
            func unit(_ a: Point, _ b: Point) -> Point? {
                let l = distance(a, b)
                return l > 0 ? Point(x: (b.x - a.x) / l, y: (b.y - a.y) / l) : nil
            }
            guard let chord = unit(pts[i0], pts[i1]) else { return nil }
            let t0 = smooth0 ? unit(pts[(i0 - 1 + n) % n], pts[i1]) ?? chord : chord
            let t1 = smooth1 ? unit(pts[i0], pts[(i1 + 1) % n]) ?? chord : chord
            let f = min(1, max(0, (s - segStart) / segLength(k)))
            return unit(Point(x: 0, y: 0), Point(x: (1 - f) * t0.x + f * t1.x, y: (1 - f) * t0.y + f * t1.y))
        }
        for (a, b) in intervals {
            while k < segments - 1 && segStart + segLength(k) < a { segStart += segLength(k); k += 1 }
            let startDirection = direction(k, a)
            var piece = [point(k, a)]
            var smooth = [false]
            while k < segments - 1 && segStart + segLength(k) < b {
                segStart += segLength(k); k += 1
                if piece.last != pts[k] { piece.append(pts[k]); smooth.append(line.isSmooth(k)) }
            }
            let endPoint = point(k, b)
            let endDirection = direction(k, b)
            if piece.last != endPoint {
                piece.append(endPoint); smooth.append(false)
            } else {
                smooth[smooth.count - 1] = false
            }
            result.append(
                Polyline(
                    points: piece, isClosed: false, isZeroLength: piece.count == 1,
                    smooth: line.smooth.isEmpty ? [] : smooth, startDirection: startDirection,
                    endDirection: endDirection))
        }
        return result
    }
}
