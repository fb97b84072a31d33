import Foundation

#if !canImport(CoreGraphics)
// Core Graphics' `CGPointEqualToPoint`, `CGSizeEqualToSize` and `CGRectEqualToRect` as Swift imports them
// (`translation.equalTo(.zero)`). Linux's Foundation defines the geometry types without them.

extension CGPoint {
    /// Whether the two points are the same (Core Graphics' `CGPointEqualToPoint`).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are the same (Core Graphics' `CGSizeEqualToSize`).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles have the same origin and size once standardized, as Core Graphics'
    /// `CGRectEqualToRect` compares them (a negative width equals its flipped rectangle); null rectangles are equal.
    public func equalTo(_ rect2: CGRect) -> Bool {
        if isNull || rect2.isNull { return isNull && rect2.isNull }
        return standardized == rect2.standardized
    }
}
#endif
