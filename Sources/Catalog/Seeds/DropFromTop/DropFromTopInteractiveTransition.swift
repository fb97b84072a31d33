#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// Seed 000's interactive pop: a pan on the pushed screen's view. Dragging right pops it, the progress being
/// the drag's share of the view's width; on release a display link moves the progress on by 1.5/60 a frame —
/// forward when the pan ended past 0.4, back otherwise — until it reaches 1 (finish) or 0 (cancel).
final class DropFromTopInteractiveTransition: UIPercentDrivenInteractiveTransition {
    /// True while a pan drives a pop: the navigation controller's delegate gives this object only then.
    private(set) var canInteract = false

    private weak var navigation: UINavigationController?
    private var displayLink: CADisplayLink?
    private var percent: CGFloat = 0

    /// Progress added (or taken) on each display frame after release, and where the pan must have got to
    /// for the pop to finish.
    static let progressPerFrame: CGFloat = 1.5 / 60
    static let finishThreshold: CGFloat = 0.4

    func addGesture(to viewController: UIViewController) {
        // UIKit: UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        let pan = UIPanGestureRecognizer { [unowned self] in self.handlePan($0) }
        viewController.view.addGestureRecognizer(pan)
        navigation = viewController.navigationController
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let view = pan.view else { return }
        percent = pan.translation(in: view).x / view.bounds.width
        switch pan.state {
        case .began:
            canInteract = true
            navigation?.popViewController(animated: true)
        case .changed:
            update(percent)
        case .ended:
            canInteract = false
            settle()
        default:
            break
        }
    }

    /// Runs the rest of the way on display-link ticks.
    private func settle() {
        guard displayLink == nil else { return }
        // UIKit: CADisplayLink(target: self, selector: #selector(step))
        let link = CADisplayLink { [unowned self] _ in self.step() }
        link.add(to: .current, forMode: .common)
        displayLink = link
    }

    private func step() {
        if percent > Self.finishThreshold {
            percent += Self.progressPerFrame
        } else {
            percent -= Self.progressPerFrame
        }
        update(percent)
        if percent >= 1 {
            finish()
            stopDisplayLink()
        } else if percent <= 0 {
            cancel()
            stopDisplayLink()
        }
    }

    private func stopDisplayLink() {
        displayLink?.invalidate()
        displayLink = nil
    }
}
