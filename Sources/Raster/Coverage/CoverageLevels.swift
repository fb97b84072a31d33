/// A row's per-pixel 8-bit coverage for the pixels where it changes from pixel to pixel (the anti-aliased edges
/// of a path), handed to the compositor as bytes instead of one ``Span`` per pixel.
///
/// A path's row is mostly runs of equal coverage (outside it, 0; inside it, 1) and, where its edges cross the
/// row, runs of pixels whose coverage differs from each neighbour. As spans, every pixel of such a run was a
/// `Span` with a `Float` coverage, merged, appended and copied into the row's list, and the compositor turned
/// each back into 8 bits (``Blend/coverage8(_:)``). Here the scan converter writes each such pixel's level
/// once — `coverage8(Float(c))`, the very byte the compositor made of that span, so the pixels are the same —
/// and the run becomes one *level span* that points at those bytes.
///
/// A level span is a ``Span`` whose `coverage` is negative: `−(offset + 1)`, where pixel `x` of the run has its
/// level at `offset + x` of the row's ``CoverageLevels``. (A negative coverage is what no other span has, and a
/// `Float` holds every offset below 2²⁴ exactly, which ``maximumOffset`` bounds.) Only the compositor's sweeps
/// read them, so only the compositor asks for them (``CoverageScratch/acceptsLevels``), and only for rows that
/// its row cache skips (a row crossed by a sloped edge: the cache compares and hashes span values, not the bytes
/// behind them). Everyone else gets plain spans, as before.
///
/// Costs: `width` bytes of the pool per path item that has level runs on the row (written only where its edges
/// are), and a sweep that meets a level run treats each of its pixels as a run of its own — as it did when they
/// were one-pixel spans.
final class CoverageLevels {
    /// The bytes: the levels of the current row's items, `width` bytes per item that wrote any.
    private(set) var bytes: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes the current row uses.
    private(set) var count = 0

    /// The largest offset a level span can hold exactly (a `Float` holds every whole number below 2²⁴).
    static let maximumOffset = 1 << 24 - 1

    init(capacity: Int = 4096) {
        self.capacity = max(1, capacity)
        bytes = .allocate(capacity: self.capacity)
    }

    deinit { bytes.deallocate() }

    /// Forgets the previous row's levels.
    @inline(__always)
    func reset() { count = 0 }

    /// Reserves `width` bytes for one item's levels on the current row (pixel `x` at `offset + x`): their
    /// offset, or nil when the offset would not fit a level span.
    func reserve(width: Int) -> Int? {
        let offset = count
        guard offset + width <= CoverageLevels.maximumOffset else { return nil }
        if offset + width > capacity {
            let grown = max(2 * capacity, offset + width)
            let new = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
            new.update(from: bytes, count: count)
            bytes.deallocate()
            bytes = new
            capacity = grown
        }
        count = offset + width
        return offset
    }
}

extension Span {
    /// A level span over pixels `x0..<x1` whose levels are at `offset + x` of the row's ``CoverageLevels``.
    @inline(__always)
    static func levels(x0: Int32, x1: Int32, offset: Int) -> Span {
        Span(x0: x0, x1: x1, coverage: -Float(offset + 1))
    }

    /// True for a level span (``CoverageLevels``).
    @inline(__always)
    var hasLevels: Bool { coverage < 0 }

    /// Where a level span's levels are: pixel `x` at `levelOffset + x`.
    @inline(__always)
    var levelOffset: Int { Int(-coverage) - 1 }
}
