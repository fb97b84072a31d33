import Foundation

extension ContentMode {
    /// Where an image of `imageSize` (points) is drawn inside `bounds`, as UIKit's content modes place it.
    func placement(of imageSize: CGSize, in bounds: CGRect) -> CGRect {
        let iw = imageSize.width, ih = imageSize.height
        guard iw > 0, ih > 0 else { return .zero }
        switch self {
        case .scaleToFill:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / iw, sy = bounds.height / ih
            let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = iw * s, h = ih * s
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        case .center:
            return CGRect(x: bounds.midX - iw / 2, y: bounds.midY - ih / 2, width: iw, height: ih)
        }
    }
}
