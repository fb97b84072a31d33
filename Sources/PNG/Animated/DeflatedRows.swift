import CLibPNG

/// Rows of straight RGBA8 pixels kept deflated (zlib level 1, no filter) and inflated again a row at a time, in
/// order: the canvas under an animated PNG frame that dispose-to-previous would restore. The writer keeps it
/// from one frame to the next, and reads it in a few passes from top to bottom, so holding it deflated keeps a
/// whole frame buffer out of memory (a transition's canvas deflates to a small fraction of its size).
///
/// A pass reads rows in increasing order; asking for a row above the last one read starts the inflation
/// again from the top. One instance is read by one thread at a time.
final class DeflatedRows {
    /// Pixels a row.
    let width: Int
    /// The number of rows.
    let height: Int
    private let data: [UInt8]
    private let path: String
    private var stream: UnsafeMutablePointer<z_stream>?
    /// The row in `row`, or -1 when none was inflated since the (re)start.
    private var current = -1
    private var row: [UInt8]

    /// Deflates `height` rows of `width` pixels that `fill(y, destination)` writes (y from 0); `path` names the
    /// file in errors.
    init(
        width: Int, height: Int, path: String, fill: (Int, UnsafeMutableRawPointer) -> Void
    ) throws(PNGError) {
        self.width = width
        self.height = height
        self.path = path
        row = [UInt8](repeating: 0, count: width * 4)
        let deflate = try Deflate.Stream(level: 1, strategy: Z_DEFAULT_STRATEGY, memoryLevel: 8, path: path)
        for y in 0..<height {
            row.withUnsafeMutableBytes { fill(y, $0.baseAddress!) }
            try deflate.write(row)
        }
        data = try deflate.finish()
    }

    deinit { end() }

    /// The bytes kept (for tests).
    var deflatedByteCount: Int { data.count }

    /// Copies `count` pixels of row `y`, from column `x` on, to `destination`.
    func copyRow(_ y: Int, x: Int, count: Int, to destination: UnsafeMutableRawPointer) {
        precondition(y >= 0 && y < height && x >= 0 && count >= 0 && x + count <= width)
        if y < current || stream == nil { restart() }
        while current < y { inflateRow() }
        row.withUnsafeBytes { destination.copyMemory(from: $0.baseAddress! + x * 4, byteCount: count * 4) }
    }

    /// Every row, packed (for tests).
    func allRows() -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        out.withUnsafeMutableBytes { o in
            for y in 0..<height { copyRow(y, x: 0, count: width, to: o.baseAddress! + y * width * 4) }
        }
        return out
    }

    private func restart() {
        end()
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        let status = inflateInit_(stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        // The data was deflated here, into memory: a failure is a broken zlib or no memory at all.
        precondition(status == Z_OK, "\(path): zlib inflateInit failed with status \(status)")
        self.stream = stream
        current = -1
    }

    /// Inflates the next row into `row`.
    private func inflateRow() {
        guard let stream else { return }
        let offset = Int(stream.pointee.total_in)
        let status = data.withUnsafeBufferPointer { input in
            row.withUnsafeMutableBufferPointer { out in
                stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress! + offset)
                stream.pointee.avail_in = uInt(input.count - offset)
                stream.pointee.next_out = out.baseAddress
                stream.pointee.avail_out = uInt(out.count)
                let status = inflate(stream, Z_SYNC_FLUSH)
                precondition(stream.pointee.avail_out == 0, "\(path): a saved canvas row inflated short")
                stream.pointee.next_in = nil
                stream.pointee.next_out = nil
                return status
            }
        }
        precondition(status == Z_OK || status == Z_STREAM_END, "\(path): zlib inflate failed (status \(status))")
        current += 1
    }

    private func end() {
        guard let stream else { return }
        inflateEnd(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
        self.stream = nil
    }
}
