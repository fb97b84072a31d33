// The UIKit model under UIKit's own names, so that code written for UIKit compiles unchanged with
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import UIKitCompat
//     #endif
//
// One folder per UIKit concept (Views/, Controllers/, Navigation/, Presentation/, Gestures/, Animation/,
// CoreAnimation/, Stage/, …). The module re-exports Foundation and Raster (geometry, colour, images) so that
// app code sees CGRect, CGAffineTransform and CATransform3D as it does under UIKit.

@_exported import Foundation
@_exported import Raster
