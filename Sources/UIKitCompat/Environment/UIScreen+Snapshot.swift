import Foundation

extension UIScreen {
    /// A view showing what the screen shows now, frozen (UIKit's `snapshotView(afterScreenUpdates:)`): the
    /// current stage's window as ``UIView/snapshotView(afterScreenUpdates:)`` draws it, the size of the screen;
    /// nil without a stage.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        Stage.current?.window.snapshotView(afterScreenUpdates: afterUpdates)
    }
}
