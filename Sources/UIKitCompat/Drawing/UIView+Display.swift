import Foundation
import Raster

extension UIView {
    /// Runs ``draw(_:)`` when the view needs display (or, with the `.redraw` content mode, its size changed):
    /// with a context the size of the bounds at the screen's scale made current, as UIKit does. What it draws
    /// becomes `layer.contents`; a view that draws nothing leaves the contents as app code set them.
    func displayIfNeeded() {
        let size = bounds.size
        let resized = drawnSize.map { $0 != size } ?? false
        guard needsDisplay || (resized && contentMode == .redraw) else { return }
        needsDisplay = false
        drawnSize = size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return }
        let context = CGContext(
            size: size, scale: traitCollection.displayScale > 0 ? traitCollection.displayScale : UIScreen.main.scale)
        UIGraphicsPushContext(context)
        draw(CGRect(origin: .zero, size: size))
        UIGraphicsPopContext()
        if context.hasDrawings {
            layer.contents = context.makeImage()
            hasDrawnContents = true
        } else if hasDrawnContents {
            layer.contents = nil
            hasDrawnContents = false
        }
    }
}
