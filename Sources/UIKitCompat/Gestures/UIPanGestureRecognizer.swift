import Foundation

/// UIKit's `UIPanGestureRecognizer`: begins once the touches' centroid has moved
/// ``UIKitTransitionChoices/panHysteresis`` points with between ``minimumNumberOfTouches`` and
/// ``maximumNumberOfTouches`` fingers down; ``translation(in:)`` is the centroid's movement since the touches
/// went down (a finger added or lifted does not make it jump), ``velocity(in:)`` the fingers' mean velocity
/// from the touch scripts (the derivative of their paths, or the velocity given at release).
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that pan (1 by default); the pan ends when fewer stay down.
    open var minimumNumberOfTouches = 1
    /// The most fingers that pan (unlimited by default); more fingers down before it begins make it fail.
    open var maximumNumberOfTouches = Int.max

    var startLocation: CGPoint = .zero
    private var translationOffset: CGVector = .zero

    /// The movement since the touches went down (or since the last ``setTranslation(_:in:)``), in `view`'s
    /// coordinate system.
    open func translation(in view: UIView?) -> CGPoint {
        guard currentTouch != nil else { return .zero }
        let centroid = windowCentroid
        let d = CGVector(
            dx: centroid.x - startLocation.x + translationOffset.dx,
            dy: centroid.y - startLocation.y + translationOffset.dy)
        return vectorFromWindow(d, to: view)
    }

    /// Resets the translation: from now on ``translation(in:)`` in `view`'s coordinates counts from `translation`
    /// (usually `.zero`, after applying the movement so far). Does nothing without a touch.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard currentTouch != nil else { return }
        let wanted = vectorToWindow(CGVector(dx: translation.x, dy: translation.y), from: view)
        let centroid = windowCentroid
        translationOffset = CGVector(
            dx: wanted.dx - (centroid.x - startLocation.x),
            dy: wanted.dy - (centroid.y - startLocation.y))
    }

    /// Points per second in `view`'s coordinate system: the mean of the fingers' velocities.
    open func velocity(in view: UIView?) -> CGPoint {
        let touches = measuredTouches
        guard !touches.isEmpty else { return .zero }
        let n = CGFloat(touches.count)
        let mean = CGVector(
            dx: touches.reduce(0) { $0 + $1.windowVelocity.dx } / n,
            dy: touches.reduce(0) { $0 + $1.windowVelocity.dy } / n)
        return vectorFromWindow(mean, to: view)
    }

    private func vectorFromWindow(_ v: CGVector, to view: UIView?) -> CGPoint {
        guard let view else { return CGPoint(x: v.dx, y: v.dy) }
        let a = view.convert(CGPoint.zero, from: nil), b = view.convert(CGPoint(x: v.dx, y: v.dy), from: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    private func vectorToWindow(_ v: CGVector, from view: UIView?) -> CGVector {
        guard let view else { return v }
        let a = view.convert(CGPoint.zero, to: nil), b = view.convert(CGPoint(x: v.dx, y: v.dy), to: nil)
        return CGVector(dx: b.x - a.x, dy: b.y - a.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if activeTouches.count == touches.count {
            startLocation = windowCentroid
            translationOffset = .zero
        } else {
            // Another finger joined: the centroid moves, the translation does not.
            let without = activeTouches.filter { !touches.contains($0) }
            let n = CGFloat(max(1, without.count))
            let before = CGPoint(
                x: without.reduce(0) { $0 + $1.windowLocation.x } / n,
                y: without.reduce(0) { $0 + $1.windowLocation.y } / n)
            let after = windowCentroid
            translationOffset.dx -= after.x - before.x
            translationOffset.dy -= after.y - before.y
        }
        if state == .possible && activeTouches.count > maximumNumberOfTouches { state = .failed }
    }

    /// Whether a movement by `delta` (window coordinates, past the hysteresis) is in a direction that starts
    /// this pan; the screen-edge pan narrows it.
    func movementStartsPan(_ delta: CGVector) -> Bool { true }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard !touches.isEmpty else { return }
        switch state {
        case .possible:
            guard activeTouches.count >= minimumNumberOfTouches,
                activeTouches.count <= maximumNumberOfTouches
            else { return }
            let centroid = windowCentroid
            let delta = CGVector(
                dx: centroid.x - startLocation.x + translationOffset.dx,
                dy: centroid.y - startLocation.y + translationOffset.dy)
            let distance = (delta.dx * delta.dx + delta.dy * delta.dy).squareRoot()
            guard distance >= UIKitTransitionChoices.current.panHysteresis else { return }
            state = movementStartsPan(delta) ? .began : .failed
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        let remaining = activeTouches.filter { !touches.contains($0) }
        if remaining.isEmpty || ((state == .began || state == .changed) && remaining.count < minimumNumberOfTouches) {
            endContinuousGesture()
        } else if state == .possible && remaining.count < minimumNumberOfTouches {
            return
        } else {
            // One of several fingers lifted: the others go on panning from where the translation is.
            let n = CGFloat(remaining.count)
            let after = CGPoint(
                x: remaining.reduce(0) { $0 + $1.windowLocation.x } / n,
                y: remaining.reduce(0) { $0 + $1.windowLocation.y } / n)
            let before = windowCentroid
            translationOffset.dx -= after.x - before.x
            translationOffset.dy -= after.y - before.y
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        cancelContinuousGesture()
    }
}

/// UIKit's `UIRectEdge`.
public struct UIRectEdge: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// UIKit's `UIScreenEdgePanGestureRecognizer`: a pan that only begins for a touch that went down within
/// ``UIKitTransitionChoices/screenEdgeRegion`` points of one of ``edges`` of the window and moves away from it.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The window edges a touch may start at (none by default, so the recognizer never begins until set).
    open var edges: UIRectEdge = []

    /// The edge the current touch started at.
    private var touchedEdge: UIRectEdge = []

    override func accepts(touchAt location: CGPoint) -> Bool {
        touchedEdge = edgesNear(location)
        return !touchedEdge.isEmpty
    }

    private func edgesNear(_ location: CGPoint) -> UIRectEdge {
        guard let bounds = view?.window?.bounds else { return [] }
        let region = UIKitTransitionChoices.current.screenEdgeRegion
        var found: UIRectEdge = []
        if edges.contains(.left) && location.x - bounds.minX <= region { found.insert(.left) }
        if edges.contains(.right) && bounds.maxX - location.x <= region { found.insert(.right) }
        if edges.contains(.top) && location.y - bounds.minY <= region { found.insert(.top) }
        if edges.contains(.bottom) && bounds.maxY - location.y <= region { found.insert(.bottom) }
        return found
    }

    override func movementStartsPan(_ delta: CGVector) -> Bool {
        if touchedEdge.contains(.left) && delta.dx > abs(delta.dy) { return true }
        if touchedEdge.contains(.right) && -delta.dx > abs(delta.dy) { return true }
        if touchedEdge.contains(.top) && delta.dy > abs(delta.dx) { return true }
        if touchedEdge.contains(.bottom) && -delta.dy > abs(delta.dx) { return true }
        return false
    }
}
