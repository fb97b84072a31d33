import Foundation
import Geometry
import Raster

/// UIKit's `UIButton` with its classic (configuration-free) API: per-state titles, title colours and
/// images, ``titleLabel`` and ``imageView`` subviews laid out inside ``contentEdgeInsets``, drawn with the
/// built-in font over the view's background colour and corner radius.
///
/// Titles use the system font at ``UIKitChoices/buttonTitleFontSize``. A state without its own title, colour
/// or image uses the `.normal` one; a `.system` button without a colour uses its tint colour (system blue by
/// default), dimmed to ``UIKitChoices/systemButtonHighlightedAlpha`` while highlighted and grey while
/// disabled; a `.custom` button's default title colour is white, as in UIKit.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// UIKit's `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        /// `custom`: no styling of its own (white title by default); `system`: the title follows the tint colour and
        /// dims while highlighted. The other types (`detailDisclosure`, `infoLight`, `infoDark`, `contactAdd`, `plain`,
        /// `close`) draw a system glyph in UIKit; here they behave as `system` buttons without the glyph.
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close = 7
        /// The pre-iOS 7 name of `.system`.
        public static let roundedRect = ButtonType.system
    }

    /// The type given at creation (`.custom` for `init(frame:)`).
    public private(set) var buttonType: ButtonType = .custom

    /// The label showing ``currentTitle`` (always present here).
    public let titleLabel: UILabel? = UILabel(frame: .zero)
    /// The image view showing ``currentImage`` (always present here).
    public let imageView: UIImageView? = UIImageView(frame: .zero)

    /// A `.custom` button.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSubviews()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSubviews()
    }

    /// A button of `buttonType` with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        updateContent()
    }

    /// A button of `buttonType` whose `primaryAction` runs when it is tapped; its title is the action's.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            setTitle(primaryAction.title, for: .normal)
            if let image = primaryAction.image { setImage(image, for: .normal) }
        }
    }

    private func setUpSubviews() {
        titleLabel?.font = .systemFont(ofSize: UIKitChoices.current.buttonTitleFontSize)
        titleLabel?.textAlignment = .center
        titleLabel?.isUserInteractionEnabled = false
        imageView?.isUserInteractionEnabled = false
        imageView?.contentMode = .center
        if let imageView { addSubview(imageView) }
        if let titleLabel { addSubview(titleLabel) }
        updateContent()
    }

    // MARK: Per-state content

    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    /// Sets the title shown in `state` (nil: the `.normal` title is used); lays the button out again.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateContent()
    }

    /// Sets the attributed title shown in `state` (nil: the `.normal` one); it replaces the plain title and is
    /// drawn in its first character's style, the title colour filling in a missing `.foregroundColor` (see
    /// ``UIKitChoices/attributedTextDrawing``).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title.map { NSAttributedString(attributedString: $0) }
        updateContent()
    }

    /// The attributed title set for `state`, or the `.normal` one.
    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }

    /// The attributed title of the current ``UIControl/state``.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// Sets the title colour in `state` (nil: the `.normal` colour, or the type's default).
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateContent()
    }

    /// Sets the image shown in `state` (nil: the `.normal` image is used).
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        updateContent()
    }

    /// Drawn filling the bounds, below the image and title.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        updateContent()
    }

    /// The title set for `state`, or the `.normal` one.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// The title colour set for `state`, or the `.normal` one (nil when neither is set).
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    /// The image set for `state`, or the `.normal` one.
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    /// The background image set for `state`, or the `.normal` one.
    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    /// The title of the current ``UIControl/state``.
    open var currentTitle: String? { title(for: state) }
    /// The image of the current ``UIControl/state``.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image of the current ``UIControl/state``.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The title colour of the current state, with the type's defaults (see the type's documentation).
    open var currentTitleColor: UIColor {
        if let own = titleColors[state.rawValue] { return own }
        let normal = titleColors[State.normal.rawValue]
        guard buttonType != .custom else { return normal ?? .white }
        let base = normal ?? tintColor ?? .systemBlue
        if !isEnabled { return titleColors[State.disabled.rawValue] ?? .systemGray }
        let dimmed = base.color.alpha * UIKitChoices.current.systemButtonHighlightedAlpha
        if isHighlighted { return base.withAlphaComponent(dimmed) }
        return base
    }

    /// A `.system` button's title follows the tint colour (its own or inherited).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContent()
    }

    // MARK: Geometry

    /// Space around the image and title together.
    open var contentEdgeInsets = UIEdgeInsets() { didSet { setNeedsLayout(); invalidateIntrinsicContentSize() } }
    /// Moves the title's rectangle (positive insets move an edge inwards).
    open var titleEdgeInsets = UIEdgeInsets() { didSet { setNeedsLayout() } }
    /// Moves the image's rectangle.
    open var imageEdgeInsets = UIEdgeInsets() { didSet { setNeedsLayout() } }
    /// Kept for app code (images are not darkened).
    open var adjustsImageWhenHighlighted = true
    /// Kept for app code (images are not greyed).
    open var adjustsImageWhenDisabled = true

    override func controlStateDidChange() { updateContent() }

    private func updateContent() {
        guard let titleLabel, let imageView else { return }
        titleLabel.textColor = currentTitleColor
        if let attributed = currentAttributedTitle {
            titleLabel.attributedText = attributed
            titleLabel.isHidden = attributed.length == 0
        } else {
            titleLabel.text = currentTitle
            titleLabel.isHidden = (currentTitle ?? "").isEmpty
        }
        imageView.image = currentImage
        imageView.drawsAutomaticAsTemplate = buttonType == .system
        imageView.isHidden = currentImage == nil
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    override var touchUpInsideEvents: Event { [.touchUpInside, .primaryActionTriggered] }

    private var titleSize: CGSize {
        guard let titleLabel, !titleLabel.isHidden else { return .zero }
        return titleLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    private var imageSize: CGSize {
        currentImage?.size ?? .zero
    }

    /// The image and title side by side plus ``contentEdgeInsets``.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let t = titleSize, i = imageSize
        return CGSize(
            width: t.width + i.width + contentEdgeInsets.left + contentEdgeInsets.right,
            height: max(t.height, i.height) + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// Places the image and the title side by side inside the content rectangle, aligned by
    /// ``UIControl/contentHorizontalAlignment`` and ``UIControl/contentVerticalAlignment``, on whole pixels.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let titleLabel, let imageView else { return }
        let content = bounds.inset(by: contentEdgeInsets)
        let t = titleSize, i = imageSize
        let width = t.width + i.width
        let scale = window?.screenScale ?? 1
        func snap(_ v: CGFloat) -> CGFloat { PixelGrid.snapped(v, scale: scale) }
        var x: CGFloat
        switch contentHorizontalAlignment {
        case .left, .leading, .fill: x = content.minX
        case .right, .trailing: x = content.maxX - width
        case .center: x = content.midX - width / 2
        }
        func y(_ height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top, .fill: return content.minY
            case .bottom: return content.maxY - height
            case .center: return content.midY - height / 2
            }
        }
        let imageFrame = CGRect(x: snap(x), y: snap(y(i.height)), width: i.width, height: i.height)
        imageView.frame = imageFrame.inset(by: imageEdgeInsets)
        x += i.width
        let titleFrame = CGRect(x: snap(x), y: snap(y(t.height)), width: t.width, height: t.height)
        titleLabel.frame = titleFrame.inset(by: titleEdgeInsets)
    }

    /// The background image, when one is set for the state.
    open override func renderContent() -> RenderContent? {
        currentBackgroundImage?.cgImage.map { .image($0, contentMode: .scaleToFill) } ?? super.renderContent()
    }
}
