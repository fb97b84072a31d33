import Files
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The central directory of a zip archive (a CI artifact download given to `flipbook approve`), read before
/// anything is extracted, and the rules a report's zip must keep.
///
/// Only the end of the file is read: the end-of-central-directory record (and the zip64 one, for archives that
/// need it) and the central directory just before it — at most ``centralDirectoryByteLimit`` bytes — so a zip of
/// any size costs the same to list. What the headers say is a claim (a zip bomb claims small sizes, or huge ones);
/// ``problem()`` names the first entry or total a report's zip must not have: a name that is absolute, holds `.`,
/// `..`, an empty part, a backslash or a control character (extracting tools drop `../` and `/`, so such names
/// could meet another entry's file), a name given twice, a symbolic link, an encrypted entry, a compression
/// method other than stored or deflated, more than ``entryLimit`` entries or more than
/// ``uncompressedByteLimit`` bytes uncompressed. A central directory whose size holds more than its counted entries
/// is refused while it is read.
public struct ZipListing: Sendable, Equatable {
    /// One entry of the central directory.
    public struct Entry: Sendable, Equatable {
        /// The entry's name as stored (UTF-8; other bytes are shown as U+FFFD).
        public var name: String
        /// The compression method (0 stored, 8 deflated).
        public var method: UInt16
        /// Whether the entry is encrypted (general purpose flag bit 0).
        public var isEncrypted: Bool
        /// Whether the entry's Unix mode says it is a symbolic link.
        public var isSymbolicLink: Bool
        /// The uncompressed size its header claims.
        public var uncompressedSize: UInt64
    }

    /// The entries, in the central directory's order.
    public var entries: [Entry]

    /// The most bytes a report's zip may hold uncompressed (its listing's total), so that a small zip bomb
    /// cannot fill the disk it is extracted to.
    public static let uncompressedByteLimit: UInt64 = 2 << 30
    /// The most entries a report's zip may list (a report of the whole catalog with every frame failing has a
    /// few ten thousand), so that millions of empty files cannot exhaust the temporary folder's inodes.
    public static let entryLimit = 200_000
    /// The largest central directory read (200 000 entries of 300-byte names take about 70 MB; a report's names
    /// are under 100 bytes): more memory than that is not spent on a listing.
    public static let centralDirectoryByteLimit = 64 << 20

    /// The compression methods a report's zip may use: stored and deflated (what CI artifact zips use).
    static let methods: Set<UInt16> = [0, 8]

    /// The listing of the zip at `path` (a regular file; a FIFO or a device is refused without being opened for
    /// reading), or an error naming `path` and what is wrong in one line.
    public static func read(_ path: String) throws(VerificationError) -> ZipListing {
        let descriptor: Int32
        do {
            descriptor = try RegularFile.open(path, links: .follow)
        } catch {
            throw .unreadableReport(path, error.reason)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .unreadableReport(path, "cannot read it: \(String(cString: strerror(errno)))")
        }
        do throws(Problem) {
            return try ZipListing(size: Int64(status.st_size)) { offset, count in
                var bytes = [UInt8](repeating: 0, count: count)
                var done = 0
                while done < count {
                    let got = bytes.withUnsafeMutableBytes {
                        pread(descriptor, $0.baseAddress! + done, count - done, off_t(offset) + off_t(done))
                    }
                    if got < 0 && errno == EINTR { continue }
                    guard got > 0 else { return nil }
                    done += got
                }
                return bytes
            }
        } catch {
            throw .unreadableReport(path, error.reason)
        }
    }

    /// Why a listing could not be read, in words.
    public struct Problem: Error, Sendable {
        /// The reason, without the path.
        public var reason: String
    }

    /// The listing of a zip of `size` bytes, read through `read(offset, count)` (nil when the bytes cannot be
    /// read).
    public init(size: Int64, read: (Int64, Int) -> [UInt8]?) throws(Problem) {
        let notAZip = Problem(reason: "it is not a zip (it has no end of central directory record)")
        // The end record: 22 bytes and a comment of up to 65 535 bytes, at the very end.
        let tailCount = Int(min(size, 22 + 65_535))
        guard tailCount >= 22, let tail = read(size - Int64(tailCount), tailCount) else { throw notAZip }
        var at = tailCount - 22
        while at >= 0 {
            if Self.u32(tail, at) == 0x0605_4b50 && at + 22 + Int(Self.u16(tail, at + 20)) <= tailCount { break }
            at -= 1
        }
        guard at >= 0 else { throw notAZip }
        let endOffset = size - Int64(tailCount) + Int64(at)
        var count = UInt64(Self.u16(tail, at + 10))
        var directorySize = UInt64(Self.u32(tail, at + 12))
        var directoryEnd = endOffset
        guard Self.u16(tail, at + 4) == 0 && Self.u16(tail, at + 6) == 0 else {
            throw Problem(reason: "it spans several disks; approve reads a zip of one file")
        }
        // Zip64: a locator just before the end record points at the zip64 end record, which then holds the
        // count and size (and sits between the directory and the end record). Writers add it when a field
        // overflows, and some always do.
        let saturated =
            count == 0xffff || directorySize == 0xffff_ffff || Self.u32(tail, at + 16) == 0xffff_ffff
        if let locator = endOffset >= 20 ? read(endOffset - 20, 20) : nil, Self.u32(locator, 0) == 0x0706_4b50 {
            guard let recordOffset = Int64(exactly: Self.u64(locator, 8)), recordOffset >= 0,
                recordOffset <= endOffset - 20 - 56, let record = read(recordOffset, 56),
                Self.u32(record, 0) == 0x0606_4b50
            else { throw Problem(reason: "its zip64 end of central directory record is missing or damaged") }
            count = Self.u64(record, 32)
            directorySize = Self.u64(record, 40)
            directoryEnd = recordOffset
        } else if saturated {
            throw Problem(reason: "its zip64 end of central directory record is missing or damaged")
        }
        guard count <= UInt64(Self.entryLimit) else {
            throw Problem(reason: "it holds \(count) entries, more than the limit of \(Self.entryLimit)")
        }
        guard directorySize <= UInt64(Self.centralDirectoryByteLimit) else {
            throw Problem(
                reason: "its central directory takes \(directorySize) bytes, more than the limit of "
                    + "\(Self.centralDirectoryByteLimit)")
        }
        // The directory is read from just before the end record (its offset field is wrong in a zip with bytes
        // before it, such as a self-extracting one).
        let start = directoryEnd - Int64(directorySize)
        guard start >= 0, let directory = read(start, Int(directorySize)) else {
            throw Problem(reason: "its central directory (\(directorySize) bytes) does not fit in the file")
        }
        var entries: [Entry] = []
        entries.reserveCapacity(min(Int(count), directory.count / 46))
        var offset = 0
        for index in 0..<Int(count) {
            let damaged = Problem(reason: "its central directory is damaged at entry \(index + 1)")
            guard offset + 46 <= directory.count, Self.u32(directory, offset) == 0x0201_4b50 else { throw damaged }
            let nameCount = Int(Self.u16(directory, offset + 28)), extraCount = Int(Self.u16(directory, offset + 30))
            let commentCount = Int(Self.u16(directory, offset + 32))
            let end = offset + 46 + nameCount + extraCount + commentCount
            guard end <= directory.count else { throw damaged }
            let nameBytes = directory[(offset + 46)..<(offset + 46 + nameCount)]
            var size = UInt64(Self.u32(directory, offset + 24))
            if size == 0xffff_ffff {
                // The zip64 extra field (id 1) holds the uncompressed size first.
                var extra = offset + 46 + nameCount
                let extraEnd = extra + extraCount
                while extra + 4 <= extraEnd {
                    let id = Self.u16(directory, extra), length = Int(Self.u16(directory, extra + 2))
                    guard extra + 4 + length <= extraEnd else { break }
                    if id == 1 && length >= 8 { size = Self.u64(directory, extra + 4) }
                    extra += 4 + length
                }
            }
            let mode = Self.u32(directory, offset + 38) >> 16
            entries.append(
                Entry(
                    name: String(decoding: nameBytes, as: UTF8.self), method: Self.u16(directory, offset + 10),
                    isEncrypted: Self.u16(directory, offset + 8) & 1 == 1,
                    isSymbolicLink: mode & 0o170000 == 0o120000, uncompressedSize: size))
            offset = end
        }
        // Bytes past the counted entries would be more entries that `unzip` reads (it counts entries modulo 65 536)
        // and this listing would not have checked.
        guard offset == directory.count else {
            throw Problem(
                reason: "its central directory has \(directory.count - offset) bytes past the entries its end record "
                    + "counts (\(count))")
        }
        self.entries = entries
    }

    /// The first thing a report's zip must not have, in words (naming the entry by its number, from 1, and its
    /// name), or nil.
    public func problem() -> String? {
        var total: UInt64 = 0
        for entry in entries {
            let (sum, overflow) = total.addingReportingOverflow(entry.uncompressedSize)
            total = overflow ? .max : sum
        }
        if total > Self.uncompressedByteLimit {
            return "it holds \(total) bytes uncompressed, more than the limit of \(Self.uncompressedByteLimit) bytes"
        }
        var seen: [String: Int] = [:]
        for (index, entry) in entries.enumerated() {
            let number = index + 1, name = QuotedText.quoted(entry.name)
            if !Self.isPlainName(entry.name) {
                return "entry \(number) is \(name); a name in a report's zip is relative, with no empty, . or .. "
                    + "part, backslash or control character"
            }
            let key = entry.name.hasSuffix("/") ? String(entry.name.dropLast()) : entry.name
            if let first = seen[key] {
                return "entry \(number) is \(name) again (a zip must name each entry once), as entry \(first) is"
            }
            seen[key] = number
            if entry.isEncrypted {
                return "its entries are encrypted (entry \(number), \(name)); approve reads a zip without a password"
            }
            if entry.isSymbolicLink {
                return "entry \(number) (\(name)) is a symbolic link; a report's zip holds files and folders only"
            }
            if !Self.methods.contains(entry.method) {
                return "entry \(number) (\(name)) is compressed by method \(entry.method); approve reads entries "
                    + "stored (0) or deflated (8)"
            }
        }
        return nil
    }

    /// Whether `name` is relative, with plain parts only: no empty, `.` or `..` part (a folder's name ends in
    /// `/`), no backslash (some tools read it as a separator) and no control character.
    static func isPlainName(_ name: String) -> Bool {
        guard !name.isEmpty, !name.hasPrefix("/"), !name.contains("\\"),
            !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7f })
        else { return false }
        var parts = name.split(separator: "/", omittingEmptySubsequences: false)
        if name.hasSuffix("/") { parts.removeLast() }
        return !parts.contains { $0.isEmpty || $0 == "." || $0 == ".." }
    }

    private static func u16(_ bytes: [UInt8], _ at: Int) -> UInt16 {
        UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8
    }

    private static func u32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(u16(bytes, at)) | UInt32(u16(bytes, at + 2)) << 16
    }

    private static func u64(_ bytes: [UInt8], _ at: Int) -> UInt64 {
        UInt64(u32(bytes, at)) | UInt64(u32(bytes, at + 4)) << 32
    }
}
