import Foundation

/// A force or acceleration given by angle and magnitude, as `UIGravityBehavior` and `UIPushBehavior` let app code
/// set and read their vectors.
extension CGVector {
    /// A vector of `magnitude` at `angle` radians, clockwise from the positive x axis (y points down).
    init(angle: CGFloat, magnitude: CGFloat) {
        self.init(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    /// The angle in radians, clockwise from the positive x axis.
    var angle: CGFloat { atan2(dy, dx) }

    /// The length.
    var magnitude: CGFloat { (dx * dx + dy * dy).squareRoot() }
}
