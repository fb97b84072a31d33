import Foundation

extension UIViewController {
    /// Loads the root view of a container controller (navigation, tab bar): the screen's size in
    /// `systemBackground`, holding `transitionView` — where the children's views are shown and transitions run —
    /// stretched over all of it. The caller adds its bar above it.
    func loadContainerView(holding transitionView: UIView) -> UIView {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        view = root
        transitionView.frame = root.bounds
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(transitionView)
        return root
    }
}
