import Foundation

/// What a constraint can relate: a view or a layout guide.
@MainActor
protocol LayoutItem: AnyObject {
    /// The view whose coordinate space the item's frame is in: a view's superview, a guide's owning view.
    var layoutSpaceView: UIView? { get }
    /// The view this item stands for when looking for a common ancestor: the view itself, a guide's owner.
    var layoutNodeView: UIView? { get }
    /// A short, stable name for messages.
    var layoutItemName: String { get }
}

extension UIView: LayoutItem {
    var layoutSpaceView: UIView? { superview }
    var layoutNodeView: UIView? { self }
    var layoutItemName: String {
        var name = String(describing: type(of: self))
        if let identifier = autoLayout.accessibilityName {
            name += "'\(identifier)'"
        } else if tag != 0 {
            name += "#\(tag)"
        }
        return name
    }
}

extension UILayoutGuide: LayoutItem {
    var layoutSpaceView: UIView? { owningView }
    var layoutNodeView: UIView? { owningView }
    var layoutItemName: String {
        let owner = owningView.map { $0.layoutItemName } ?? "nil"
        return identifier.isEmpty ? "UILayoutGuide(\(owner))" : "UILayoutGuide:'\(identifier)'(\(owner))"
    }
}

/// The four unknowns of one item in a layout engine: its frame's origin in its layout space and its size.
final class LayoutItemVariables {
    let minX, minY, width, height: SolverVariable

    init(_ name: String) {
        minX = SolverVariable(name + ".minX")
        minY = SolverVariable(name + ".minY")
        width = SolverVariable(name + ".width")
        height = SolverVariable(name + ".height")
    }

    var frame: CGRect { CGRect(x: minX.value, y: minY.value, width: width.value, height: height.value) }
}
