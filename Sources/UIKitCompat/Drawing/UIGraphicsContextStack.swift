import Foundation

// UIKit's current graphics context: the stack of contexts that UIKit's drawing calls (`UIColor.setFill()`,
// `UIImage.draw(in:)`, `UIRectFill`) draw into. It belongs to the current stage (``StageEnvironment``).

/// The context drawing calls draw into now (nil outside a renderer or image context).
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    StageEnvironment.current.graphicsContexts.last
}

/// Makes `context` the current one until ``UIGraphicsPopContext()``.
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    StageEnvironment.current.graphicsContexts.append(context)
}

/// Restores the context that was current before the last ``UIGraphicsPushContext(_:)``.
@preconcurrency @MainActor
public func UIGraphicsPopContext() {
    _ = StageEnvironment.current.graphicsContexts.popLast()
}

/// Starts an image context of `size` points, transparent unless `opaque`, at `scale` pixels per point (0: the
/// screen's scale), and makes it current (UIKit's older API; see ``UIGraphicsImageRenderer``).
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let context = CGContext(size: size, scale: scale == 0 ? UIScreen.main.scale : scale)
    if opaque { context.fill(CGRect(origin: .zero, size: size)) }
    UIGraphicsPushContext(context)
}

/// Starts a transparent image context of `size` points at scale 1.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image drawn so far in the current image context (nil without one).
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = UIGraphicsGetCurrentContext(), let bitmap = context.makeImage() else { return nil }
    return UIImage(cgImage: bitmap, scale: context.scale, orientation: .up)
}

/// Ends the current image context.
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
    UIGraphicsPopContext()
}

/// Fills `rect` in the current context with its fill colour.
@preconcurrency @MainActor
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Intersects the current context's clip with `rect`.
@preconcurrency @MainActor
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}

/// Strokes the outline of `rect` in the current context.
@preconcurrency @MainActor
public func UIRectFrame(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.stroke(rect)
}
