#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// Seed 004's source screen: it owns one ``ZoomTransition`` and opens a detail screen with it, by a push or
/// by a full-screen presentation, with the duration the flow asks for.
final class SharedTransitionSourceViewController: SampleHostViewController {
    let transition = ZoomTransition()

    override init(content: SampleViewController) {
        super.init(content: content)
        tabBarItem = UITabBarItem(title: content.title, image: nil, tag: 0)
    }

    required init?(coder: NSCoder) { nil }

    /// Pushes `detail` with the zoom.
    func push(_ detail: UIViewController, duration: TimeInterval) {
        transition.setTransition(from: self, to: detail, type: .push, duration: duration)
        navigationController?.pushViewController(detail, animated: true)
    }

    /// Presents `detail` full screen with the zoom. With `naming: .container` the transition is told the
    /// controller UIKit really presents from (the navigation or tab bar controller around this screen), as
    /// the article says one must; with `.source` it is told this screen — the article's pit.
    func present(_ detail: UIViewController, duration: TimeInterval, naming presenter: Presenter = .container) {
        detail.modalPresentationStyle = .fullScreen
        let from = presenter == .container ? presentationContainer : self
        transition.setTransition(from: from, to: detail, type: .present, duration: duration)
        present(detail, animated: true)
    }

    enum Presenter {
        case container
        case source
    }
}

extension UIViewController {
    /// The controller a full-screen presentation from this one is presented by: the outermost container
    /// (navigation or tab bar controller) around it, or itself.
    var presentationContainer: UIViewController {
        var controller: UIViewController = self
        while let parent = controller.parent { controller = parent }
        return controller
    }
}
