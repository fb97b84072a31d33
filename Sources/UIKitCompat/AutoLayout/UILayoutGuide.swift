import Foundation

/// A rectangle that takes part in Auto Layout without being a view: UIKit's `UILayoutGuide`. Add your own
/// with ``UIView/addLayoutGuide(_:)`` (spacers, groups), or use a view's ``UIView/safeAreaLayoutGuide``,
/// ``UIView/layoutMarginsGuide`` and ``UIView/readableContentGuide``.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    enum SystemKind { case safeArea, layoutMargins, readableContent }

    /// The view the guide belongs to (its coordinate space).
    open internal(set) weak var owningView: UIView?
    /// A name shown in messages.
    open var identifier: String = ""
    let systemKind: SystemKind?

    public override init() {
        systemKind = nil
        super.init()
    }

    init(system: SystemKind, owner: UIView) {
        systemKind = system
        super.init()
        owningView = owner
        identifier =
            switch system {
            case .safeArea: "UIViewSafeAreaLayoutGuide"
            case .layoutMargins: "UIViewLayoutMarginsGuide"
            case .readableContent: "UIViewReadableContentGuide"
            }
    }

    /// The guide's frame in its owning view's coordinates: for system guides the owner's bounds inset by the
    /// safe area or margins; for guides you add, the solution of their constraints after a layout pass.
    open var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        if let insets = systemInsets {
            let size = owner.bounds.size
            var frame = CGRect(
                x: insets.left, y: insets.top, width: max(0, size.width - insets.left - insets.right),
                height: max(0, size.height - insets.top - insets.bottom))
            if systemKind == .readableContent {
                let width = min(frame.width, UIKitChoices.current.readableContentWidth)
                frame.origin.x += (frame.width - width) / 2
                frame.size.width = width
            }
            return frame
        }
        owner.layoutIfNeeded()
        return owner.layoutEngineRoot.autoLayout.engine?.solvedFrame(of: self) ?? .zero
    }

    /// For system guides, the insets from the owner's bounds (nil for guides added by the app).
    var systemInsets: UIEdgeInsets? {
        guard let kind = systemKind, let owner = owningView else { return nil }
        switch kind {
        case .safeArea: return owner.safeAreaInsets
        case .layoutMargins, .readableContent: return owner.effectiveLayoutMargins
        }
    }

    // MARK: Anchors

    /// The leading edge of the guide's frame (left in a left-to-right layout, right in a right-to-left one).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge of the guide's frame (right in a left-to-right layout, left in a right-to-left one).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge of the guide's frame, whatever the layout direction.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge of the guide's frame, whatever the layout direction.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The horizontal centre of the guide's frame.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge of the guide's frame.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge of the guide's frame.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre of the guide's frame.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width of the guide's frame.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height of the guide's frame.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
