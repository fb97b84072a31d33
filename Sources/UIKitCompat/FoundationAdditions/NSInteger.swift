import Foundation

/// Objective-C's `NSInteger`, which app code written for Apple platforms uses as a Swift type: `Int`, as there.
public typealias NSInteger = Int

/// Objective-C's `NSUInteger`: `UInt`, as on Apple platforms.
public typealias NSUInteger = UInt
