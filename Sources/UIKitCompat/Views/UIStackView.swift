import Foundation

/// A view that lines up its arranged subviews in a row or column with Auto Layout: UIKit's `UIStackView`.
///
/// The stack view makes its own constraints (named `UISV-…` in messages) from ``axis``, ``distribution``,
/// ``alignment`` and the spacings; hidden arranged subviews collapse out of the arrangement, and changing
/// `isHidden` inside an animation block followed by `layoutIfNeeded()` animates the other views into place.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views share the length along the axis: UIKit's `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable {
        /// Views keep their intrinsic lengths; the one with the lowest hugging priority (ties: the last)
        /// absorbs extra space, the one with the lowest compression resistance gives up space.
        case fill = 0
        /// Every view gets the same length.
        case fillEqually
        /// Lengths proportional to the views' intrinsic lengths.
        case fillProportionally
        /// Intrinsic lengths, the free space shared as equal gaps (at least ``spacing``).
        case equalSpacing
        /// Intrinsic lengths, centres equally far apart (gaps at least ``spacing``).
        case equalCentering
    }

    /// How arranged views are placed across the axis: UIKit's `UIStackView.Alignment`.
    public enum Alignment: Int, Sendable {
        /// `fill` stretches each view across the stack (the default); `leading` and `trailing` line them up at the
        /// leading or trailing edge (top or bottom in a horizontal stack), `center` centres them; in a horizontal stack
        /// `firstBaseline` and `lastBaseline` line up their first or last baselines.
        case fill = 0, leading = 1, firstBaseline = 2, center = 3, trailing = 4, lastBaseline = 5
        /// `.leading` in a horizontal stack.
        public static let top = Alignment.leading
        /// `.trailing` in a horizontal stack.
        public static let bottom = Alignment.trailing
    }

    /// The views the stack arranges, in order (each is also a subview).
    public private(set) var arrangedSubviews: [UIView] = []

    /// The direction views are lined up in: `.horizontal` (a row, the default) or `.vertical` (a column).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
    /// How the views share the length along the axis (`.fill` by default).
    open var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    /// How the views are placed across the axis (`.fill` by default).
    open var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    /// The gap between adjacent arranged views (for `.equalSpacing`/`.equalCentering`: the least gap).
    open var spacing: CGFloat = 0 {
        didSet {
            if !spacing.isFinite {
                AutoLayoutLog.report("UIStackView.spacing must be finite, got \(spacing); keeping \(oldValue)")
                spacing = oldValue
            }
            arrangementDidChange()
        }
    }
    /// Whether the arrangement is inside the layout margins rather than the bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }
    /// Kept for app code: baselines are always measured from the arranged views themselves.
    open var isBaselineRelativeArrangement = false

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack made for the current arrangement (installed on the stack by the engine).
    private(set) var arrangementConstraints: [NSLayoutConstraint] = []
    private var gapGuides: [UILayoutGuide] = []
    private var arrangedSignature: [Bool]?

    /// UIKit's marker for "use the default spacing" in ``setCustomSpacing(_:after:)``.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// UIKit's marker for "use the system spacing" (``UIKitChoices/systemSpacing``).
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A stack arranging `views` (added as subviews).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Appends `view` to the arrangement (and the subviews), switching off its autoresizing constraints.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `stackIndex` (clamped).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Takes `view` out of the arrangement; it stays a subview (remove it from its superview to drop it).
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
    }

    /// Uses `spacing` after `arrangedSubview` instead of ``spacing``.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        arrangementDidChange()
    }

    /// The spacing after `arrangedSubview` (``spacingUseDefault`` when not customised).
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// An arranged view was hidden or shown.
    func hiddenFlagsDidChange() { arrangementDidChange() }

    private func arrangementDidChange() {
        arrangedSignature = nil
        layoutEngineRoot.autoLayout.engine?.setNeedsUpdate()
        ensureLayoutEngine().setNeedsUpdate()
        setNeedsLayout()
    }

    /// The hidden flags of the arranged views, which decide the arrangement (watched by the engine).
    var hiddenSignature: [Bool] { arrangedSubviews.map(\.isHidden) }

    /// The arrangement's constraints, remade when the configuration or a hidden flag changed.
    func currentArrangementConstraints() -> [NSLayoutConstraint] {
        let signature = hiddenSignature
        if signature != arrangedSignature {
            arrangedSignature = signature
            rebuild()
        }
        return arrangementConstraints
    }

    private func spacing(after view: UIView) -> CGFloat {
        let custom = customSpacings[ObjectIdentifier(view)] ?? UIStackView.spacingUseDefault
        if custom == UIStackView.spacingUseDefault { return spacing }
        if custom == UIStackView.spacingUseSystem { return UIKitChoices.current.systemSpacing }
        return custom
    }

    private func rebuild() {
        for c in arrangementConstraints { c.container = nil }
        arrangementConstraints = []
        for guide in gapGuides { guide.owningView = nil }
        gapGuides = []
        let views = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
        let hiddenViews = arrangedSubviews.filter { $0.isHidden && $0.superview === self }
        var made: [NSLayoutConstraint] = []
        func make(
            _ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ r: NSLayoutConstraint.Relation,
            _ b: AnyObject?, _ ba: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, _ c: CGFloat = 0,
            priority: UILayoutPriority = .required, name: String
        ) {
            let constraint = NSLayoutConstraint(
                item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba,
                multiplier: multiplier, constant: c)
            constraint.priority = priority
            constraint.identifier = name
            constraint.systemKind = "NSLayoutConstraint"
            constraint.container = self
            made.append(constraint)
        }
        let horizontal = axis == .horizontal
        let margins = isLayoutMarginsRelativeArrangement
        let lead: NSLayoutConstraint.Attribute =
            horizontal
            ? (margins ? .leadingMargin : .leading)
            : (margins ? .topMargin : .top)
        let trail: NSLayoutConstraint.Attribute =
            horizontal
            ? (margins ? .trailingMargin : .trailing)
            : (margins ? .bottomMargin : .bottom)
        let start: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let end: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let length: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let center: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
        // Across the axis: the alignment's position; the spanning boundaries (which size the stack) only for
        // visible views.
        let crossStart: NSLayoutConstraint.Attribute =
            horizontal
            ? (margins ? .topMargin : .top)
            : (margins ? .leadingMargin : .leading)
        let crossEnd: NSLayoutConstraint.Attribute =
            horizontal
            ? (margins ? .bottomMargin : .bottom)
            : (margins ? .trailingMargin : .trailing)
        let itemStart: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let itemEnd: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let crossCenter: NSLayoutConstraint.Attribute =
            horizontal
            ? (margins ? .centerYWithinMargins : .centerY)
            : (margins ? .centerXWithinMargins : .centerX)
        let crossLength: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        func align(_ view: UIView, first: UIView?, spanning: Bool) {
            switch alignment {
            case .fill:
                make(view, itemStart, .equal, self, crossStart, name: "UISV-alignment")
                make(view, itemEnd, .equal, self, crossEnd, name: "UISV-alignment")
            case .leading:
                make(view, itemStart, .equal, self, crossStart, name: "UISV-alignment")
                if spanning { make(view, itemEnd, .lessThanOrEqual, self, crossEnd, name: "UISV-spanning-boundary") }
            case .trailing:
                make(view, itemEnd, .equal, self, crossEnd, name: "UISV-alignment")
                if spanning {
                    make(view, itemStart, .greaterThanOrEqual, self, crossStart, name: "UISV-spanning-boundary")
                }
            case .center:
                make(view, horizontal ? .centerY : .centerX, .equal, self, crossCenter, name: "UISV-alignment")
                if spanning {
                    make(view, itemStart, .greaterThanOrEqual, self, crossStart, name: "UISV-spanning-boundary")
                }
            case .firstBaseline, .lastBaseline:
                if horizontal {
                    let baseline: NSLayoutConstraint.Attribute =
                        alignment == .firstBaseline
                        ? .firstBaseline
                        : .lastBaseline
                    if let first, view !== first {
                        make(view, baseline, .equal, first, baseline, name: "UISV-alignment")
                    }
                } else {
                    make(view, itemStart, .equal, self, crossStart, name: "UISV-alignment")
                }
                if spanning {
                    make(view, itemStart, .greaterThanOrEqual, self, crossStart, name: "UISV-spanning-boundary")
                    make(view, itemEnd, .lessThanOrEqual, self, crossEnd, name: "UISV-spanning-boundary")
                }
            }
        }
        // Hidden views collapse: no length along the axis, placed where the previous visible view ends (the
        // stack's start when none), with no spacing of their own; across the axis they keep their alignment.
        for view in hiddenViews {
            make(view, length, .equal, nil, .notAnAttribute, 0, name: "UISV-hiding")
            let index = arrangedSubviews.firstIndex { $0 === view } ?? 0
            if let previous = arrangedSubviews[..<index].last(where: { v in views.contains { $0 === v } }) {
                make(view, start, .equal, previous, end, name: "UISV-hiding")
            } else {
                make(view, start, .equal, self, lead, name: "UISV-hiding")
            }
        }
        guard let first = views.first, let last = views.last else {
            // An empty stack hugs to nothing along its axis (UIKit's zero-size behaviour).
            make(self, length, .equal, nil, .notAnAttribute, 0, priority: UILayoutPriority(1), name: "UISV-hiding")
            for view in hiddenViews { align(view, first: nil, spanning: false) }
            arrangementConstraints = made
            return
        }
        // Along the axis.
        make(first, start, .equal, self, lead, name: "UISV-canvas-connection")
        make(self, trail, .equal, last, end, name: "UISV-canvas-connection")
        for (i, pair) in zip(views, views.dropFirst()).enumerated() {
            let (a, b) = pair
            let gap = spacing(after: a)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                make(b, start, .equal, a, end, gap, name: "UISV-spacing")
            case .equalSpacing, .equalCentering:
                make(b, start, .greaterThanOrEqual, a, end, gap, name: "UISV-spacing")
                let guide = UILayoutGuide()
                guide.identifier = "UISV-distributing"
                guide.owningView = self
                gapGuides.append(guide)
                if distribution == .equalSpacing {
                    make(guide, start, .equal, a, end, name: "UISV-distributing-edge")
                    make(guide, end, .equal, b, start, name: "UISV-distributing-edge")
                } else {
                    make(guide, start, .equal, a, center, name: "UISV-distributing-edge")
                    make(guide, end, .equal, b, center, name: "UISV-distributing-edge")
                }
                if i > 0 {
                    make(
                        guide, length, .equal, gapGuides[0], length,
                        priority: distribution == .equalCentering ? UILayoutPriority(999) : .required,
                        name: "UISV-fill-equally")
                }
            }
        }
        switch distribution {
        case .fillEqually:
            for view in views.dropFirst() { make(view, length, .equal, first, length, name: "UISV-fill-equally") }
        case .fillProportionally:
            let intrinsic = views.map { v -> CGFloat in
                let size = v.intrinsicContentSize
                return max(0, horizontal ? size.width : size.height)
            }
            let total = intrinsic.reduce(0, +)
            let gaps = zip(views, views.dropFirst()).reduce(CGFloat(0)) { $0 + spacing(after: $1.0) }
            let insets =
                margins
                ? (horizontal
                    ? effectiveLayoutMargins.left + effectiveLayoutMargins.right
                    : effectiveLayoutMargins.top + effectiveLayoutMargins.bottom) : 0
            for (view, size) in zip(views, intrinsic) {
                let share = total > 0 ? size / total : 1 / CGFloat(views.count)
                make(
                    view, length, .equal, self, length, multiplier: share, -(gaps + insets) * share,
                    priority: UILayoutPriority(999), name: "UISV-fill-proportionally")
            }
        case .fill:
            // Ambiguity between equally hugging views: the later views give way first.
            for (i, view) in views.enumerated() {
                let size = view.intrinsicContentSize
                let value = horizontal ? size.width : size.height
                guard value != UIView.noIntrinsicMetric else { continue }
                make(
                    view, length, .equal, nil, .notAnAttribute, max(0, value),
                    priority: UILayoutPriority(Float(views.count - i) * 0.001), name: "UISV-ambiguity-suppression")
            }
        default: break
        }
        for view in views { align(view, first: first, spanning: true) }
        for view in hiddenViews { align(view, first: first, spanning: false) }
        if alignment != .fill {
            // The stack hugs its tallest (widest) arranged view across the axis.
            make(
                self, crossLength, .equal, nil, .notAnAttribute, 0, priority: UILayoutPriority(0.5),
                name: "UISV-canvas-fit")
        }
        arrangementConstraints = made
    }
}
