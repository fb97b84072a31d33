import Foundation
import Raster

/// Core Animation's `CAGradientLayer`: colours along an axis, a radius or an angle over the bounds (rounded
/// by the corner radius), above the background colour, painted through Raster's `GradientContent`.
///
/// `colors`, `locations`, `startPoint` and `endPoint` are animatable (colour lists of the same length
/// interpolate colour by colour; a list of another length jumps). Points are in the unit coordinates of the
/// bounds: (0, 0) is the top left on screen.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// The colours (`CGColor`s), in order; nil draws nothing.
    open var colors: [Any]? {
        get { modelState.shape.colors?.map(CGColor.make) }
        set {
            willChangeShape(.colors)
            let list = newValue?.compactMap(LayerKeyPath.color)
            if let newValue, list?.count != newValue.count {
                VirtualClock.current.report(
                    "CAGradientLayer.colors: \(newValue.count - (list?.count ?? 0)) "
                        + "entries are not colours and are left out")
            }
            modelState.shape.colors = list
        }
    }

    /// Each colour's location in 0…1, increasing; nil spaces them evenly.
    open var locations: [NSNumber]? {
        get { modelState.shape.locations?.map { NSNumber(value: $0) } }
        set { willChangeShape(.locations); modelState.shape.locations = newValue?.map(\.doubleValue) }
    }

    /// Where location 0 lies ((0.5, 0) by default: the top middle).
    open var startPoint: CGPoint {
        get { modelState.shape.startPoint }
        set { willChangeShape(.startPoint); modelState.shape.startPoint = newValue }
    }

    /// Where location 1 lies ((0.5, 1) by default: the bottom middle).
    open var endPoint: CGPoint {
        get { modelState.shape.endPoint }
        set { willChangeShape(.endPoint); modelState.shape.endPoint = newValue }
    }

    /// `.axial` (the default), `.radial` or `.conic`.
    open var type: CAGradientLayerType = .axial

    override func copyModel(from other: CALayer) {
        super.copyModel(from: other)
        if let other = other as? CAGradientLayer { type = other.type }
    }

    override func decorate(_ node: inout RenderNode, state: LayerState, presentation: Bool) {
        super.decorate(&node, state: state, presentation: presentation)
        guard let colors = state.shape.colors, !colors.isEmpty else { return }
        let kind: GradientContent.Kind = type == .radial ? .radial : type == .conic ? .conic : .axial
        var locations = state.shape.locations.map { $0.map { CGFloat($0) } }
        if let given = locations, given.count != colors.count { locations = nil }
        node.gradient = GradientContent(
            type: kind, colors: colors, locations: locations,
            startPoint: state.shape.startPoint, endPoint: state.shape.endPoint)
    }
}

/// Core Animation's `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from the start point to the end point.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Outward from the start point to the ellipse through the end point.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around the start point, from the direction of the end point.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
