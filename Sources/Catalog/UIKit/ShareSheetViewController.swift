#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// A "Share" sheet shown in the bottom half of the screen: a grabber, a title and a row of round targets
/// with their names. It presents itself as a half sheet: `.custom` style with a transitioning delegate it
/// keeps (the property is weak).
final class ShareSheetViewController: UIViewController {
    private let halfSheet = HalfSheetTransitioningDelegate()
    private let targets: [(name: String, color: UIColor)] = [
        ("AirDrop", .systemBlue), ("Messages", .systemGreen), ("Mail", .systemIndigo), ("Notes", .systemYellow),
    ]

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "Share"
        modalPresentationStyle = .custom
        transitioningDelegate = halfSheet
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let bounds = UIScreen.main.bounds
        let root = UIView(frame: CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height / 2))
        root.backgroundColor = .white
        let grabber = UIView(frame: CGRect(x: (bounds.width - 36) / 2, y: 6, width: 36, height: 5))
        grabber.backgroundColor = .systemGray
        grabber.layer.cornerRadius = 2.5
        root.addSubview(grabber)
        let heading = UILabel(frame: CGRect(x: 20, y: 24, width: bounds.width - 40, height: 32))
        heading.text = title
        heading.font = .boldSystemFont(ofSize: 24)
        heading.textColor = .label
        root.addSubview(heading)
        let side: CGFloat = 64
        let gap = (bounds.width - 40 - side * CGFloat(targets.count)) / CGFloat(targets.count - 1)
        for (index, target) in targets.enumerated() {
            let x = 20 + CGFloat(index) * (side + gap)
            let circle = UIView(frame: CGRect(x: x, y: 80, width: side, height: side))
            circle.backgroundColor = target.color
            circle.layer.cornerRadius = side / 2
            root.addSubview(circle)
            let name = UILabel(frame: CGRect(x: x - 8, y: 150, width: side + 16, height: 20))
            name.text = target.name
            name.font = .systemFont(ofSize: 13)
            name.textAlignment = .center
            name.textColor = .label
            root.addSubview(name)
        }
        view = root
    }
}
