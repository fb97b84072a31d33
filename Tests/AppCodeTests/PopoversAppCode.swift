// App code in Swift 5 language mode, as apps show a small menu in a popover on a phone: the presented
// controller sets its preferredContentSize, the presenter sets the popover's source and arrow directions and
// keeps it a popover by returning `.none` from the adaptive delegate method.

#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// A small list of choices shown in a popover.
final class SortMenuViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        preferredContentSize = CGSize(width: 180, height: 132)
    }
}

/// A screen with a "Sort" button that opens the sort menu in a popover under it.
final class SortableListViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    let sortButton = UIButton(type: .system)
    private(set) var dismissedByTapOutside = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        sortButton.setTitle("Sort", for: .normal)
        sortButton.frame = CGRect(x: 16, y: 80, width: 60, height: 44)
        sortButton.addAction(UIAction { [weak self] _ in self?.showSortMenu() }, for: .touchUpInside)
        view.addSubview(sortButton)
    }

    func showSortMenu() {
        let menu = SortMenuViewController()
        menu.modalPresentationStyle = .popover
        if let popover = menu.popoverPresentationController {
            popover.sourceView = sortButton
            popover.sourceRect = sortButton.bounds
            popover.permittedArrowDirections = .up
            popover.delegate = self
        }
        present(menu, animated: true, completion: nil)
    }

    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        .none
    }

    func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) {
        dismissedByTapOutside = true
    }
}
