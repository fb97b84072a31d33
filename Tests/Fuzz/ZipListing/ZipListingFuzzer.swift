import Flipbook
import Foundation
import FuzzSupport

// libFuzzer harness for `ZipListing`, which reads the central directory of a zip given to `flipbook approve` (a
// CI artifact download: hostile) before anything is extracted. Each input is a zip file's bytes.
//
// Checked: reading the listing from memory and from a file (`ZipListing.read`, through pread) agree, both in
// the entries and in the error; an error is one line naming the file; a listing holds at most
// `ZipListing.entryLimit` entries; `problem()` is one line; and when it finds nothing wrong, every name is
// relative and plain (no `..`, `.`, empty part, backslash or control character), no name is given twice, no
// entry is a link or encrypted, every method is stored or deflated, and the total claimed is within the limit.

@main
enum ZipListingFuzzer {
    static func main() { runFuzzer(fuzzZipListing) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzZipListing(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    defer { FuzzFolder.clear() }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let inMemory: Result<ZipListing, ZipListing.Problem> = Result { () throws(ZipListing.Problem) in
        try ZipListing(size: Int64(bytes.count)) { offset, count in
            guard offset >= 0, count >= 0, offset + Int64(count) <= Int64(bytes.count) else { return nil }
            return Array(bytes[Int(offset)..<(Int(offset) + count)])
        }
    }
    let path = FuzzFolder.file("input.zip")
    FuzzFolder.write(bytes, as: "input.zip")
    let fromFile = Result { () throws(VerificationError) in try ZipListing.read(path) }
    switch (inMemory, fromFile) {
    case (.success(let listing), .success(let read)):
        fuzzCheck(listing == read, "the listing read from the file differs from the one read from memory")
        check(listing)
    case (.failure(let problem), .failure(let error)):
        fuzzLog("rejected: \(problem.reason)")
        let message = "\(error)"
        fuzzCheck(!message.contains("\n") && !problem.reason.contains("\n"), "an error of more than one line")
        fuzzCheck(message.contains(path) && message.hasSuffix(problem.reason), "the error differs: \(message)")
    default:
        fuzzCheck(false, "memory and file disagree: \(inMemory) / \(fromFile)")
    }
    return 0
}

/// The rules a listing `problem()` accepts hold for every entry.
private func check(_ listing: ZipListing) {
    fuzzCheck(listing.entries.count <= ZipListing.entryLimit, "\(listing.entries.count) entries listed")
    if let problem = listing.problem() {
        fuzzLog("accepted: listing of \(listing.entries.count) entries, refused: \(problem)")
        fuzzCheck(!problem.contains("\n"), "a problem of more than one line: \(problem)")
        return
    }
    fuzzLog("accepted: listing of \(listing.entries.count) entries")
    var names = Set<String>()
    var total: UInt64 = 0
    for entry in listing.entries {
        let name = entry.name.hasSuffix("/") ? String(entry.name.dropLast()) : entry.name
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        fuzzCheck(!name.isEmpty && !parts.contains { $0.isEmpty || $0 == "." || $0 == ".." }, "name \(entry.name)")
        fuzzCheck(!name.contains("\\") && !name.unicodeScalars.contains { $0.value < 0x20 }, "name \(entry.name)")
        fuzzCheck(names.insert(name).inserted, "\(entry.name) given twice")
        fuzzCheck(!entry.isSymbolicLink && !entry.isEncrypted, "\(entry.name) is a link or encrypted")
        fuzzCheck(entry.method == 0 || entry.method == 8, "\(entry.name) has method \(entry.method)")
        total += entry.uncompressedSize
        fuzzCheck(total <= ZipListing.uncompressedByteLimit, "more than the limit uncompressed")
    }
}
