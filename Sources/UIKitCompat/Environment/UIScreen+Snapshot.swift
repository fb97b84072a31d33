import Foundation

extension UIScreen {
    /// A view showing what the screen shows now, frozen (UIKit's `snapshotView(afterScreenUpdates:)`): the
    /// current stage's window as ``UIView/snapshotView(afterScreenUpdates:)`` draws it, the size of the screen
    /// (not optional, as UIKit's); an empty view of the screen's bounds without a stage.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView {
        Stage.current?.window.snapshotView(afterScreenUpdates: afterUpdates) ?? UIView(frame: bounds)
    }
}
