import Foundation

/// Paints a ``Frame`` into packed pixels, optionally in horizontal bands on several threads. Rows are
/// independent, so every thread count gives the same bytes.
enum FrameRenderer {
    static func render(_ frame: Frame, threads: Int = 1) -> [UInt32] {
        let width = frame.width, height = frame.height
        guard width > 0, height > 0 else { return [] }
        return [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
            paint(frame, into: buffer.baseAddress!, threads: threads)
            count = width * height
        }
    }

    /// Paints into premultiplied RGBA bytes (the layout of ``Image/pixels``).
    static func renderBytes(_ frame: Frame, threads: Int = 1) -> [UInt8] {
        let count = frame.width * frame.height * 4
        guard count > 0 else { return [] }
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, written in
            let raw = UnsafeMutableRawPointer(buffer.baseAddress!)
            paint(frame, into: raw.bindMemory(to: UInt32.self, capacity: count / 4), threads: threads)
            written = count
        }
    }

    /// Paints `frame` into `pointer` (`width × height` pixels). When `rowOrigins` is given (`height` values),
    /// rows found equal to an earlier one on the way (a row no item changes, a row made of the same spans) are not
    /// written: `rowOrigins[y]` is set to the row that holds row `y`'s pixels (`y` itself when it was painted).
    static func paint(
        _ frame: Frame, into pointer: UnsafeMutablePointer<UInt32>, threads: Int,
        rowOrigins: UnsafeMutablePointer<Int32>? = nil
    ) {
        let width = frame.width, height = frame.height
        let base = SendablePointer(pointer: pointer)
        let origins = rowOrigins.map { SendableRowIndices(pointer: $0) }
        let changed = changedRows(frame)
        let bands = max(1, min(threads, height))
        // A row that no item changes repeats the row above byte for byte.
        @Sendable func paintRow(_ y: Int, first: Int, _ compositor: inout RowCompositor) {
            let row = base.pointer + y * width
            if y > first && !changed[y] {
                if let origins {
                    origins.pointer[y] = origins.pointer[y - 1]
                } else if !compositor.repeatLastRow(into: row) {
                    row.update(from: row - width, count: width)
                }
            } else {
                let copied = compositor.paint(row: y, into: row, copying: origins == nil)
                origins?.pointer[y] = copied.map { origins!.pointer[$0] } ?? Int32(y)
            }
        }
        if bands == 1 {
            var compositor = RowCompositor(frame: frame)
            for y in 0..<height { paintRow(y, first: 0, &compositor) }
        } else {
            DispatchQueue.concurrentPerform(iterations: bands) { band in
                var compositor = RowCompositor(frame: frame)
                let first = band * height / bands, last = (band + 1) * height / bands
                for y in first..<last { paintRow(y, first: first, &compositor) }
            }
        }
    }
}

/// Rows where some item's or clip's coverage may differ from the row above; texture items change every row.
private func changedRows(_ frame: Frame) -> [Bool] {
    var marks = [Bool](repeating: false, count: frame.height + 1)
    marks[0] = true
    for item in frame.items {
        if case .texture = item.paint {
            if !item.box.isEmpty { for y in max(0, item.box.y0)...min(frame.height, item.box.y1) { marks[y] = true } }
        } else {
            item.coverage.markChangedRows(box: item.box, into: &marks)
        }
    }
    for clip in frame.clips { clip.coverage.markChangedRows(box: clip.box, into: &marks) }
    return marks
}

/// A pointer handed to worker threads that write disjoint rows.
struct SendablePointer: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<UInt32>
}

/// Per-row values handed to worker threads, each writing the entries of its own rows.
private struct SendableRowIndices: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<Int32>
}
