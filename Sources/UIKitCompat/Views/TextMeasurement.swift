import Foundation
import Raster

/// The single place where labels measure text: Raster's ``TextLayout`` (the same layout the rasterizer
/// draws with), rounded up to whole pixels at the screen scale.
enum TextMeasurement {
    static func size(of text: TextContent, constrainedToWidth width: CGFloat, scale: CGFloat) -> CGSize {
        TextLayout.size(of: text, constrainedToWidth: width.isFinite ? width : .greatestFiniteMagnitude, scale: scale)
    }
}
