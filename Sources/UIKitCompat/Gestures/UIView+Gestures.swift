import Foundation

extension UIView {
    /// The recognizers attached to this view, or nil when there are none (as UIKit reports it).
    public var gestureRecognizers: [UIGestureRecognizer]? {
        attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers
    }

    /// Attaches `gestureRecognizer` (moving it from another view).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let old = gestureRecognizer.view, old !== self { old.removeGestureRecognizer(gestureRecognizer) }
        guard !attachedGestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer` from the view; it no longer sees touches.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }
}
