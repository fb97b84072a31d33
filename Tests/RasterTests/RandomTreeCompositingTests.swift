import Foundation
import Testing
import TestSupport
@testable import Raster

/// The compositor against its plain meaning on random view trees: every item painted on its own, back to front,
/// from its own coverage times its clip chain (``ReferencePainter/paintFromCoverage(_:)``). The trees mix what
/// the compositor's shortcuts key on: views side by side on whole points (touching spans of equal coverage),
/// fractional edges, rounded corners, rotations, a 3D flip, clips, group and per-view alpha, shadows, borders,
/// text, pictures in every content mode, and hidden views. The generator is seeded, so each case is the same on every
/// run; a failure names its seed.
@Suite struct RandomTreeCompositingTests {
    private struct Builder {
        var generator: SplitMix64

        mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &generator) < p }
        mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &generator)] }

        /// Whole points half of the time (so that neighbours meet on pixel boundaries), eighths otherwise.
        mutating func coordinate(in range: ClosedRange<Int>) -> CGFloat {
            let whole = CGFloat(Int.random(in: range, using: &generator))
            return chance(0.5) ? whole : whole + CGFloat(Int.random(in: 1...7, using: &generator)) / 8
        }

        mutating func colour() -> Color {
            let alpha: CGFloat = pick([1, 1, 1, 0.5, CGFloat(Int.random(in: 10...250, using: &generator)) / 255])
            return Color(
                red: CGFloat(Int.random(in: 0...255, using: &generator)) / 255,
                green: CGFloat(Int.random(in: 0...255, using: &generator)) / 255,
                blue: CGFloat(Int.random(in: 0...255, using: &generator)) / 255, alpha: alpha)
        }

        /// A small picture: random pixels, some of them translucent.
        mutating func image() -> Image {
            let width = Int.random(in: 2...9, using: &generator), height = Int.random(in: 2...9, using: &generator)
            let rgba = (0..<(width * height)).flatMap { _ -> [UInt8] in
                let alpha: UInt8 = chance(0.7) ? 255 : UInt8.random(in: 0...255, using: &generator)
                return [
                    UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...255, using: &generator),
                    UInt8.random(in: 0...255, using: &generator), alpha,
                ]
            }
            return Image(width: width, height: height, unpremultipliedRGBA: rgba)
        }

        /// A row of views side by side, edge to edge, in one colour or in several.
        mutating func strip(in size: CGSize) -> [RenderNode] {
            let count = Int.random(in: 2...4, using: &generator)
            let width = CGFloat(Int.random(in: 3...max(3, Int(size.width) / count), using: &generator))
            let y = coordinate(in: 0...max(0, Int(size.height) - 4)),
                height = CGFloat(Int.random(in: 2...8, using: &generator))
            let x0 = CGFloat(Int.random(in: -2...4, using: &generator))
            let shared = colour(), oneColour = chance(0.3)
            return (0..<count).map { i in
                Scene.view(
                    CGRect(x: x0 + CGFloat(i) * width, y: y, width: width, height: height),
                    oneColour ? shared : colour())
            }
        }

        mutating func node(in size: CGSize, depth: Int) -> RenderNode {
            let frame = CGRect(
                x: coordinate(in: -4...Int(size.width) - 4), y: coordinate(in: -4...Int(size.height) - 4),
                width: coordinate(in: 2...Int(size.width)), height: coordinate(in: 2...Int(size.height)))
            var node = RenderNode(frame: frame, backgroundColor: chance(0.85) ? colour() : nil)
            if chance(0.3) { node.cornerRadius = coordinate(in: 1...6) }
            if chance(0.15) { node.cornerCurve = .continuous }
            if chance(0.3) { node.alpha = pick([0.5, 0.8, CGFloat(Int.random(in: 1...99, using: &generator)) / 100]) }
            if chance(0.3) { node.allowsGroupOpacity = false }
            if chance(0.25) { node.masksToBounds = true }
            if chance(0.05) { node.isHidden = true }
            if chance(0.15) { node.borderWidth = pick([0.5, 1, 2.25]); node.borderColor = colour() }
            if chance(0.15) {
                node.shadow = Shadow(
                    color: colour(), opacity: pick([0.3, 1]), radius: pick([0, 1.5, 3]),
                    offset: CGSize(width: coordinate(in: -2...2), height: coordinate(in: -2...2)))
            }
            switch Int.random(in: 0..<10, using: &generator) {
            case 0:
                node.contents = .text(
                    TextContent(
                        text: pick(["Inbox", "Settings", "Ag"]), fontSize: pick([6, 9, 13]),
                        weight: pick([.regular, .bold]), color: colour(),
                        alignment: pick([.left, .center, .right])))
            case 1:
                node.contents = .image(
                    image(), contentMode: pick([.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center]))
            default: break
            }
            switch Int.random(in: 0..<20, using: &generator) {
            case 0, 1: node.transform = CATransform3DMakeRotation(pick([0.12, -0.5, 0.785]), 0, 0, 1)
            case 2: node.transform = CATransform3DMakeScale(pick([0.5, 1.25]), pick([0.75, 1]), 1)
            case 3:
                var flip = CATransform3DMakeRotation(pick([0.6, 1.3]), 0, 1, 0)
                flip.m34 = -1 / 500
                node.transform = flip
            default: break
            }
            if depth > 0 {
                let local = frame.size
                var children: [RenderNode] = []
                for _ in 0..<Int.random(in: 0...3, using: &generator) {
                    if chance(0.35) {
                        children += strip(in: local)
                    } else {
                        children.append(self.node(in: local, depth: depth - 1))
                    }
                }
                node.children = children
            }
            return node
        }

        /// A shape layer over a `side` × `side` canvas: a filled circle (either fill rule) or a stroked curve
        /// (any cap and join), in a random colour.
        mutating func shapeNode(side: CGFloat, filled: Bool) -> RenderNode {
            let path = CGMutablePath()
            let limit = Int(side) - 1
            func point() -> CGPoint { CGPoint(x: coordinate(in: 0...limit), y: coordinate(in: 0...limit)) }
            var node = RenderNode(frame: CGRect(x: 0, y: 0, width: side, height: side))
            if filled {
                let c = point(), r = coordinate(in: 5...40)
                path.addEllipse(in: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
                node.shape = ShapeContent(
                    path: path.vectorPath, fillColor: colour(), fillRule: pick([.winding, .evenOdd]))
            } else {
                path.move(to: point())
                for _ in 0..<2 { path.addCurve(to: point(), control1: point(), control2: point()) }
                node.shape = ShapeContent(
                    path: path.vectorPath, fillColor: nil, strokeColor: colour(),
                    lineWidth: coordinate(in: 1...6), lineCap: pick([.butt, .round, .square]),
                    lineJoin: pick([.miter, .round, .bevel]))
            }
            return node
        }

        /// A node with one extreme value or more, and children like it.
        mutating func extremeNode(in size: CGSize, depth: Int) -> RenderNode {
            let lengths: [CGFloat] = [0, 0.001, 0.25, 0.5, 1, 7.5, 39.999, 40, 1000, 50_000]
            let positions: [CGFloat] = [-50_000, -1000, -40, -0.5, 0, 0.001, 13.5, 39.75, 40, 1000]
            var node = RenderNode(
                frame: CGRect(
                    x: pick(positions), y: pick(positions), width: pick(lengths),
                    height: pick(lengths)), backgroundColor: chance(0.9) ? colour() : nil)
            if chance(0.4) { node.cornerRadius = pick([0.001, 0.5, 3, 20, 1000, 1e6]) }
            if chance(0.2) { node.cornerCurve = .continuous }
            if chance(0.3) { node.alpha = pick([0, 0.001, 0.999, 0.5]) }
            if chance(0.3) { node.masksToBounds = true }
            if chance(0.2) { node.borderWidth = pick([0.001, 0.5, 20, 1000]); node.borderColor = colour() }
            if chance(0.2) {
                node.shadow = Shadow(
                    color: colour(), opacity: pick([0.001, 1]), radius: pick([0, 0.01, 40, 300]),
                    offset: CGSize(width: pick([0, 0.5, -60]), height: pick([0, 300])))
            }
            if chance(0.15) {
                node.contents = .text(
                    TextContent(
                        text: pick(["Inbox", "", " ", "WWWWWWWWWWWWWWWWWWWW"]),
                        fontSize: pick([0.01, 1, 13, 200]), color: colour()))
            } else if chance(0.1) {
                node.contents = .image(
                    pick([image(), Image(width: 1, height: 1, fill: .transparent)]),
                    contentMode: pick([.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center]))
            }
            switch Int.random(in: 0..<8, using: &generator) {
            case 0: node.transform = CATransform3DMakeScale(pick([0, 0.0001, 1000]), pick([0, 1]), 1)
            case 1:
                var edgeOn = CATransform3DMakeRotation(
                    pick([CGFloat.pi / 2, -CGFloat.pi / 2, CGFloat.pi / 2 - 0.0001, CGFloat.pi]), pick([0, 1]), 1, 0)
                edgeOn.m34 = pick([0, -1 / 500, -1 / 2])
                node.transform = edgeOn
            case 2: node.transform = CATransform3DMakeRotation(pick([CGFloat.pi, 1e-9, 3 * CGFloat.pi / 4]), 0, 0, 1)
            case 3:
                var behind = CATransform3DMakeTranslation(0, 0, pick([400, 499.9, 600]))
                behind.m34 = -1 / 500
                node.transform = behind
            default: break
            }
            if depth > 0 {
                node.children = (0..<Int.random(in: 0...2, using: &generator)).map { _ in
                    extremeNode(in: size, depth: depth - 1)
                }
            }
            return node
        }

        mutating func extremeTree() -> RenderTree {
            let size = CGSize(width: 40, height: 28)
            let children = (0..<Int.random(in: 1...3, using: &generator)).map { _ in extremeNode(in: size, depth: 2) }
            return Scene.tree(
                size.width, size.height, background: colour().withAlphaComponent(1), scale: pick([1, 2, 3]), children)
        }

        mutating func tree() -> RenderTree {
            let size = CGSize(width: 40, height: 28)
            var children: [RenderNode] = []
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                if chance(0.35) { children += strip(in: size) } else { children.append(node(in: size, depth: 2)) }
            }
            let background = Color(
                red: CGFloat(Int.random(in: 0...255, using: &generator)) / 255, green: 0.5, blue: 0.25)
            return Scene.tree(size.width, size.height, background: background, scale: pick([1, 2, 3]), children)
        }
    }

    /// Rows crossed by many overlapping anti-aliased paths are painted item by item instead of swept
    /// (``RowCompositor``'s choice per row): 40 shape layers — filled circles and stroked curves, opaque and
    /// translucent — must still paint as every item on its own.
    @Test(arguments: 0..<3)
    func manyOverlappingPathsPaintAsEveryItemOnItsOwn(seed: UInt64) {
        var builder = Builder(generator: SplitMix64(seed: 20_000 + seed))
        let side: CGFloat = 120
        let children = (0..<40).map { builder.shapeNode(side: side, filled: $0 % 2 == 0) }
        let tree = Scene.tree(side, side, background: .white, scale: 2, children)
        expectPaintsEveryItemOnItsOwn(tree, seed: 20_000 + seed)
    }

    /// A path's rows crossed by sloped edges reach the sweeps as bytes of 8-bit coverage for their edge pixels
    /// (``CoverageLevels``), unless a clip multiplies them: a few shape layers (rows swept, not painted item by
    /// item) over and under pictures (the sweep of rows with textures), some inside a clipping view, must still
    /// paint as every item on its own from plain spans.
    @Test(arguments: 0..<4)
    func pathsAmongPicturesAndClipsPaintAsEveryItemOnItsOwn(seed: UInt64) {
        var builder = Builder(generator: SplitMix64(seed: 21_000 + seed))
        let side: CGFloat = 100
        var children: [RenderNode] = []
        for i in 0..<9 {
            switch i % 3 {
            case 0:
                var picture = RenderNode(
                    frame: CGRect(
                        x: builder.coordinate(in: 0...60), y: builder.coordinate(in: 0...60),
                        width: builder.coordinate(in: 20...50), height: builder.coordinate(in: 20...50)))
                picture.contents = .image(builder.image(), contentMode: .scaleToFill)
                if builder.chance(0.5) { picture.alpha = 0.7 }
                children.append(picture)
            case 1:
                var clip = RenderNode(
                    frame: CGRect(
                        x: builder.coordinate(in: 0...40), y: builder.coordinate(in: 0...40),
                        width: builder.coordinate(in: 30...60), height: builder.coordinate(in: 30...60)))
                clip.masksToBounds = true
                clip.cornerRadius = builder.pick([0, 7])
                clip.children = [builder.shapeNode(side: side, filled: builder.chance(0.5))]
                children.append(clip)
            default:
                children.append(builder.shapeNode(side: side, filled: builder.chance(0.5)))
            }
        }
        for scale: CGFloat in [1, 3] {
            let tree = Scene.tree(side, side, background: .white, scale: scale, children)
            expectPaintsEveryItemOnItsOwn(tree, seed: 21_000 + seed)
        }
    }

    private func expectPaintsEveryItemOnItsOwn(_ tree: RenderTree, seed: UInt64) {
        let frame = ReferencePainter.frame(of: tree)
        let expected = ReferencePainter.paintFromCoverage(frame)
        for threads in [1, 2] {
            let difference = ReferencePainter.firstDifference(frame, threads: threads, from: expected)
            #expect(difference == nil, "seed \(seed), @\(Int(tree.scale))x, \(threads) thread(s): \(difference ?? "")")
        }
    }

    /// Trees whose values are legal but extreme: empty, hair-thin and huge views, corner radii and borders
    /// larger than the view, big blurs, degenerate and edge-on transforms, tiny labels. They must paint (no trap)
    /// and still as every item on its own.
    @Test(arguments: 0..<4)
    func extremeTreesPaintAsEveryItemOnItsOwn(batch: Int) {
        for case_ in 0..<25 {
            let seed = 10_000 + UInt64(batch * 25 + case_)
            var builder = Builder(generator: SplitMix64(seed: seed))
            let tree = builder.extremeTree()
            expectPaintsEveryItemOnItsOwn(tree, seed: seed)
            let image = Scene.render(tree, threads: 2)
            #expect(image.width == tree.pixelWidth && image.height == tree.pixelHeight)
        }
    }

    @Test(arguments: 0..<12)
    func randomTreesPaintAsEveryItemOnItsOwn(batch: Int) {
        for case_ in 0..<25 {
            let seed = UInt64(batch * 25 + case_)
            var builder = Builder(generator: SplitMix64(seed: seed))
            expectPaintsEveryItemOnItsOwn(builder.tree(), seed: seed)
        }
    }
}
