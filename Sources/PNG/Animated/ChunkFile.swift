import Files
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a PNG file chunk by chunk with `pread`, holding at most one chunk's data, checking every CRC.
///
/// A chunk whose declared length runs past the end of the file is refused when its header is read, so no chunk
/// costs more memory than the file's own size (found by the APNG reader's fuzzer: a 300-byte file declaring a
/// 1.5 GB `fcTL` made the reader allocate and clear 1.5 GB before noticing the file was short).
final class ChunkFile {
    struct Chunk {
        var type: String
        var length: Int
        /// Offset of the chunk's data in the file.
        var dataOffset: Int
    }

    let path: String
    private let descriptor: Int32
    private var offset = 0
    private var pushedBack: Chunk?

    init(path: String, links: RegularFile.LinkPolicy = .follow) throws(PNGError) {
        self.path = path
        do {
            descriptor = try RegularFile.open(path, links: links)
        } catch {
            throw PNGError(error)
        }
    }

    deinit { close(descriptor) }

    /// The file's size, taken once when the first chunk header is checked against it.
    private lazy var size: Int = {
        var info = stat()
        return fstat(descriptor, &info) == 0 ? Int(info.st_size) : Int.max
    }()

    func readSignature() throws(PNGError) -> [UInt8] {
        let bytes = try read(count: 8, at: 0, what: "the PNG signature")
        offset = 8
        return bytes
    }

    /// The next chunk's type and length; its data must then be read or skipped.
    func nextChunk() throws(PNGError) -> Chunk {
        if let chunk = pushedBack {
            pushedBack = nil
            return chunk
        }
        let head = try read(count: 8, at: offset, what: "a chunk header")
        let length = Int(head.bigEndianUInt32(at: 0))
        guard length <= Int(Int32.max) else {
            throw PNGError(kind: .corrupt, file: path, reason: "chunk at offset \(offset) declares length \(length)")
        }
        let typeBytes = head[4..<8]
        guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
            throw PNGError(
                kind: .corrupt, file: path, reason: "invalid chunk type bytes \(Array(typeBytes)) at offset \(offset)")
        }
        let chunk = Chunk(type: String(decoding: typeBytes, as: UTF8.self), length: length, dataOffset: offset + 8)
        guard chunk.dataOffset + length + 4 <= size else {
            throw PNGError(
                kind: .corrupt, file: path,
                reason: "file ends in the middle of the \(chunk.type) chunk at "
                    + "offset \(offset): it declares \(length) bytes of data and a 4-byte CRC, the file has "
                    + "\(size - chunk.dataOffset) bytes left")
        }
        offset += 8
        return chunk
    }

    /// Makes `chunk` (whose data has not been read) the next one `nextChunk` returns.
    func unread(_ chunk: Chunk) {
        precondition(pushedBack == nil && offset == chunk.dataOffset, "only the latest unread chunk can be pushed back")
        pushedBack = chunk
    }

    /// The chunk's data, after checking its CRC.
    func readData(_ chunk: Chunk) throws(PNGError) -> [UInt8] {
        precondition(offset == chunk.dataOffset)
        let bytes = try read(count: chunk.length + 4, at: chunk.dataOffset, what: "\(chunk.type) data")
        let data = Array(bytes[0..<chunk.length])
        let stored = bytes.bigEndianUInt32(at: chunk.length)
        let computed = Deflate.crc32(data, continuing: Deflate.crc32(Array(chunk.type.utf8)))
        guard stored == computed else {
            throw PNGError(
                kind: .corrupt, file: path,
                reason: "\(chunk.type) chunk at offset \(chunk.dataOffset - 8): CRC mismatch")
        }
        offset = chunk.dataOffset + chunk.length + 4
        return data
    }

    /// Moves past the chunk without reading its data.
    func skip(_ chunk: Chunk) {
        precondition(offset == chunk.dataOffset)
        offset = chunk.dataOffset + chunk.length + 4
    }

    private func read(count: Int, at position: Int, what: String) throws(PNGError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let n = bytes.withUnsafeMutableBytes { raw in
                pread(descriptor, raw.baseAddress! + done, count - done, off_t(position + done))
            }
            if n < 0 {
                let code = errno
                if code == EINTR { continue }
                throw PNGError(
                    kind: .unreadable(errno: code), file: path,
                    reason: "cannot read: " + String(cString: strerror(code)))
            }
            if n == 0 {
                throw PNGError(
                    kind: .corrupt, file: path, reason: "file ends in the middle of \(what) (offset \(position + done))"
                )
            }
            done += n
        }
        return bytes
    }
}
