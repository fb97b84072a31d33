import CLibPNG

/// zlib's deflate and CRC-32, as the animated PNG writer needs them.
enum Deflate {
    /// One zlib stream (window 32 KiB) compressed a piece at a time: the writer feeds it filtered rows as it
    /// makes them, so neither the frame's filtered rows nor a worst-case output buffer exist whole. The output
    /// depends only on the bytes written, the settings and the zlib build, not on how the input was divided
    /// into pieces (deflate waits for more input before it chooses matches), so it is deterministic.
    final class Stream {
        private let stream: UnsafeMutablePointer<z_stream>
        private let path: String
        /// What zlib wrote so far: exactly as large as the compressed data.
        private var output: [UInt8] = []
        /// Where zlib writes before the bytes are appended to `output`.
        private var piece = [UInt8](repeating: 0, count: 1 << 16)
        private var finished = false

        /// Starts a stream at zlib `level` (0…9) with `strategy` and `memoryLevel` (1…9); `path` names the
        /// file in errors.
        init(level: Int32, strategy: Int32, memoryLevel: Int32, path: String) throws(PNGError) {
            self.path = path
            // zlib keeps a pointer to the stream in its state, so the stream must not move: it lives on the heap.
            // (Assigned to `self.stream` only once started: a failed start is cleaned up here, not by deinit.)
            let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
            stream.initialize(to: z_stream())
            let status = deflateInit2_(
                stream, level, Z_DEFLATED, 15, memoryLevel, strategy, ZLIB_VERSION,
                Int32(MemoryLayout<z_stream>.size))
            guard status == Z_OK else {
                stream.deinitialize(count: 1)
                stream.deallocate()
                throw PNGError(
                    kind: status == Z_MEM_ERROR ? .outOfMemory : .cannotEncode, file: path,
                    reason: "zlib deflateInit2 failed with status \(status)")
            }
            self.stream = stream
        }

        deinit {
            deflateEnd(stream)
            stream.deinitialize(count: 1)
            stream.deallocate()
        }

        /// Compresses `bytes` (more may follow).
        func write(_ bytes: [UInt8]) throws(PNGError) {
            precondition(!finished, "write after finish")
            let status = bytes.withUnsafeBufferPointer { run($0, flush: Z_NO_FLUSH) }
            guard status == Z_OK || status == Z_BUF_ERROR else {
                throw PNGError(
                    kind: .cannotEncode, file: path, reason: "zlib deflate failed (status \(status))")
            }
        }

        /// Ends the stream and returns the compressed data.
        func finish() throws(PNGError) -> [UInt8] {
            precondition(!finished, "finish called twice")
            finished = true
            let status = run(UnsafeBufferPointer(start: nil, count: 0), flush: Z_FINISH)
            guard status == Z_STREAM_END else {
                throw PNGError(
                    kind: .cannotEncode, file: path, reason: "zlib deflate did not finish (status \(status))")
            }
            return output
        }

        /// Gives zlib `input` and collects its output until it has taken all of it (and, with `Z_FINISH`,
        /// ended the stream); returns zlib's last status.
        private func run(_ input: UnsafeBufferPointer<UInt8>, flush: Int32) -> Int32 {
            stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.pointee.avail_in = uInt(input.count)
            var status: Int32 = Z_OK
            repeat {
                let produced = piece.withUnsafeMutableBufferPointer { out in
                    stream.pointee.next_out = out.baseAddress
                    stream.pointee.avail_out = uInt(out.count)
                    status = deflate(stream, flush)
                    return out.count - Int(stream.pointee.avail_out)
                }
                output.append(contentsOf: piece[0..<produced])
                // zlib is done with this call when it left room in the piece (or ended the stream).
            } while status == Z_OK && (stream.pointee.avail_out == 0 || flush == Z_FINISH)
            stream.pointee.next_in = nil
            return status
        }
    }

    /// The CRC-32 of `bytes` continued from `crc` (start with 0).
    static func crc32(_ bytes: [UInt8], continuing crc: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            UInt32(CLibPNG.crc32(uLong(crc), buffer.baseAddress, uInt(buffer.count)))
        }
    }
}
