import Foundation

/// Joins the report folders of shards into one (`flipbook merge-reports`): the scenarios of all of them,
/// their images, and a new `report.json`, `junit.xml` and `summary.txt`.
public enum ReportMerger {
    /// Reads `folders` (each with a `report.json`), checks that they fit together — the same report version,
    /// comparison and fixtures, no scenario twice — and writes the merged report folder `destination`
    /// (replaced as a whole). Returns the merged report.
    public static func merge(_ folders: [String], into destination: String) throws -> VerificationReport {
        var reports: [(folder: String, report: VerificationReport)] = []
        for folder in folders {
            let path = folder + "/" + VerificationReport.fileName
            guard let bytes = FileManager.default.contents(atPath: path) else {
                throw VerificationError.unreadableReport(path, "missing or unreadable (is \(folder) a report folder?)")
            }
            let report: VerificationReport
            do {
                report = try VerificationReport.decode(Array(bytes))
            } catch {
                throw VerificationError.unreadableReport(path, "not a report: \(FixtureStore.describe(error))")
            }
            guard report.version == VerificationReport.currentVersion else {
                throw VerificationError.unreadableReport(path, "report version \(report.version); this flipbook reads version \(VerificationReport.currentVersion)")
            }
            reports.append((folder, report))
        }
        guard let first = reports.first else { throw VerificationError.invalidSetting("no report folders to merge") }
        var owner: [ScenarioID: String] = [:]
        for (folder, report) in reports {
            if report.comparison != first.report.comparison {
                throw VerificationError.invalidSetting(
                    "\(folder) compared with \(report.comparison.summary) but \(first.folder) with \(first.report.comparison.summary); merge reports of one run")
            }
            if report.fixtures != first.report.fixtures {
                throw VerificationError.invalidSetting(
                    "\(folder) used the fixtures in \(report.fixtures) but \(first.folder) those in \(first.report.fixtures); merge reports of one run")
            }
            for scenario in report.scenarios {
                if let other = owner[scenario.id] {
                    throw VerificationError.invalidSetting("scenario \(scenario.id) is in both \(other) and \(folder)")
                }
                owner[scenario.id] = folder
            }
        }

        let output = try ReportFolder.begin(destination)
        do {
            for (folder, report) in reports {
                for scenario in report.scenarios {
                    let images = folder + "/" + scenario.id.rawValue
                    if FileManager.default.fileExists(atPath: images) {
                        try output.copyFolder(images, as: scenario.id.rawValue)
                    }
                }
            }
            let merged = VerificationReport(command: first.report.command, fixtures: first.report.fixtures,
                                            comparison: first.report.comparison, record: first.report.record,
                                            shard: nil, scenarios: reports.flatMap(\.report.scenarios))
            try output.complete(with: merged)
            return merged
        } catch {
            output.discard()
            throw error
        }
    }
}
