// App code in Swift 5 language mode drawing and showing layer contents the way transition and animation
// libraries do: a gradient badge drawn in draw(_:) with Core Graphics, a corner layer that redraws itself when
// its frame changes (DeckTransition), a fold snapshot made with layer.render(in:) (FoldingCell, Hero), a sprite
// sheet played through contentsRect, a blur view made empty and blurred in later (Jelly, Presentr), a
// display-link progress runner (Hero), and a pan-ending vertical spring. Nothing here is annotated @MainActor.

#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// A round badge filled with a top-to-bottom gradient, drawn in code.
final class GradientBadgeView: UIView {
    var topColor = UIColor.red
    var bottomColor = UIColor.blue

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let colors = [topColor.cgColor, bottomColor.cgColor] as CFArray
        let locations: [CGFloat] = [0, 1]
        guard
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: locations)
        else { return }
        context.saveGState()
        context.addEllipse(in: bounds)
        context.clip()
        context.drawLinearGradient(
            gradient, start: CGPoint(x: bounds.midX, y: 0), end: CGPoint(x: bounds.midX, y: bounds.height),
            options: [])
        context.restoreGState()
    }
}

/// A layer that draws a filled quarter-circle corner and redraws whenever its frame changes.
final class CornerLayer: CALayer {
    var fillColor = UIColor.black.cgColor

    override var frame: CGRect {
        didSet { setNeedsDisplay() }
    }

    override func draw(in ctx: CGContext) {
        ctx.setFillColor(fillColor)
        ctx.move(to: .zero)
        ctx.addLine(to: CGPoint(x: bounds.width, y: 0))
        ctx.addQuadCurve(to: CGPoint(x: 0, y: bounds.height), control: .zero)
        ctx.closePath()
        ctx.fillPath()
    }
}

/// An image of `view` as its layer tree holds it (FoldingCell's and Hero's snapshot).
func layerSnapshot(of view: UIView) -> UIImage? {
    UIGraphicsBeginImageContextWithOptions(view.bounds.size, view.isOpaque, 0)
    defer { UIGraphicsEndImageContext() }
    guard let context = UIGraphicsGetCurrentContext() else { return nil }
    view.layer.render(in: context)
    return UIGraphicsGetImageFromCurrentImageContext()
}

/// Plays the frames of a horizontal sprite sheet in `layer`, one frame per `frameDuration`.
func playSpriteSheet(_ sheet: UIImage, frames: Int, in layer: CALayer, frameDuration: CFTimeInterval) {
    layer.contents = sheet.cgImage
    layer.magnificationFilter = .nearest
    layer.contentsRect = CGRect(x: 0, y: 0, width: 1 / CGFloat(frames), height: 1)
    let animation = CAKeyframeAnimation(keyPath: "contentsRect")
    animation.values = (0..<frames).map {
        NSValue(cgRect: CGRect(x: CGFloat($0) / CGFloat(frames), y: 0, width: 1 / CGFloat(frames), height: 1))
    }
    animation.calculationMode = .discrete
    animation.duration = frameDuration * Double(frames)
    animation.repeatCount = .infinity
    layer.add(animation, forKey: "sprite")
}

/// A dimming blur behind a presented card: made empty, blurred in with the presentation.
final class BlurDimmingController {
    let blurView = UIVisualEffectView()

    func presentationWillBegin(in container: UIView) {
        blurView.frame = container.bounds
        container.insertSubview(blurView, at: 0)
        UIView.animate(withDuration: 0.4) {
            self.blurView.effect = UIBlurEffect(style: .dark)
        }
    }
}

/// Drives `progress` from 0 to 1 over `duration` on the display's frames (Hero's progress runner).
final class ProgressRunner {
    private(set) var progress: Double = 0
    private var displayLink: CADisplayLink?
    private var start: CFTimeInterval = 0
    private let duration: TimeInterval

    init(duration: TimeInterval) { self.duration = duration }

    func begin() {
        #if canImport(UIKit)
        displayLink = CADisplayLink(target: self, selector: #selector(step(_:)))
        #else
        displayLink = CADisplayLink { [unowned self] in self.step($0) }
        #endif
        start = CACurrentMediaTime()
        displayLink?.add(to: RunLoop.main, forMode: RunLoop.Mode.common)
    }

    #if canImport(UIKit)
    @objc private func step(_ link: CADisplayLink) { advance(link) }
    #else
    private func step(_ link: CADisplayLink) { advance(link) }
    #endif

    private func advance(_ link: CADisplayLink) {
        progress = min(1, (link.timestamp - start) / duration)
        if progress >= 1 { stop() }
    }

    func stop() {
        displayLink?.remove(from: RunLoop.main, forMode: RunLoop.Mode.common)
        displayLink = nil
    }
}

/// Ends a vertical drag: the card springs back to `restingCenter`, starting at the finger's speed.
func settleCard(_ card: UIView, at restingCenter: CGPoint, fingerVelocity: CGPoint) -> UIViewPropertyAnimator {
    let distance = restingCenter.y - card.center.y
    let dy = distance != 0 ? fingerVelocity.y / distance : 0
    let timing = UISpringTimingParameters(dampingRatio: 0.9, initialVelocity: CGVector(dx: 0, dy: dy))
    let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: timing)
    animator.addAnimations { card.center = restingCenter }
    animator.startAnimation()
    return animator
}

/// Shows `image` in `layer` with a fade from the old contents (the usual image swap).
func crossFadeContents(of layer: CALayer, to image: UIImage, duration: CFTimeInterval) {
    let transition = CATransition()
    transition.type = .fade
    transition.duration = duration
    layer.add(transition, forKey: kCATransition)
    layer.contents = image.cgImage
}
