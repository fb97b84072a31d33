import Foundation

/// What a `CAGradientLayer` draws over its bounds (rounded by the corner radius, like the background colour):
/// colours at locations along an axis, a radius or an angle. Points are in the unit coordinates of the bounds
/// ((0, 0) top left, (1, 1) bottom right).
///
/// - axial: each point takes the colour at its projection onto the line from `startPoint` to `endPoint`.
/// - radial: centred at `startPoint`; the ellipse through `endPoint` (radii |Δx| and |Δy| of the bounds) is
///   location 1.
/// - conic: centred at `startPoint`; location 0 lies towards `endPoint` and locations grow clockwise on screen
///   through a full turn.
///
/// Beyond the first and last locations the end colours extend. Colours are interpolated in straight (not
/// premultiplied) components, so a fade from `.clear` (transparent black) darkens, as on iOS. Every pixel is
/// computed at its centre and rounded once: deterministic.
public struct GradientContent: Sendable, Equatable {
    /// `CAGradientLayerType`.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// `axial` along the line from the start point to the end point, `radial` in ellipses around the start point,
        /// `conic` by angle around the start point (see ``GradientContent``).
        case axial, radial, conic
    }

    /// How locations are laid out: along an axis (the default, as in Core Animation), a radius or an angle.
    public var type: Kind
    /// The colours, in order; fewer than two draw one flat colour (or nothing when empty).
    public var colors: [Color]
    /// Each colour's location in 0…1, increasing; nil spaces them evenly.
    public var locations: [CGFloat]?
    /// Default (0.5, 0): the top middle.
    public var startPoint: CGPoint
    /// Default (0.5, 1): the bottom middle.
    public var endPoint: CGPoint

    /// A gradient with Core Animation's defaults (axial, top to bottom, evenly spaced).
    public init(
        type: Kind = .axial, colors: [Color], locations: [CGFloat]? = nil,
        startPoint: CGPoint = CGPoint(x: 0.5, y: 0), endPoint: CGPoint = CGPoint(x: 0.5, y: 1)
    ) {
        self.type = type; self.colors = colors; self.locations = locations
        self.startPoint = startPoint; self.endPoint = endPoint
    }
}
