import Files
import Foundation
import PNG
import Raster
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns the actual frames of failed scenarios in a report folder into their new fixtures (`flipbook approve`).
///
/// The report is hostile input (it may come from another machine): its `report.json` is read as a regular
/// file, and the only other files read from it are `<id>/actual/frame-NNNN.png` (`actual/frame-NNNN.png` in a
/// report of one scenario, ``ReportLayout``) for scenario ids and frame indices it lists — paths built here,
/// never taken from the report — each checked to be a regular file reached without a symbolic link, decoded
/// within the pixel budget and of the fixture's size.
///
/// An approval is refused, naming the difference, when the report was made against other fixtures or with
/// another comparison, or when a scenario played here (with the same settings) does not give the frames the
/// report describes. Each fixture is written as `record` writes it: into a staging folder that replaces
/// `<fixtures>/<id>` as a whole. Frames that passed keep the fixture's file. A failing frame the report holds only
/// as a digest (a differing frame past the first few, only counted: ``FrameReport/actualDigest``) is painted here
/// and taken only when its pixels give that digest (``ReportDigest``).
public struct ReportApproval: Sendable {
    /// The report folder.
    public var report: String
    /// The fixtures to write (frames format).
    public var fixtures: FixtureStore
    /// The comparison the report must have been made with.
    public var comparison: ComparisonDescription
    /// Settings that replace each scenario's own, as in the check that made the report.
    public var overrides: ScenarioOverrides
    /// The largest frame read, in pixels.
    public var pixelBudget: Int
    /// How long to wait, in seconds, for another process writing one of the fixtures (``FixtureLock``).
    public var lockTimeout: Double = FixtureLock.defaultTimeout

    /// An approval of the report folder `report` into `fixtures`.
    public init(
        report: String, fixtures: FixtureStore, comparison: ComparisonDescription,
        overrides: ScenarioOverrides = ScenarioOverrides(), pixelBudget: Int = PNGDecoder.defaultPixelBudget
    ) {
        self.report = report
        self.fixtures = fixtures
        self.comparison = comparison
        self.overrides = overrides
        self.pixelBudget = pixelBudget
    }

    /// One fixture to write.
    public struct Plan: Sendable, Equatable {
        /// The scenario whose fixture is written.
        public var id: ScenarioID
        /// `<fixtures>/<id>`.
        public var fixture: String
        /// The new manifest.
        public var manifest: RenderManifest
        /// Per kept frame, the file its bytes come from (the report's actual frame, or the fixture's own).
        public var sources: [String]
        /// How many frames come from the report.
        public var approvedFrames: Int
        /// The new fixture's files of the frames the report holds only as a digest (``FrameReport/actualDigest``),
        /// painted here and checked against it, by frame index; their `sources` entry is ``paintedSource``.
        public var paintedFrames: [Int: [UInt8]] = [:]
    }

    /// The `sources` entry of a frame painted here (``Plan/paintedFrames``).
    public static let paintedSource = "(painted again by approve)"

    /// The report as read, checked against these settings.
    public func readReport() throws(VerificationError) -> VerificationReport {
        let path = report + "/" + VerificationReport.fileName
        let bytes = try Self.readRegularFile(path, under: report, limit: 64 << 20)
        let decoded: VerificationReport
        do {
            try StrictJSON.check(bytes, limits: StrictJSON.Limits(integersFitInt64: true))
            decoded = try VerificationReport.decode(bytes)
        } catch {
            throw .unreadableReport(path, "not a report: \(FixtureStore.describe(error))")
        }
        guard decoded.version == VerificationReport.currentVersion else {
            throw .unreadableReport(
                path,
                "report version \(decoded.version); this flipbook reads version \(VerificationReport.currentVersion)")
        }
        guard fixtures.format == .frames else {
            throw .invalidSetting("approve writes fixtures as frames; the fixture format is \(fixtures.format)")
        }
        guard decoded.fixtures == fixtures.root else {
            throw .invalidSetting("\(path) was made against the fixtures in \(decoded.fixtures), not \(fixtures.root)")
        }
        if decoded.layout == .oneScenario, decoded.scenarios.count > 1 {
            throw .unreadableReport(
                path,
                "layout \(ReportLayout.oneScenario.rawValue) with \(decoded.scenarios.count) scenarios; "
                    + "a report of that layout has one")
        }
        guard decoded.comparison == comparison else {
            throw .invalidSetting(
                "\(path) compared with \(decoded.comparison.summary), not \(comparison.summary); "
                    + "approve with the comparison options of the check that made it")
        }
        return decoded
    }

    /// The scenarios of `report` that failed or had no fixture, among `scenarios`, whose ids match one of
    /// `patterns` (globs: `*` any run of characters, `?` one; every one when `patterns` is empty).
    public func approvable(_ report: VerificationReport, patterns: [String]) -> [ScenarioReport] {
        report.scenarios.filter { scenario in
            (scenario.status == .failed || scenario.status == .missing)
                && (patterns.isEmpty || patterns.contains { Self.glob($0, matches: scenario.id.rawValue) })
        }
    }

    /// What approving `scenario` of `report` (as ``readReport()`` read it) writes: checks its frames against
    /// `source`, played here.
    @MainActor
    public func plan(_ scenario: ScenarioReport, in report: VerificationReport, source: Scenario)
        throws(VerificationError) -> Plan
    {
        let folder = self.report
        let id = scenario.id
        guard let actual = scenario.actual else {
            throw .invalidSetting(
                "\(id): the report has no rendered frames to approve "
                    + "(\(QuotedText.oneLine(scenario.message ?? "error")))")
        }
        var played: Scenario
        do {
            played = try overrides.applied(to: source)
        } catch {
            throw .invalidSetting("\(id): \(error)")
        }
        guard let keep = FrameSelection(description: actual.keep) else {
            throw .unreadableReport(folder, "\(id): keep \(QuotedText.quoted(actual.keep)) is not a frame selection")
        }
        played.keep = keep
        let recording: RecordingSummary
        do {
            recording = try ScenarioPlayer().play(played, painting: false)
        } catch {
            throw .invalidSetting("\(id) cannot be played: \(error)")
        }
        let manifest = RenderManifest(scenario: played, recording: recording, compression: .small)
        let here = FrameLayout(manifest)
        guard here == actual else {
            // Strings from report.json: escaped per Unicode scalar.
            let why = QuotedText.oneLine(actual.differences(to: here).joined(separator: "; "))
            throw .invalidSetting(
                "\(id): the report was made with other settings or another version of the scenario "
                    + "(\(why.isEmpty ? "device \(QuotedText.quoted(actual.device)) vs \(here.device)" : why)); "
                    + "approve with the same frame rate, scale and device overrides")
        }
        let existing = try fixtures.load(id)
        var sources: [String] = []
        var approved = 0
        // Frames the report holds as a digest only: painted here, below.
        var digests: [Int: String] = [:]
        for entry in manifest.frames {
            let frame = scenario.frames.first { $0.index == entry.index }
            if let frame, frame.status.passed, let kept = existing?.path(ofFrame: entry.index) {
                sources.append(kept)
                continue
            }
            if let frame, frame.actualImage == nil, let digest = frame.actualDigest {
                // A digest is 32 hexadecimal digits (``ReportDigest``): anything else was not written by a check.
                guard FrameDigest(hex: Substring(digest)) != nil else {
                    throw .unreadableReport(
                        folder + "/" + VerificationReport.fileName,
                        "\(id): frame \(entry.index): actual_digest \(QuotedText.quoted(digest)) is not 32 "
                            + "hexadecimal digits")
                }
                digests[entry.index] = digest
                sources.append(Self.paintedSource)
                approved += 1
                continue
            }
            let path = folder + "/" + report.layout.imagePath(id, "actual", frame: entry.index)
            let bytes = try Self.readRegularFile(path, under: folder, limit: 256 << 20)
            let decoded: DecodedPNG
            do {
                decoded = try PNGDecoder(pixelBudget: pixelBudget).decode(bytes)
            } catch {
                throw .unreadableReport(path, "not a readable PNG: \(error)")
            }
            guard decoded.header.width == manifest.pixelWidth, decoded.header.height == manifest.pixelHeight else {
                throw .unreadableReport(
                    path,
                    "\(decoded.header.width)×\(decoded.header.height) pixels; the fixture's frames "
                        + "are \(manifest.pixelWidth)×\(manifest.pixelHeight)")
            }
            sources.append(path)
            approved += 1
        }
        var plan = Plan(
            id: id, fixture: fixtures.folder(for: id), manifest: manifest, sources: sources,
            approvedFrames: approved)
        if !digests.isEmpty { plan.paintedFrames = try paint(played, frames: digests, of: id) }
        return plan
    }

    /// Paints the frames of `scenario` whose indices `digests` holds, checks each against its digest and encodes it
    /// as `record` does.
    @MainActor
    private func paint(_ scenario: Scenario, frames digests: [Int: String], of id: ScenarioID)
        throws(VerificationError) -> [Int: [UInt8]]
    {
        var painted: [Int: [UInt8]] = [:]
        let rasterizer = Rasterizer()
        do {
            try ScenarioPlayer().play(scenario, painting: true) { frame in
                guard let digest = digests[frame.index] else { return }
                let image = rasterizer.render(frame.tree)
                guard ReportDigest.of(image) == digest.lowercased() else {
                    throw VerificationError.invalidSetting(
                        "\(id): frame \(frame.index) painted here is not the frame the report checked (its digest "
                            + "differs: another version of the scenario or of Flipbook); check again and approve "
                            + "that report")
                }
                painted[frame.index] = try PNGEncoder(compression: .small).encode(image)
            }
        } catch let error as VerificationError {
            throw error
        } catch {
            throw .invalidSetting("\(id) cannot be painted: \(error)")
        }
        guard painted.count == digests.count else {
            throw .invalidSetting(
                "\(id): frames \(digests.keys.filter { painted[$0] == nil }.sorted()) were not played")
        }
        return painted
    }

    /// Takes the lock `record` takes on the fixture of each of `ids` (``FixtureLock``, in the order of the ids,
    /// as `record` does), creating the fixtures folder when it is missing. Hold the locks from
    /// ``plan(_:source:)`` to ``write(_:)``: no other process then replaces a fixture between approve reading
    /// it (the frames that passed keep its files) and replacing it. Released when the returned locks are.
    public func lockFixtures(_ ids: [ScenarioID]) throws(VerificationError) -> [FixtureLock] {
        try fixtures.prepareRoot()
        var locks: [FixtureLock] = []
        for id in Set(ids).sorted() {
            locks.append(try FixtureLock.acquire(id, in: fixtures.root, timeout: lockTimeout))
        }
        return locks
    }

    /// Writes the fixture `plan` describes: all of it, or nothing. Its manifest records each frame's digests
    /// (``ManifestDigest``), of the file written and of the pixels it decodes to, as `record` does.
    public func write(_ plan: Plan) throws(VerificationError) {
        try fixtures.prepareRoot()
        let staging = try fixtures.beginWriting(plan.id)
        var manifest = plan.manifest
        /// Records the digests of the frame at `position`, whose file holds `bytes`.
        func digest(_ bytes: [UInt8], position: Int, source: String) throws(VerificationError) {
            do {
                let image = try PNGDecoder(pixelBudget: pixelBudget).decode(bytes, name: source).image
                manifest.frames[position].pixelDigest = ManifestDigest.of(pixels: image).description
                manifest.frames[position].fileDigest = ManifestDigest.of(file: bytes).description
            } catch {
                throw VerificationError.unreadableReport(source, "not a readable PNG: \(error)")
            }
        }
        do throws(VerificationError) {
            try fixtures.writeManifest(plan.manifest, for: plan.id)
            for (position, (entry, source)) in zip(plan.manifest.frames, plan.sources).enumerated() {
                if let painted = plan.paintedFrames[entry.index] {
                    let target = staging + "/" + entry.file
                    do {
                        try AtomicFile.write(painted, to: target)
                    } catch {
                        throw VerificationError.unwritable(target, because: error)
                    }
                    try digest(painted, position: position, source: target)
                    continue
                }
                var bytes = try Self.readRegularFile(source, under: nil, limit: 256 << 20)
                if source.hasPrefix(report + "/") {
                    // Compressed as `record` compresses frames (the report's copies may be compressed for speed).
                    do {
                        let image = try PNGDecoder(pixelBudget: pixelBudget).decode(bytes, name: source).image
                        bytes = try PNGEncoder(compression: .small).encode(image)
                    } catch {
                        throw VerificationError.unreadableReport(source, "not a readable PNG: \(error)")
                    }
                }
                let target = staging + "/" + entry.file
                do {
                    try AtomicFile.write(bytes, to: target)
                } catch {
                    throw VerificationError.unwritable(target, because: error)
                }
                try digest(bytes, position: position, source: source)
            }
            try fixtures.writeManifest(manifest, for: plan.id)
            try fixtures.commit(plan.id)
        } catch {
            fixtures.discard(plan.id)
            throw error
        }
    }

    /// The bytes of the regular file at `path`, opened without following a symbolic link at its last
    /// component; with `under`, every folder between `under` and the file is checked to be a real folder too.
    static func readRegularFile(_ path: String, under root: String?, limit: Int) throws(VerificationError) -> [UInt8] {
        // A regular file only (a FIFO or device is refused without blocking), not through a link, bounded.
        do {
            if let root { return try RegularFile.read(path, inside: root, limit: limit) }
            return try RegularFile.read(path, links: .refuse, limit: limit)
        } catch {
            throw .unreadableReport(path, error.reason)
        }
    }

    /// Whether `text` matches the glob `pattern` (`*` any run of characters, `?` any one character).
    public static func glob(_ pattern: String, matches text: String) -> Bool {
        let p = Array(pattern), t = Array(text)
        var pi = 0, ti = 0, star = -1, mark = 0
        while ti < t.count {
            if pi < p.count, p[pi] == "?" || p[pi] == t[ti] {
                pi += 1; ti += 1
            } else if pi < p.count, p[pi] == "*" {
                star = pi; mark = ti; pi += 1
            } else if star >= 0 {
                pi = star + 1; mark += 1; ti = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
