import Foundation

extension ContentMode {
    /// Where an image of `imageSize` (points) is drawn inside `bounds`, as UIKit's content modes place it.
    func placement(of imageSize: CGSize, in bounds: CGRect) -> CGRect {
        let iw = imageSize.width, ih = imageSize.height
        guard iw > 0, ih > 0 else { return .zero }
        switch self {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / iw, sy = bounds.height / ih
            let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = iw * s, h = ih * s
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            let name = rawValue.lowercased()
            let x =
                name.hasSuffix("left") ? bounds.minX : name.hasSuffix("right") ? bounds.maxX - iw : bounds.midX - iw / 2
            let y =
                name.hasPrefix("top") ? bounds.minY : name.hasPrefix("bottom") ? bounds.maxY - ih : bounds.midY - ih / 2
            return CGRect(x: x, y: y, width: iw, height: ih)
        }
    }
}
