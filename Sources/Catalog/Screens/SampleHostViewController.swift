#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// A screen that takes its look from a ``SampleViewController`` shown as its child (and its title), while the
/// subclass keeps its own transition code: the delegates it is, the animators it returns, the gestures it adds.
/// The seeds' screens and the layer demos' presented screens are such hosts.
class SampleHostViewController: UIViewController {
    /// The child that gives the screen its look.
    let content: SampleViewController

    init(content: SampleViewController) {
        self.content = content
        super.init(nibName: nil, bundle: nil)
        title = content.title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        embedChild(content)
    }
}
