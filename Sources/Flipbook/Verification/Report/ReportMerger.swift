import Files
import Foundation
import PNG
import Raster

/// Joins the report folders of shards into one (`flipbook merge-reports`): the scenarios of all of them,
/// their images, and a new `report.json`, `junit.xml` and `summary.txt`.
///
/// A shard's folder may come from another machine, so nothing in it is trusted: `report.json` is read as a
/// regular file (no symbolic link, at most ``reportByteLimit`` bytes, no duplicate keys), every image path it
/// names must be exactly the path Flipbook gives that frame (`<id>/<kind>/frame-NNNN.png`, or `<kind>/…` in a
/// report of one scenario: ``ReportLayout``), and only those images are copied, each a regular file reached
/// through no symbolic link (neither the file nor a folder inside the shard's folder). The merged folder has a
/// folder per scenario, so reports of one scenario (those of `assertTransition`, `<reports>/<id>/`) merge too.
public enum ReportMerger {
    /// The most bytes a `report.json` may have.
    public static let reportByteLimit = 256 << 20

    /// Reads `folders` (each with a `report.json`), checks that they fit together — the same report version,
    /// comparison and fixtures, no scenario twice — and writes the merged report folder `destination`
    /// (replaced as a whole), whose `report.html` shows approve commands started as `approve` says. Returns the
    /// merged report.
    public static func merge(
        _ folders: [String], into destination: String, approve: ApproveInvocation = .builtIn
    ) throws -> VerificationReport {
        var reports: [(folder: String, report: VerificationReport)] = []
        for folder in folders {
            let path = folder + "/" + VerificationReport.fileName
            let bytes: [UInt8]
            do {
                bytes = try RegularFile.read(path, links: .refuse, limit: reportByteLimit)
            } catch {
                throw VerificationError.unreadableReport(
                    path,
                    error.errno == ENOENT
                        ? "missing (is \(folder) a report folder?)" : error.reason)
            }
            let report: VerificationReport
            do {
                try StrictJSON.check(bytes, limits: StrictJSON.Limits(integersFitInt64: true))
                report = try VerificationReport.decode(bytes)
            } catch {
                throw VerificationError.unreadableReport(path, "not a report: \(FixtureStore.describe(error))")
            }
            try checkImagePaths(report, path: path)
            guard report.version == VerificationReport.currentVersion else {
                throw VerificationError.unreadableReport(
                    path,
                    "report version \(report.version); this flipbook reads version \(VerificationReport.currentVersion)"
                )
            }
            reports.append((folder, report))
        }
        guard let first = reports.first else { throw VerificationError.invalidSetting("no report folders to merge") }
        var owner: [ScenarioID: String] = [:]
        for (folder, report) in reports {
            if report.comparison != first.report.comparison {
                throw VerificationError.invalidSetting(
                    "\(folder) compared with \(report.comparison.summary) but \(first.folder) with "
                        + "\(first.report.comparison.summary); merge reports of one run"
                )
            }
            if report.fixtures != first.report.fixtures {
                throw VerificationError.invalidSetting(
                    "\(folder) used the fixtures in \(report.fixtures) but \(first.folder) those in "
                        + "\(first.report.fixtures); merge reports of one run"
                )
            }
            for scenario in report.scenarios {
                if let other = owner[scenario.id] {
                    throw VerificationError.invalidSetting("scenario \(scenario.id) is in both \(other) and \(folder)")
                }
                owner[scenario.id] = folder
            }
        }

        let output = try ReportFolder.begin(destination, layout: .perScenario, approve: approve)
        do {
            var scenarios: [ScenarioReport] = []
            // Each image's shard file, which an error in the merged report's filmstrips names.
            var origins: [String: String] = [:]
            for (folder, report) in reports {
                for var scenario in report.scenarios {
                    for position in scenario.frames.indices {
                        let index = scenario.frames[position].index
                        for (kind, image) in FrameReport.imageKinds {
                            guard let relative = scenario.frames[position][keyPath: image] else { continue }
                            let merged = output.layout.imagePath(scenario.id, kind, frame: index)
                            try output.copy(folder + "/" + relative, to: merged, inside: folder, png: true) {
                                VerificationError.unreadableReport($0.path, $0.reason)
                            }
                            scenario.frames[position][keyPath: image] = merged
                            origins[merged] = folder + "/" + relative
                        }
                    }
                    // The shard's filmstrip, drawn by the check from frames it held (some of which the report keeps
                    // only as counts): drawing it again from the report's images could choose other frames.
                    let filmstrip = report.layout.folder(of: scenario.id) + HTMLReportFilmstrip.fileName
                    if scenario.status != .passed, FileManager.default.fileExists(atPath: folder + "/" + filmstrip) {
                        let merged = output.layout.folder(of: scenario.id) + HTMLReportFilmstrip.fileName
                        try output.copy(folder + "/" + filmstrip, to: merged, inside: folder, png: true) {
                            VerificationError.unreadableReport($0.path, $0.reason)
                        }
                    }
                    scenarios.append(scenario)
                }
            }
            let merged = VerificationReport(
                command: first.report.command, fixtures: first.report.fixtures,
                comparison: first.report.comparison, record: first.report.record,
                shard: nil, layout: output.layout, scenarios: scenarios)
            try output.complete(with: merged, origins: origins)
            return merged
        } catch {
            output.discard()
            throw error
        }
    }

    /// Refuses a report whose image paths are not the ones Flipbook writes for their frames.
    static func checkImagePaths(_ report: VerificationReport, path: String) throws(VerificationError) {
        if report.layout == .oneScenario, report.scenarios.count > 1 {
            throw .unreadableReport(
                path,
                "layout \(ReportLayout.oneScenario.rawValue) with \(report.scenarios.count) scenarios; "
                    + "a report of that layout has one")
        }
        for scenario in report.scenarios {
            for frame in scenario.frames {
                for (kind, image) in FrameReport.imageKinds {
                    guard let relative = frame[keyPath: image] else { continue }
                    let expected = report.layout.imagePath(scenario.id, kind, frame: frame.index)
                    guard frame.index >= 0, relative == expected else {
                        let rule = frame.index >= 0 ? expected : "only for frames 0 and up"
                        throw .unreadableReport(
                            path,
                            "scenario \(scenario.id) frame \(frame.index): \(kind)_image is "
                                + "\(QuotedText.quoted(relative)); a report names it \(rule)")
                    }
                }
            }
        }
    }
}
