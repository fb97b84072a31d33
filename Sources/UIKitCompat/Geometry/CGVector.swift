import Foundation

#if !canImport(CoreGraphics)
/// A 2D vector (Core Graphics' `CGVector`), for platforms without CoreGraphics.
public struct CGVector: Sendable, Hashable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat
    /// The vector (`dx`, `dy`).
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    /// The zero vector.
    public init() { self.init(dx: 0, dy: 0) }
    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)
}
#endif
