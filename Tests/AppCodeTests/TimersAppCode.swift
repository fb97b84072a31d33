// App code in Swift 5 language mode that keeps time the way apps do: a presentation whose animator changes a
// view with `DispatchQueue.main.asyncAfter` half-way through and finishes the transition from a `Timer`, and a
// screen whose badge counts down with a repeating timer, a cancelled timer, nested delayed blocks and a
// cancelled work item. Written against UIKit's API as is, with only the import switched (no Foundation or
// Dispatch import of its own: UIKit and UIKitCompat re-export them).

#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// A fade whose accent turns red half-way through (a delayed block) and which completes from a timer.
final class TimedFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The view whose colour changes half-way.
    weak var accent: UIView?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(withDuration: 0.5) { toView.alpha = 1 }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { [weak self] in
            self?.accent?.backgroundColor = .systemRed
        }
        Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// The presented screen: a white page with an accent square.
final class TimedDetailViewController: UIViewController {
    let accent = UIView(frame: CGRect(x: 40, y: 200, width: 80, height: 80))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        accent.backgroundColor = .systemBlue
        view.addSubview(accent)
    }
}

/// A screen whose badge counts down, and which presents ``TimedDetailViewController`` with ``TimedFadeAnimator``.
final class CountdownViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let badge = UIView(frame: CGRect(x: 20, y: 100, width: 60, height: 60))
    /// What happened, as "name@seconds" with the seconds of `CACurrentMediaTime()`.
    private(set) var log: [String] = []
    private(set) var ticks = 0
    private var ticker: Timer?
    private var flash: Timer?
    let animator = TimedFadeAnimator()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGray6
        badge.backgroundColor = .systemGreen
        view.addSubview(badge)
    }

    private func note(_ name: String) {
        log.append("\(name)@\(String(format: "%.4f", CACurrentMediaTime()))")
    }

    /// Starts the countdown: ticks every 0.15 s three times, a flash that is cancelled before it fires, a badge
    /// move after two nested 0.2 s delays, a block on the next turn and a work item cancelled at once.
    func startCountdown() {
        note("start")
        DispatchQueue.main.async { self.note("async") }
        ticker = Timer.scheduledTimer(withTimeInterval: 0.15, repeats: true) { [weak self] timer in
            guard let self = self else { return }
            self.ticks += 1
            self.badge.alpha = 1 - 0.25 * CGFloat(self.ticks)
            self.note("tick\(self.ticks)")
            if self.ticks == 3 { timer.invalidate() }
        }
        let flash = Timer(timeInterval: 0.25, repeats: false) { [weak self] _ in self?.note("flash") }
        RunLoop.main.add(flash, forMode: .common)
        self.flash = flash
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { [weak self] in
            self?.flash?.invalidate()
            self?.note("cancel-flash")
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                self?.badge.frame.origin.x = 200
                self?.note("moved")
            }
        }
        let item = DispatchWorkItem { [weak self] in self?.note("cancelled-item") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1, execute: item)
        item.cancel()
    }

    /// Whether the ticker still runs.
    var isTicking: Bool { ticker?.isValid ?? false }

    /// Presents the detail screen with ``TimedFadeAnimator``.
    func presentDetail() {
        let detail = TimedDetailViewController()
        detail.loadViewIfNeeded()
        animator.accent = detail.accent
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = self
        present(detail, animated: true) { self.note("presented") }
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { animator }

    /// `DispatchTime.now()` in nanoseconds, as app code measures elapsed time.
    func dispatchNow() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// A one-shot timer made as app code makes one, for the test to look at.
    func makeTimer(after seconds: TimeInterval) -> Timer {
        Timer.scheduledTimer(withTimeInterval: seconds, repeats: false) { [weak self] _ in self?.note("timer") }
    }
}
