import Foundation

/// UIKit's `UICollectionReusableView`: a view a collection view reuses as it scrolls.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier it was dequeued with.
    public internal(set) var reuseIdentifier: String?

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// How a collection view makes a registered class: through `init(frame:)` (overridden or inherited), as
    /// UIKit does.
    public required convenience init(registeredReuseIdentifier identifier: String) {
        self.init(frame: .zero)
        reuseIdentifier = identifier
    }

    /// Called before a dequeued view is handed out again.
    open func prepareForReuse() {}

    /// Does nothing (UIKit's default): override it to read the values of a layout's own attributes subclass.
    /// The collection view has already placed the view by the attributes' frame, alpha, transform, z order and
    /// hidden flag.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// What the collection view does with an item's attributes: places the view (size, centre, alpha,
    /// 3D transform, hidden, z-index), then calls ``apply(_:)`` for the values of a subclass.
    func applyLayoutAttributes(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        bounds = CGRect(origin: .zero, size: layoutAttributes.size)
        center = layoutAttributes.center
        alpha = layoutAttributes.alpha
        layer.transform = layoutAttributes.transform3D
        isHidden = layoutAttributes.isHidden
        layer.zPosition = CGFloat(layoutAttributes.zIndex)
        apply(layoutAttributes)
    }
}

/// UIKit's `UICollectionViewCell`: a ``contentView`` above an optional ``backgroundView``.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// Where the cell's content goes; it fills the cell.
    public let contentView = UIView()
    /// Drawn below the content view, filling the cell.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// Drawn above ``backgroundView`` and below the content while the cell is selected or highlighted (nil by
    /// default: UIKit's collection cells draw no selection of their own).
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            updateSelectedBackground()
        }
    }
    /// Whether the cell is selected (shows ``selectedBackgroundView``).
    open var isSelected = false { didSet { updateSelectedBackground() } }
    /// Whether a touch is down on the cell (shows ``selectedBackgroundView``).
    open var isHighlighted = false { didSet { updateSelectedBackground() } }

    private func updateSelectedBackground() {
        guard let view = selectedBackgroundView else { return }
        if isSelected || isHighlighted {
            if view.superview !== self {
                view.frame = bounds
                insertSubview(view, belowSubview: contentView)
            }
        } else {
            view.removeFromSuperview()
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }
}
