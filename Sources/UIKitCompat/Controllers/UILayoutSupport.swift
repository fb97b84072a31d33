import Foundation

/// UIKit's `UILayoutSupport` (iOS 7–10 layout guides, deprecated for the safe area but still read by app
/// code): the length a bar covers at the top or bottom of a controller's view.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    /// The covered length in points.
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
}

/// The top or bottom layout guide of a controller: the part of its view outside the safe area at that edge.
@preconcurrency @MainActor
final class ViewControllerLayoutSupport: UILayoutSupport {
    private weak var controller: UIViewController?
    private let isTop: Bool

    init(controller: UIViewController, isTop: Bool) {
        self.controller = controller
        self.isTop = isTop
    }

    /// The view's safe-area inset at this edge (0 before the view loads).
    var length: CGFloat {
        guard let view = controller?.viewIfLoaded else { return 0 }
        return isTop ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    }

    var topAnchor: NSLayoutYAxisAnchor {
        isTop ? controller!.view.topAnchor : controller!.view.safeAreaLayoutGuide.bottomAnchor
    }

    var bottomAnchor: NSLayoutYAxisAnchor {
        isTop ? controller!.view.safeAreaLayoutGuide.topAnchor : controller!.view.bottomAnchor
    }
}

extension UIViewController {
    /// UIKit's `topLayoutGuide` (deprecated in iOS 11): the top safe-area inset of the view as a guide.
    public var topLayoutGuide: any UILayoutSupport { ViewControllerLayoutSupport(controller: self, isTop: true) }

    /// UIKit's `bottomLayoutGuide` (deprecated in iOS 11): the bottom safe-area inset of the view as a guide.
    public var bottomLayoutGuide: any UILayoutSupport { ViewControllerLayoutSupport(controller: self, isTop: false) }
}
