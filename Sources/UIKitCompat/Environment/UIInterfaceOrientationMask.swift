import Foundation

/// UIKit's `UIInterfaceOrientationMask`: the interface orientations a view controller supports.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    /// A mask of the raw bits (UIKit's: `1 << UIInterfaceOrientation.rawValue`).
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Upright.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// On its side, the interface's left at the bottom (the device turned right).
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// On its side, the interface's right at the bottom (the device turned left).
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [
        .portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown,
    ]
    /// Every orientation but upside down (an iPhone's default).
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
