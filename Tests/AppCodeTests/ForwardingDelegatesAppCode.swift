// App code in Swift 5 language mode that forwards UIKit delegate calls with optional chaining, as Hero
// (navigation), RAMAnimatedTabBarController and Motion (tab bar) and delegate-splitting helpers do:
// `previous?.navigationController?(nc, didShow: vc, animated: true)`. UIKit's methods are `@objc optional`;
// UIKitCompat gives the same call form.

#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// A screen that is its own navigation delegate and records what it is told.
final class InboxScreen: UIViewController, UINavigationControllerDelegate {
    var events: [String] = []

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        events.append("willShow \(viewController.title ?? "?")")
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        events.append("didShow \(viewController.title ?? "?")")
    }

    /// How deep the stack is, read through the screen's own `navigationController`.
    var stackDepth: Int { navigationController?.viewControllers.count ?? 0 }
}

/// A transition library's navigation delegate that installs itself and forwards to the one it replaced (Hero).
final class TransitionNavigationDelegate: NSObject, UINavigationControllerDelegate {
    weak var previous: UINavigationControllerDelegate?
    var didShowCount = 0

    func install(on navigationController: UINavigationController) {
        previous = navigationController.delegate
        navigationController.delegate = self
    }

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        previous?.navigationController?(navigationController, willShow: viewController, animated: animated)
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        didShowCount += 1
        previous?.navigationController?(navigationController, didShow: viewController, animated: animated)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        previous?.navigationController?(navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
    }
}

/// A tab bar controller that asks its delegate before switching tabs itself (RAMAnimatedTabBarController).
final class AskingTabBarController: UITabBarController {
    var refusals = 0

    func selectTab(at index: Int) {
        guard let controller = viewControllers?[index] else { return }
        if let shouldSelect = delegate?.tabBarController?(self, shouldSelect: controller), !shouldSelect {
            refusals += 1
            return
        }
        selectedIndex = index
        delegate?.tabBarController?(self, didSelect: controller)
    }
}

/// A delegate that keeps the user on the first tab while `locked`, and counts selections.
final class LockingTabDelegate: NSObject, UITabBarControllerDelegate {
    var locked = true
    var selections = 0

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    { !locked }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selections += 1
    }
}

/// A delegate that implements nothing: the optional calls fall back to UIKit's answers.
final class SilentTabDelegate: NSObject, UITabBarControllerDelegate {}

/// A scroll view delegate that passes every call on to two others (a pull-to-dismiss sheet watching the table
/// its screen also watches).
final class ScrollDelegateSplitter: NSObject, UIScrollViewDelegate {
    weak var first: UIScrollViewDelegate?
    weak var second: UIScrollViewDelegate?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        first?.scrollViewDidScroll?(scrollView)
        second?.scrollViewDidScroll?(scrollView)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        first?.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate)
        second?.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate)
    }
}

/// Records the offsets it sees.
final class OffsetRecorder: NSObject, UIScrollViewDelegate {
    var offsets: [CGFloat] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
}

/// A gesture delegate that answers for its own recogniser and asks another delegate otherwise.
final class ForwardingGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    weak var fallback: UIGestureRecognizerDelegate?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        fallback?.gestureRecognizerShouldBegin?(gestureRecognizer) ?? true
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        fallback?.gestureRecognizer?(gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer)
            ?? false
    }
}

/// Refuses to begin, recognises along with any other.
final class StrictGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}

/// A transitioning delegate that wraps the app's and falls back to its own animator for dismissal.
final class WrappingTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    weak var wrapped: UIViewControllerTransitioningDelegate?
    let fallbackAnimator: UIViewControllerAnimatedTransitioning

    init(fallbackAnimator: UIViewControllerAnimatedTransitioning) { self.fallbackAnimator = fallbackAnimator }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        wrapped?.animationController?(forDismissed: dismissed) ?? fallbackAnimator
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        wrapped?.presentationController?(forPresented: presented, presenting: presenting, source: source)
    }
}

/// An animator that fades (only its identity matters here).
final class PlainFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(true)
    }
}

/// A table delegate that logs selections and passes them on to the screen's own delegate.
final class LoggingTableDelegate: NSObject, UITableViewDelegate {
    weak var next: UITableViewDelegate?
    var log: [String] = []

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        next?.tableView?(tableView, shouldHighlightRowAt: indexPath) ?? true
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("selected \(indexPath.row)")
        next?.tableView?(tableView, didSelectRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        next?.tableView?(tableView, heightForRowAt: indexPath) ?? tableView.rowHeight
    }
}

/// A table view controller whose rows 0 and 1 cannot be highlighted, so not tapped (the header rows), and that
/// records selections.
final class SettingsTableController: UITableViewController {
    var selected: [Int] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 6 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        indexPath.row >= 2
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath.row)
    }
}

/// A text field delegate that validates, then lets the form's own delegate decide about Return.
final class ValidatingTextFieldDelegate: NSObject, UITextFieldDelegate {
    weak var form: UITextFieldDelegate?

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard !(textField.text ?? "").isEmpty else { return false }
        return form?.textFieldShouldReturn?(textField) ?? true
    }

    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        string.count <= 20
            && form?.textField?(textField, shouldChangeCharactersIn: range, replacementString: string) ?? true
    }
}

/// A form that takes Return only once the user agreed.
final class SignUpForm: NSObject, UITextFieldDelegate {
    var agreed = false
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { agreed }
}

/// An animator that wraps another and tells it when the transition ended (as Hero's and Motion's wrappers do).
final class WrappingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let wrapped: UIViewControllerAnimatedTransitioning

    init(wrapping wrapped: UIViewControllerAnimatedTransitioning) { self.wrapped = wrapped }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        wrapped.transitionDuration(using: transitionContext)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        wrapped.animateTransition(using: transitionContext)
    }

    func animationEnded(_ transitionCompleted: Bool) {
        wrapped.animationEnded?(transitionCompleted)
    }
}

/// An animator that records how its transition ended.
final class RecordingFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var endings: [Bool] = []
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(true)
    }
    func animationEnded(_ transitionCompleted: Bool) { endings.append(transitionCompleted) }
}
