import Foundation

/// A running `UIImageView` animation: when it started and which image it shows.
@MainActor
final class ImageViewAnimation {
    let start: TimeInterval
    var frame = 0
    let link: DisplayLink

    init(start: TimeInterval, link: DisplayLink) {
        self.start = start
        self.link = link
    }
}

extension UIImageView {
    /// The images cycled now: the highlighted ones while highlighted (when set), else ``animationImages``.
    var animatedImages: [UIImage]? {
        isHighlighted ? highlightedAnimationImages ?? animationImages : animationImages
    }

    func startImageAnimation() {
        stopImageAnimation()
        guard let images = animatedImages, !images.isEmpty else { return }
        let clock = VirtualClock.current
        // Weak: a view app code lets go of stops animating, and its link with it.
        let link = clock.displayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            self.advanceImageAnimation(to: clock.now)
        }
        imageAnimation = ImageViewAnimation(start: clock.now, link: link)
    }

    func stopImageAnimation() {
        guard let animation = imageAnimation else { return }
        animation.link.invalidate()
        imageAnimation = nil
    }

    /// Image `⌊t / (duration / count)⌋ mod count` at `t` seconds after the start; once ``animationRepeatCount``
    /// cycles have run, the animation stops.
    private func advanceImageAnimation(to now: TimeInterval) {
        guard let animation = imageAnimation, let images = animatedImages, !images.isEmpty else {
            return stopImageAnimation()
        }
        let cycle = animationDuration > 0 ? animationDuration : Double(images.count) / 30
        let elapsed = max(0, now - animation.start)
        // A hair of tolerance so that a frame boundary reached by adding frame durations counts as reached.
        let steps = Int(((elapsed + 1e-9) / cycle * Double(images.count)).rounded(.down))
        if animationRepeatCount > 0 && steps >= animationRepeatCount * images.count { return stopImageAnimation() }
        animation.frame = steps % images.count
    }
}
