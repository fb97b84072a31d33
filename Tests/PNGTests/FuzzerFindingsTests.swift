import Foundation
import Testing
import TestSupport
@testable import PNG

/// Inputs the fuzzers (`Tests/Fuzz`, `.ci/fuzz`) found, kept as regression tests: each one's bytes, what went
/// wrong, and what must happen instead.
@Suite struct FuzzerFindingsTests {
    /// fuzz-apng-reader, `timeout-b4485a0d…` (after about three minutes): a 317-byte animated PNG whose fourth
    /// chunk, an `fcTL`, declares 1 593 835 546 bytes of data. The reader allocated and cleared that much (1.5 GB,
    /// over 20 s under AddressSanitizer) before finding that the file ends.
    static let hugeControlChunk = bytes(
        hex: """
            89504e470d0a1a0a0000000d4948445200000020000000200804000000d973b27f000000086163544c0000000300000000ceedba\
            c00000000467414d41000186a03196e8005f00001a6663544c00000000000000200000002000000000000000000001003c0000ba\
            c1bac80000003549444154789c63fccfc0c001859c683431229c2cdf1928032c3f86be01a361301a06543160341047c3802a068c\
            06e2681850c30000df2a207dc4eb85c80000001a6663544c00000001000000100000001000000008000000080001003c020114ce\
            41e5000000126664415400000002789c63601805a300010002100001ae4395860000001a6663544c000000030000000100000001\
            0000001f0000001f000000000100a9ee48e00000000f6664415400000004789c636060000000030001d131521c0000000049454e\
            44ae426082
            """)

    @Test func aChunkLongerThanTheRestOfTheFileIsRefusedAtItsHeader() throws {
        let url = try temporaryFolderURL().appendingPathComponent("huge-fctl.png")
        try Data(Self.hugeControlChunk).write(to: url)
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }

        // The chunk is refused from its 8-byte header, before any of its data is read or memory reserved for it.
        let file = try ChunkFile(path: url.path)
        _ = try file.readSignature()
        for type in ["IHDR", "acTL", "gAMA"] {  // (the gAMA's CRC is wrong; the reader skips it unread)
            let chunk = try file.nextChunk()
            #expect(chunk.type == type)
            file.skip(chunk)
        }
        #expect {
            _ = try file.nextChunk()
        } throws: { error in
            let error = error as! PNGError
            return error.kind == .corrupt
                && error.reason == "file ends in the middle of the fcTL chunk at offset 69: "
                    + "it declares 1593835546 bytes of data and a 4-byte CRC, the file has 240 bytes left"
        }

        // The reader reports it naming the file.
        #expect {
            _ = try AnimatedPNGReader(contentsOf: url)
        } throws: { error in
            "\(error)".hasPrefix(url.path + ": file ends in the middle of the fcTL chunk")
        }
    }

    /// A file cut inside a chunk's data is reported at that chunk's header too.
    @Test func aTruncatedChunkIsRefusedAtItsHeader() throws {
        let url = try temporaryFolderURL().appendingPathComponent("cut.png")
        try Data(Self.hugeControlChunk.prefix(67)).write(to: url)  // gAMA cut in its CRC
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let file = try ChunkFile(path: url.path)
        _ = try file.readSignature()
        _ = try file.readData(try file.nextChunk())
        _ = try file.readData(try file.nextChunk())
        #expect {
            _ = try file.nextChunk()
        } throws: { error in
            (error as? PNGError)?.reason == "file ends in the middle of the gAMA chunk at offset 53: it declares "
                + "4 bytes of data and a 4-byte CRC, the file has 6 bytes left"
        }
    }

    static func bytes(hex: String) -> [UInt8] {
        let digits = Array(hex.utf8)
        return stride(from: 0, to: digits.count, by: 2).map {
            UInt8(String(decoding: digits[$0...$0 + 1], as: UTF8.self), radix: 16)!
        }
    }
}
