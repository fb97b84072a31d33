import Foundation
import Flipbook
import FuzzSupport
import PNG
import Pixels

// libFuzzer harness for `ReportMerger.merge` (`flipbook merge-reports`), which reads the `report.json` of each
// shard's report folder — folders that come from other machines — and writes the merged folder: report.json,
// junit.xml, summary.txt, report.html and its filmstrips. An input is one to three `report.json` files
// separated by NUL bytes (which JSON text cannot contain), each put in a shard folder of the harness's temporary
// folder and merged into `merged` beside them. For the images a shard's report names by a plain relative path
// (at most 24 of them), a 4×4 PNG is written there, so failing frames reach the filmstrips of report.html.
//
// Checked: a merge fails only with a `VerificationError` that says what is wrong, and then leaves no merged
// folder and no staging folder behind; a merge that succeeds leaves a complete report folder whose report.json
// reads back equal to the merged report, which holds every shard's scenarios; nothing is written outside.

@main
enum ReportMergerFuzzer {
    static func main() { runFuzzer(fuzzReportMerger) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReportMerger(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    defer { FuzzFolder.clear() }
    let parts = UnsafeBufferPointer(start: data, count: size).split(
        separator: 0, maxSplits: 2,
        omittingEmptySubsequences: false)
    var shards: [String] = []
    for (k, part) in parts.enumerated() {
        let folder = FuzzFolder.file("shard-\(k)")
        FuzzFolder.write(part, as: "shard-\(k)/" + VerificationReport.fileName)
        shards.append(folder)
    }
    var images = 0
    for (k, part) in parts.enumerated() {
        guard let report = try? VerificationReport.decode(Array(part)) else { continue }
        for frame in report.scenarios.lazy.flatMap(\.frames) {
            for path in [frame.expectedImage, frame.actualImage, frame.diffImage].compactMap({ $0 })
            where images < 24 && isPlainRelativePath(path) {
                FuzzFolder.write(smallPNG, as: "shard-\(k)/" + path)
                images += 1
            }
        }
    }
    let destination = FuzzFolder.file("merged")
    let merged: VerificationReport
    do {
        merged = try ReportMerger.merge(shards, into: destination)
    } catch {
        fuzzCheck(error is VerificationError, "merge threw \(type(of: error)), not a VerificationError: \(error)")
        fuzzCheck(!"\(error)".isEmpty, "an error without a message")
        fuzzLog("rejected: \(error)")
        let left = (try? FileManager.default.contentsOfDirectory(atPath: FuzzFolder.path)) ?? []
        fuzzCheck(left.allSatisfy { $0.hasPrefix("shard-") }, "a failed merge left \(left.sorted())")
        return 0
    }
    let names = Set((try? FileManager.default.contentsOfDirectory(atPath: destination)) ?? [])
    for name in [
        VerificationReport.fileName, VerificationReport.junitFileName, VerificationReport.summaryFileName,
        "report.html",
    ] {
        fuzzCheck(names.contains(name), "the merged folder has no \(name): \(names.sorted())")
    }
    do {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: destination + "/" + VerificationReport.fileName))
        let again = try VerificationReport.decode(Array(bytes))
        fuzzCheck(again == merged, "the merged report.json does not read back as the merged report")
    } catch {
        fuzzCheck(false, "the merged report.json cannot be read back: \(error)")
    }
    var total = 0
    for shard in shards {
        if let bytes = FileManager.default.contents(atPath: shard + "/" + VerificationReport.fileName),
            let report = try? VerificationReport.decode(Array(bytes))
        {
            total += report.scenarios.count
        }
    }
    fuzzCheck(merged.scenarios.count == total, "\(merged.scenarios.count) scenarios merged from \(total)")
    fuzzLog("accepted: \(merged.scenarios.count) scenarios merged")
    return 0
}

private let smallPNG: [UInt8] = try! PNGEncoder().encode(
    Image(
        width: 4, height: 4,
        fill: Pixel(r: 9, g: 99, b: 199, a: 255)))

/// A relative path of one to four plain names (no `.`, `..`, empty names or NUL), ending in `.png`.
private func isPlainRelativePath(_ path: String) -> Bool {
    let names = path.split(separator: "/", omittingEmptySubsequences: false)
    return (1...4).contains(names.count) && path.hasSuffix(".png") && !path.utf8.contains(0)
        && names.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
}
