import Foundation

/// A hide of a stack view's arranged subview that waits for the animation collapsing it.
///
/// UIKit lets a stack view animate an arranged subview away: `UIView.animate { v.isHidden = true;
/// stack.layoutIfNeeded() }` shrinks the view to nothing along the axis while the others close the gap, and
/// the view is hidden when that animation ends (reading `isHidden` gives `true` at once). Showing it again
/// before the end cancels the pending hide (``UIKitChoices/stackViewShowCancelsPendingHide``).
struct StackHiding {
    /// Incremented by every change, so a hide scheduled before a later change does nothing.
    private(set) var generation = 0
    /// True between the hide inside an animation block and the end of that animation.
    private(set) var isPending = false

    /// Forgets a pending hide; returns the new generation.
    @discardableResult
    mutating func cancel() -> Int {
        generation &+= 1
        isPending = false
        return generation
    }

    /// Starts a pending hide; returns its generation.
    mutating func begin() -> Int {
        generation &+= 1
        isPending = true
        return generation
    }
}

extension UIStackView {
    /// `isHidden` of an arranged subview set to `hidden`: inside an animation block a hide is deferred to the
    /// end of the animation (the view collapses on screen first); a show, or a hide outside animation, is
    /// immediate. The arrangement is remade either way.
    func arrangedSubview(_ view: UIView, setHidden hidden: Bool) {
        let wasHidden = view.isHidden
        if hidden && !wasHidden {
            let generation = view.stackHiding.begin()
            let deferred = AnimationContext.whenCurrentAnimationEnds { [weak view] in
                guard let view, view.stackHiding.generation == generation else { return }
                view.stackHiding.cancel()
                view.layer.isHidden = true
            }
            if !deferred {
                view.stackHiding.cancel()
                view.layer.isHidden = true
            }
        } else if !hidden {
            view.stackHiding.cancel()
            view.layer.isHidden = false
        }
        if wasHidden != hidden { hiddenFlagsDidChange() }
    }
}
