import Foundation

extension UIScrollView {
    /// Scales the delegate's view for zooming to `scale` (clamped to the limits): its transform becomes the
    /// scale, it sits at the content's origin, and the content size becomes its scaled size. `keeping` (in the
    /// view's own coordinates) ends at the middle of the visible area; nil keeps the point there now. The
    /// offset is then kept inside the content. The delegate hears will-begin, did-zoom and did-end.
    func zoom(toScale scale: CGFloat, keeping point: CGPoint?, animated: Bool) {
        guard scale.isFinite, scale > 0 else {
            VirtualClock.current.report("UIScrollView.zoomScale must be finite and positive, got \(scale); ignored")
            return
        }
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let low = min(minimumZoomScale, maximumZoomScale), high = max(minimumZoomScale, maximumZoomScale)
        let newScale = min(high, max(low, scale))
        let oldScale = storedZoomScale
        let middle = CGPoint(x: contentOffset.x + bounds.width / 2, y: contentOffset.y + bounds.height / 2)
        let focus = point ?? CGPoint(x: middle.x / oldScale, y: middle.y / oldScale)
        delegate?.scrollViewWillBeginZooming(self, with: view)
        storedZoomScale = newScale
        let size = view.bounds.size
        let apply: @MainActor @Sendable () -> Void = { [self] in
            view.transform = CGAffineTransform(scaleX: newScale, y: newScale)
            view.center = CGPoint(x: size.width * newScale / 2, y: size.height * newScale / 2)
            contentSize = CGSize(width: size.width * newScale, height: size.height * newScale)
            contentOffset = clamped(
                CGPoint(x: focus.x * newScale - bounds.width / 2, y: focus.y * newScale - bounds.height / 2))
        }
        if animated {
            UIView.animate(withDuration: UIKitChoices.current.scrollAnimationDuration, animations: apply)
        } else {
            apply()
        }
        delegate?.scrollViewDidZoom(self)
        delegate?.scrollViewDidEndZooming(self, with: view, atScale: newScale)
    }
}
