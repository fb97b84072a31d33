import Foundation
import Raster

/// A scroll view's scroll indicators, drawn as UIKit draws them: thin rounded bars along the trailing and
/// bottom edges, subviews of the scroll view kept above the content, shown while the content scrolls (a drag,
/// a deceleration, an animated `setContentOffset`, `flashScrollIndicators()`) and faded out after it stops.
/// Sizes, colours and timings are ``UIKitChoices/scrollIndicatorThickness`` and its neighbours.
@MainActor
final class ScrollIndicators {
    private unowned let scrollView: UIScrollView
    private var vertical: UIView?
    private var horizontal: UIView?
    /// Incremented whenever the indicators are shown again, so an older fade does nothing.
    private var generation = 0

    init(scrollView: UIScrollView) { self.scrollView = scrollView }

    /// Whether an indicator is on screen now.
    var areShown: Bool { vertical != nil || horizontal != nil }

    /// The content moved by scrolling: show the indicators of the axes that scroll, at the new offset.
    func show() {
        generation += 1
        let choices = UIKitChoices.current
        let wantsVertical = scrollView.showsVerticalScrollIndicator && scrollView.canScrollVertically
        let wantsHorizontal = scrollView.showsHorizontalScrollIndicator && scrollView.canScrollHorizontally
        vertical = bar(vertical, wanted: wantsVertical, choices)
        horizontal = bar(horizontal, wanted: wantsHorizontal, choices)
        place()
    }

    /// Puts visible indicators where the current offset says (after any change of offset, size or insets).
    func place() {
        guard areShown else { return }
        let choices = UIKitChoices.current
        let t = choices.scrollIndicatorThickness, margin = choices.scrollIndicatorMargin
        let bounds = scrollView.bounds, inset = scrollView.adjustedContentInset
        let low = scrollView.minimumOffset, high = scrollView.maximumOffset
        let size = scrollView.contentSize
        // Leave room at the end of each track for the other indicator when both show.
        let corner = vertical != nil && horizontal != nil ? t + margin : 0
        if let vertical {
            let own = scrollView.verticalScrollIndicatorInsets
            let track = max(0, bounds.height - inset.top - inset.bottom - own.top - own.bottom - 2 * margin - corner)
            let (start, length) = Self.segment(
                track: track, visible: bounds.height - inset.top - inset.bottom,
                content: size.height, offset: bounds.minY, low: low.y, high: high.y,
                choices: choices)
            vertical.frame = CGRect(
                x: bounds.maxX - inset.right - own.right - margin - t,
                y: bounds.minY + inset.top + own.top + margin + start, width: t, height: length)
        }
        if let horizontal {
            let own = scrollView.horizontalScrollIndicatorInsets
            let track = max(0, bounds.width - inset.left - inset.right - own.left - own.right - 2 * margin - corner)
            let (start, length) = Self.segment(
                track: track, visible: bounds.width - inset.left - inset.right,
                content: size.width, offset: bounds.minX, low: low.x, high: high.x,
                choices: choices)
            horizontal.frame = CGRect(
                x: bounds.minX + inset.left + own.left + margin + start,
                y: bounds.maxY - inset.bottom - own.bottom - margin - t, width: length, height: t)
        }
        keepOnTop()
    }

    /// Scrolling stopped: the indicators fade out after ``UIKitChoices/scrollIndicatorFadeDelay`` and are then
    /// removed.
    func scrollingDidStop() {
        guard areShown else { return }
        let expected = generation
        let choices = UIKitChoices.current
        let clock = VirtualClock.current
        clock.asyncAfter(deadline: clock.now + choices.scrollIndicatorFadeDelay) { [weak self] in
            guard let self, self.generation == expected else { return }
            let bars = [self.vertical, self.horizontal].compactMap { $0 }
            UIView.animate(
                withDuration: choices.scrollIndicatorFadeDuration, delay: 0, options: [.curveEaseOut],
                animations: { for bar in bars { bar.alpha = 0 } },
                completion: { _ in
                    guard self.generation == expected else { return }
                    for bar in bars { bar.removeFromSuperview() }
                    self.vertical = nil
                    self.horizontal = nil
                })
        }
    }

    private func bar(_ existing: UIView?, wanted: Bool, _ choices: UIKitChoices) -> UIView? {
        guard wanted else {
            existing?.removeFromSuperview()
            return nil
        }
        let bar = existing ?? UIView()
        UIView.performWithoutAnimation {
            bar.alpha = 1
            bar.backgroundColor = color(choices)
            bar.layer.cornerRadius = choices.scrollIndicatorThickness / 2
            bar.isUserInteractionEnabled = false
        }
        if bar.superview !== scrollView { scrollView.addSubview(bar) }
        return bar
    }

    private func color(_ choices: UIKitChoices) -> UIColor {
        switch scrollView.indicatorStyle {
        case .black: return choices.scrollIndicatorDarkColor
        case .white: return choices.scrollIndicatorLightColor
        case .default:
            return scrollView.traitCollection.userInterfaceStyle == .dark
                ? choices.scrollIndicatorLightColor
                : choices.scrollIndicatorDarkColor
        }
    }

    /// Keeps the indicators the last subviews (above cells a table adds later).
    private func keepOnTop() {
        let bars = [vertical, horizontal].compactMap { $0 }
        let top = scrollView.subviews.suffix(bars.count)
        guard !zip(top, bars).allSatisfy({ $0 === $1 }) else { return }
        for bar in bars { scrollView.bringSubviewToFront(bar) }
    }

    /// Removes an indicator whose `shows…ScrollIndicator` was switched off.
    func removeSwitchedOff() {
        if !scrollView.showsVerticalScrollIndicator { vertical?.removeFromSuperview(); vertical = nil }
        if !scrollView.showsHorizontalScrollIndicator { horizontal?.removeFromSuperview(); horizontal = nil }
    }

    /// Where along its track an indicator starts and how long it is: the visible share of the content (at
    /// least ``UIKitChoices/scrollIndicatorMinimumLength``), moved along the track as the offset goes from the
    /// smallest to the largest, shortened by how far the content is pulled past an edge.
    static func segment(
        track: CGFloat, visible: CGFloat, content: CGFloat, offset: CGFloat, low: CGFloat,
        high: CGFloat, choices: UIKitChoices
    ) -> (start: CGFloat, length: CGFloat) {
        guard track > 0, content > 0 else { return (0, 0) }
        let minimum = min(track, choices.scrollIndicatorMinimumLength)
        var length = min(track, max(minimum, track * visible / content))
        let range = high - low
        var fraction = range > 0 ? (offset - low) / range : 0
        let over = offset < low ? low - offset : (offset > high ? offset - high : 0)
        if over > 0 {
            length = max(min(length, choices.scrollIndicatorCompressedLength), length - over)
            fraction = offset < low ? 0 : 1
        }
        return ((track - length) * fraction, length)
    }
}
