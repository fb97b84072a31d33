/// Serialises PNG chunks: length, type, data, CRC-32 over type and data.
enum PNGChunk {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func bytes(type: String, data: [UInt8]) -> [UInt8] {
        precondition(type.utf8.count == 4, "chunk type must be four ASCII letters")
        var out: [UInt8] = []
        out.reserveCapacity(12 + data.count)
        out.appendBigEndian(UInt32(data.count))
        let typeAndData = Array(type.utf8) + data
        out.append(contentsOf: typeAndData)
        out.appendBigEndian(Deflate.crc32(typeAndData))
        return out
    }
}
