import Flipbook
import Foundation
import TestSupport
import Testing

/// The GitHub Actions workflow in `FlipbookCLI.docc/ContinuousIntegration.md` runs as written: its `verify`
/// command once per matrix shard, then its `merge-reports` command, and the merged report equals the report
/// of one unsharded run. The workflow's executable (`swift run -c release card-flipbook`) is the built
/// `flipbook`; six catalog scenarios at a small scale (recorded first) keep it quick.
@Suite("The documented CI workflow")
struct ContinuousIntegrationTests {
    static let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(
            "Sources/FlipbookCLI/FlipbookCLI.docc/ContinuousIntegration.md")

    /// The workflow's YAML and the arguments of its `run:` commands that call the executable.
    static func workflow() throws -> (yaml: String, shards: [String], verify: [String], merge: [String]) {
        let text = try String(contentsOf: document, encoding: .utf8)
        let start = try #require(text.range(of: "```yaml\n"))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        let yaml = String(text[start.upperBound..<end.lowerBound])
        let tool = "swift run -c release card-flipbook "
        func command(_ name: String) throws -> [String] {
            let line = try #require(yaml.split(separator: "\n").first { $0.contains(tool + name) })
            // The matrix value as one word, so that the command splits into its arguments at spaces.
            let arguments = line[line.range(of: tool)!.upperBound...]
                .replacingOccurrences(of: "${{ matrix.shard }}", with: "SHARD")
            return arguments.split(separator: " ").map(String.init)
        }
        let matrix = try #require(yaml.split(separator: "\n").first { $0.contains("shard: [") })
        let list = matrix[matrix.range(of: "[")!.upperBound..<matrix.range(of: "]")!.lowerBound]
        return (
            yaml, list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) },
            try command("verify"), try command("merge-reports")
        )
    }

    @Test func theShardsMergedReportEqualsAnUnshardedRun() throws {
        let (yaml, shards, verify, merge) = try Self.workflow()
        #expect(shards == ["1", "2", "3"])
        #expect(yaml.contains("apt-get install -y libpng-dev"))
        #expect(yaml.contains("actions/cache@"))
        #expect(yaml.contains("actions/upload-artifact@"))
        let folder = temporaryFolder("ci-workflow")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let ids = VerificationCommandTests.catalogIDs
        let small = ["--scale", "0.25", "--jobs", "2"]
        let record = try Subprocess.flipbook(
            ["record", "--fixtures", "Fixtures", "--report", "record-report"] + ids + small, in: folder)
        #expect(record.status == 0, "\(record.standardError)")

        for shard in shards {
            let arguments = verify.map { $0.replacingOccurrences(of: "SHARD", with: shard) }
            let outcome = try Subprocess.flipbook(
                arguments + ids + small, in: folder,
                environment: ["CI": "true"])
            #expect(outcome.status == 0, "\(arguments): \(outcome.standardError)")
        }
        let merged = try Subprocess.flipbook(merge, in: folder)
        #expect(merged.status == 0, "\(merge): \(merged.standardError)")
        let whole = try Subprocess.flipbook(
            ["verify", "--report", "whole"] + ids + small, in: folder,
            environment: ["CI": "true"])
        #expect(whole.status == 0, "\(whole.standardError)")

        let outFolder = try #require(merge.firstIndex(of: "--out").map { merge[$0 + 1] })
        let mergedReport = try VerificationReport.decode(
            Array(Data(contentsOf: URL(fileURLWithPath: folder + "/" + outFolder + "/report.json"))))
        let wholeReport = try VerificationReport.decode(
            Array(Data(contentsOf: URL(fileURLWithPath: folder + "/whole/report.json"))))
        #expect(mergedReport.scenarios == wholeReport.scenarios)
        #expect(mergedReport.totals == wholeReport.totals)
        #expect(mergedReport.comparison == wholeReport.comparison && mergedReport.fixtures == wholeReport.fixtures)
        #expect(FileManager.default.fileExists(atPath: folder + "/" + outFolder + "/report.html"))
    }
}
