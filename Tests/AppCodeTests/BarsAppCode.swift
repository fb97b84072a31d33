// App code in Swift 5 language mode, as apps style their bars: a navigation bar appearance set up once in a
// navigation controller subclass (opaque colour, white title, no shadow line), a controller with a trailing pair
// of bar button items built from actions (iOS 14), the legacy transparent-bar trick with empty images, title
// offsets, and a tab bar item whose badge counts unread messages.

#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// A navigation controller that brands its bar: an opaque indigo background, white titles and buttons, no
/// hairline, on every screen of the stack.
final class BrandedNavigationController: UINavigationController {
    static let brand = UIColor(red: 0.2, green: 0.1, blue: 0.6, alpha: 1)

    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = BrandedNavigationController.brand
        appearance.shadowColor = .clear
        appearance.titleTextAttributes = [
            .foregroundColor: UIColor.white,
            .font: UIFont.systemFont(ofSize: 18, weight: .bold),
        ]
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigationBar.standardAppearance = appearance
        navigationBar.scrollEdgeAppearance = appearance
        navigationBar.compactAppearance = appearance
        navigationBar.tintColor = .white
        navigationBar.prefersLargeTitles = false
    }
}

/// A message list with "Compose" and "Filter" buttons at the trailing end, counting their taps.
final class MessageListViewController: UIViewController {
    private(set) var composeTaps = 0
    private(set) var filterTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Messages"
        view.backgroundColor = .white
        let compose = UIBarButtonItem(
            systemItem: .compose,
            primaryAction: UIAction { [weak self] _ in self?.composeTaps += 1 })
        let filter = UIBarButtonItem(
            title: "Filter", image: nil,
            primaryAction: UIAction { [weak self] _ in self?.filterTaps += 1 })
        filter.setTitlePositionAdjustment(UIOffset(horizontal: 0, vertical: 1), for: .default)
        navigationItem.rightBarButtonItems = [compose, filter]
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.backButtonDisplayMode = .minimal
        tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 0)
    }

    /// Shows the unread count on the tab (nil when there is none).
    func showUnread(_ count: Int) {
        navigationController?.tabBarItem.badgeValue = count > 0 ? "\(count)" : nil
        navigationController?.tabBarItem.badgeColor = .systemRed
    }
}

/// A detail screen whose bar becomes transparent, the legacy way apps did before appearance objects.
final class PhotoDetailViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let bar = navigationController?.navigationBar else { return }
        bar.setBackgroundImage(UIImage(), for: .default)
        bar.shadowImage = UIImage()
        bar.isTranslucent = true
        bar.barStyle = .black
    }
}
