// App code in Swift 5 language mode that uses, as an iOS developer would, the issue-16 APIs no other
// AppCodeTests pair touches: a hit-area-enlarging favourite button and a pass-through overlay (item 2), a
// swipe-to-archive row (item 3), a feed scroll view with an offset observer (item 4), a screen laid out on the
// safe-area and margins guides (item 5), trait-aware badges and a sheet with an adaptive delegate (item 6), a
// video player screen using the application, device, status bar, haptics and VoiceOver (item 7), and a detail
// screen pushed inside a tab that hides the tab bar (item 9).

#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// A small "favourite" toggle whose touch area reaches 20 points beyond its frame, as Apple's 44-point rule asks.
final class FavoriteButton: UIButton {
    /// How far beyond the bounds a touch still counts.
    static let touchSlop: CGFloat = 20

    convenience init() {
        self.init(type: .custom)
        setTitle("Favourite", for: .normal)
        setTitle("Favourited", for: .selected)
        setTitleColor(.systemBlue, for: .normal)
        setTitleColor(.systemRed, for: .selected)
        setTitleColor(.systemGray, for: .highlighted)
        titleLabel?.font = .systemFont(ofSize: 13, weight: .semibold)
        contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        addAction(UIAction { [weak self] _ in self?.isSelected.toggle() }, for: .touchUpInside)
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(point)
    }
}

/// A full-screen overlay that takes touches only on its subviews and lets the rest fall through.
final class PassThroughOverlay: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// A list row that archives itself on a left swipe, while still seeing its own touches.
final class ArchivableRow: UIView {
    private(set) var archived = false
    private(set) var touchLog: [String] = []
    private(set) var swipe: UISwipeGestureRecognizer!

    override init(frame: CGRect) {
        super.init(frame: frame)
        // The closure spelling the porting guide uses in place of addTarget(_:action:) and #selector.
        swipe = UISwipeGestureRecognizer { [unowned self] recognizer in
            if recognizer.state == .ended { self.archived = true }
        }
        swipe.direction = .left
        swipe.cancelsTouchesInView = false
        addGestureRecognizer(swipe)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touchLog.append("began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { touchLog.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { touchLog.append("cancelled") }
}

/// A feed whose header shrinks as the content scrolls, and which can be locked while an item is open.
final class FeedViewController: UIViewController {
    let scrollView = UIScrollView()
    private(set) var observedOffsets: [CGFloat] = []
    private var offsetObservation: NSKeyValueObservation?

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 3000)
        view.addSubview(scrollView)
        offsetObservation = scrollView.observe(\.contentOffset, options: [.new]) { [weak self] _, change in
            if let y = change.newValue?.y { self?.observedOffsets.append(y) }
        }
    }

    /// The offset that shows the top of the content under the bars.
    var topOffset: CGFloat { -scrollView.adjustedContentInset.top }

    func scrollToTop() {
        scrollView.setContentOffset(CGPoint(x: 0, y: topOffset), animated: true)
    }

    /// Locks scrolling while an item is expanded.
    var isLocked: Bool {
        get { !scrollView.isScrollEnabled }
        set { scrollView.isScrollEnabled = !newValue }
    }

    /// Lets the scroll view's pan wait for a custom recognizer on the feed, as apps do for edge gestures.
    func panWaits(for other: UIGestureRecognizer) {
        scrollView.panGestureRecognizer.require(toFail: other)
    }
}

/// A screen whose card is pinned to the safe area and whose caption follows the readable margins.
final class SafeAreaScreenViewController: UIViewController {
    let card = UIView()
    let caption = UILabel()
    private(set) var safeAreaChanges: [UIEdgeInsets] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 12)
        card.translatesAutoresizingMaskIntoConstraints = false
        caption.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        view.addSubview(caption)
        let safe = view.safeAreaLayoutGuide
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: safe.topAnchor),
            card.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            card.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            caption.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            caption.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            caption.topAnchor.constraint(equalTo: safe.topAnchor),
            caption.heightAnchor.constraint(equalToConstant: 20),
        ])
    }

    /// Makes room for a mini-player docked above the home indicator.
    func showMiniPlayer(height: CGFloat) {
        additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: height, right: 0)
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        safeAreaChanges.append(view.safeAreaInsets)
    }

    /// The area a custom-drawn content view keeps clear of the bars.
    var contentRect: CGRect { view.bounds.inset(by: view.safeAreaInsets) }
}

/// A badge whose colour follows the interface style and which records the traits it was told about.
final class StatusBadge: UIView {
    static let lightTint = UIColor(red: 0.9, green: 0.4, blue: 0, alpha: 1)
    static let darkTint = UIColor(red: 1, green: 0.8, blue: 0.2, alpha: 1)
    /// The badge colour: deep orange in light mode, light amber in dark mode.
    static let tint = UIColor { traits in
        traits.userInterfaceStyle == .dark ? darkTint : lightTint
    }
    private(set) var traitChanges: [String] = []

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let traits = traitCollection
        let direction = traits.layoutDirection == .rightToLeft ? "rtl" : "ltr"
        let width = traits.horizontalSizeClass == .regular ? "regular" : "compact"
        let large = traits.preferredContentSizeCategory.isAccessibilityCategory ? "large-text" : "text"
        traitChanges.append("\(direction) \(width) \(large)")
        backgroundColor = Self.tint.resolvedColor(with: traits)
    }
}

/// A compose sheet that cannot be pulled down while it holds a draft, and that sets the status bar itself.
final class ComposeViewController: UIViewController {
    var draft = "" { didSet { isModalInPresentation = !draft.isEmpty } }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

/// The inbox: presents the compose sheet and learns when the user pulls it down.
final class InboxViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    private(set) var events: [String] = []
    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }

    func compose(capturingStatusBar: Bool) -> ComposeViewController {
        let compose = ComposeViewController()
        compose.modalPresentationStyle = .pageSheet
        compose.modalPresentationCapturesStatusBarAppearance = capturingStatusBar
        compose.presentationController?.delegate = self
        present(compose, animated: true)
        return compose
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        events.append("attempt")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        events.append("dismissed")
    }
}

/// A full-screen video player: keeps the screen on, hides the status bar, and adapts to the device and VoiceOver.
final class PlayerViewController: UIViewController {
    let controls = UIView()
    private(set) var controlsShape = UIBezierPath()
    private let feedback = UINotificationFeedbackGenerator()
    override var prefersStatusBarHidden: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        let isPad = UIDevice.current.userInterfaceIdiom == .pad
        controls.frame = CGRect(x: 0, y: 0, width: isPad ? 400 : 300, height: 60)
        view.addSubview(controls)
        // Only the bottom corners are rounded: the controls hang from the top edge.
        controlsShape = UIBezierPath(
            roundedRect: controls.bounds, byRoundingCorners: [.bottomLeft, .bottomRight],
            cornerRadii: CGSize(width: 16, height: 16))
        let mask = CAShapeLayer()
        mask.path = controlsShape.cgPath
        controls.layer.mask = mask
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIApplication.shared.isIdleTimerDisabled = true
        setNeedsStatusBarAppearanceUpdate()
        // VoiceOver users cannot tap to bring back hidden controls, so they stay.
        controls.isHidden = false
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        UIApplication.shared.isIdleTimerDisabled = false
    }

    /// Hides the controls after a while of no touches, unless VoiceOver is running.
    func autoHideControls() {
        if !UIAccessibility.isVoiceOverRunning { controls.isHidden = true }
    }

    func playbackFinished() {
        feedback.notificationOccurred(.success)
    }

    /// Picture in picture came to the iPhone with iOS 14.
    var supportsPictureInPicture: Bool {
        let major = UIDevice.current.systemVersion.split(separator: ".").first.flatMap { Int($0) } ?? 0
        return major >= 14
    }

    /// Text controls grow to two lines for the accessibility text sizes.
    var controlsLineCount: Int {
        UIApplication.shared.preferredContentSizeCategory.isAccessibilityCategory ? 2 : 1
    }

    /// The window the player is shown in, found as apps found it before scenes.
    var hostWindow: UIWindow? { UIApplication.shared.keyWindow ?? UIApplication.shared.windows.first }
}

/// A detail screen that covers the tab bar when pushed.
final class ArticleViewController: UIViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        hidesBottomBarWhenPushed = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
