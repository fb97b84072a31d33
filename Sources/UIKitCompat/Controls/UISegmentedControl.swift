import Foundation
import Raster

/// UIKit's `UISegmentedControl`: a row of segments (titles or images), one of them selected, drawn as iOS 13
/// and later draw it: a rounded grey track, the selected segment as a raised white rounded rectangle, thin
/// separators between unselected neighbours, and centred titles in the built-in font.
///
/// A tap on an enabled segment other than the selected one selects it, slides the selection there in an
/// animation of ``UIKitChoices/segmentedControlSelectionDuration`` seconds, runs the segment's action (if it
/// was made from one) and sends `.valueChanged`. Setting ``selectedSegmentIndex`` in code sends nothing; inside
/// an animation block it slides the selection with that animation.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The ``selectedSegmentIndex`` when no segment is selected (-1, as in UIKit).
    public static let noSegment = -1

    /// One segment's content and settings.
    @MainActor private struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        /// The width set with ``setWidth(_:forSegmentAt:)``; 0 sizes the segment automatically.
        var width: CGFloat = 0
        var action: UIAction?
        let label = UILabel(frame: .zero)
        let imageView = UIImageView(frame: .zero)
    }

    private var segments: [Segment] = []
    private var separators: [UIView] = []
    private let track = UIView()
    private let selection = UIView()
    private var storedSelectedIndex = UISegmentedControl.noSegment
    private var textAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// A control with no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpParts()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpParts()
    }

    /// A control with one segment per item (each a `String` title or a `UIImage`; other items make empty
    /// segments), none selected, sized to fit its segments.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            var segment = Segment()
            segment.title = item as? String
            segment.image = item as? UIImage
            insert(segment, at: segments.count)
        }
        frame.size = intrinsicContentSize
    }

    /// A control with one segment per action, showing the action's title (or image); selecting a segment
    /// performs its action before `.valueChanged` is sent.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions { insertSegment(action: action, at: segments.count, animated: false) }
    }

    private func setUpParts() {
        track.isUserInteractionEnabled = false
        track.layer.cornerRadius = UIKitChoices.current.segmentedControlCornerRadius
        addSubview(track)
        selection.isUserInteractionEnabled = false
        selection.layer.shadowOpacity = 0.12
        selection.layer.shadowRadius = 4
        selection.layer.shadowOffset = CGSize(width: 0, height: 3)
        addSubview(selection)
    }

    // MARK: Segments

    /// How many segments the control has.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment's index, or ``noSegment``; an index out of range selects nothing. Sends no action.
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            storedSelectedIndex = segments.indices.contains(newValue) ? newValue : UISegmentedControl.noSegment
            layoutParts()
        }
    }

    /// Whether a tap only sends its action (true) rather than keeping the tapped segment selected (false, the
    /// default). See ``UIKitChoices/segmentedControlMomentaryKeepsTappedIndex``.
    open var isMomentary = false { didSet { setNeedsLayout() } }

    /// Whether automatically sized segments are as wide as their content (true) or share the width equally
    /// (false, the default).
    open var apportionsSegmentWidthsByContent = false {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The selected segment's colour (white in light mode when nil).
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsLayout() } }

    /// Inserts a segment titled `title` at `segment` (clamped to 0…``numberOfSegments``).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        var new = Segment()
        new.title = title
        insert(new, at: segment)
    }

    /// Inserts a segment showing `image` at `segment` (clamped to 0…``numberOfSegments``).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        var new = Segment()
        new.image = image
        insert(new, at: segment)
    }

    /// Inserts a segment for `action` (its title, or its image when it has no title) at `segment`.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        var new = Segment()
        new.title = action.title.isEmpty ? nil : action.title
        new.image = new.title == nil ? action.image : nil
        new.action = action
        insert(new, at: segment)
    }

    /// The action a segment was made from, or nil.
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// Removes the segment at `segment` (nothing when out of range); removing the selected one selects nothing.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        let removed = segments.remove(at: segment)
        removed.label.removeFromSuperview()
        removed.imageView.removeFromSuperview()
        separators.removeLast().removeFromSuperview()
        if storedSelectedIndex == segment {
            storedSelectedIndex = UISegmentedControl.noSegment
        } else if storedSelectedIndex > segment {
            storedSelectedIndex -= 1
        }
        contentDidChange()
    }

    /// Removes every segment; nothing is selected afterwards.
    open func removeAllSegments() {
        while !segments.isEmpty { removeSegment(at: segments.count - 1, animated: false) }
    }

    /// Sets a segment's title (an image it shows is replaced by the title).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        if title != nil { segments[segment].image = nil }
        contentDidChange()
    }

    /// A segment's title, or nil.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets a segment's image (a title it shows is replaced by the image).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        if image != nil { segments[segment].title = nil }
        contentDidChange()
    }

    /// A segment's image, or nil.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Enables or disables a segment; a disabled segment is dimmed and ignores taps.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        setNeedsLayout()
    }

    /// Whether a segment is enabled (false out of range).
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Sets a segment's width in points; 0 (the default) sizes it automatically. Negative widths are ignored.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment), width >= 0 else { return }
        segments[segment].width = width
        contentDidChange()
    }

    /// A segment's width as set with ``setWidth(_:forSegmentAt:)`` (0 when automatic).
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    // MARK: Title attributes

    /// Sets the titles' text attributes for `state` (`.normal` or `.selected`; `.font` and `.foregroundColor`
    /// are drawn, and the selected segment's title uses the `.selected` ones over the `.normal` ones).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        textAttributes[state.rawValue] = attributes
        contentDidChange()
    }

    /// The text attributes set for `state`, or nil.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        textAttributes[state.rawValue]
    }

    // MARK: Layout and drawing

    private func insert(_ segment: Segment, at index: Int) {
        let index = min(max(0, index), segments.count)
        segments.insert(segment, at: index)
        for part in [segment.imageView as UIView, segment.label] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        segment.label.textAlignment = .center
        segment.imageView.contentMode = .center
        let separator = UIView()
        separator.isUserInteractionEnabled = false
        insertSubview(separator, aboveSubview: track)
        separators.append(separator)
        if storedSelectedIndex >= index { storedSelectedIndex += 1 }
        contentDidChange()
    }

    private func contentDidChange() {
        for index in segments.indices { updateContent(of: index) }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func attributes(selected: Bool) -> [NSAttributedString.Key: Any] {
        var attributes = textAttributes[UIControl.State.normal.rawValue] ?? [:]
        if selected, let chosen = textAttributes[UIControl.State.selected.rawValue] {
            attributes.merge(chosen) { $1 }
        }
        return attributes
    }

    private func updateContent(of index: Int) {
        let segment = segments[index]
        let attributes = attributes(selected: index == storedSelectedIndex && !isMomentary)
        segment.label.text = segment.title
        segment.label.font =
            attributes[.font] as? UIFont
            ?? .systemFont(ofSize: UIKitChoices.current.segmentedControlTitleFontSize, weight: .medium)
        segment.label.textColor = attributes[.foregroundColor] as? UIColor ?? .label
        segment.imageView.image = segment.image
        segment.imageView.tintColor = segment.label.textColor
        segment.label.isHidden = segment.title == nil
        segment.imageView.isHidden = segment.image == nil
    }

    /// The natural width of a segment's content plus its padding.
    private func contentWidth(of segment: Segment) -> CGFloat {
        let content =
            segment.title != nil
            ? segment.label.intrinsicContentSize.width
            : segment.image?.size.width ?? 0
        return ceil(content) + 2 * UIKitChoices.current.segmentedControlSegmentPadding
    }

    /// As wide as its segments' content (each automatic segment as wide as the widest, unless
    /// ``apportionsSegmentWidthsByContent``) and ``UIKitChoices/segmentedControlHeight`` tall.
    open override var intrinsicContentSize: CGSize {
        let widths = segmentWidths(totalWidth: nil)
        return CGSize(width: widths.reduce(0, +), height: UIKitChoices.current.segmentedControlHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Each segment's width: fixed widths as set; the others at their content widths (or all at the widest),
    /// stretched or shrunk together to fill `totalWidth` when given.
    private func segmentWidths(totalWidth: CGFloat?) -> [CGFloat] {
        let natural = segments.map { contentWidth(of: $0) }
        let widest = natural.max() ?? 0
        var widths = segments.indices.map { index in
            segments[index].width > 0
                ? segments[index].width : apportionsSegmentWidthsByContent ? natural[index] : widest
        }
        guard let totalWidth else { return widths }
        let automatic = segments.indices.filter { segments[$0].width == 0 }
        let fixed = segments.indices.filter { segments[$0].width > 0 }.reduce(0) { $0 + widths[$1] }
        let available = max(0, totalWidth - fixed)
        let wanted = automatic.reduce(0) { $0 + widths[$1] }
        for index in automatic {
            widths[index] =
                apportionsSegmentWidthsByContent && wanted > 0
                ? available * widths[index] / wanted : available / CGFloat(automatic.count)
        }
        return widths
    }

    /// Each segment's rectangle in bounds space.
    private func segmentFrames() -> [CGRect] {
        var x = bounds.minX
        return segmentWidths(totalWidth: bounds.width).map { width in
            defer { x += width }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    private func layoutParts() {
        let choices = UIKitChoices.current
        let frames = segmentFrames()
        track.frame = bounds
        track.backgroundColor = .tertiarySystemFill
        let shown = isMomentary ? UISegmentedControl.noSegment : storedSelectedIndex
        let inset = choices.segmentedControlSelectionInset
        selection.isHidden = !frames.indices.contains(shown)
        if frames.indices.contains(shown) {
            selection.frame = frames[shown].insetBy(dx: inset, dy: inset)
        }
        selection.layer.cornerRadius = max(0, choices.segmentedControlCornerRadius - inset)
        selection.backgroundColor = selectedSegmentTintColor ?? UIColor(light: .white, dark: UIColor.systemGray.color)
        for (index, frame) in frames.enumerated() {
            let segment = segments[index]
            updateContent(of: index)
            segment.label.frame = frame
            segment.imageView.frame = frame
            let alpha: CGFloat = segment.isEnabled && isEnabled ? 1 : 0.35
            segment.label.alpha = alpha
            segment.imageView.alpha = alpha
            // The 1-point separator right of this segment's end, hidden next to the selection and after the last one.
            let separator = separators[index]
            separator.isHidden = index == frames.count - 1 || index == shown || index + 1 == shown
            separator.backgroundColor = .opaqueSeparator
            let gap = choices.segmentedControlSeparatorInset
            separator.frame = CGRect(
                x: frame.maxX.rounded(.down), y: frame.minY + gap, width: 1, height: max(0, frame.height - 2 * gap))
        }
    }

    // MARK: Touches

    /// The index of the segment under `point`, or nil.
    private func segmentIndex(at point: CGPoint) -> Int? {
        segmentFrames().firstIndex { $0.minX <= point.x && point.x < $0.maxX }
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch else { return }
        let point = touch.location(in: self)
        guard bounds.contains(point), let index = segmentIndex(at: point), segments[index].isEnabled else { return }
        if isMomentary {
            storedSelectedIndex = index
            segments[index].action?.perform(sender: self)
            sendActions(for: .valueChanged)
            if !UIKitChoices.current.segmentedControlMomentaryKeepsTappedIndex {
                storedSelectedIndex = UISegmentedControl.noSegment
            }
            return
        }
        guard index != storedSelectedIndex else { return }
        storedSelectedIndex = index
        UIView.animate(withDuration: UIKitChoices.current.segmentedControlSelectionDuration) { self.layoutParts() }
        segments[index].action?.perform(sender: self)
        sendActions(for: .valueChanged)
    }
}
