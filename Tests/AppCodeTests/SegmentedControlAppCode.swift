// App code in Swift 5 language mode, as settings and filter screens use a segmented control: a mode switcher
// built from string items, styled with a tint and title attributes, centred at its intrinsic size, reacting to
// `.valueChanged` through a `UIAction`, and one made from actions (iOS 14's `init(frame:actions:)`).

#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// A screen that shows a list, grid or map mode picked with a segmented control, and a sort order picked from
/// actions.
final class ModePickerViewController: UIViewController {
    enum Mode: Int { case list, grid, map }

    let picker = UISegmentedControl(items: ["List", "Grid", "Map"])
    let modeLabel = UILabel()
    private(set) var sortControl: UISegmentedControl!
    private(set) var mode = Mode.list
    private(set) var sortOrder = "Name"
    private(set) var changes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        picker.selectedSegmentIndex = Mode.list.rawValue
        picker.selectedSegmentTintColor = .systemBlue
        picker.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        picker.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 13, weight: .semibold)], for: .normal)
        picker.addAction(
            UIAction { [weak self] action in
                guard let self = self, let control = action.sender as? UISegmentedControl else { return }
                self.changes += 1
                self.show(Mode(rawValue: control.selectedSegmentIndex) ?? .list)
            }, for: .valueChanged)
        view.addSubview(picker)
        view.addSubview(modeLabel)
        let sorts = ["Name", "Date"].map { title in
            UIAction(title: title) { [weak self] _ in self?.sortOrder = title }
        }
        sortControl = UISegmentedControl(frame: .zero, actions: sorts)
        sortControl.selectedSegmentIndex = 0
        view.addSubview(sortControl)
        show(.list)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = picker.intrinsicContentSize
        picker.frame = CGRect(
            x: (view.bounds.width - size.width) / 2, y: 40, width: size.width, height: size.height)
        modeLabel.frame = CGRect(x: 20, y: 100, width: view.bounds.width - 40, height: 30)
        sortControl.frame = CGRect(x: 20, y: 160, width: view.bounds.width - 40, height: 32)
    }

    /// Switches the mode in code (no action is sent; the label follows by hand), sliding the selection.
    func select(_ newMode: Mode) {
        UIView.animate(withDuration: 0.3) {
            self.picker.selectedSegmentIndex = newMode.rawValue
        }
        show(newMode)
    }

    private func show(_ newMode: Mode) {
        mode = newMode
        modeLabel.text = picker.titleForSegment(at: newMode.rawValue)
    }
}
