import Foundation
import Raster

/// UIKit's `UITableViewCell` in its classic form: a ``contentView`` with a ``textLabel``, a ``detailTextLabel``
/// placed by the cell's ``CellStyle`` and an accessory (disclosure chevron or checkmark) drawn at the trailing
/// edge. The table draws a separator at the bottom of each row but the last (see ``UIKitChoices``).
///
/// Subclass it as in UIKit, overriding `init(style:reuseIdentifier:)`; register the class with the table view
/// and dequeue cells with `dequeueReusableCell(withIdentifier:for:)`.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// UIKit's `UITableViewCell.CellStyle`: where the text and detail labels go.
    public enum CellStyle: Int, Sendable {
        /// A left-aligned text label; no detail label.
        case `default` = 0
        /// Text on the left, detail on the right in the secondary label colour.
        case value1 = 1
        /// A small blue text label on the left, the detail beside it.
        case value2 = 2
        /// Text above a smaller detail label.
        case subtitle = 3
    }

    /// UIKit's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none = 0
        /// A grey chevron: the row leads somewhere.
        case disclosureIndicator = 1
        /// An info button and a chevron in UIKit; drawn as the chevron alone here.
        case detailDisclosureButton = 2
        /// A blue checkmark.
        case checkmark = 3
        /// An info button in UIKit; drawn as a blue checkmark here.
        case detailButton = 4
    }

    /// UIKit's `UITableViewCell.SelectionStyle`: since iOS 7 every style but `.none` draws the same grey.
    public enum SelectionStyle: Int, Sendable {
        /// A selected or highlighted cell shows no selection background.
        case none = 0
        /// The grey selection background (blue before iOS 7).
        case blue = 1
        /// The grey selection background.
        case gray = 2
        /// The grey selection background (the default).
        case `default` = 3
    }

    /// Where the text and detail labels go; fixed at creation.
    public let style: CellStyle
    /// The identifier the table reuses the cell under (nil for a cell made outside a table).
    public let reuseIdentifier: String?

    /// Where the cell's content goes: the cell's bounds less the accessory.
    public let contentView = UIView()
    private var storedTextLabel: UILabel?
    private var storedDetailLabel: UILabel?

    /// The main label (created on first use).
    open var textLabel: UILabel? {
        if let label = storedTextLabel { return label }
        let label = UILabel()
        // UIKit's text styles, 17 pt (body) and 12 pt (caption) at the default text size; they follow it.
        label.font = .preferredFont(forTextStyle: style == .value2 ? .caption1 : .body, compatibleWith: traitCollection)
        label.adjustsFontForContentSizeCategory = true
        if style == .value2 { label.textColor = .systemBlue; label.textAlignment = .right }
        contentView.addSubview(label)
        storedTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The secondary label; nil for ``CellStyle/default``.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let label = storedDetailLabel { return label }
        let label = UILabel()
        label.font = .preferredFont(
            forTextStyle: style == .subtitle ? .caption1 : .body,
            compatibleWith: traitCollection)
        label.adjustsFontForContentSizeCategory = true
        if style == .value1 {
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        }
        contentView.addSubview(label)
        storedDetailLabel = label
        setNeedsLayout()
        return label
    }

    /// The accessory drawn at the trailing edge.
    open var accessoryType: AccessoryType = .none { didSet { if oldValue != accessoryType { rebuildAccessory() } } }
    /// A custom accessory view, drawn instead of ``accessoryType``.
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            rebuildAccessory()
        }
    }
    /// `.none` draws no selection; every other style draws ``selectedBackgroundView`` (or the default grey).
    open var selectionStyle: SelectionStyle = .default { didSet { updateSelectionBackground(animated: false) } }
    /// Drawn behind the content while the cell is selected or highlighted; nil (the default) draws a fill of
    /// ``UIKitChoices/cellSelectionColor`` as UIKit's default selection.
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView, shownSelectionBackground === oldValue {
                oldValue?.removeFromSuperview()
                shownSelectionBackground = nil
            }
            updateSelectionBackground(animated: false)
        }
    }
    private var selectedState = false
    private var highlightedState = false
    /// The view drawn for the selection now (``selectedBackgroundView`` or the default fill).
    private var shownSelectionBackground: UIView?
    private lazy var defaultSelectionBackground: UIView = {
        let view = UIView()
        view.backgroundColor = UIKitChoices.current.cellSelectionColor
        return view
    }()

    /// Whether the cell shows as selected; setting it calls ``setSelected(_:animated:)`` without animation.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell shows as highlighted (a finger is down on it); setting it calls
    /// ``setHighlighted(_:animated:)`` without animation.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Shows the selection (the selected background behind the content); `animated` fades it in or out over
    /// ``UIKitChoices/cellSelectionFadeDuration``. Subclasses override it to restyle their content, calling
    /// `super`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedState = selected
        updateSelectionBackground(animated: animated)
    }

    /// Shows the highlight a touch gives (drawn as the selection). Subclasses override it, calling `super`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedState = highlighted
        updateSelectionBackground(animated: animated)
    }

    private func updateSelectionBackground(animated: Bool) {
        let show = (selectedState || highlightedState) && selectionStyle != .none
        let duration = UIKitChoices.current.cellSelectionFadeDuration
        if show {
            let view = selectedBackgroundView ?? defaultSelectionBackground
            if view.superview !== self {
                shownSelectionBackground?.removeFromSuperview()
                view.frame = bounds
                view.alpha = 0
                insertSubview(view, belowSubview: contentView)
            }
            shownSelectionBackground = view
            if animated {
                UIView.animate(withDuration: duration) { view.alpha = 1 }
            } else {
                view.alpha = 1
            }
        } else if let view = shownSelectionBackground {
            shownSelectionBackground = nil
            let remove = { [weak self, weak view] in
                guard let self, let view, self.shownSelectionBackground !== view else { return }
                view.removeFromSuperview()
            }
            if animated {
                UIView.animate(withDuration: duration, animations: { view.alpha = 0 }, completion: { _ in remove() })
            } else {
                remove()
            }
        }
    }
    /// Kept for app code: the separator inset the table uses (see ``UITableView/separatorInset``).
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    private var accessory: UIView?
    /// The bottom line the table shows for every row but the last.
    let separator = UIView()

    /// A cell of `style` (320 × 44 points until the table lays it out) over the system background.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight))
        backgroundColor = .systemBackground
        addSubview(contentView)
        addSubview(separator)
        separator.isHidden = true
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Flipbook decodes no archives: a default-style cell.
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
        addSubview(separator)
        separator.isHidden = true
    }

    /// How a table view makes a registered cell class: through `init(style:reuseIdentifier:)` (overridden or
    /// inherited), as UIKit does.
    public required convenience init(registeredReuseIdentifier identifier: String) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// Called before a dequeued cell is handed out again; reset what the data source set.
    open func prepareForReuse() {}

    private static let accessoryWidth: CGFloat = 34

    open override func layoutSubviews() {
        super.layoutSubviews()
        let hasAccessory = accessory != nil
        let width = bounds.width - (hasAccessory ? Self.accessoryWidth : 0)
        contentView.frame = CGRect(x: 0, y: 0, width: max(0, width), height: bounds.height)
        shownSelectionBackground?.frame = bounds
        if let accessory {
            accessory.center = CGPoint(x: bounds.width - 16 - accessory.bounds.width / 2, y: bounds.height / 2)
        }
        let inset: CGFloat = 16, height = bounds.height
        let usable = max(0, contentView.bounds.width - inset - (hasAccessory ? 0 : inset))
        switch style {
        case .default:
            storedTextLabel?.frame = CGRect(x: inset, y: 0, width: usable, height: height)
        case .value1:
            storedTextLabel?.frame = CGRect(x: inset, y: 0, width: usable * 0.6, height: height)
            storedDetailLabel?.frame = CGRect(x: inset + usable * 0.6, y: 0, width: usable * 0.4, height: height)
        case .value2:
            storedTextLabel?.frame = CGRect(x: inset, y: 0, width: 67, height: height)
            storedDetailLabel?.frame = CGRect(x: inset + 73, y: 0, width: max(0, usable - 73), height: height)
        case .subtitle:
            storedTextLabel?.frame = CGRect(x: inset, y: height / 2 - 21, width: usable, height: 22)
            storedDetailLabel?.frame = CGRect(x: inset, y: height / 2 + 1, width: usable, height: 18)
        }
        let line = 1 / max(1, window?.screenScale ?? 1)
        separator.frame = CGRect(
            x: separatorInset.left, y: bounds.height - line,
            width: max(0, bounds.width - separatorInset.left - separatorInset.right), height: line)
    }

    private func rebuildAccessory() {
        accessory?.removeFromSuperview()
        accessory = accessoryView ?? UITableViewCell.drawnAccessory(accessoryType)
        if let accessory { addSubview(accessory) }
        setNeedsLayout()
    }

    /// The chevron (tertiary label colour) or the checkmark (system blue), from rounded strokes.
    static func drawnAccessory(_ type: AccessoryType) -> UIView? {
        func stroke(_ from: CGPoint, _ to: CGPoint, width: CGFloat, color: UIColor, in box: UIView) {
            let dx = to.x - from.x, dy = to.y - from.y
            let length = (dx * dx + dy * dy).squareRoot()
            let line = UIView(frame: CGRect(x: 0, y: 0, width: length + width, height: width))
            line.backgroundColor = color
            line.layer.cornerRadius = width / 2
            line.center = CGPoint(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2)
            line.transform = CGAffineTransform(rotationAngle: atan2(dy, dx))
            box.addSubview(line)
        }
        switch type {
        case .none:
            return nil
        case .disclosureIndicator, .detailDisclosureButton:
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 13))
            stroke(CGPoint(x: 1.5, y: 1.5), CGPoint(x: 6.5, y: 6.5), width: 2, color: .tertiaryLabel, in: box)
            stroke(CGPoint(x: 6.5, y: 6.5), CGPoint(x: 1.5, y: 11.5), width: 2, color: .tertiaryLabel, in: box)
            return box
        case .checkmark, .detailButton:
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 14, height: 12))
            stroke(CGPoint(x: 1.5, y: 6.5), CGPoint(x: 5, y: 10), width: 2, color: .systemBlue, in: box)
            stroke(CGPoint(x: 5, y: 10), CGPoint(x: 12.5, y: 1.5), width: 2, color: .systemBlue, in: box)
            return box
        }
    }
}
