import Foundation

/// Paints a ``Frame`` into packed pixels, optionally in horizontal bands on several threads. Rows are
/// independent, so every thread count gives the same bytes.
enum FrameRenderer {
    static func render(_ frame: Frame, threads: Int = 1) -> [UInt32] {
        let width = frame.width, height = frame.height
        guard width > 0, height > 0 else { return [] }
        return [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
            let base = SendablePointer(pointer: buffer.baseAddress!)
            let bands = max(1, min(threads, height))
            if bands == 1 {
                var compositor = RowCompositor(frame: frame)
                for y in 0..<height { compositor.paint(row: y, into: base.pointer + y * width) }
            } else {
                DispatchQueue.concurrentPerform(iterations: bands) { band in
                    var compositor = RowCompositor(frame: frame)
                    let first = band * height / bands, last = (band + 1) * height / bands
                    for y in first..<last { compositor.paint(row: y, into: base.pointer + y * width) }
                }
            }
            count = width * height
        }
    }
}

/// A pointer handed to worker threads that write disjoint rows.
struct SendablePointer: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<UInt32>
}
