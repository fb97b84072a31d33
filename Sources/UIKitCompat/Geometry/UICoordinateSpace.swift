import Foundation

/// UIKit's `UICoordinateSpace`: something points and rectangles can be converted to and from — every view, and
/// the screen's ``UIScreen/coordinateSpace`` and ``UIScreen/fixedCoordinateSpace``.
///
/// UIKit's protocol refines `NSObjectProtocol`; here it refines `AnyObject`, because ``UIScreen`` is not an
/// `NSObject` subclass. Conversions between spaces that are not views go through the screen's space, as UIKit
/// does.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// Converts `point` from this space to `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts `point` from `coordinateSpace` to this space.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts `rect` from this space to `coordinateSpace` (the bounding box of its converted corners).
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// Converts `rect` from `coordinateSpace` to this space.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    /// The space's rectangle in its own coordinates.
    var bounds: CGRect { get }
}

// The view overloads are called with `UIView?` arguments: a plain `UIView` argument picks the
// `any UICoordinateSpace` overload (as with UIKit's two overloads), which would call itself.
extension UIView: UICoordinateSpace {
    /// Converts `point` to another coordinate space: through the views' transforms when it is a view, otherwise
    /// through the screen's space (``UIKitChoices/screenSpaceIsTheWindowSpace``).
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: view as UIView?) }
        return coordinateSpace.convert(convert(point, to: nil as UIView?), from: ScreenCoordinateSpace.shared)
    }

    /// Converts `point` from another coordinate space to this view's bounds space.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: view as UIView?) }
        return convert(coordinateSpace.convert(point, to: ScreenCoordinateSpace.shared), from: nil as UIView?)
    }

    /// Converts `rect` to another coordinate space.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: view as UIView?) }
        return coordinateSpace.convert(convert(rect, to: nil as UIView?), from: ScreenCoordinateSpace.shared)
    }

    /// Converts `rect` from another coordinate space to this view's bounds space.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: view as UIView?) }
        return convert(coordinateSpace.convert(rect, to: ScreenCoordinateSpace.shared), from: nil as UIView?)
    }
}

/// The screen's coordinate space: a window's own space (``UIKitChoices/screenSpaceIsTheWindowSpace``), with the
/// screen's bounds. The stage does not rotate its screen, so it is also the fixed (portrait-up) space.
@preconcurrency @MainActor
final class ScreenCoordinateSpace: UICoordinateSpace {
    /// The one screen space (stateless: its bounds are read from the current stage's screen).
    static let shared = ScreenCoordinateSpace()

    var bounds: CGRect { UIScreen.main.bounds }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if coordinateSpace === self { return point }
        return coordinateSpace.convert(point, from: self)
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if coordinateSpace === self { return point }
        if let view = coordinateSpace as? UIView { return view.convert(point, to: nil as UIView?) }
        return coordinateSpace.convert(point, to: self)
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if coordinateSpace === self { return rect }
        return coordinateSpace.convert(rect, from: self)
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if coordinateSpace === self { return rect }
        if let view = coordinateSpace as? UIView { return view.convert(rect, to: nil as UIView?) }
        return coordinateSpace.convert(rect, to: self)
    }
}

extension UIScreen {
    /// The screen's coordinate space (the windows' space on the stage).
    public var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace.shared }

    /// The screen's space in portrait-up orientation: the same as ``coordinateSpace``, since the stage's screen
    /// does not rotate.
    public var fixedCoordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace.shared }
}
