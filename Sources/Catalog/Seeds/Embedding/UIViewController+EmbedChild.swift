#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

extension UIViewController {
    /// Shows `child` filling this controller's view, with UIKit's child-containment calls: how the seed
    /// screens wrap a ``SampleViewController`` for their look while keeping their own transition code.
    func embedChild(_ child: UIViewController) {
        addChild(child)
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}
