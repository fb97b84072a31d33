/// An integer pixel rectangle `x0..<x1 × y0..<y1`.
struct PixelBox: Equatable, Sendable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    static let empty = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    func intersection(_ o: PixelBox) -> PixelBox {
        let r = PixelBox(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
        return r.isEmpty ? .empty : r
    }

    func union(_ o: PixelBox) -> PixelBox {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return PixelBox(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }

    func intersects(_ o: PixelBox) -> Bool { !intersection(o).isEmpty }

    /// The pixels touched by points, clamped to ±2²⁴ so that absurd geometry stays representable.
    init(covering points: [Point]) {
        guard !points.isEmpty else { self = .empty; return }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for p in points {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { self = .empty; return }
        let limit = 16_777_216.0
        func clamp(_ v: Double) -> Int { Int(min(limit, max(-limit, v))) }
        self.init(
            x0: clamp(minX.rounded(.down)), y0: clamp(minY.rounded(.down)),
            x1: clamp(maxX.rounded(.up)), y1: clamp(maxY.rounded(.up)))
        if isEmpty { self = .empty }
    }

    init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }
}

/// One shape painted with one paint, optionally clipped: the unit the compositor resolves per row.
struct DrawItem: Sendable {
    var coverage: Coverage
    var paint: Paint
    /// Index into the frame's clips, or −1.
    var clip: Int
    /// The pixels the item may touch (already limited by its clip and the canvas).
    var box: PixelBox
}

/// A clip shape; the effective clip is the product of the chain up through `parent`.
struct Clip: Sendable {
    var coverage: Coverage
    var parent: Int
    var box: PixelBox
}

/// Everything needed to paint one canvas: the window, an offscreen group, or a flattened 3D subtree.
struct Frame: Sendable {
    var width: Int
    var height: Int
    /// Packed premultiplied colour under everything.
    var background: UInt32
    var items: [DrawItem] = []
    var clips: [Clip] = []
}
