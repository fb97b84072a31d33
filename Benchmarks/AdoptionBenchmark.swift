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
/// CPU time does not count the time other processes hold the cores) and wall seconds, each the best of `--runs=N` (3).
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
        let runs = Int(RenderBenchmark.stringValue(of: "--runs", in: options) ?? "3") ?? 3
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
                + "\(ProcessInfo.processInfo.activeProcessorCount) cores; best of \(runs)"
        )

        func best(_ body: () throws -> Void) rethrows -> (cpu: Double, wall: Double) {
            var cpu: [Double] = [], wall: [Double] = []
            for _ in 0..<runs {
                let start = Clock.wall(), startCPU = Clock.processCPU()
                try body()
                cpu.append(Clock.processCPU() - startCPU)
                wall.append(Clock.wall() - start)
            }
            return (cpu.minimum, wall.minimum)
        }
        let verify = try best {
            let settings = VerifySettings(
                fixtures: FixtureStore(root: fixtures), reportDirectory: folder + "/report",
                record: RecordSetting(mode: .never, source: .explicit), command: "verify")
            let report = try MainActor.assumeIsolated { try ScenarioVerifier(settings: settings).verify([scenario()]) }
            guard report.passed else { throw VerificationError.invalidSetting("verify did not pass") }
        }
        let passing = try best {
            let check = MainActor.assumeIsolated {
                assertTransition(scenario(), fixtures: fixtures, record: .never, reports: folder + "/test-reports")
            }
            guard check?.passed == true else { throw VerificationError.invalidSetting("assertTransition did not pass") }
        }
        let failing = try best {
            let check = MainActor.assumeIsolated {
                checkFailing(fixtures: broken, reports: folder + "/test-reports-failing")
            }
            guard let check, !check.passed else {
                throw VerificationError.invalidSetting("assertTransition did not fail")
            }
        }
        // As on CI, where the digest cache starts empty: every fixture frame is decoded, passing or not.
        func uncached(_ root: String, _ reports: String, command: String) -> VerifySettings {
            var settings = VerifySettings(
                fixtures: FixtureStore(root: root), reportDirectory: reports,
                record: RecordSetting(mode: .never, source: .explicit), command: command, digestCache: nil)
            if command == "assertTransition" { settings.reportLayout = .oneScenario }
            return settings
        }
        let verifyCold = try best {
            let settings = uncached(fixtures, folder + "/report-cold", command: "verify")
            let report = try MainActor.assumeIsolated { try ScenarioVerifier(settings: settings).verify([scenario()]) }
            guard report.passed else { throw VerificationError.invalidSetting("verify did not pass") }
        }
        let passingCold = try best {
            let settings = uncached(fixtures, folder + "/cold/adoption-card", command: "assertTransition")
            let report = try MainActor.assumeIsolated { try ScenarioVerifier(settings: settings).verify([scenario()]) }
            guard report.passed else { throw VerificationError.invalidSetting("the check did not pass") }
        }
        let failingCold = try best {
            let settings = uncached(broken, folder + "/cold-failing/adoption-card", command: "assertTransition")
            let report = try MainActor.assumeIsolated { try ScenarioVerifier(settings: settings).verify([scenario()]) }
            guard !report.passed else { throw VerificationError.invalidSetting("the check did not fail") }
        }
        print("")
        print("| check | CPU seconds | wall seconds | CPU ms per frame | CPU vs verify |")
        print("| --- | ---: | ---: | ---: | ---: |")
        for (name, time, reference) in [
            ("verify (passing)", verify, verify), ("assertTransition (passing)", passing, verify),
            ("assertTransition (every frame differs)", failing, verify),
            ("verify (passing), no digest cache", verifyCold, verifyCold),
            ("assertTransition's check (passing), no digest cache", passingCold, verifyCold),
            ("assertTransition's check (every frame differs), no digest cache", failingCold, verifyCold),
        ] {
            let columns = [
                RenderBenchmark.number(time.cpu, digits: 2), RenderBenchmark.number(time.wall, digits: 2),
                RenderBenchmark.number(time.cpu * 1000 / Double(frames), digits: 1),
                RenderBenchmark.number(time.cpu / reference.cpu, digits: 2),
            ]
            print("| \(name) | " + columns.joined(separator: " | ") + " |")
        }
        print(
            "CPU: assertTransition passing / verify: \(RenderBenchmark.number(passing.cpu / verify.cpu, digits: 2))×; "
                + "failing / passing: \(RenderBenchmark.number(failing.cpu / passing.cpu, digits: 2))× "
                + "(no digest cache, as on CI: "
                + "\(RenderBenchmark.number(failingCold.cpu / passingCold.cpu, digits: 2))×)"
        )
        // Issue 17's goals, said plainly: the same cost within 10 %, and a failing check at most twice a passing
        // one (without the digest cache: with it a passing frame is only painted and digested).
        let same = [passing.cpu / verify.cpu, passingCold.cpu / verifyCold.cpu].allSatisfy { abs($0 - 1) <= 0.1 }
        let twice = failingCold.cpu <= 2 * passingCold.cpu
        print("goal: assertTransition costs what verify costs within 10 %: \(same ? "met" : "NOT met")")
        print("goal: a failing check costs at most twice a passing one (no digest cache): \(twice ? "met" : "NOT met")")
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
