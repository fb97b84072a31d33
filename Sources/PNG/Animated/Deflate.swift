import CLibPNG

/// zlib's deflate and CRC-32, as the animated PNG writer needs them.
enum Deflate {
    /// Compresses `input` into one complete zlib stream (window 32 KiB, memory level `memoryLevel`).
    /// The output depends only on the input, the settings and the zlib build, so it is deterministic.
    static func compress(
        _ input: [UInt8], level: Int32, strategy: Int32, memoryLevel: Int32,
        path: String
    ) throws(PNGError) -> [UInt8] {
        var stream = z_stream()
        let initStatus = deflateInit2_(
            &stream, level, Z_DEFLATED, 15, memoryLevel, strategy,
            ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard initStatus == Z_OK else {
            throw PNGError(
                kind: initStatus == Z_MEM_ERROR ? .outOfMemory : .cannotEncode, file: path,
                reason: "zlib deflateInit2 failed with status \(initStatus)")
        }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, uLong(input.count)))
        var output = [UInt8](repeating: 0, count: bound)
        var status: Int32 = Z_OK
        input.withUnsafeBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                stream.next_in = UnsafeMutablePointer(mutating: inBuffer.baseAddress)
                stream.avail_in = uInt(inBuffer.count)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = uInt(outBuffer.count)
                status = deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else {
            throw PNGError(kind: .cannotEncode, file: path, reason: "zlib deflate did not finish (status \(status))")
        }
        output.removeSubrange(Int(stream.total_out)...)
        return output
    }

    /// The CRC-32 of `bytes` continued from `crc` (start with 0).
    static func crc32(_ bytes: [UInt8], continuing crc: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            UInt32(CLibPNG.crc32(uLong(crc), buffer.baseAddress, uInt(buffer.count)))
        }
    }
}
