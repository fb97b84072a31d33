// App code in Swift 5 language mode, as tab-bar, side-menu and collection-layout libraries write it: template
// icons tinted by the selection, a table view controller subclass as a menu, the status bar's frame from the
// application, a custom layout attributes class, NSValue-boxed animation values, fonts by name and
// accessibility labels.

#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// An icon that shows its image as a template: the tint colour paints it (as animated tab bars do).
final class TabIconView: UIImageView {
    var selectedColor: UIColor = .systemRed
    var normalColor: UIColor = .systemGray

    func setIcon(_ icon: UIImage) {
        let renderImage = icon.withRenderingMode(.alwaysTemplate)
        image = renderImage
        tintColor = normalColor
        contentMode = .top
        accessibilityLabel = "Tab icon"
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    func select() {
        tintColor = selectedColor
        accessibilityTraits.insert(.selected)
    }
}

/// A side menu's list: a table view controller subclass with a header label in a named font.
final class SideMenuListController: UITableViewController {
    let items = ["Home", "Inbox", "Settings"]
    private(set) var chosen: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        let header = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        header.font = UIFont(name: "HelveticaNeue-Bold", size: 20)!
        header.text = "Menu"
        tableView.tableHeaderView = header
        // Leave the status bar area free above the rows.
        tableView.contentInset.top = UIApplication.shared.statusBarFrame.height
        tableView.scrollIndicatorInsets = tableView.contentInset
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        chosen = items[indexPath.row]
    }
}

/// Layout attributes that carry how far an item is from the middle of the screen.
final class ParallaxAttributes: UICollectionViewLayoutAttributes {
    var middleOffset: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! ParallaxAttributes
        copy.middleOffset = middleOffset
        return copy
    }
}

/// A flow layout that shrinks items away from the middle of the visible area (as animated layouts do).
final class ParallaxLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { ParallaxAttributes.self }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView else { return nil }
        let attributes = super.layoutAttributesForElements(in: rect) ?? []
        return attributes.compactMap { $0.copy() as? ParallaxAttributes }.map { a in
            let middle = collectionView.contentOffset.y + collectionView.bounds.height / 2
            a.middleOffset = (a.center.y - middle) / collectionView.bounds.height
            let scale = 1 - min(0.5, abs(a.middleOffset))
            a.transform = CGAffineTransform(scaleX: scale, y: scale)
            return a
        }
    }
}

/// A bounce of a view's position with boxed values, as Core Animation helpers write it.
func makeBounceAnimation(from start: CGPoint, to end: CGPoint) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: "position")
    animation.fromValue = NSValue(cgPoint: start)
    animation.toValue = NSValue(cgPoint: end)
    animation.duration = 0.3
    return animation
}

/// Reads a boxed point back (helpers that keep animation values).
func boxedDistance(_ a: Any?, _ b: Any?) -> CGFloat {
    guard let p = (a as? NSValue)?.cgPointValue, let q = (b as? NSValue)?.cgPointValue else { return 0 }
    return hypot(q.x - p.x, q.y - p.y)
}
