/// Where one chunk of a PNG file lies in its bytes: the whole chunk (length, type, data, CRC) and its data.
/// Read without checking CRCs or decoding anything (``spans(in:)``).
public struct PNGChunkSpan: Sendable, Hashable {
    /// The chunk's four type bytes (`IHDR`, `iTXt`, …).
    public let type: [UInt8]
    /// The whole chunk's bytes: length, type, data and CRC.
    public let chunk: Range<Int>
    /// The chunk's data.
    public let data: Range<Int>

    /// The chunks of a PNG file's `bytes` after the signature, in order; nil when the bytes do not start with the
    /// PNG signature and the header chunk, or do not end at a chunk's end (a chunk cut short).
    public static func spans(in bytes: [UInt8]) -> [PNGChunkSpan]? {
        guard PNGHeader(fileStart: bytes) != nil else { return nil }
        var spans: [PNGChunkSpan] = []
        var offset = PNGChunk.signature.count
        while offset < bytes.count {
            guard bytes.count - offset >= 12 else { return nil }
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            guard length <= bytes.count - offset - 12 else { return nil }
            spans.append(
                PNGChunkSpan(
                    type: Array(bytes[offset + 4..<offset + 8]), chunk: offset..<offset + 12 + length,
                    data: offset + 8..<offset + 8 + length))
            offset += 12 + length
        }
        return spans
    }

    /// Whether this is an `iTXt` chunk of `bytes` whose keyword is `keyword`.
    public func isText(_ keyword: String, in bytes: [UInt8]) -> Bool {
        let prefix = Array(keyword.utf8) + [0]
        return type.elementsEqual("iTXt".utf8) && data.count >= prefix.count
            && bytes[data.lowerBound..<data.lowerBound + prefix.count].elementsEqual(prefix)
    }

    /// The bytes of a PNG file with the uncompressed `iTXt` chunk of `keyword` written as ``AnimatedPNGWriter``
    /// writes ``AnimatedPNGWriter/Options/text`` (no language, no translated keyword) holding `text` instead of
    /// what it held; nil when `bytes` are not whole chunks or hold no such chunk.
    public static func replacingText(_ keyword: String, with text: String, in bytes: [UInt8]) -> [UInt8]? {
        guard let span = spans(in: bytes)?.first(where: { $0.isText(keyword, in: bytes) }) else { return nil }
        let data =
            Array(keyword.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }) + [0, 0, 0, 0, 0]
            + Array(text.utf8)
        return Array(bytes[..<span.chunk.lowerBound]) + PNGChunk.bytes(type: "iTXt", data: data)
            + Array(bytes[span.chunk.upperBound...])
    }
}
