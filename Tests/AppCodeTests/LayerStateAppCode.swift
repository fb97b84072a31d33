// App code in Swift 5 language mode in the style of Hero's and Motion's Core Animation contexts: view states
// kept as dictionaries of key paths to boxed values, applied with setValue(_:forKeyPath:), animated from the
// values on screen read with value(forKeyPath:), and told apart in the delegate by a key stored on each
// animation. Plus the spinner idiom `repeatCount = HUGE`, rasterization, and the deprecated layout guides.
// Nothing here is annotated @MainActor.

#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// Animates a view's layer between states given as `[key path: value]`, one basic animation per key path.
final class LayerStateAnimator: NSObject, CAAnimationDelegate {
    let layer: CALayer
    /// The key paths whose animations ran to their end, in the order they ended.
    private(set) var finishedKeyPaths: [String] = []

    init(layer: CALayer) {
        self.layer = layer
    }

    /// A state: where the layer is, how big it looks, how opaque, how rounded.
    static func state(center: CGPoint, scale: CGFloat, opacity: Float, cornerRadius: CGFloat) -> [String: Any] {
        [
            "position": center,
            "transform": NSValue(caTransform3D: CATransform3DMakeScale(scale, scale, 1)),
            "opacity": NSNumber(value: opacity),
            "cornerRadius": NSNumber(value: Double(cornerRadius)),
        ]
    }

    /// Sets `state` at once.
    func apply(_ state: [String: Any]) {
        for (keyPath, value) in state {
            layer.setValue(value, forKeyPath: keyPath)
        }
    }

    /// Animates from what is on screen to `state` over `duration`, then leaves the layer in `state`.
    func animate(to state: [String: Any], duration: TimeInterval) {
        for (keyPath, value) in state.sorted(by: { $0.key < $1.key }) {
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.fromValue = (layer.presentation() ?? layer).value(forKeyPath: keyPath)
            animation.toValue = value
            animation.duration = duration
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            animation.setValue(keyPath, forKey: "stateKeyPath")
            animation.delegate = self
            layer.add(animation, forKey: keyPath)
            layer.setValue(value, forKeyPath: keyPath)
        }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if flag, let keyPath = anim.value(forKey: "stateKeyPath") as? String {
            finishedKeyPaths.append(keyPath)
        }
    }
}

/// Spins `layer` forever, as activity indicators do.
func startSpinning(_ layer: CALayer, period: CFTimeInterval) {
    let rotation = CABasicAnimation(keyPath: "transform.rotation.z")
    rotation.fromValue = 0
    rotation.toValue = 2 * CGFloat.pi
    rotation.duration = period
    rotation.repeatCount = HUGE
    rotation.isRemovedOnCompletion = false
    layer.shouldRasterize = true
    layer.rasterizationScale = UIScreen.main.scale
    layer.add(rotation, forKey: "spin")
}

/// The inset a sheet leaves at the bottom of its content, as pre-iOS 11 code reads it.
func bottomContentInset(for controller: UIViewController) -> CGFloat {
    controller.bottomLayoutGuide.length
}
