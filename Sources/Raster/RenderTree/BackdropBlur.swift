import Foundation

/// A frosted backdrop (what `UIVisualEffectView` with a `UIBlurEffect` shows): what is already painted behind
/// the layer, within its bounds rounded by its corner radius, blurred, its saturation changed, then covered by a
/// tint colour. It is painted first, below the layer's own background.
///
/// "Behind" is what the same canvas holds at that point: the window's layers painted before this one, or inside
/// an offscreen group (a faded group, a mask, a 3D subtree) only what that group painted before it.
public struct BackdropBlur: Sendable, Equatable {
    /// The Gaussian's standard deviation in points (0 leaves the backdrop sharp).
    public var radius: CGFloat
    /// 1 keeps the colours; above 1 makes them more vivid, 0 grey (as `CIColorControls`' saturation).
    public var saturation: CGFloat
    /// Drawn over the blurred backdrop; nil for none.
    public var tintColor: Color?

    /// A blur of `radius` points, colours unchanged, no tint unless given.
    public init(radius: CGFloat, saturation: CGFloat = 1, tintColor: Color? = nil) {
        self.radius = radius; self.saturation = saturation; self.tintColor = tintColor
    }
}
