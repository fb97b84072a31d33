/// A zip archive built byte by byte for hostile-input cases of `flipbook approve`: entries stored (not
/// compressed), some of them symbolic links, and sizes that may claim more than the entry holds (a zip bomb's
/// listing without its gigabytes).
struct HostileZip: Sendable {
    /// One entry of the archive.
    struct Entry: Sendable {
        /// The entry's name as stored (may hold `../` or start with `/`).
        var name: String
        /// Its contents; for a link, the path it points to.
        var text: String
        /// Whether the entry is a symbolic link (Unix mode 0120777).
        var isLink = false
        /// The uncompressed size its headers claim, when not its true size.
        var declaredSize: UInt32?
        /// Whether its headers say it is encrypted (general purpose flag bit 0; `text` stands for the cipher).
        var isEncrypted = false
        /// The compression method its headers name, when not 0 (stored); the data stays stored as it is.
        var method: UInt16 = 0
    }

    /// The entries, in order.
    var entries: [Entry]

    /// The archive's bytes, with `$R` in names and texts replaced by `root`.
    func bytes(root: String) -> [UInt8] {
        var archive: [UInt8] = [], directory: [UInt8] = []
        for entry in entries {
            let name = Array(entry.name.replacingOccurrences(of: "$R", with: root).utf8)
            let data = Array(entry.text.replacingOccurrences(of: "$R", with: root).utf8)
            let crc = Self.crc32(data), size = UInt32(data.count), declared = entry.declaredSize ?? UInt32(data.count)
            let offset = UInt32(archive.count)
            // Local file header: version 10, flags, method, no time, then sizes and the name.
            let flags: UInt16 = entry.isEncrypted ? 1 : 0
            archive +=
                Self.le32(0x0403_4b50) + Self.le16(10) + Self.le16(flags) + Self.le16(entry.method) + Self.le32(0)
            archive += Self.le32(crc) + Self.le32(size) + Self.le32(declared)
            archive += Self.le16(UInt16(name.count)) + Self.le16(0) + name + data
            // Central directory entry: made by Unix (3), the mode in the high half of the external attributes.
            let mode: UInt32 = entry.isLink ? 0o120777 : 0o100644
            directory += Self.le32(0x0201_4b50) + Self.le16(3 << 8 | 30) + Self.le16(10) + Self.le16(flags)
            directory += Self.le16(entry.method) + Self.le32(0) + Self.le32(crc) + Self.le32(size) + Self.le32(declared)
            directory += Self.le16(UInt16(name.count)) + Self.le16(0) + Self.le16(0) + Self.le16(0) + Self.le16(0)
            directory += Self.le32(mode << 16) + Self.le32(offset) + name
        }
        let start = UInt32(archive.count), count = UInt16(entries.count)
        archive += directory
        archive += Self.le32(0x0605_4b50) + Self.le16(0) + Self.le16(0) + Self.le16(count) + Self.le16(count)
        archive += Self.le32(UInt32(directory.count)) + Self.le32(start) + Self.le16(0)
        return archive
    }

    static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xff), UInt8(value >> 8)] }

    static func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(value >> ($0 * 8) & 0xff) } }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xffff_ffff
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xedb8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
