import Foundation
import Raster

/// UIKit's `UIPopoverPresentationController`: shows the presented controller in a rounded box next to its
/// source — a rectangle in a view (``sourceView``, ``sourceRect``) or a bar button item — with an arrow pointing
/// at it. A presented controller whose `modalPresentationStyle` is `.popover` gets one (its
/// `popoverPresentationController`).
///
/// The box is the presented controller's `preferredContentSize` (320 × 480 when it has none), placed on the
/// first side of the source, in the order up, down, left, right among ``permittedArrowDirections``, where it fits
/// inside the container's safe area less ``popoverLayoutMargins`` (else on the side with the most room, shortened),
/// centred on the source and moved inside the margins. It fades in and out; a tap outside it dismisses it unless
/// the delegate refuses. On a compact-width screen it adapts (see ``UIKitChoices/popoverAdaptation``).
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at (with ``sourceRect``).
    open var sourceView: UIView?
    /// The rectangle, in ``sourceView``'s coordinates, the arrow points at (`.zero`: the view's bounds).
    open var sourceRect: CGRect = .zero
    /// A navigation bar item the popover points at, instead of a view.
    open var barButtonItem: UIBarButtonItem?
    /// The directions the arrow may point (`.any` by default).
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The direction the arrow points while shown (`.unknown` before).
    open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// Views that keep receiving touches while the popover is up in UIKit; kept as a value (a tap outside always
    /// reaches the popover's dismissal here).
    open var passthroughViews: [UIView]?
    /// The colour of the box and arrow behind the content (nil: the system background, as UIKit's).
    open var backgroundColor: UIColor?
    /// The space kept between the popover and the container's safe edges (10 points each by default).
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    /// Whether the popover may cover its source (false by default); kept as a value.
    open var canOverlapSourceViewRect = false

    /// The box, its arrow and the clipped content (made when the presentation starts).
    private let box = PopoverBoxView()

    /// The box with its arrow: what the presentation animates.
    open override var presentedView: UIView? { box }

    open override var frameOfPresentedViewInContainerView: CGRect { layout().frame }

    /// The corner radius of the box (13 points, as UIKit's).
    static let cornerRadius: CGFloat = 13
    /// How far the arrow reaches out of the box.
    static let arrowHeight: CGFloat = 13

    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        (delegate as? UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        guard let containerView else { return }
        let dismissal = PopoverDismissalView(frame: containerView.bounds)
        dismissal.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dismissal.popover = self
        containerView.insertSubview(dismissal, at: 0)
        let content = presentedViewController.view!
        box.install(content)
        applyLayout()
        // The screen behind shows its tint dimmed while the popover is up (UIKitChoices.dimmedTintIsLuminanceGrey).
        if let behind = presentingViewController.viewIfLoaded {
            dimmedView = (behind, behind.tintAdjustmentMode)
            behind.tintAdjustmentMode = .dimmed
        }
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed { restoreTint() }
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { restoreTint() }
    }

    /// The view whose tint the popover dims, and its mode before.
    private var dimmedView: (view: UIView, mode: UIView.TintAdjustmentMode)?

    private func restoreTint() {
        dimmedView?.view.tintAdjustmentMode = dimmedView?.mode ?? .automatic
        dimmedView = nil
    }

    open override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        applyLayout()
    }

    private func applyLayout() {
        let placement = layout()
        arrowDirection = placement.direction
        box.backgroundColorOfBox = backgroundColor ?? .systemBackground
        box.frame = placement.frame
        box.placeArrow(direction: placement.direction, at: placement.arrowCentre)
    }

    /// A tap landed outside the popover: dismiss it unless the delegate refuses.
    func tappedOutside() {
        let popoverDelegate = delegate as? UIPopoverPresentationControllerDelegate
        guard presentedViewController.presentation != nil, !presentedViewController.isModalInPresentation,
            popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) ?? true,
            delegate?.presentationControllerShouldDismiss(self) ?? true
        else { return }
        presentedViewController.dismiss(animated: true) { [self] in
            popoverDelegate?.popoverPresentationControllerDidDismissPopover(self)
            delegate?.presentationControllerDidDismiss(self)
        }
    }

    /// The source rectangle in the container's coordinates.
    private var sourceInContainer: CGRect? {
        guard let containerView else { return nil }
        if let item = barButtonItem, let view = item.drawnView, view.window != nil {
            return view.convert(view.bounds, to: containerView)
        }
        guard let sourceView, sourceView.window != nil else { return nil }
        let rect = sourceRect == .zero ? sourceView.bounds : sourceRect
        return sourceView.convert(rect, to: containerView)
    }

    /// Where the box goes, which way its arrow points, and where the arrow's tip is (in the box's coordinates).
    func layout() -> (frame: CGRect, direction: UIPopoverArrowDirection, arrowCentre: CGFloat) {
        guard let containerView else { return (.zero, .unknown, 0) }
        let safe = containerView.bounds.inset(by: containerView.safeAreaInsets).inset(by: popoverLayoutMargins)
        var size = presentedViewController.preferredContentSize
        if size.width <= 0 || size.height <= 0 { size = CGSize(width: 320, height: 480) }
        size.width = min(size.width, safe.width)
        guard let source = sourceInContainer else {
            // No source: centred without an arrow (UIKit raises for a popover without one).
            VirtualClock.current.report("popover: no sourceView or barButtonItem in the window (UIKit raises)")
            size.height = min(size.height, safe.height)
            let frame = CGRect(
                x: safe.midX - size.width / 2, y: safe.midY - size.height / 2, width: size.width, height: size.height)
            return (frame, .unknown, 0)
        }
        let arrow = UIPopoverPresentationController.arrowHeight
        let room: [(UIPopoverArrowDirection, CGFloat)] = [
            (.up, safe.maxY - source.maxY - arrow), (.down, source.minY - safe.minY - arrow),
            (.left, safe.maxX - source.maxX - arrow), (.right, source.minX - safe.minX - arrow),
        ]
        let permitted = room.filter { permittedArrowDirections.contains($0.0) }
        let candidates = permitted.isEmpty ? room : permitted
        let fits = candidates.first { direction, space in
            direction == .up || direction == .down ? space >= size.height : space >= size.width
        }
        let (direction, space) = fits ?? candidates.max { $0.1 < $1.1 }!
        var frame = CGRect(origin: .zero, size: size)
        switch direction {
        case .up, .down:
            frame.size.height = min(size.height, max(0, space))
            frame.origin.y = direction == .up ? source.maxY + arrow : source.minY - arrow - frame.height
            frame.origin.x = min(max(safe.minX, source.midX - size.width / 2), safe.maxX - size.width)
        default:
            frame.size.width = min(size.width, max(0, space))
            frame.size.height = min(size.height, safe.height)
            frame.origin.x = direction == .left ? source.maxX + arrow : source.minX - arrow - frame.width
            frame.origin.y = min(max(safe.minY, source.midY - frame.height / 2), safe.maxY - frame.height)
        }
        // The arrow points at the source's middle, kept clear of the rounded corners.
        let inset = UIPopoverPresentationController.cornerRadius + arrow
        let centre =
            direction == .up || direction == .down
            ? min(max(inset, source.midX - frame.minX), frame.width - inset)
            : min(max(inset, source.midY - frame.minY), frame.height - inset)
        return (frame, direction, centre)
    }
}

/// A popover's box: the arrow (a turned square half out of the box) under a rounded, clipped content view.
final class PopoverBoxView: UIView {
    private let arrow = UIView(frame: CGRect(x: 0, y: 0, width: 18.4, height: 18.4))
    private let clip = UIView()

    var backgroundColorOfBox: UIColor = .systemBackground {
        didSet {
            arrow.backgroundColor = backgroundColorOfBox
            clip.backgroundColor = backgroundColorOfBox
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        clip.layer.cornerRadius = UIPopoverPresentationController.cornerRadius
        clip.clipsToBounds = true
        clip.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(arrow)
        addSubview(clip)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Puts the presented controller's view in the box, filling it.
    func install(_ content: UIView) {
        clip.frame = bounds
        content.frame = clip.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        clip.addSubview(content)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        clip.frame = bounds
    }

    /// Places the arrow on the side facing the source, `offset` along that side.
    func placeArrow(direction: UIPopoverArrowDirection, at offset: CGFloat) {
        arrow.isHidden = direction == .unknown
        arrow.transform = .identity
        let half = arrow.bounds.width / 2
        // The turned square's half diagonal is the arrow's height: its tip is that far out of the box.
        arrow.bounds = CGRect(x: 0, y: 0, width: half * 2, height: half * 2)
        switch direction {
        case .up: arrow.center = CGPoint(x: offset, y: 0)
        case .down: arrow.center = CGPoint(x: offset, y: bounds.height)
        case .left: arrow.center = CGPoint(x: 0, y: offset)
        default: arrow.center = CGPoint(x: bounds.width, y: offset)
        }
        arrow.transform = CGAffineTransform(rotationAngle: .pi / 4)
    }
}

/// The clear view under a popover that takes taps outside it.
final class PopoverDismissalView: UIView {
    weak var popover: UIPopoverPresentationController?

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        popover?.tappedOutside()
    }
}
