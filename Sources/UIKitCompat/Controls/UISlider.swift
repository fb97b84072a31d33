import Foundation
import Raster

/// UIKit's `UISlider`: a value between ``minimumValue`` and ``maximumValue`` chosen by dragging a thumb along a
/// track, drawn as iOS draws the default slider: a 4-point rounded track, blue (the tint) left of the thumb and
/// grey right of it, and a white 28-point round thumb with a shadow.
///
/// Dragging the thumb (a touch that starts on it) moves the value with the finger and sends `.valueChanged`
/// on every move (at the end only when ``isContinuous`` is false); a touch elsewhere on the track does nothing,
/// as in UIKit.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The thumb's diameter and the track's thickness, in points (iOS's default slider).
    static let thumbDiameter: CGFloat = 28
    static let trackThickness: CGFloat = 4

    private let minimumTrack = UIView()
    private let maximumTrack = UIView()
    private let thumb = UIView()
    /// Where the touch held the thumb, relative to the thumb's centre.
    private var grabOffset: CGFloat = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpParts()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpParts()
    }

    /// The value, kept within ``minimumValue``…``maximumValue`` (NaN keeps the old value).
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    private var storedValue: Float = 0.5

    /// The value at the left end (0 by default); raising it above the value raises the value.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            setValue(storedValue, animated: false)
        }
    }

    /// The value at the right end (1 by default); lowering it below the value lowers the value.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            setValue(storedValue, animated: false)
        }
    }

    /// Whether dragging sends `.valueChanged` on every move (true) or once when the finger lifts.
    open var isContinuous = true

    /// The colour of the track left of the thumb (the tint colour when nil).
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The colour of the track right of the thumb (a light grey when nil).
    open var maximumTrackTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The thumb's colour (white when nil).
    open var thumbTintColor: UIColor? { didSet { setNeedsLayout() } }

    /// Sets the value (clamped to the range); animated inside the usual view animation when `animated`.
    open func setValue(_ value: Float, animated: Bool) {
        guard !value.isNaN else { return }
        storedValue = min(maximumValue, max(minimumValue, value))
        if animated {
            UIView.animate(withDuration: 0.25) { self.layoutParts() }
        } else {
            setNeedsLayout()
        }
    }

    /// The track's rectangle in bounds space (UIKit's `trackRect(forBounds:)`): 4 points tall, centred
    /// vertically, inset by half the thumb at each end.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let inset = UISlider.thumbDiameter / 2
        return CGRect(
            x: bounds.minX + inset, y: bounds.midY - UISlider.trackThickness / 2,
            width: max(0, bounds.width - 2 * inset), height: UISlider.trackThickness)
    }

    /// The thumb's rectangle for `value` on `rect` (UIKit's `thumbRect(forBounds:trackRect:value:)`).
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        let d = UISlider.thumbDiameter
        return CGRect(x: rect.minX + fraction * rect.width - d / 2, y: bounds.midY - d / 2, width: d, height: d)
    }

    /// 31 points tall, as iOS's slider; as wide as it is given.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: max(size.width, 118), height: 31) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    private func setUpParts() {
        for part in [minimumTrack, maximumTrack, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        minimumTrack.layer.cornerRadius = UISlider.trackThickness / 2
        maximumTrack.layer.cornerRadius = UISlider.trackThickness / 2
        thumb.layer.cornerRadius = UISlider.thumbDiameter / 2
        thumb.layer.shadowOpacity = 0.15
        thumb.layer.shadowRadius = 3
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        layoutParts()
    }

    private func layoutParts() {
        let track = trackRect(forBounds: bounds)
        let knob = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        minimumTrack.frame = CGRect(x: track.minX, y: track.minY, width: knob.midX - track.minX, height: track.height)
        maximumTrack.frame = CGRect(x: knob.midX, y: track.minY, width: track.maxX - knob.midX, height: track.height)
        thumb.frame = knob
        minimumTrack.backgroundColor = minimumTrackTintColor ?? inheritedTintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemFill
        thumb.backgroundColor = thumbTintColor ?? .white
        thumb.alpha = isEnabled ? 1 : 0.5
    }

    private func value(at x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        guard track.width > 0 else { return minimumValue }
        let fraction = Float(min(1, max(0, (x - grabOffset - track.minX) / track.width)))
        return minimumValue + fraction * (maximumValue - minimumValue)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let knob = thumb.frame.insetBy(dx: -8, dy: -8)
        guard knob.contains(point) else { return false }
        grabOffset = point.x - thumb.frame.midX
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let old = storedValue
        setValue(value(at: touch.location(in: self).x), animated: false)
        layoutIfNeeded()
        if isContinuous && storedValue != old { sendActions(for: .valueChanged) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch {
            setValue(value(at: touch.location(in: self).x), animated: false)
        }
        if !isContinuous { sendActions(for: .valueChanged) }
    }
}
