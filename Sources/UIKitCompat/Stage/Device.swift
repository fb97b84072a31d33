import Foundation

/// A screen size in points and a scale (pixels per point).
public struct Device: Sendable, Hashable, CustomStringConvertible {
    /// The name shown in manifests and messages, such as `iPhone 15`.
    public var name: String
    /// The screen size in points, portrait.
    public var size: CGSize
    /// Pixels per point (2 or 3 on devices).
    public var scale: CGFloat

    /// A device named `name` with a screen of `size` points at `scale` pixels per point; the stage checks the values.
    public init(name: String, size: CGSize, scale: CGFloat) {
        self.name = name
        self.size = size
        self.scale = scale
    }

    /// 375 × 667 points @2x.
    public static let iPhoneSE = Device(name: "iPhone SE", size: CGSize(width: 375, height: 667), scale: 2)
    /// 393 × 852 points @3x.
    public static let iPhone15 = Device(name: "iPhone 15", size: CGSize(width: 393, height: 852), scale: 3)
    /// 430 × 932 points @3x.
    public static let iPhone15ProMax = Device(
        name: "iPhone 15 Pro Max", size: CGSize(width: 430, height: 932), scale: 3)
    /// 820 × 1180 points @2x (iPad Air / iPad 10th generation).
    public static let iPad = Device(name: "iPad", size: CGSize(width: 820, height: 1180), scale: 2)

    /// The presets, smallest first: iPhone SE, iPhone 15, iPhone 15 Pro Max, iPad.
    public static let presets: [Device] = [.iPhoneSE, .iPhone15, .iPhone15ProMax, .iPad]

    /// "iPhone 15 393×852@3x"; a fractional value keeps its fraction ("@2.5x"), a whole one prints without.
    public var description: String {
        func number(_ v: CGFloat) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(Double(v))" }
        return "\(name) \(number(size.width))×\(number(size.height))@\(number(scale))x"
    }
}
