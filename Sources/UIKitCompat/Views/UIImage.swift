import Foundation
import Raster

/// UIKit's image class: Raster's RGBA `Image` (one pixel per point).
public typealias UIImage = Image
