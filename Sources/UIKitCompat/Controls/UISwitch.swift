import Foundation
import Raster

/// UIKit's `UISwitch`: an on/off control drawn as iOS draws it: a 51 × 31 rounded track, green (``onTintColor``)
/// when on and light grey when off, with a white 27-point round thumb (shadowed) at the right end when on and the
/// left end when off.
///
/// A tap (a touch that lifts within reach, as for buttons) flips ``isOn`` with the thumb sliding across and sends
/// `.valueChanged`; setting ``isOn`` or calling ``setOn(_:animated:)`` in code sends nothing, as in UIKit. Dragging
/// the thumb part way is not modelled: a drag that ends within reach counts as a tap.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// UIKit's `UISwitch.Style`.
    public enum Style: Int, Sendable {
        /// The platform's own style (the sliding switch on iOS).
        case automatic = 0
        /// A checkbox (Mac Catalyst's idiom; iOS draws the sliding switch).
        case checkbox = 1
        /// The sliding switch.
        case sliding = 2
    }

    /// The track's size and the thumb's diameter and inset, in points (iOS's switch).
    static let trackSize = CGSize(width: 51, height: 31)
    static let thumbDiameter: CGFloat = 27
    static let thumbInset: CGFloat = 2

    private let track = UIView()
    private let thumb = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpParts()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpParts()
    }

    /// Whether the switch is on (false by default); setting it moves the thumb without animation.
    open var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }
    private var storedIsOn = false

    /// The track's colour when on (`systemGreen` when nil).
    open var onTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The thumb's colour (white when nil).
    open var thumbTintColor: UIColor? { didSet { setNeedsLayout() } }

    /// The style the app asks for (``Style/automatic`` by default).
    open var preferredStyle: Style = .automatic
    /// The style drawn: always ``Style/sliding``, as on iOS.
    open var style: Style { .sliding }

    /// Turns the switch on or off; when `animated` the thumb slides and the track's colour fades inside the usual
    /// view animation (0.25 s).
    open func setOn(_ on: Bool, animated: Bool) {
        storedIsOn = on
        if animated {
            UIView.animate(withDuration: 0.25) { self.layoutParts() }
        } else {
            setNeedsLayout()
        }
    }

    /// 51 × 31 points, iOS's switch.
    open override var intrinsicContentSize: CGSize { UISwitch.trackSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.trackSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    override func controlStateDidChange() { setNeedsLayout() }

    private func setUpParts() {
        for part in [track, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        track.layer.cornerRadius = UISwitch.trackSize.height / 2
        thumb.layer.cornerRadius = UISwitch.thumbDiameter / 2
        thumb.layer.shadowOpacity = 0.2
        thumb.layer.shadowRadius = 2
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        layoutParts()
    }

    private func layoutParts() {
        let size = UISwitch.trackSize
        let box = CGRect(
            x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        track.frame = box
        let d = UISwitch.thumbDiameter, inset = UISwitch.thumbInset
        let x = storedIsOn ? box.maxX - inset - d : box.minX + inset
        thumb.frame = CGRect(x: x, y: box.midY - d / 2, width: d, height: d)
        track.backgroundColor = storedIsOn ? (onTintColor ?? .systemGreen) : .systemFill
        thumb.backgroundColor = thumbTintColor ?? .white
        track.alpha = isEnabled ? 1 : 0.5
        thumb.alpha = isEnabled ? 1 : 0.5
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch else { return }
        let margin = UIKitChoices.current.controlTouchInsideMargin
        guard bounds.insetBy(dx: -margin, dy: -margin).contains(touch.location(in: self)) else { return }
        setOn(!storedIsOn, animated: true)
        sendActions(for: .valueChanged)
    }
}
