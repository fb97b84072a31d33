// App code in Swift 5 language mode, as apps write it: a photo screen whose trash button asks for confirmation with
// an alert (a destructive delete and a cancel), whose share button offers an action sheet, an avatar loaded from
// the module's resources with `UIImage(named:in:compatibleWith:)`, system symbols configured for a toolbar, a
// parallax motion effect on the photo, and a master–detail split view. Written against UIKit's API as is, with only
// the import switched.

#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// A photo screen with a delete confirmation and a share sheet.
final class PhotoViewController: UIViewController {
    let photo = UIImageView()
    let avatar = UIImageView(image: UIImage(named: "avatar", in: .module, compatibleWith: nil))
    let trashButton = UIButton(type: .system)
    let shareButton = UIButton(type: .system)
    private(set) var log: [String] = []
    private(set) var isDeleted = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        photo.frame = CGRect(x: 20, y: 100, width: 200, height: 150)
        photo.backgroundColor = .systemTeal
        avatar.frame.origin = CGPoint(x: 20, y: 300)
        let config = UIImage.SymbolConfiguration(pointSize: 22, weight: .semibold)
        trashButton.setImage(UIImage(systemName: "trash", withConfiguration: config), for: .normal)
        shareButton.setImage(UIImage(systemName: "square.and.arrow.up", withConfiguration: config), for: .normal)
        trashButton.frame = CGRect(x: 20, y: 400, width: 44, height: 44)
        shareButton.frame = CGRect(x: 80, y: 400, width: 44, height: 44)
        trashButton.addAction(UIAction { [weak self] _ in self?.confirmDelete() }, for: .touchUpInside)
        shareButton.addAction(UIAction { [weak self] _ in self?.share() }, for: .touchUpInside)
        [photo, avatar, trashButton, shareButton].forEach(view.addSubview)
        addParallax(to: photo, amount: 12)
    }

    func confirmDelete() {
        let alert = UIAlertController(
            title: "Delete Photo?", message: "This photo will be deleted from all your devices.",
            preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        alert.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
                self?.isDeleted = true
                self?.log.append("deleted")
            })
        present(alert, animated: true, completion: nil)
    }

    func share() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        for target in ["Messages", "Mail"] {
            sheet.addAction(
                UIAlertAction(title: target, style: .default) { [weak self] action in
                    self?.log.append("shared via \(action.title ?? "")")
                })
        }
        sheet.addAction(
            UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.log.append("cancelled") })
        present(sheet, animated: true)
    }
}

/// A parallax effect as apps add it: the view follows the device's tilt by `amount` points each way.
func addParallax(to view: UIView, amount: CGFloat) {
    let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
    horizontal.minimumRelativeValue = -amount
    horizontal.maximumRelativeValue = amount
    let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
    vertical.minimumRelativeValue = -amount
    vertical.maximumRelativeValue = amount
    let group = UIMotionEffectGroup()
    group.motionEffects = [horizontal, vertical]
    view.addMotionEffect(group)
}

/// A master list and a detail screen in a split view, as the classic master–detail template sets it up: the
/// delegate keeps the list on top when the split view collapses on a phone while no item is chosen.
final class NotesSplitController: UISplitViewController, UISplitViewControllerDelegate {
    let list = UIViewController()
    let detail = UIViewController()
    var hasChosenNote = false

    override func viewDidLoad() {
        super.viewDidLoad()
        list.title = "Notes"
        detail.title = "Empty"
        viewControllers = [
            UINavigationController(rootViewController: list), UINavigationController(rootViewController: detail),
        ]
        delegate = self
        preferredDisplayMode = .oneBesideSecondary
    }

    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool {
        !hasChosenNote
    }

    func open(note title: String) {
        let screen = UIViewController()
        screen.title = title
        hasChosenNote = true
        list.showDetailViewController(UINavigationController(rootViewController: screen), sender: self)
    }
}
