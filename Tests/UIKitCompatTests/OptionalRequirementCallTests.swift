import Foundation
import Testing
import UIKitCompat

/// A type that conforms to every delegate protocol with an optional-method call form and implements nothing.
@MainActor
private final class SilentDelegate: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate,
    UITableViewDelegate, UITextFieldDelegate, UIGestureRecognizerDelegate, UIViewControllerTransitioningDelegate,
    UIAdaptivePresentationControllerDelegate, UIViewControllerAnimatedTransitioning
{
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
}

/// Counts the calls that reach it.
@MainActor
private final class CountingDelegate: NSObject, UIScrollViewDelegate, UIGestureRecognizerDelegate {
    var scrolls = 0
    var endedDrags: [Bool] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        endedDrags.append(decelerate)
    }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

@Suite("Optional-method calls of UIKit delegates (delegate?.method?(…))")
@MainActor
struct OptionalRequirementCallTests {
    @Test("a delegate that implements nothing answers as UIKit does when the method is missing")
    func silentDefaults() throws {
        let silent = SilentDelegate()
        let controller = UIViewController(), other = UIViewController()
        let navigation = UINavigationController(rootViewController: controller)
        let tabs = UITabBarController()
        #expect(
            silent.navigationController?(navigation, animationControllerFor: .push, from: controller, to: other) == nil)
        #expect(silent.tabBarController?(tabs, shouldSelect: controller) == true)
        #expect(silent.tabBarController?(tabs, animationControllerForTransitionFrom: controller, to: other) == nil)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
        table.rowHeight = 37
        let row = IndexPath(row: 2, section: 0)
        #expect(silent.tableView?(table, heightForRowAt: row) == 37)
        #expect(silent.tableView?(table, willSelectRowAt: row) == row)
        #expect(silent.tableView?(table, shouldHighlightRowAt: row) == true)
        let field = UITextField()
        #expect(silent.textFieldShouldReturn?(field) == true && silent.textFieldShouldBeginEditing?(field) == true)
        let range = NSRange(location: 0, length: 0)
        #expect(silent.textField?(field, shouldChangeCharactersIn: range, replacementString: "a") == true)
        let pan = UIPanGestureRecognizer(), tap = UITapGestureRecognizer()
        #expect(silent.gestureRecognizerShouldBegin?(pan) == true)
        #expect(silent.gestureRecognizer?(pan, shouldRecognizeSimultaneouslyWith: tap) == false)
        #expect(silent.animationController?(forDismissed: controller) == nil)
        #expect(silent.presentationController?(forPresented: controller, presenting: nil, source: other) == nil)
        #expect(silent.interactionControllerForDismissal?(using: silent) == nil)
        let sheet = UIPresentationController(presentedViewController: controller, presenting: other)
        #expect(silent.presentationControllerShouldDismiss?(sheet) == true)
        silent.animationEnded?(true)
    }

    @Test("the call reaches the conformer's own method, through an existential and through a generic")
    func reachesTheConformer() {
        let counting = CountingDelegate()
        let scroll = UIScrollView()
        let asDelegate: UIScrollViewDelegate? = counting
        asDelegate?.scrollViewDidScroll?(scroll)
        asDelegate?.scrollViewDidEndDragging?(scroll, willDecelerate: true)
        func forward<D: UIScrollViewDelegate>(_ delegate: D) { delegate.scrollViewDidScroll?(scroll) }
        forward(counting)
        #expect(counting.scrolls == 2 && counting.endedDrags == [true])
        let asGestureDelegate: UIGestureRecognizerDelegate? = counting
        #expect(asGestureDelegate?.gestureRecognizerShouldBegin?(UIPanGestureRecognizer()) == false)
    }
}
