// Table selection and two-finger gestures in Swift 5 language mode, as apps write them: a list whose rows open
// on tap (`didSelectRowAt` deselecting the row with the usual fade), and a photo view zoomed and turned with
// two fingers at once, the recognizers' `scale` and `rotation` reset in their handlers.

#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// A list of photos; a tap on a row "opens" it (recorded).
final class PhotoListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    var opened: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "photo")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "photo", for: indexPath)
        cell.textLabel?.text = "Photo \(indexPath.row + 1)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        opened.append(indexPath.row)
    }
}

/// A photo that two fingers zoom and turn at the same time.
final class ZoomablePhotoView: UIView, UIGestureRecognizerDelegate {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemTeal
        let pinch = UIPinchGestureRecognizer { [unowned self] in self.handlePinch($0) }
        let rotation = UIRotationGestureRecognizer { [unowned self] in self.handleRotation($0) }
        for recognizer in [pinch, rotation] as [UIGestureRecognizer] {
            recognizer.delegate = self
            addGestureRecognizer(recognizer)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func handlePinch(_ gesture: UIPinchGestureRecognizer) {
        transform = transform.scaledBy(x: gesture.scale, y: gesture.scale)
        gesture.scale = 1
    }

    func handleRotation(_ gesture: UIRotationGestureRecognizer) {
        transform = transform.rotated(by: gesture.rotation)
        gesture.rotation = 0
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        true
    }
}
