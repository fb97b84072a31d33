// UIKit's spellings for Flipbook's model, so that code written for UIKit compiles unchanged with
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import UIKitCompat
//     #endif
//
// Types UIKit has are already named as in UIKit in Transitions (UIView, UIViewPropertyAnimator, …); this
// target re-exports them with Raster and Foundation and adds the remaining names as type aliases and small
// shims (UIColor, CGColor, CALayer, CAMediaTimingFunction, UIScreen, …).

@_exported import Foundation
@_exported import Raster
@_exported import Transitions
