#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif
import Flipbook

/// UIKit's alert as apps use it: a destructive button asks for confirmation with a `UIAlertController`, a tap on
/// the alert's "Delete" dismisses it, and then its handler updates the screen.
extension Scenario {
    /// "Delete Draft" presents the alert (it fades in from a scale of 1.2 over a dimming view); "Delete" dismisses
    /// it (it fades out) and the handler marks the draft deleted.
    public static let uikitAlertConfirmDelete = Scenario(
        id: "uikit-alert-confirm-delete",
        summary: "UIKit: an alert asks to confirm a delete; tapping Delete fades it out, then its handler runs",
        device: .iPhoneSE,
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in
            let draft = DraftViewController()
            stage.window.rootViewController = draft
            return draft
        },
        actions: [
            // The "Delete Draft" button.
            .tap(CGPoint(x: 187, y: 222), at: 0),
            // The alert's "Delete" button: the right half of its button row. The alert is centred, 270 wide; its
            // height follows its text (20 + title + 2 + two lines of message + 20, then the 44-point button row).
            .tap(CGPoint(x: 255, y: 380), at: 0.8),
        ]
    )
}

/// A draft with a "Delete Draft" button that asks for confirmation.
@MainActor
final class DraftViewController: UIViewController {
    let titleLabel = UILabel()
    let deleteButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        titleLabel.text = "Trip notes"
        titleLabel.font = .boldSystemFont(ofSize: 28)
        titleLabel.frame = CGRect(x: 20, y: 60, width: 335, height: 40)
        let body = UILabel(frame: CGRect(x: 20, y: 110, width: 335, height: 60))
        body.text = "Train at nine, platform 4. Bring the tickets and the charger."
        body.numberOfLines = 0
        body.textColor = .secondaryLabel
        deleteButton.setTitle("Delete Draft", for: .normal)
        deleteButton.setTitleColor(.systemRed, for: .normal)
        deleteButton.backgroundColor = .secondarySystemGroupedBackground
        deleteButton.layer.cornerRadius = 10
        deleteButton.frame = CGRect(x: 20, y: 200, width: 335, height: 44)
        deleteButton.addAction(UIAction { [weak self] _ in self?.confirmDelete() }, for: .touchUpInside)
        [titleLabel, body, deleteButton].forEach(view.addSubview)
    }

    func confirmDelete() {
        let alert = UIAlertController(
            title: "Delete Draft?", message: "This draft will be deleted. This action cannot be undone.",
            preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
                self?.titleLabel.text = "Draft deleted"
                self?.deleteButton.isHidden = true
            })
        present(alert, animated: true)
    }
}
