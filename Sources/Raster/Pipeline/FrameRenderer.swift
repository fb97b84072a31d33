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

    static func paint(_ frame: Frame, into pointer: UnsafeMutablePointer<UInt32>, threads: Int) {
            let width = frame.width, height = frame.height
            let base = SendablePointer(pointer: pointer)
            let bands = max(1, min(threads, height))
            if bands == 1 {
                let compositor = RowCompositor(frame: frame)
                for y in 0..<height { compositor.paint(row: y, into: base.pointer + y * width) }
            } else {
                DispatchQueue.concurrentPerform(iterations: bands) { band in
                    let compositor = RowCompositor(frame: frame)
                    let first = band * height / bands, last = (band + 1) * height / bands
                    for y in first..<last { compositor.paint(row: y, into: base.pointer + y * width) }
                }
            }
    }
}

/// A pointer handed to worker threads that write disjoint rows.
struct SendablePointer: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<UInt32>
}
