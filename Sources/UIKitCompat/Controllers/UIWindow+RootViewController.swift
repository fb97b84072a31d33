import Foundation

extension UIWindow {
    /// Installs the new root controller's view to fill the window and runs the appearance callbacks: the old
    /// root disappears, the new one appears (will, then did, at once — a device sends did on the next turn).
    func rootViewControllerDidChange(from old: UIViewController?) {
        guard old !== rootViewController else { return }
        if let old {
            old.performBeginAppearance(false, animated: false)
            old.viewIfLoaded?.removeFromSuperview()
            old.performEndAppearance()
        }
        guard let root = rootViewController else { return }
        let view: UIView = root.view
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.performBeginAppearance(true, animated: false)
        insertSubview(view, at: 0)
        root.performEndAppearance()
    }
}
