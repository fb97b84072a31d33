// App code in Swift 5 language mode using layers the way transition libraries do: a circular reveal through
// a shape-layer mask whose path animates, a pulsing ring (keyframes, group, repeat), a gradient, a blur, a
// custom layer subclass, and CATransaction completion blocks. Nothing here is annotated @MainActor.

#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// Reveals `view` through a circle growing from `point` (in its bounds); `completion` runs when it ends.
func circularReveal(_ view: UIView, from point: CGPoint, duration: TimeInterval, completion: (() -> Void)? = nil) {
    let radius = hypot(max(point.x, view.bounds.width - point.x), max(point.y, view.bounds.height - point.y))
    let startPath = UIBezierPath(ovalIn: CGRect(x: point.x, y: point.y, width: 0, height: 0)).cgPath
    let endPath = UIBezierPath(arcCenter: point, radius: radius, startAngle: 0, endAngle: .pi * 2, clockwise: true)
    let mask = CAShapeLayer()
    mask.path = endPath.cgPath
    mask.fillColor = UIColor.black.cgColor
    view.layer.mask = mask

    CATransaction.begin()
    CATransaction.setCompletionBlock {
        view.layer.mask = nil
        completion?()
    }
    let animation = CABasicAnimation(keyPath: "path")
    animation.fromValue =
        UIBezierPath(
            arcCenter: point, radius: 0.5, startAngle: 0, endAngle: .pi * 2,
            clockwise: true
        ).cgPath
    animation.toValue = endPath.cgPath
    animation.duration = duration
    animation.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut)
    animation.fillMode = CAMediaTimingFillMode.forwards
    animation.isRemovedOnCompletion = false
    mask.add(animation, forKey: "reveal")
    CATransaction.commit()
    _ = startPath
}

/// A ring that pulses around `center`: scale and opacity keyframes in a repeating group.
func addPulse(to layer: CALayer, at center: CGPoint) -> CAShapeLayer {
    let ring = CAShapeLayer()
    ring.frame = CGRect(x: center.x - 20, y: center.y - 20, width: 40, height: 40)
    ring.path = UIBezierPath(ovalIn: ring.bounds).cgPath
    ring.fillColor = UIColor.clear.cgColor
    ring.strokeColor = UIColor.systemBlue.cgColor
    ring.lineWidth = 3
    layer.addSublayer(ring)

    let scale = CAKeyframeAnimation(keyPath: "transform.scale")
    scale.values = [1.0, 1.4, 1.0]
    scale.keyTimes = [0, 0.5, 1]
    scale.timingFunctions = [CAMediaTimingFunction(name: .easeOut), CAMediaTimingFunction(name: .easeIn)]
    scale.duration = 1
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0.2
    fade.autoreverses = true
    fade.duration = 0.5
    let group = CAAnimationGroup()
    group.animations = [scale, fade]
    group.duration = 1
    group.repeatCount = .infinity
    ring.add(group, forKey: "pulse")
    return ring
}

/// A progress ring drawn by animating `strokeEnd` with a spring.
func drawProgressRing(in layer: CALayer, progress: CGFloat) -> CAShapeLayer {
    let track = CAShapeLayer()
    track.path =
        UIBezierPath(
            arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2,
            endAngle: .pi * 1.5, clockwise: true
        ).cgPath
    track.strokeColor = UIColor.systemGreen.cgColor
    track.fillColor = nil
    track.lineWidth = 6
    track.lineCap = .round
    track.strokeEnd = progress
    layer.addSublayer(track)
    let spring = CASpringAnimation(keyPath: "strokeEnd")
    spring.fromValue = 0
    spring.toValue = progress
    spring.damping = 12
    spring.duration = spring.settlingDuration
    track.add(spring, forKey: nil)
    return track
}

/// A view with a gradient background, as apps write it: the layer class is the gradient layer.
final class GradientBackgroundView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    var colors: [UIColor] = [] {
        didSet { (layer as? CAGradientLayer)?.colors = colors.map { $0.cgColor } }
    }
}

/// A layer subclass with its own drawing settings.
final class HighlightLayer: CALayer {
    var highlightColor: UIColor = .systemYellow {
        didSet { backgroundColor = highlightColor.cgColor }
    }
}

/// Blurs what is behind a modal with a material.
func addBlur(behind view: UIView, style: UIBlurEffect.Style = .systemMaterial) -> UIVisualEffectView {
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: style))
    blur.frame = view.bounds
    blur.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.insertSubview(blur, at: 0)
    return blur
}

/// Pauses every animation of a layer subtree where it is (a common scrubbing helper).
func freeze(_ layer: CALayer) {
    let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
    layer.speed = 0
    layer.timeOffset = paused
}

/// A delegate that records when an animation stops.
final class StopRecorder: NSObject, CAAnimationDelegate {
    var stops: [Bool] = []
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
}
