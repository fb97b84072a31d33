import Foundation
import Raster

/// UIKit's `UIActivityIndicatorView`: the spinner, drawn as iOS 13+ draws it: 8 rounded spokes around the centre,
/// the leading one opaque and each one behind it fainter (``UIKitChoices/activityIndicatorSpokeAlphas``).
///
/// While animating the spokes turn clockwise one eighth of a turn every
/// ``UIKitChoices/activityIndicatorStepDuration`` seconds of the stage's virtual clock (a discrete keyframe
/// animation that repeats forever, so it does not keep `runUntilIdle()` busy); frames taken at the same virtual
/// times show the same angle on every run. With ``hidesWhenStopped`` (the default) the view is hidden whenever it
/// is not animating, as in UIKit.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// UIKit's `UIActivityIndicatorView.Style`, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// The large white spinner of iOS 12 and earlier (37 points; deprecated in UIKit for ``large``).
        case whiteLarge = 0
        /// The medium white spinner of iOS 12 and earlier (20 points; deprecated in UIKit for ``medium``).
        case white = 1
        /// The medium grey spinner of iOS 12 and earlier (20 points; deprecated in UIKit for ``medium``).
        case gray = 2
        /// The medium spinner (20 points), in the secondary label colour by default.
        case medium = 100
        /// The large spinner (37 points), in the secondary label colour by default.
        case large = 101

        /// Whether the style is one of the two large ones.
        var isLarge: Bool { self == .large || self == .whiteLarge }

        /// The spinner's side in points (UIKit's intrinsic size).
        var side: CGFloat { isLarge ? 37 : 20 }

        /// The spokes' colour when ``UIActivityIndicatorView/color`` is not set.
        var defaultColor: UIColor {
            switch self {
            case .white, .whiteLarge: return .white
            case .gray: return .gray
            case .medium, .large: return .secondaryLabel
            }
        }
    }

    /// The animation key the turning runs under on the wheel's layer.
    static let spinAnimationKey = "UIActivityIndicatorView.spin"

    /// The spokes' container; it turns while animating.
    private let wheel = UIView()
    private var spokes: [UIView] = []

    /// Makes a spinner of `style`, sized to it, stopped (and so hidden).
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: CGSize(width: style.side, height: style.side)))
        setUpSpokes()
    }

    /// Makes a medium spinner in `frame`, stopped (and so hidden).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSpokes()
    }

    /// Makes a medium spinner, stopped (and so hidden). Not failable, as in UIKit (subclasses override
    /// `init(coder:)`, not `init?(coder:)`).
    public required init(coder: NSCoder) {
        super.init(coder: coder)!
        setUpSpokes()
    }

    /// The spinner's style (``Style/medium`` by default); changing it redraws the spokes at the new size.
    open var style: Style = .medium {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The spokes' colour; setting nil returns to the style's default (the secondary label colour, white or grey).
    open var color: UIColor! {
        get { storedColor ?? style.defaultColor }
        set {
            storedColor = newValue
            setNeedsLayout()
        }
    }
    private var storedColor: UIColor?

    /// Whether the view hides itself when not animating (true by default, as in UIKit).
    open var hidesWhenStopped = true {
        didSet { if hidesWhenStopped && !isAnimating { isHidden = true } }
    }

    /// Whether the spinner is turning.
    open private(set) var isAnimating = false

    /// Starts turning (and shows the view); does nothing if it is already turning.
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        let choices = UIKitChoices.current
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        spin.values = (0..<8).map { NSNumber(value: Double($0) * .pi / 4) }
        spin.calculationMode = .discrete
        spin.duration = 8 * choices.activityIndicatorStepDuration
        spin.repeatCount = .infinity
        wheel.layer.add(spin, forKey: UIActivityIndicatorView.spinAnimationKey)
    }

    /// Stops turning (the spokes return to their first angle) and hides the view when ``hidesWhenStopped``.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        wheel.layer.removeAnimation(forKey: UIActivityIndicatorView.spinAnimationKey)
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's side: 20 × 20 points for the medium styles, 37 × 37 for the large ones.
    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutSpokes()
    }

    private func setUpSpokes() {
        isHidden = true
        wheel.isUserInteractionEnabled = false
        addSubview(wheel)
        let alphas = UIKitChoices.current.activityIndicatorSpokeAlphas
        spokes = (0..<8).map { index in
            let spoke = UIView()
            spoke.isUserInteractionEnabled = false
            spoke.alpha = alphas.indices.contains(index) ? alphas[index] : alphas.last ?? 1
            wheel.addSubview(spoke)
            return spoke
        }
        layoutSpokes()
    }

    /// Spoke `index` stands `index` eighths of a turn behind the leading (top) spoke, against the turn.
    private func layoutSpokes() {
        let side = style.side
        wheel.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        wheel.center = CGPoint(x: bounds.midX, y: bounds.midY)
        let length = (side * 0.28).rounded(), width = side * 0.11
        let tint = color ?? style.defaultColor
        for (index, spoke) in spokes.enumerated() {
            spoke.transform = .identity
            spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
            spoke.center = CGPoint(x: side / 2, y: side / 2)
            spoke.layer.cornerRadius = width / 2
            spoke.backgroundColor = tint
            let angle = -CGFloat(index) * .pi / 4
            spoke.transform = CGAffineTransform(rotationAngle: angle).translatedBy(x: 0, y: -(side - length) / 2)
        }
    }
}
