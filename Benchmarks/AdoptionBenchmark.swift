import Flipbook
import FlipbookTesting
import Foundation
import UIKitCompat

/// `flipbook-benchmarks adoption`: a user's own 60-frame scenario at @3x (a card presented by a custom animator over 1
/// s) checked the two ways a package uses Flipbook — `verify` (``ScenarioVerifier`` with the command's settings and
/// report) and `assertTransition` — against the same fixture, both passing; then `assertTransition` failing on every
/// frame (a fixture recorded with a slower animator), which should cost at most twice a passing one; then the same
/// three without the digest cache (as on CI, where it starts empty: a passing frame is then decoded and compared, not
/// only painted and digested). Process CPU seconds (every thread: the checks paint and compare on worker threads, and
/// CPU time does not count the time other processes hold the cores) and wall seconds over `--runs=N` rounds (15), each
/// round running every check once, interleaved; the goals are decided from the spread of the rounds' paired ratios.
enum AdoptionBenchmark {
    /// A card slides up over 1 s, presented through a custom animator: 60 frames after the first action.
    static func scenario(duration: TimeInterval = 1) -> Scenario {
        Scenario(
            id: "adoption-card", summary: "A card slides up (custom animator)", device: .iPhone15,
            keep: .all,
            setup: { stage in
                let home = UIViewController()
                home.view.backgroundColor = .systemGroupedBackground
                stage.window.rootViewController = home
                return home
            },
            actions: [.present(at: 0) { _ in BenchmarkCardController(duration: duration) }])
    }

    static func run(_ options: [String]) throws {
        let runs = max(1, Int(RenderBenchmark.stringValue(of: "--runs", in: options) ?? "15") ?? 15)
        let folder = FileManager.default.temporaryDirectory.path + "/flipbook-adoption-benchmark-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // assertTransition finds relative paths from the package root above its file; absolute ones are used here.
        let fixtures = folder + "/Fixtures", broken = folder + "/Broken"
        try MainActor.assumeIsolated {
            for (root, duration) in [(fixtures, 1.0), (broken, 1.4)] {
                let settings = VerifySettings(
                    fixtures: FixtureStore(root: root), reportDirectory: nil,
                    record: RecordSetting(mode: .all, source: .explicit))
                _ = try ScenarioVerifier(settings: settings).verify([scenario(duration: duration)])
            }
        }
        let frames = try MainActor.assumeIsolated {
            try ScenarioPlayer().play(scenario(), painting: false).keptFrames.count
        }
        print(
            "adoption: one scenario, \(frames) frames at @3x (iPhone 15); "
                + "\(ProcessInfo.processInfo.activeProcessorCount) cores; \(runs) rounds, each check once a round, "
                + "in a rotating order; load average \(Self.loadAverage())"
        )

        // As on CI, where the digest cache starts empty: the manifests' digests decide passing frames, and the
        // fixture frames of failing ones are decoded.
        func uncached(_ root: String, _ reports: String, command: String) -> VerifySettings {
            var settings = VerifySettings(
                fixtures: FixtureStore(root: root), reportDirectory: reports,
                record: RecordSetting(mode: .never, source: .explicit), command: command, digestCache: nil)
            if command == "assertTransition" { settings.reportLayout = .oneScenario }
            return settings
        }
        func verified(_ settings: VerifySettings, passes: Bool) throws {
            let report = try MainActor.assumeIsolated { try ScenarioVerifier(settings: settings).verify([scenario()]) }
            guard report.passed == passes else {
                throw VerificationError.invalidSetting("\(settings.command) did not \(passes ? "pass" : "fail")")
            }
        }
        let checks: [(name: String, body: () throws -> Void)] = [
            (
                "verify (passing)",
                {
                    try verified(
                        VerifySettings(
                            fixtures: FixtureStore(root: fixtures), reportDirectory: folder + "/report",
                            record: RecordSetting(mode: .never, source: .explicit), command: "verify"),
                        passes: true)
                }
            ),
            (
                "assertTransition (passing)",
                {
                    let check = MainActor.assumeIsolated {
                        assertTransition(
                            scenario(), fixtures: fixtures, record: .never, reports: folder + "/test-reports")
                    }
                    guard check?.passed == true else {
                        throw VerificationError.invalidSetting("assertTransition did not pass")
                    }
                }
            ),
            (
                "assertTransition (every frame differs)",
                {
                    let check = MainActor.assumeIsolated {
                        checkFailing(fixtures: broken, reports: folder + "/test-reports-failing")
                    }
                    guard let check, !check.passed else {
                        throw VerificationError.invalidSetting("assertTransition did not fail")
                    }
                }
            ),
            (
                "verify (passing), no digest cache",
                { try verified(uncached(fixtures, folder + "/report-cold", command: "verify"), passes: true) }
            ),
            (
                "assertTransition's check (passing), no digest cache",
                {
                    try verified(
                        uncached(fixtures, folder + "/cold/adoption-card", command: "assertTransition"), passes: true)
                }
            ),
            (
                "assertTransition's check (every frame differs), no digest cache",
                {
                    try verified(
                        uncached(broken, folder + "/cold-failing/adoption-card", command: "assertTransition"),
                        passes: false)
                }
            ),
        ]
        // Interleaved: round r runs every check once, starting at check r (mod the count), so a slow spell of the
        // machine falls on all of them alike; ratios are taken within a round (paired), then summed up.
        // `--only=N`: run check N alone (0–5, in the table's order), for a profiler.
        if let only = RenderBenchmark.stringValue(of: "--only", in: options).flatMap(Int.init),
            checks.indices.contains(only)
        {
            for _ in 0..<runs { try checks[only].body() }
            print("ran \(checks[only].name) \(runs) times")
            return
        }
        var cpu = [[Double]](repeating: [], count: checks.count)
        var wall = [[Double]](repeating: [], count: checks.count)
        for round in 0..<runs {
            for step in 0..<checks.count {
                let index = (round + step) % checks.count
                let start = Clock.wall(), startCPU = Clock.processCPU()
                try checks[index].body()
                cpu[index].append(Clock.processCPU() - startCPU)
                wall[index].append(Clock.wall() - start)
            }
        }
        let reference = [0, 0, 0, 3, 3, 3]
        print("")
        print(
            "| check | CPU s median | CPU s min–max | wall s median | CPU ms per frame | CPU vs verify, median "
                + "of the rounds' ratios (25–75 %) |")
        print("| --- | ---: | ---: | ---: | ---: | ---: |")
        for (index, check) in checks.enumerated() {
            let ratios = Self.ratios(cpu[index], cpu[reference[index]])
            let columns = [
                RenderBenchmark.number(cpu[index].median, digits: 3),
                RenderBenchmark.number(cpu[index].minimum, digits: 3) + "–"
                    + RenderBenchmark.number(cpu[index].max() ?? .nan, digits: 3),
                RenderBenchmark.number(wall[index].median, digits: 3),
                RenderBenchmark.number(cpu[index].median * 1000 / Double(frames), digits: 2),
                Self.describe(ratios),
            ]
            print("| \(check.name) | " + columns.joined(separator: " | ") + " |")
        }
        // Issue 17's goals, decided from the spread of the rounds' ratios: met when the middle half of them is within
        // the bound, NOT met when it is wholly outside, else undecided (more rounds, or a quieter machine).
        let same = [(1, 0), (4, 3)].map { Self.ratios(cpu[$0.0], cpu[$0.1]) }
        let twice = Self.ratios(cpu[5], cpu[4])
        print(
            "failing / passing (no digest cache, as on CI): \(Self.describe(twice)); "
                + "with the digest cache: \(Self.describe(Self.ratios(cpu[2], cpu[1])))")
        print(
            "goal: assertTransition costs what verify costs within 10 %: "
                + Self.verdict(same.map { Self.quartiles($0) }, within: 0.9...1.1))
        print(
            "goal: a failing check costs at most twice a passing one (no digest cache): "
                + Self.verdict([Self.quartiles(twice)], within: 0...2))
    }

    /// `a[i] / b[i]` for each round.
    static func ratios(_ a: [Double], _ b: [Double]) -> [Double] {
        zip(a, b).map { $0 / $1 }
    }

    /// The 25th, 50th and 75th percentiles (nearest rank).
    static func quartiles(_ values: [Double]) -> (low: Double, median: Double, high: Double) {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return (.nan, .nan, .nan) }
        let at = { (share: Double) in sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * share).rounded()))] }
        return (at(0.25), at(0.5), at(0.75))
    }

    /// `1.03× (0.98–1.07)`: the median and the middle half.
    static func describe(_ ratios: [Double]) -> String {
        let q = quartiles(ratios)
        return RenderBenchmark.number(q.median, digits: 2) + "× (" + RenderBenchmark.number(q.low, digits: 2) + "–"
            + RenderBenchmark.number(q.high, digits: 2) + ")"
    }

    /// `met` when every middle half lies within `bound`, `NOT met` when one lies wholly outside it, else `undecided`.
    static func verdict(_ spreads: [(low: Double, median: Double, high: Double)], within bound: ClosedRange<Double>)
        -> String
    {
        if spreads.allSatisfy({ bound.contains($0.low) && bound.contains($0.high) }) { return "met" }
        if spreads.contains(where: { $0.low > bound.upperBound || $0.high < bound.lowerBound }) { return "NOT met" }
        return "undecided (the middle half of the rounds' ratios crosses the bound: run more rounds)"
    }

    /// The machine's 1-, 5- and 15-minute load averages, as /proc/loadavg gives them.
    static func loadAverage() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    /// The failing check without a test running: what `assertTransition` does before it reports the failure
    /// (the check, its message, and the attached images read as Swift Testing reads them).
    @MainActor
    static func checkFailing(fixtures: String, reports: String) -> TransitionCheck? {
        guard let check = try? checkTransition(scenario(), fixtures: fixtures, record: .never, reports: reports)
        else {
            return nil
        }
        _ = check.message()
        for (_, path) in check.attachments() { _ = FileManager.default.contents(atPath: path) }
        return check
    }
}

/// The animator of the benchmark's card: slides the presented screen up from below in `duration` seconds.
final class BenchmarkCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval

    init(duration: TimeInterval) {
        self.duration = duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let controller = transitionContext.viewController(forKey: .to),
            let view = transitionContext.view(forKey: .to)
        else { return }
        let end = transitionContext.finalFrame(for: controller)
        view.frame = end.offsetBy(dx: 0, dy: end.height)
        transitionContext.containerView.addSubview(view)
        UIView.animate(
            withDuration: duration, animations: { view.frame = end },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// A screen with a few rows that presents itself with ``BenchmarkCardAnimator``.
final class BenchmarkCardController: UIViewController, UIViewControllerTransitioningDelegate {
    let duration: TimeInterval

    init(duration: TimeInterval) {
        self.duration = duration
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        for row in 0..<6 {
            let card = UIView(frame: CGRect(x: 20, y: 120 + CGFloat(row) * 110, width: 353, height: 90))
            card.backgroundColor = .white
            card.layer.cornerRadius = 14
            view.addSubview(card)
        }
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        BenchmarkCardAnimator(duration: duration)
    }
}
