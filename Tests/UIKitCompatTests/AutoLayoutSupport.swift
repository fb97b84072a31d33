import Foundation
@testable import UIKitCompat

/// A view with a fixed intrinsic content size, for Auto Layout tests.
@MainActor
final class SizedView: UIView {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override var intrinsicContentSize: CGSize { size }
}

/// A view that uses Auto Layout, added to `parent`.
@MainActor
func constrainedView(in parent: UIView, tag: Int = 0) -> UIView {
    let view = UIView()
    view.tag = tag
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}

@MainActor
func pin(_ view: UIView, to parent: UIView, insets: UIEdgeInsets = .zero) {
    NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: insets.left),
        view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -insets.right),
        view.topAnchor.constraint(equalTo: parent.topAnchor, constant: insets.top),
        view.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -insets.bottom),
    ])
}
