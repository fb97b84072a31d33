import Foundation
import Geometry

/// The curve segments of a keyframe animation's `path`, for moving a point along it: each line or curve is
/// one keyframe segment (moves start a new segment without one; a close is a line back to the start).
struct KeyframeMotionPath {
    struct Segment {
        var start: CGPoint
        var element: VectorPath.Element
        var end: CGPoint {
            switch element {
            case .lineTo(let p), .quadCurveTo(let p, _), .curveTo(let p, _, _), .moveTo(let p): return p
            case .closeSubpath: return start
            }
        }

        /// The point and the tangent direction at parameter `u` (0…1).
        func point(at u: Double) -> (CGPoint, CGVector) {
            let v = 1 - u
            switch element {
            case .quadCurveTo(let p, let c):
                let x = v * v * start.x + 2 * v * u * c.x + u * u * p.x
                let y = v * v * start.y + 2 * v * u * c.y + u * u * p.y
                let dx = 2 * v * (c.x - start.x) + 2 * u * (p.x - c.x)
                let dy = 2 * v * (c.y - start.y) + 2 * u * (p.y - c.y)
                return (CGPoint(x: x, y: y), CGVector(dx: dx, dy: dy))
            case .curveTo(let p, let c1, let c2):
                let x = v * v * v * start.x + 3 * v * v * u * c1.x + 3 * v * u * u * c2.x + u * u * u * p.x
                let y = v * v * v * start.y + 3 * v * v * u * c1.y + 3 * v * u * u * c2.y + u * u * u * p.y
                let dx = 3 * v * v * (c1.x - start.x) + 6 * v * u * (c2.x - c1.x) + 3 * u * u * (p.x - c2.x)
                let dy = 3 * v * v * (c1.y - start.y) + 6 * v * u * (c2.y - c1.y) + 3 * u * u * (p.y - c2.y)
                return (CGPoint(x: x, y: y), CGVector(dx: dx, dy: dy))
            default:
                let e = end
                return (
                    CGPoint(x: start.x + (e.x - start.x) * u, y: start.y + (e.y - start.y) * u),
                    CGVector(dx: e.x - start.x, dy: e.y - start.y)
                )
            }
        }

        /// Cumulative lengths at 32 equal parameter steps (index 0 is 0).
        func lengths() -> [Double] {
            var result = [0.0]
            var previous = point(at: 0).0
            for i in 1...32 {
                let p = point(at: Double(i) / 32).0
                result.append(result[result.count - 1] + hypot(p.x - previous.x, p.y - previous.y))
                previous = p
            }
            return result
        }
    }

    let segments: [Segment]
    /// Cumulative lengths per segment.
    let lengthTables: [[Double]]
    let totalLength: Double

    init(_ path: VectorPath) {
        var segments: [Segment] = []
        var current = CGPoint.zero, start = CGPoint.zero
        for element in path.elements {
            switch element {
            case .moveTo(let p): current = p; start = p
            case .closeSubpath:
                segments.append(Segment(start: current, element: .lineTo(start)))
                current = start
            default:
                let segment = Segment(start: current, element: element)
                segments.append(segment)
                current = segment.end
            }
        }
        if segments.isEmpty { segments = [Segment(start: current, element: .lineTo(current))] }
        self.segments = segments
        lengthTables = segments.map { $0.lengths() }
        totalLength = lengthTables.reduce(0) { $0 + $1[$1.count - 1] }
    }

    /// The point and tangent at fraction `f` of the animation: by key times (one per segment boundary;
    /// evenly spaced when nil) or, when `paced`, at `f` of the total length.
    func sample(at f: Double, keyTimes: [Double]?, paced: Bool) -> (CGPoint, CGVector) {
        let f = min(1, max(0, f))
        if paced && totalLength > 0 {
            var remaining = f * totalLength
            for (i, table) in lengthTables.enumerated() {
                let length = table[table.count - 1]
                if remaining <= length || i == segments.count - 1 {
                    return segments[i].point(at: parameter(forLength: min(remaining, length), in: table))
                }
                remaining -= length
            }
        }
        let n = segments.count
        let times = keyTimes.flatMap { $0.count == n + 1 ? $0 : nil } ?? (0...n).map { Double($0) / Double(n) }
        for i in 0..<n where f <= times[i + 1] || i == n - 1 {
            let span = times[i + 1] - times[i]
            let u = span > 0 ? min(1, max(0, (f - times[i]) / span)) : 1
            return segments[i].point(at: u)
        }
        return segments[n - 1].point(at: 1)
    }

    private func parameter(forLength s: Double, in table: [Double]) -> Double {
        for k in 1..<table.count where s <= table[k] {
            let span = table[k] - table[k - 1]
            let within = span > 0 ? (s - table[k - 1]) / span : 0
            return (Double(k - 1) + within) / Double(table.count - 1)
        }
        return 1
    }
}
