import Foundation
import Raster

/// The symbols `UIImage(systemName:)` can draw. Apple's SF Symbols cannot be shipped, so Flipbook draws a set of
/// the most common ones from paths of its own, in the same spirit (round-capped strokes whose width follows the
/// weight, outline and `.fill` forms); any other name gives nil, as UIKit does for a name it does not know
/// (``UIKitChoices``' `systemSymbolsAreFlipbooksOwn`).
///
/// Each symbol is drawn in a box measured in ems (one em is the configuration's point size): its image is that box
/// at the point size, at the display scale, black with coverage in alpha, and drawn as a template.
struct SystemSymbol: Sendable {
    /// The box in ems (width, height).
    let box: CGSize
    /// Draws the symbol.
    let draw: @Sendable (SymbolPainter) -> Void
    /// What is cut out of the drawing (the mark inside a filled circle), or nil.
    var cutout: (@Sendable (SymbolPainter) -> Void)?

    /// Every symbol Flipbook draws, by name.
    static let all: [String: SystemSymbol] = {
        var symbols: [String: SystemSymbol] = [:]
        let chevron: [(String, [(CGFloat, CGFloat)], CGSize)] = [
            ("chevron.left", [(0.45, 0.12), (0.15, 0.5), (0.45, 0.88)], CGSize(width: 0.6, height: 1)),
            ("chevron.right", [(0.15, 0.12), (0.45, 0.5), (0.15, 0.88)], CGSize(width: 0.6, height: 1)),
            ("chevron.up", [(0.12, 0.45), (0.5, 0.15), (0.88, 0.45)], CGSize(width: 1, height: 0.6)),
            ("chevron.down", [(0.12, 0.15), (0.5, 0.45), (0.88, 0.15)], CGSize(width: 1, height: 0.6)),
        ]
        for (name, points, box) in chevron { symbols[name] = SystemSymbol(box: box) { $0.lines(points) } }
        let square = CGSize(width: 1, height: 1)
        let xmark: @Sendable (SymbolPainter) -> Void = { p in
            p.lines([(0.2, 0.2), (0.8, 0.8)])
            p.lines([(0.8, 0.2), (0.2, 0.8)])
        }
        let plus: @Sendable (SymbolPainter) -> Void = { p in
            p.lines([(0.5, 0.12), (0.5, 0.88)])
            p.lines([(0.12, 0.5), (0.88, 0.5)])
        }
        let checkmark: @Sendable (SymbolPainter) -> Void = { p in p.lines([(0.14, 0.54), (0.4, 0.8), (0.86, 0.2)]) }
        symbols["xmark"] = SystemSymbol(box: square, draw: xmark)
        symbols["plus"] = SystemSymbol(box: square, draw: plus)
        symbols["minus"] = SystemSymbol(box: square) { $0.lines([(0.12, 0.5), (0.88, 0.5)]) }
        symbols["checkmark"] = SystemSymbol(box: square, draw: checkmark)
        symbols["arrow.left"] = SystemSymbol(box: square) { p in
            p.lines([(0.88, 0.5), (0.14, 0.5)])
            p.lines([(0.45, 0.17), (0.12, 0.5), (0.45, 0.83)])
        }
        symbols["arrow.right"] = SystemSymbol(box: square) { p in
            p.lines([(0.12, 0.5), (0.86, 0.5)])
            p.lines([(0.55, 0.17), (0.88, 0.5), (0.55, 0.83)])
        }
        symbols["arrow.up"] = SystemSymbol(box: square) { p in
            p.lines([(0.5, 0.88), (0.5, 0.14)])
            p.lines([(0.17, 0.45), (0.5, 0.12), (0.83, 0.45)])
        }
        symbols["arrow.down"] = SystemSymbol(box: square) { p in
            p.lines([(0.5, 0.12), (0.5, 0.86)])
            p.lines([(0.17, 0.55), (0.5, 0.88), (0.83, 0.55)])
        }
        symbols["line.3.horizontal"] = SystemSymbol(box: CGSize(width: 1, height: 0.8)) { p in
            for y: CGFloat in [0.15, 0.4, 0.65] { p.lines([(0.12, y), (0.88, y)]) }
        }
        symbols["ellipsis"] = SystemSymbol(box: CGSize(width: 1, height: 0.4)) { p in
            for x: CGFloat in [0.18, 0.5, 0.82] { p.circle(x, 0.2, radius: 0.09, filled: true) }
        }
        symbols["circle"] = SystemSymbol(box: square) { $0.circle(0.5, 0.5, radius: 0.42, filled: false) }
        symbols["circle.fill"] = SystemSymbol(box: square) { $0.circle(0.5, 0.5, radius: 0.46, filled: true) }
        let disc: @Sendable (SymbolPainter) -> Void = { $0.circle(0.5, 0.5, radius: 0.46, filled: true) }
        symbols["xmark.circle.fill"] = SystemSymbol(box: square, draw: disc) { p in
            p.lines([(0.34, 0.34), (0.66, 0.66)])
            p.lines([(0.66, 0.34), (0.34, 0.66)])
        }
        symbols["checkmark.circle.fill"] = SystemSymbol(box: square, draw: disc) {
            $0.lines([(0.28, 0.52), (0.44, 0.68), (0.72, 0.34)])
        }
        symbols["plus.circle.fill"] = SystemSymbol(box: square, draw: disc) { p in
            p.lines([(0.5, 0.28), (0.5, 0.72)])
            p.lines([(0.28, 0.5), (0.72, 0.5)])
        }
        symbols["info.circle"] = SystemSymbol(box: square) { p in
            p.circle(0.5, 0.5, radius: 0.42, filled: false)
            p.circle(0.5, 0.3, radius: 0.06, filled: true)
            p.lines([(0.5, 0.46), (0.5, 0.72)])
        }
        symbols["heart"] = SystemSymbol(box: square) { $0.heart(filled: false) }
        symbols["heart.fill"] = SystemSymbol(box: square) { $0.heart(filled: true) }
        symbols["star"] = SystemSymbol(box: square) { $0.star(filled: false) }
        symbols["star.fill"] = SystemSymbol(box: square) { $0.star(filled: true) }
        symbols["magnifyingglass"] = SystemSymbol(box: square) { p in
            p.circle(0.42, 0.42, radius: 0.28, filled: false)
            p.lines([(0.63, 0.63), (0.88, 0.88)], widthFactor: 1.3)
        }
        symbols["trash"] = SystemSymbol(box: square) { p in
            p.lines([(0.12, 0.22), (0.88, 0.22)])
            p.lines([(0.36, 0.22), (0.38, 0.1), (0.62, 0.1), (0.64, 0.22)])
            p.lines([(0.22, 0.22), (0.27, 0.9), (0.73, 0.9), (0.78, 0.22)])
        }
        symbols["square.and.arrow.up"] = SystemSymbol(box: square) { p in
            p.lines([(0.36, 0.4), (0.18, 0.4), (0.18, 0.92), (0.82, 0.92), (0.82, 0.4), (0.64, 0.4)])
            p.lines([(0.5, 0.64), (0.5, 0.08)])
            p.lines([(0.32, 0.26), (0.5, 0.08), (0.68, 0.26)])
        }
        symbols["house"] = SystemSymbol(box: square) { p in
            p.lines([(0.08, 0.5), (0.5, 0.12), (0.92, 0.5)])
            p.lines([(0.22, 0.38), (0.22, 0.9), (0.78, 0.9), (0.78, 0.38)])
        }
        symbols["sidebar.left"] = SystemSymbol(box: CGSize(width: 1.2, height: 1)) { p in
            p.lines([(0.1, 0.18), (1.1, 0.18), (1.1, 0.82), (0.1, 0.82), (0.1, 0.18)])
            p.lines([(0.45, 0.18), (0.45, 0.82)])
        }
        symbols["play.fill"] = SystemSymbol(box: square) { $0.polygon([(0.24, 0.1), (0.88, 0.5), (0.24, 0.9)]) }
        symbols["pause.fill"] = SystemSymbol(box: square) { p in
            p.polygon([(0.2, 0.12), (0.4, 0.12), (0.4, 0.88), (0.2, 0.88)])
            p.polygon([(0.6, 0.12), (0.8, 0.12), (0.8, 0.88), (0.6, 0.88)])
        }
        return symbols
    }()

    /// The symbol's image: the box at `pointSize` points per em, strokes `strokeWidth` points wide, at `scale`
    /// pixels per point; black, its coverage in alpha.
    func render(pointSize: CGFloat, strokeWidth: CGFloat, scale: CGFloat) -> CGImage {
        // Whole points, rounded up (less a hair, so that 30 × 1.3 stays 39).
        let size = CGSize(
            width: (box.width * pointSize - 1e-6).rounded(.up), height: (box.height * pointSize - 1e-6).rounded(.up))
        func paint(_ body: (SymbolPainter) -> Void) -> CGImage {
            let context = CGContext(size: size, scale: scale)
            body(SymbolPainter(context: context, em: pointSize, strokeWidth: strokeWidth))
            return context.makeImage() ?? CGImage(width: 0, height: 0)
        }
        var image = paint(draw)
        if let cutout {
            let hole = paint(cutout)
            // The mark's coverage is taken out of the drawing's (destination-out); every channel is black × alpha.
            for i in stride(from: 3, to: image.pixels.count, by: 4) {
                let kept = Int(image.pixels[i]) * (255 - Int(hole.pixels[i]))
                image.pixels[i] = UInt8((kept + 127) / 255)
            }
        }
        return image
    }
}

/// Draws a symbol's parts into a context, in ems from the box's top left.
struct SymbolPainter {
    let context: CGContext
    /// Points per em.
    let em: CGFloat
    /// The stroke width in points.
    let strokeWidth: CGFloat

    private func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x * em, y: y * em) }

    /// A round-capped, round-joined polyline through `points`.
    func lines(_ points: [(CGFloat, CGFloat)], widthFactor: CGFloat = 1) {
        guard let first = points.first else { return }
        context.setLineWidth(strokeWidth * widthFactor)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        context.move(to: point(first.0, first.1))
        for p in points.dropFirst() { context.addLine(to: point(p.0, p.1)) }
        context.strokePath()
    }

    /// A filled polygon through `points`.
    func polygon(_ points: [(CGFloat, CGFloat)]) {
        guard let first = points.first else { return }
        context.move(to: point(first.0, first.1))
        for p in points.dropFirst() { context.addLine(to: point(p.0, p.1)) }
        context.closePath()
        context.fillPath()
    }

    /// A circle about (`x`, `y`) of `radius` ems, filled or stroked.
    func circle(_ x: CGFloat, _ y: CGFloat, radius: CGFloat, filled: Bool) {
        let rect = CGRect(x: (x - radius) * em, y: (y - radius) * em, width: 2 * radius * em, height: 2 * radius * em)
        if filled {
            context.fillEllipse(in: rect)
        } else {
            context.setLineWidth(strokeWidth)
            context.strokeEllipse(in: rect)
        }
    }

    /// A heart: two lobes meeting in a point at the bottom.
    func heart(filled: Bool) {
        context.move(to: point(0.5, 0.86))
        context.addCurve(to: point(0.08, 0.38), control1: point(0.28, 0.7), control2: point(0.08, 0.56))
        context.addCurve(to: point(0.5, 0.24), control1: point(0.08, 0.1), control2: point(0.42, 0.08))
        context.addCurve(to: point(0.92, 0.38), control1: point(0.58, 0.08), control2: point(0.92, 0.1))
        context.addCurve(to: point(0.5, 0.86), control1: point(0.92, 0.56), control2: point(0.72, 0.7))
        context.closePath()
        if filled {
            context.fillPath()
        } else {
            context.setLineWidth(strokeWidth)
            context.setLineJoin(.round)
            context.strokePath()
        }
    }

    /// A five-pointed star, one point up.
    func star(filled: Bool) {
        var points: [(CGFloat, CGFloat)] = []
        for i in 0..<10 {
            let radius: CGFloat = i % 2 == 0 ? 0.46 : 0.2
            let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
            points.append((0.5 + radius * cos(angle), 0.54 + radius * sin(angle)))
        }
        if filled {
            polygon(points)
        } else {
            lines(points + [points[0]])
        }
    }
}
