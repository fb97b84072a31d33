#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// A "card" presented over a list: a grabber, a title and a table of comments. A pan anywhere on the card
/// scrolls the table; once the table is at its top, dragging further down dismisses the card interactively.
/// The card watches the table's `contentOffset` (block-based observation, as apps write it) and pins the
/// table at its top while the dismissal follows the finger.
final class CommentsCardViewController: UIViewController, UITableViewDataSource, UIGestureRecognizerDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    private let cardTransitioning = CardTransitioningDelegate()
    private var offsetObservation: NSKeyValueObservation?
    /// The pan's translation when the dismissal began (the table had reached its top).
    private var dismissStart: CGFloat?

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = cardTransitioning
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .secondarySystemBackground
        let grabber = UIView(frame: CGRect(x: (root.bounds.width - 36) / 2, y: 6, width: 36, height: 5))
        grabber.backgroundColor = .systemGray3
        grabber.layer.cornerRadius = 2.5
        grabber.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        root.addSubview(grabber)
        let titleLabel = UILabel(frame: CGRect(x: 16, y: 18, width: root.bounds.width - 32, height: 30))
        titleLabel.text = "Comments"
        titleLabel.font = .systemFont(ofSize: 20, weight: .semibold)
        root.addSubview(titleLabel)
        tableView.frame = CGRect(x: 0, y: 56, width: root.bounds.width, height: root.bounds.height - 56)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.backgroundColor = .secondarySystemBackground
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "comment")
        root.addSubview(tableView)
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        // UIKit: UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        let pan = UIPanGestureRecognizer { [unowned self] in self.handlePan($0) }
        pan.delegate = self
        view.addGestureRecognizer(pan)
        offsetObservation = tableView.observe(\.contentOffset, options: [.new]) { [weak self] tableView, change in
            // While the card follows the finger down, the table stays at its top instead of stretching.
            guard let self, self.dismissStart != nil, let offset = change.newValue, offset.y < 0 else { return }
            tableView.contentOffset = .zero
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 24 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "comment", for: indexPath)
        cell.backgroundColor = .secondarySystemBackground
        cell.textLabel?.text = "Comment \(indexPath.row + 1): looks right at frame \(indexPath.row * 6)"
        cell.textLabel?.font = .systemFont(ofSize: 15)
        return cell
    }

    private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: view).y
        let interaction = cardTransitioning.interaction
        switch recognizer.state {
        case .began, .changed:
            if dismissStart == nil {
                // Dismiss only once the table is at its top and the finger moves down.
                guard tableView.contentOffset.y <= 0, recognizer.velocity(in: view).y > 0 else { return }
                dismissStart = translation
                tableView.contentOffset = .zero
                interaction.isInteractive = true
                dismiss(animated: true)
            }
            let distance = translation - (dismissStart ?? translation)
            interaction.update(min(1, max(0, distance / view.bounds.height)))
        case .ended, .cancelled:
            guard let start = dismissStart else { return }
            let progress = (translation - start) / view.bounds.height
            if progress > 0.25 || recognizer.velocity(in: view).y > 800 {
                interaction.finish()
            } else {
                interaction.cancel()
            }
            interaction.isInteractive = false
            dismissStart = nil
        default:
            break
        }
    }

    // MARK: UIGestureRecognizerDelegate

    /// The card's pan and the table's own pan both follow the finger.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        true
    }
}
