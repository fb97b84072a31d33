import Foundation

#if !canImport(CoreGraphics)
/// A 2D vector (Core Graphics' `CGVector`), for platforms without CoreGraphics.
public struct CGVector: Sendable, Hashable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init() { self.init(dx: 0, dy: 0) }
    public static let zero = CGVector(dx: 0, dy: 0)
}
#endif
