import Foundation
import ImageDiff
import PNG
import Raster

/// Checks scenarios against their fixtures: renders every kept frame through the same pipeline as
/// `flipbook render`, compares each with the fixture's frame, records fixtures as the record mode says, and
/// reports.
///
/// 1. Each scenario is played once without painting (frame count, kept frames, errors), and its fixture is read.
///    A scenario that throws, or whose fixture cannot be read, becomes an `error` in the report; the others go on.
///    Such a scenario is bad input, decided before any work: the progress leaves it out (it plays no frame).
/// 2. A ``FramePipeline`` runs: the stage plays each scenario on the main actor, producing render trees in
///    order; `jobs` worker threads paint each frame, decode the fixture's frame and compare them — at most
///    2 × jobs frames alive at once, so memory does not grow with the number of frames. Only frames that
///    fail are encoded (into the report folder), unless a fixture is being written.
/// 3. A fixture is written into a staging folder as its frames are painted, and replaces `Fixtures/<id>` as a
///    whole when the scenario is complete and the record mode says so
///    (``RecordMode/writesFixture(fixtureExists:matched:)``).
/// 4. The report folder is built beside its destination and replaces it when everything is written.
///
/// Frames are compared by index: frame k of the fixture with frame k of the render. A different fps, frame
/// count, size or set of kept frames is reported as such (``ScenarioReport/layoutDifferences``), and fails.
public struct ScenarioVerifier: Sendable {
    /// How the check runs: fixtures, comparison, record mode, report folder and render settings.
    public var settings: VerifySettings
    /// Told of the check's progress (from worker threads); nil for none.
    public var progress: (any RenderProgress)?

    /// A verifier with `settings` (checked when a check starts) reporting to `progress`.
    public init(settings: VerifySettings, progress: (any RenderProgress)? = nil) {
        self.settings = settings
        self.progress = progress
    }

    /// ``FixtureDigestAudit`` of each loaded fixture, on ``VerifySettings/jobs`` workers (a fixture per job, at
    /// most 2 × jobs alive, each decoding one frame at a time): the first disagreement of each fixture, by position
    /// (nil where it agrees or did not load), so the report is the same whatever the order the workers finish in.
    @MainActor
    private func audit(_ loaded: [Result<Fixture?, VerificationError>]) throws -> [VerificationError?] {
        let found = AuditFindings(count: loaded.count)
        let budget = settings.pixelBudget
        _ = try FramePipeline(jobs: settings.jobs, capacity: settings.queueCapacity).run(
            produce: { submit in
                for (position, result) in loaded.enumerated() {
                    if case .success(let fixture?) = result { try submit((position, fixture)) }
                }
            },
            process: { (job: (position: Int, fixture: Fixture)) in
                do throws(VerificationError) {
                    try FixtureDigestAudit.check(job.fixture, pixelBudget: budget)
                } catch {
                    found.set(job.position, error)
                }
            })
        return found.all
    }

    /// Checks `scenarios` and writes the report. Throws only when the check as a whole cannot run or its
    /// files cannot be written (bad settings, an unwritable fixture or report folder); what a scenario does
    /// wrong is in the report.
    @MainActor
    public func verify(_ scenarios: [Scenario]) throws -> VerificationReport {
        try settings.validate()
        if settings.reportLayout == .oneScenario, settings.reportDirectory != nil, scenarios.count != 1 {
            throw VerificationError.invalidSetting(
                "a report of one scenario (layout \(ReportLayout.oneScenario.rawValue)) "
                    + "cannot hold \(scenarios.count) scenarios")
        }
        let mode = settings.record.mode
        let fixtures = settings.fixtures
        // Settings that cannot apply to a scenario (a device other than its variant's) are bad input, refused
        // before anything is written.
        for scenario in scenarios {
            do {
                _ = try settings.overrides.applied(to: scenario)
            } catch {
                throw VerificationError.invalidSetting(error.description)
            }
        }
        fixtures.removeAbandonedStaging()
        // Another process recording the same fixtures waits for these locks (held until the check ends).
        var locks: [FixtureLock] = []
        defer { for lock in locks { lock.release() } }
        if mode != .never {
            try fixtures.prepareRoot()
            for id in Set(scenarios.map(\.id)).sorted() {
                locks.append(try FixtureLock.acquire(id, in: fixtures.root, timeout: settings.lockTimeout))
            }
        }

        // 1. Plans: dry runs and fixtures.
        let player = ScenarioPlayer()
        var preparedPlans: [VerificationPlan] = []
        let applied = try scenarios.map { original throws(VerificationError) in
            do throws(ScenarioError) {
                return try settings.overrides.applied(to: original)
            } catch {
                throw VerificationError.invalidSetting(error.description)
            }
        }
        let loaded = applied.map { scenario in
            Result { () throws(VerificationError) in try fixtures.load(scenario.id) }
        }
        // Decoding every fixture: first its manifest's digests are checked against its files, on the workers.
        let audits = settings.decodesFixtures ? try audit(loaded) : nil
        for (position, var scenario) in applied.enumerated() {
            var plan = VerificationPlan(scenario: scenario, fixtureFolder: fixtures.path(for: scenario.id))
            do throws(VerificationError) {
                let fixture = try loaded[position].get()
                if let problem = audits?[position] { throw problem }
                plan.fixture = fixture
            } catch .damagedFixture(let path, let reason) where mode.replacesDamagedFixtures {
                plan.damage = VerificationError.damagedFixture(path, reason).description
            } catch {
                plan.error = error.description
            }
            // Which frames: the check's own `keep`, else the fixture's, else the scenario's for its fixtures.
            var keepDifference: String?
            if let keep = settings.keep {
                scenario.keep = keep
                if let fixtureKeep = plan.fixture?.manifest.settings.keep, fixtureKeep != keep.description {
                    keepDifference =
                        "keep: this check keeps \(keep) (asked for explicitly), the fixture keeps \(fixtureKeep)"
                }
            } else if let fixture = plan.fixture {
                if let recorded = FrameSelection(description: fixture.manifest.settings.keep) {
                    scenario.keep = recorded
                } else {
                    plan.error =
                        plan.error ?? "the fixture \(fixture.path) keeps \"\(fixture.manifest.settings.keep)\", "
                        + "which is not a frame selection (all, every K, at T s, …)"
                }
            } else if let fixtureKeep = scenario.fixtureKeep {
                scenario.keep = fixtureKeep
            }
            plan.scenario = scenario
            if plan.error == nil {
                do {
                    let recording = try player.play(scenario, painting: false)
                    plan.actual = RenderManifest(
                        scenario: scenario, recording: recording, compression: settings.compression)
                } catch {
                    plan.error = "\(error)"
                }
            }
            if plan.error == nil, let actual = plan.actual {
                if let fixture = plan.fixture {
                    plan.layoutDifferences =
                        (keepDifference.map { [$0] } ?? [])
                        + FrameLayout(fixture.manifest).differences(to: FrameLayout(actual))
                    plan.comparesFrames = fixture.manifest.fps == actual.fps
                }
                plan.writesStaging = mode.writesFixture(
                    fixtureExists: plan.fixture != nil || plan.damage != nil,
                    matched: false)
            }
            preparedPlans.append(plan)
        }
        let plans = preparedPlans
        if plans.contains(where: \.writesStaging) { try fixtures.prepareRoot() }
        for plan in plans where plan.writesStaging && fixtures.format == .frames {
            try fixtures.checkReplaceable(plan.scenario.id)
        }
        let reportFolder = try settings.reportDirectory.map {
            var folder = try ReportFolder.begin($0, layout: settings.reportLayout, approve: settings.approve)
            folder.program = settings.program
            return folder
        }

        // 2. The pipeline.
        let completion = ScenarioCompletion(count: plans.count)
        let collector = VerificationCollector(count: plans.count)
        let checker = FrameChecker(plans: plans, settings: settings, reportFolder: reportFolder, collector: collector)
        // Progress speaks only of the scenarios that play: one whose error was decided above (its fixture or
        // its settings are bad input) is only in the report, so a check of bad input alone prints nothing
        // before its one-line error.
        let playing = plans.filter { $0.error == nil }
        let total = playing.reduce(0) { $0 + ($1.actual?.frames.count ?? 0) }
        let progress = playing.isEmpty ? nil : self.progress
        progress?.begin(scenarios: playing.count, frames: total)
        defer { progress?.end() }

        let pipeline = FramePipeline(jobs: settings.jobs, capacity: settings.queueCapacity)
        do {
            _ = try pipeline.run(
                produce: { submit in
                    for (position, plan) in plans.enumerated() {
                        if plan.error == nil, let planned = plan.actual?.frames {
                            do {
                                try play(
                                    plan, position: position, planned: planned, checker: checker,
                                    completion: completion,
                                    player: player, submit: submit)
                            } catch let error as ScenarioError {
                                collector.fail(position, error.description)
                            }
                        }
                        if completion.producerFinished(position) {
                            try checker.finish(position, progress: plan.error == nil ? progress : nil)
                        }
                    }
                },
                process: { (job: VerifyJob) in
                    try checker.process(job)
                    progress?.frameWritten(plans[job.scenario].scenario.id)
                    if completion.frameProcessed(job.scenario) { try checker.finish(job.scenario, progress: progress) }
                })
        } catch {
            for (position, plan) in plans.enumerated() where plan.writesStaging { checker.discardFixture(position) }
            reportFolder?.discard()
            throw error
        }
        do {
            // Scenarios whose play stopped part-way are complete now that every worker has stopped.
            for position in completion.unfinished() { try checker.finish(position, progress: progress) }

            // 4. The report (``ReportFolder/complete(with:)`` removes its staging folder if it fails).
            let report = VerificationReport(
                command: settings.command, fixtures: settings.reportedFixtures ?? fixtures.root,
                comparison: settings.comparison, record: settings.record,
                shard: settings.shard, layout: settings.reportLayout, scenarios: collector.finishedReports)
            if let reportFolder { try reportFolder.complete(with: report) }
            return report
        } catch {
            reportFolder?.discard()
            throw error
        }
    }

    /// Plays one scenario, submitting each kept frame; throws a ``ScenarioError`` when the scenario misbehaves.
    @MainActor
    private func play(
        _ plan: VerificationPlan, position: Int, planned: [RenderManifest.FrameEntry], checker: FrameChecker,
        completion: ScenarioCompletion, player: ScenarioPlayer,
        submit: (VerifyJob) throws -> Void
    ) throws {
        let id = plan.scenario.id
        try checker.beginWriting(position)
        var played = 0
        let summary = try player.play(plan.scenario) { frame in
            guard played < planned.count, planned[played].index == frame.index else {
                throw ScenarioError.nondeterministic(id, planned: planned.count, played: played + 1)
            }
            played += 1
            completion.frameSubmitted(position)
            try submit(VerifyJob(scenario: position, index: frame.index, time: frame.time, tree: frame.tree))
        }
        if summary.keptFrames.count != planned.count {
            throw ScenarioError.nondeterministic(id, planned: planned.count, played: summary.keptFrames.count)
        }
    }
}
