/// The items whose boxes reach each band of rows, in paint order: a row looks at the items of its band instead
/// of every item of the frame (a long list has hundreds; a row meets a few).
struct ItemBands {
    static let rowsPerBand = 32
    /// Per band, where its items start in `indices` (one more entry than there are bands).
    private let start: [Int32]
    private let indices: [Int32]

    init(boxes: [PixelBox], height: Int) {
        let bands = max(1, (height + ItemBands.rowsPerBand - 1) / ItemBands.rowsPerBand)
        var lists = [[Int32]](repeating: [], count: bands)
        for (i, box) in boxes.enumerated() where !box.isEmpty {
            let first = max(0, box.y0) / ItemBands.rowsPerBand
            let last = (min(height, box.y1) - 1) / ItemBands.rowsPerBand
            guard first <= last, first < bands else { continue }
            for b in first...min(last, bands - 1) { lists[b].append(Int32(i)) }
        }
        var start: [Int32] = [0]
        var indices: [Int32] = []
        for list in lists { indices.append(contentsOf: list); start.append(Int32(indices.count)) }
        self.start = start
        self.indices = indices
    }

    /// Calls `body` with the indices (ascending) of the items whose boxes may reach row `y`.
    @inline(__always)
    func withItems<R>(row y: Int, _ body: (UnsafeBufferPointer<Int32>) -> R) -> R {
        let b = min(max(0, y / ItemBands.rowsPerBand), start.count - 2)
        let lo = Int(start[b]), hi = Int(start[b + 1])
        return indices.withUnsafeBufferPointer { all in
            body(UnsafeBufferPointer(rebasing: all[lo..<hi]))
        }
    }
}
