import Foundation
import Raster

/// UIKit's `UIScrollView`: a view whose bounds origin is the ``contentOffset``, so its subviews (the content)
/// are drawn shifted by it and clipped to the bounds (`clipsToBounds` is true by default, as in UIKit).
///
/// It scrolls through ``setContentOffset(_:animated:)`` (animated on the virtual clock, one step per display
/// frame) and through its ``panGestureRecognizer`` driven by a scenario's scripted touches: dragging moves the
/// content with the finger (rubber-banding past the edges when ``bounces``), lifting it decelerates at
/// ``decelerationRate`` to a rest offset the delegate may change, or returns inside the edges. The delegate
/// hears every step. Bad values (non-finite offsets, insets or sizes, negative sizes) are refused as
/// ``UIKitChoices/scrollViewRefusesNonFiniteGeometry`` says.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        clipsToBounds = true
        panDelegate.scrollView = self
        pan.delegate = panDelegate
        pan.addHandler { [unowned self] recognizer in self.handlePan(recognizer as! UIPanGestureRecognizer) }
        addGestureRecognizer(pan)
    }

    /// Told of scrolling, dragging and deceleration. Weak, as in UIKit.
    open weak var delegate: UIScrollViewDelegate?

    // MARK: Geometry

    /// The point of the content shown at the bounds' top-left corner: the bounds origin. Setting it (outside
    /// an animation block) stops a running deceleration or scrolling animation and tells the delegate.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            stopMotion()
            applyContentOffset(newValue)
        }
    }

    /// The size of the scrollable content (negative sizes become 0; see ``UIKitChoices``).
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            if !(contentSize.width.isFinite && contentSize.height.isFinite) {
                refuse("contentSize", contentSize)
                contentSize = oldValue
                return
            }
            if contentSize.width < 0 || contentSize.height < 0 {
                VirtualClock.current.report(
                    "UIScrollView.contentSize \(contentSize) is negative; using 0 for "
                        + "the negative side")
                contentSize = CGSize(width: max(0, contentSize.width), height: max(0, contentSize.height))
                return
            }
            keyValueDidChange(\UIScrollView.contentSize)
        }
    }

    /// Extra scrollable space around the content (negative values shrink it, as in UIKit).
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard contentInset != oldValue else { return }
            guard contentInset.isFinite else {
                refuse("contentInset", contentInset)
                contentInset = oldValue
                return
            }
            insetsDidChange(from: adjustedInset(contentInset: oldValue))
            keyValueDidChange(\UIScrollView.contentInset)
        }
    }

    /// How the safe area adds to ``contentInset`` in ``adjustedContentInset``.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet {
            guard contentInsetAdjustmentBehavior != oldValue else { return }
            insetsDidChange(from: adjustedInset(contentInset: contentInset, behavior: oldValue))
        }
    }

    /// ``contentInset`` plus the part of the safe area the ``contentInsetAdjustmentBehavior`` adds: the insets
    /// scrolling actually uses.
    open var adjustedContentInset: UIEdgeInsets { adjustedInset(contentInset: contentInset) }

    /// The safe-area insets the content inset adjustment uses: the view's `safeAreaInsets` (Layout/).
    var safeAreaInsetsForContentAdjustment: UIEdgeInsets { safeAreaInsets }

    /// The controller whose view holds this scroll view (the nearest one up the view tree).
    private var enclosingViewController: UIViewController? {
        var view: UIView? = self
        while let current = view {
            if let controller = current.owningViewController { return controller }
            view = current.superview
        }
        return nil
    }

    private func adjustedInset(
        contentInset inset: UIEdgeInsets,
        behavior: ContentInsetAdjustmentBehavior? = nil
    ) -> UIEdgeInsets {
        let safe = safeAreaInsetsForContentAdjustment
        let vertical: Bool, horizontal: Bool
        switch behavior ?? contentInsetAdjustmentBehavior {
        case .never: return inset
        case .always: vertical = true; horizontal = true
        case .scrollableAxes:
            vertical = canScrollVertically
            horizontal = canScrollHorizontally
        case .automatic:
            // UIKit: the top and bottom always (a vertical list under the bars), the sides as .scrollableAxes;
            // as .scrollableAxes when the owning controller turned automaticallyAdjustsScrollViewInsets off.
            vertical =
                enclosingViewController?.automaticallyAdjustsScrollViewInsets == false ? canScrollVertically : true
            horizontal = canScrollHorizontally
        }
        return UIEdgeInsets(
            top: inset.top + (vertical ? safe.top : 0), left: inset.left + (horizontal ? safe.left : 0),
            bottom: inset.bottom + (vertical ? safe.bottom : 0),
            right: inset.right + (horizontal ? safe.right : 0))
    }

    private func insetsDidChange(from oldAdjusted: UIEdgeInsets) {
        guard adjustedContentInset != oldAdjusted else { return }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Called when ``adjustedContentInset`` changed.
    open func adjustedContentInsetDidChange() {}

    // MARK: Scrolling settings

    /// False stops the pan gesture (scripted drags do nothing); offsets can still be set in code.
    open var isScrollEnabled = true { didSet { pan.isEnabled = isScrollEnabled } }
    /// Whether dragging past an edge stretches (rubber-bands) and lifting the finger returns to the edge;
    /// when false the content stops at the edges.
    open var bounces = true
    /// Whether vertical dragging bounces even when the content is not taller than the bounds.
    open var alwaysBounceVertical = false
    /// Whether horizontal dragging bounces even when the content is not wider than the bounds.
    open var alwaysBounceHorizontal = false
    /// How quickly lifted content slows down (the fraction of its speed kept per millisecond).
    open var decelerationRate: DecelerationRate = .normal
    /// Whether the vertical scroll indicator shows while the content scrolls vertically (true by default).
    open var showsVerticalScrollIndicator = true { didSet { indicators.removeSwitchedOff() } }
    /// Whether the horizontal scroll indicator shows while the content scrolls sideways (true by default).
    open var showsHorizontalScrollIndicator = true { didSet { indicators.removeSwitchedOff() } }
    /// The colour of the scroll indicators (`.default`: dark on light content, light in dark mode).
    open var indicatorStyle: IndicatorStyle = .default
    /// Moves the vertical indicator's track in from the edges, on top of the ``adjustedContentInset`` Flipbook
    /// already keeps it inside (top and bottom shorten the track, right moves it left).
    open var verticalScrollIndicatorInsets = UIEdgeInsets() { didSet { indicators.place() } }
    /// Moves the horizontal indicator's track in from the edges, on top of the ``adjustedContentInset`` (left and
    /// right shorten the track, bottom moves it up).
    open var horizontalScrollIndicatorInsets = UIEdgeInsets() { didSet { indicators.place() } }
    /// Both indicators' insets (UIKit's deprecated spelling): reads the vertical ones, sets both.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Kept for app code: Flipbook always keeps the indicators inside the adjusted content inset.
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// Shows the scroll indicators for a moment, as after scrolling (UIKit's call after a screen appears).
    open func flashScrollIndicators() {
        indicators.show()
        indicators.scrollingDidStop()
    }
    private lazy var indicators = ScrollIndicators(scrollView: self)
    /// Kept for app code; paging is not simulated.
    open var isPagingEnabled = false
    /// Kept for app code.
    open var scrollsToTop = true
    /// Kept for app code.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether a touch on the content waits to see if it starts a drag (true by default): a table row or
    /// collection item under it highlights after ``UIKitChoices/rowHighlightDelay``; false highlights it at once.
    open var delaysContentTouches = true
    /// Whether a drag may still scroll once the content under the finger is tracking the touch (true by default,
    /// as in UIKit). False: a touch that went down on a subview and stayed there past the content-touch delay
    /// (at once when ``delaysContentTouches`` is false) belongs to that subview; moving it does not scroll.
    open var canCancelContentTouches = true

    /// The recogniser that drags the content; driven by scripted touches like any pan recogniser.
    open var panGestureRecognizer: UIPanGestureRecognizer { pan }
    private let pan = UIPanGestureRecognizer()
    private let panDelegate = ScrollViewPanDelegate()

    // MARK: State

    /// True from the moment the pan recognises until the finger lifts.
    public private(set) var isTracking = false
    /// True while the user drags the content.
    public private(set) var isDragging = false
    /// True while the content moves on after the finger lifted.
    public private(set) var isDecelerating = false

    // MARK: Zooming

    /// The smallest ``zoomScale`` (1 by default).
    open var minimumZoomScale: CGFloat = 1
    /// The largest ``zoomScale`` (1 by default: no zooming until it is raised).
    open var maximumZoomScale: CGFloat = 1
    /// Whether a pinch may zoom past the limits and spring back (true by default; Flipbook simulates no
    /// pinch zooming, so only code sets the scale).
    open var bouncesZoom = true
    /// The scale of the delegate's `viewForZooming(in:)` (1 by default). Setting it zooms at once, about the
    /// middle of the visible area, within ``minimumZoomScale`` and ``maximumZoomScale``.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    var storedZoomScale: CGFloat = 1
    /// False: Flipbook simulates no pinch zooming (``setZoomScale(_:animated:)`` and ``zoom(to:animated:)``
    /// zoom in code).
    open var isZooming: Bool { false }
    /// False: zooms made in code stay within the limits, so nothing bounces back.
    open var isZoomBouncing: Bool { false }

    /// Zooms the delegate's `viewForZooming(in:)` to `scale` (kept within the limits), keeping the point at the
    /// middle of the visible area in place as far as the content allows; animated over
    /// ``UIKitChoices/scrollAnimationDuration``. Nothing happens without a view for zooming, as in UIKit.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoom(toScale: scale, keeping: nil, animated: animated)
    }

    /// Zooms so that `rect` (in the zooming view's own coordinates) fills the visible area as far as the limits
    /// allow, centred on it.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else {
            VirtualClock.current.report("UIScrollView.zoom(to:): the rect \(rect) has no area; ignored")
            return
        }
        let scale = min(bounds.width / rect.width, bounds.height / rect.height)
        zoom(toScale: scale, keeping: CGPoint(x: rect.midX, y: rect.midY), animated: animated)
    }

    // MARK: Scrolling in code

    /// Scrolls to `contentOffset`: at once, or (animated) over ``UIKitChoices/scrollAnimationDuration`` on the
    /// virtual clock, the delegate hearing `scrollViewDidScroll` each display frame and
    /// `scrollViewDidEndScrollingAnimation` at the end.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else { return refuse("contentOffset", contentOffset) }
        guard animated else {
            self.contentOffset = contentOffset
            return
        }
        let choices = UIKitChoices.current
        startMotion(
            ScrollMotion(
                from: self.contentOffset, to: contentOffset,
                kind: .animation(
                    duration: choices.scrollAnimationDuration,
                    curve: .easeInOut),
                start: VirtualClock.current.now))
    }

    /// Scrolls the least distance that shows `rect` (in content coordinates), within the scrollable range.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var target = contentOffset
        let size = bounds.size
        if rect.maxX > target.x + size.width { target.x = rect.maxX - size.width }
        if rect.minX < target.x { target.x = rect.minX }
        if rect.maxY > target.y + size.height { target.y = rect.maxY - size.height }
        if rect.minY < target.y { target.y = rect.minY }
        setContentOffset(clamped(target), animated: animated)
    }

    // MARK: Range

    /// The smallest offset inside the edges.
    var minimumOffset: CGPoint {
        let inset = adjustedContentInset
        return CGPoint(x: -inset.left, y: -inset.top)
    }

    /// The largest offset inside the edges.
    var maximumOffset: CGPoint {
        let inset = adjustedContentInset, minimum = minimumOffset
        return CGPoint(
            x: max(minimum.x, contentSize.width + inset.right - bounds.width),
            y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
    }

    var canScrollVertically: Bool {
        let inset = contentInset
        return contentSize.height + inset.top + inset.bottom > bounds.height
    }

    var canScrollHorizontally: Bool {
        let inset = contentInset
        return contentSize.width + inset.left + inset.right > bounds.width
    }

    func clamped(_ offset: CGPoint) -> CGPoint {
        let low = minimumOffset, high = maximumOffset
        return CGPoint(x: min(high.x, max(low.x, offset.x)), y: min(high.y, max(low.y, offset.y)))
    }

    // MARK: Applying offsets

    /// Sets the bounds origin and tells the delegate and observers (no-op for an unchanged offset).
    func applyContentOffset(_ offset: CGPoint) {
        guard offset.x.isFinite, offset.y.isFinite else { return refuse("contentOffset", offset) }
        guard offset != bounds.origin else { return }
        bounds = CGRect(origin: offset, size: bounds.size)
        if isScrolling { indicators.show() } else { indicators.place() }
        setNeedsLayout()
        keyValueDidChange(\UIScrollView.contentOffset)
        delegate?.scrollViewDidScroll(self)
    }

    /// Whether the content moves by scrolling now (a drag, a deceleration or a scrolling animation): offsets
    /// applied then show the scroll indicators.
    private var isScrolling: Bool { isDragging || motion != nil }

    private func refuse(_ property: String, _ value: Any) {
        VirtualClock.current.report("UIScrollView.\(property) must be finite, got \(value); ignored")
    }

    // MARK: Motion on the virtual clock

    private var motion: ScrollMotion?
    private var motionGeneration = 0

    func startMotion(_ newMotion: ScrollMotion) {
        stopMotion()
        motion = newMotion
        if case .deceleration = newMotion.kind {
            isDecelerating = true
            delegate?.scrollViewWillBeginDecelerating(self)
        }
        scheduleMotionStep()
    }

    /// Stops a deceleration or scrolling animation where it is (no end callbacks, as in UIKit when a new
    /// drag or a direct offset interrupts it).
    func stopMotion() {
        guard motion != nil else { return }
        motion = nil
        motionGeneration += 1
        isDecelerating = false
        if !isDragging { indicators.scrollingDidStop() }
    }

    private func scheduleMotionStep() {
        let clock = VirtualClock.current
        let generation = motionGeneration
        let next = clock.displayTime(ofTick: clock.displayTick(atOrBefore: clock.now) + 1)
        clock.asyncAfter(deadline: next) { [weak self] in
            guard let self, self.motionGeneration == generation, let motion = self.motion else { return }
            let (offset, finished) = motion.offset(at: clock.now, scale: self.window?.screenScale ?? 1)
            self.applyContentOffset(offset)
            guard self.motionGeneration == generation else { return }
            if finished {
                self.motion = nil
                self.motionGeneration += 1
                self.indicators.scrollingDidStop()
                switch motion.kind {
                case .animation:
                    self.delegate?.scrollViewDidEndScrollingAnimation(self)
                case .deceleration:
                    self.isDecelerating = false
                    self.delegate?.scrollViewDidEndDecelerating(self)
                }
            } else {
                self.scheduleMotionStep()
            }
        }
    }

    // MARK: Dragging

    private var dragStartOffset = CGPoint.zero

    private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            stopMotion()
            recognizer.setTranslation(.zero, in: self)
            dragStartOffset = contentOffset
            isTracking = true
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            let t = recognizer.translation(in: self)
            applyContentOffset(draggedOffset(CGPoint(x: dragStartOffset.x - t.x, y: dragStartOffset.y - t.y)))
        case .ended, .cancelled, .failed:
            guard isDragging else { return }
            isTracking = false
            let v = recognizer.state == .ended ? recognizer.velocity(in: self) : .zero
            endDrag(velocity: CGPoint(x: scrollsHorizontally ? -v.x : 0, y: scrollsVertically ? -v.y : 0))
        default:
            break
        }
    }

    private var scrollsVertically: Bool { canScrollVertically || alwaysBounceVertical }
    private var scrollsHorizontally: Bool { canScrollHorizontally || alwaysBounceHorizontal }

    /// The offset for a finger position: along the axes that scroll, inside the edges, past them stretched
    /// by UIKit's rubber-band formula `(1 − 1 / (x · 0.55 / d + 1)) · d` when bouncing.
    func draggedOffset(_ proposed: CGPoint) -> CGPoint {
        let low = minimumOffset, high = maximumOffset
        func axis(
            _ value: CGFloat, _ start: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ scrolls: Bool,
            _ dimension: CGFloat
        ) -> CGFloat {
            guard scrolls else { return start }
            if value >= lo && value <= hi { return value }
            guard bounces, dimension > 0 else { return min(hi, max(lo, value)) }
            let edge = value < lo ? lo : hi
            let over = abs(value - edge)
            let stretched = (1 - 1 / (over * 0.55 / dimension + 1)) * dimension
            return value < lo ? edge - stretched : edge + stretched
        }
        return CGPoint(
            x: axis(proposed.x, dragStartOffset.x, low.x, high.x, scrollsHorizontally, bounds.width),
            y: axis(proposed.y, dragStartOffset.y, low.y, high.y, scrollsVertically, bounds.height))
    }

    /// Where a drag released with `velocity` (points per millisecond) stops, given where the deceleration would
    /// take it: `target` itself; a collection view asks its layout.
    func proposedDecelerationTarget(_ target: CGPoint, velocity: CGPoint) -> CGPoint { target }

    /// The finger lifted with `velocity` (points per second, in content movement): the delegate may move the
    /// rest offset; the content decelerates to it (or returns inside the edges).
    private func endDrag(velocity: CGPoint) {
        let current = contentOffset
        let overscrolled = clamped(current) != current
        var rate = decelerationRate.rawValue
        if !(rate > 0 && rate < 1) {
            VirtualClock.current.report(
                "UIScrollView.decelerationRate must be between 0 and 1, got \(rate); "
                    + "using .normal")
            rate = DecelerationRate.normal.rawValue
        }
        // Exponential decay keeping `rate` of the speed per millisecond travels v / −ln(rate).
        let reach = -1 / log(Double(rate)) / 1000
        var target =
            overscrolled
            ? clamped(current)
            : clamped(CGPoint(x: current.x + velocity.x * reach, y: current.y + velocity.y * reach))
        let perMillisecond = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
        if !overscrolled { target = proposedDecelerationTarget(target, velocity: perMillisecond) }
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: perMillisecond, targetContentOffset: pointer)
        }
        if !(target.x.isFinite && target.y.isFinite) {
            refuse("targetContentOffset", target)
            target = clamped(current)
        }
        isDragging = false
        let moves = abs(target.x - current.x) >= 0.5 || abs(target.y - current.y) >= 0.5
        delegate?.scrollViewDidEndDragging(self, willDecelerate: moves)
        guard moves else {
            if target != current { applyContentOffset(target) }
            indicators.scrollingDidStop()
            return
        }
        let returnRate = overscrolled ? DecelerationRate.fast.rawValue : rate
        startMotion(
            ScrollMotion(
                from: current, to: target, kind: .deceleration(rate: Double(returnRate)),
                start: VirtualClock.current.now))
    }

    // MARK: Touches

    /// A table or collection view (a `TouchSelectionOwner`) starts tracking the row under the finger; then the
    /// touches go on up the responder chain, as for any view.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let owner = self as? TouchSelectionOwner { owner.touchSelection.touchBegan(touches, in: owner) }
        super.touchesBegan(touches, with: event)
    }

    /// A table or collection view selects the tracked row if the finger lifts on it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let owner = self as? TouchSelectionOwner { owner.touchSelection.touchEnded(touches, in: owner) }
        super.touchesEnded(touches, with: event)
    }

    /// A table or collection view unhighlights the tracked row and selects nothing (a drag that scrolls
    /// cancels the touch).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let owner = self as? TouchSelectionOwner { owner.touchSelection.touchCancelled(in: owner) }
        super.touchesCancelled(touches, with: event)
    }
}

extension UIScrollView {
    /// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable {
        /// The top and bottom insets always take the safe area (a list under the bars); the sides as ``scrollableAxes``
        /// (the default).
        case automatic = 0
        /// An axis takes the safe area only when the content scrolls along it.
        case scrollableAxes = 1
        /// The safe area is never added: ``adjustedContentInset`` is ``contentInset``.
        case never = 2
        /// Every side takes the safe area.
        case always = 3
    }

    /// UIKit's `UIScrollView.DecelerationRate`: the fraction of its speed lifted content keeps per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// UIKit's `UIScrollView.IndicatorStyle`.
    public enum IndicatorStyle: Int, Sendable, Hashable {
        /// Dark indicators on light content, light ones in dark mode.
        case `default` = 0
        /// Dark indicators whatever the appearance.
        case black = 1
        /// Light indicators whatever the appearance.
        case white = 2
    }

    /// UIKit's `UIScrollView.KeyboardDismissMode` (there is no keyboard; kept for app code).
    public enum KeyboardDismissMode: Int, Sendable, Hashable {
        /// The keyboard stays when the content is dragged.
        case none = 0
        /// A drag dismisses the keyboard.
        case onDrag = 1
        /// The keyboard follows the drag and can be pulled down.
        case interactive = 2
    }
}
