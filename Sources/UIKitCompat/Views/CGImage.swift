import Foundation
import Raster

/// Core Graphics' bitmap image: Raster's premultiplied RGBA `Image`, `width` and `height` in pixels. It is what
/// ``UIImage/cgImage`` returns and what `CALayer.contents` draws (`layer.contents = image.cgImage`).
public typealias CGImage = Image
