import Foundation

/// UIKit's `UIPanGestureRecognizer`: begins once the touch has moved ``UIKitTransitionChoices/panHysteresis``
/// points; ``translation(in:)`` is measured from where the touch went down, ``velocity(in:)`` is the touch
/// script's velocity (the derivative of its path, or the velocity given at release).
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max

    var startLocation: CGPoint = .zero
    private var translationOffset: CGVector = .zero

    /// The movement since the touch went down (or since the last ``setTranslation(_:in:)``), in `view`'s
    /// coordinate system.
    open func translation(in view: UIView?) -> CGPoint {
        guard let touch = currentTouch else { return .zero }
        let d = CGVector(dx: touch.windowLocation.x - startLocation.x + translationOffset.dx,
                         dy: touch.windowLocation.y - startLocation.y + translationOffset.dy)
        return vectorFromWindow(d, to: view)
    }

    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let touch = currentTouch else { return }
        let wanted = vectorToWindow(CGVector(dx: translation.x, dy: translation.y), from: view)
        translationOffset = CGVector(dx: wanted.dx - (touch.windowLocation.x - startLocation.x),
                                     dy: wanted.dy - (touch.windowLocation.y - startLocation.y))
    }

    /// Points per second in `view`'s coordinate system.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let touch = currentTouch else { return .zero }
        return vectorFromWindow(touch.windowVelocity, to: view)
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
        startLocation = touches.first?.windowLocation ?? .zero
        translationOffset = .zero
    }

    /// Whether a movement by `delta` (window coordinates, past the hysteresis) is in a direction that starts
    /// this pan; the screen-edge pan narrows it.
    func movementStartsPan(_ delta: CGVector) -> Bool { true }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let touch = touches.first else { return }
        switch state {
        case .possible:
            let delta = CGVector(dx: touch.windowLocation.x - startLocation.x,
                                 dy: touch.windowLocation.y - startLocation.y)
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
        endContinuousGesture()
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
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// UIKit's `UIScreenEdgePanGestureRecognizer`: a pan that only begins for a touch that went down within
/// ``UIKitTransitionChoices/screenEdgeRegion`` points of one of ``edges`` of the window and moves away from it.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
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
