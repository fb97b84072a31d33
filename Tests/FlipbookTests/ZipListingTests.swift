@testable import Flipbook
import Foundation
import Testing

/// `ZipListing` reads a zip's central directory from the end of the file: plain archives, zip64 ones (as Python's
/// zipfile and other writers add the zip64 records even when no field overflows), archives with bytes before
/// them, and the name rules of a report's zip.
@Suite("A zip's central directory")
struct ZipListingTests {
    static func le(_ value: UInt64, _ count: Int) -> [UInt8] { (0..<count).map { UInt8(value >> ($0 * 8) & 0xff) } }

    /// One stored entry `name` holding `data`, with zip64 end records when `zip64`, after `prefix`.
    static func archive(_ name: String, _ data: [UInt8], zip64: Bool, prefix: [UInt8] = []) -> [UInt8] {
        let name = Array(name.utf8)
        var bytes = prefix
        let local = UInt64(bytes.count)
        bytes += le(0x0403_4b50, 4) + le(20, 2) + le(0, 2) + le(0, 2) + le(0, 4) + le(0, 4)
        bytes += le(UInt64(data.count), 4) + le(UInt64(data.count), 4) + le(UInt64(name.count), 2) + le(0, 2)
        bytes += name + data
        let directoryStart = UInt64(bytes.count)
        bytes += le(0x0201_4b50, 4) + le(3 << 8 | 45, 2) + le(20, 2) + le(0, 2) + le(0, 2) + le(0, 4) + le(0, 4)
        bytes += le(UInt64(data.count), 4) + le(UInt64(data.count), 4) + le(UInt64(name.count), 2) + le(0, 2)
        bytes += le(0, 2) + le(0, 2) + le(0, 2) + le(0o100644 << 16, 4) + le(local, 4) + name
        let directorySize = UInt64(bytes.count) - directoryStart
        if zip64 {
            let record = UInt64(bytes.count)
            bytes += le(0x0606_4b50, 4) + le(44, 8) + le(45, 2) + le(45, 2) + le(0, 4) + le(0, 4)
            bytes += le(1, 8) + le(1, 8) + le(directorySize, 8) + le(directoryStart, 8)
            bytes += le(0x0706_4b50, 4) + le(0, 4) + le(record, 8) + le(1, 4)
        }
        bytes += le(0x0605_4b50, 4) + le(0, 2) + le(0, 2) + le(1, 2) + le(1, 2)
        bytes += le(directorySize, 4) + le(directoryStart, 4) + le(0, 2)
        return bytes
    }

    static func listing(_ bytes: [UInt8]) throws(ZipListing.Problem) -> ZipListing {
        try ZipListing(size: Int64(bytes.count)) { offset, count in
            guard offset >= 0, offset + Int64(count) <= Int64(bytes.count) else { return nil }
            return Array(bytes[Int(offset)..<(Int(offset) + count)])
        }
    }

    @Test("one stored entry is listed", arguments: [false, true])
    func oneEntry(zip64: Bool) throws {
        let listing = try Self.listing(Self.archive("r/report.json", Array("{}".utf8), zip64: zip64))
        #expect(listing.entries.map(\.name) == ["r/report.json"])
        #expect(listing.entries.first?.uncompressedSize == 2 && listing.entries.first?.isSymbolicLink == false)
        #expect(listing.problem() == nil)
    }

    @Test func bytesBeforeTheArchiveAreSkipped() throws {
        let bytes = Self.archive("report.json", [1, 2, 3], zip64: false, prefix: Array("#!/bin/sh\nexit 0\n".utf8))
        #expect(try Self.listing(bytes).entries.map(\.name) == ["report.json"])
    }

    @Test func aSaturatedEndRecordWithoutZip64RecordsIsRefused() throws {
        var bytes = Self.archive("report.json", [1], zip64: false)
        bytes.replaceSubrange((bytes.count - 12)..<(bytes.count - 10), with: [0xff, 0xff])  // the entry count
        #expect(throws: ZipListing.Problem.self) { try Self.listing(bytes) }
        #expect(throws: ZipListing.Problem.self) { try Self.listing(Array("not a zip at all".utf8)) }
    }

    /// A central directory whose size holds an entry past those its end record counts (`unzip` counts entries
    /// modulo 65 536, so 65 537 entries counted as 1 are all extracted): that entry, a link here, would not be
    /// checked, so the listing is refused.
    @Test func entriesPastTheCountAreRefused() throws {
        var bytes = Self.archive("report.json", [1], zip64: false)
        let name = Array("link".utf8)
        var hidden = Self.le(0x0201_4b50, 4) + Self.le(3 << 8 | 45, 2) + Self.le(20, 2) + Self.le(0, 2)
        hidden += Self.le(0, 2) + Self.le(0, 4) + Self.le(0, 4) + Self.le(3, 4) + Self.le(3, 4)
        hidden += Self.le(UInt64(name.count), 2) + Self.le(0, 2) + Self.le(0, 2) + Self.le(0, 2) + Self.le(0, 2)
        hidden += Self.le(0o120777 << 16, 4) + Self.le(0, 4) + name
        let end = bytes.count - 22
        let size = UInt64(bytes[end + 12]) | UInt64(bytes[end + 13]) << 8
        bytes.replaceSubrange((end + 12)..<(end + 16), with: Self.le(size + UInt64(hidden.count), 4))
        bytes.insert(contentsOf: hidden, at: end)
        do {
            let listing = try Self.listing(bytes)
            Issue.record("listed \(listing.entries.map(\.name)), problem: \(listing.problem() ?? "none")")
        } catch {
            #expect(
                error.reason == "its central directory has \(hidden.count) bytes past the entries its end record "
                    + "counts (1)")
        }
    }

    @Test("names a report's zip may hold", arguments: ["report.json", "r/", "r/a/actual/frame-0000.png", "a..b"])
    func plainNames(name: String) { #expect(ZipListing.isPlainName(name)) }

    @Test(
        "names it may not hold",
        arguments: ["", "/r", "../r", "r/../x", "r//x", "./r", "r/.", "r\\x", "r\nx", "r\u{7f}"])
    func otherNames(name: String) { #expect(!ZipListing.isPlainName(name)) }
}
