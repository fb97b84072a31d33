import Foundation
import Testing
@testable import Raster

/// Gradients, masks and backdrop blurs painted through the render tree, and their scene format.
@Suite struct PaintedContentTests {
    static func render(_ tree: RenderTree, threads: Int = 1) -> Image {
        Rasterizer(options: .init(threadCount: threads)).render(tree)
    }

    static func node(_ frame: CGRect, configure: (inout RenderNode) -> Void) -> RenderNode {
        var n = RenderNode(frame: frame)
        configure(&n)
        return n
    }

    static func tree(_ w: CGFloat, _ h: CGFloat, background: Color = .black, _ children: [RenderNode]) -> RenderTree {
        RenderTree(
            size: CGSize(width: w, height: h), backgroundColor: background,
            root: RenderNode(frame: CGRect(x: 0, y: 0, width: w, height: h), children: children))
    }

    @Test func anAxialGradientInterpolatesAlongItsAxis() {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let image = Self.render(
            Self.tree(
                100, 4,
                [
                    Self.node(CGRect(x: 0, y: 0, width: 100, height: 4)) {
                        $0.gradient = GradientContent(
                            colors: [red, blue], startPoint: CGPoint(x: 0, y: 0.5),
                            endPoint: CGPoint(x: 1, y: 0.5))
                    }
                ]))
        for x in [0, 25, 49, 99] {
            let t = (Double(x) + 0.5) / 100
            let p = image[x: x, y: 2]
            #expect(
                abs(Double(p.r) - 255 * (1 - t)) <= 1 && abs(Double(p.b) - 255 * t) <= 1 && p.g == 0,
                "x = \(x): \(p)")
        }
    }

    @Test func gradientColoursInterpolateStraightSoAFadeFromClearDarkens() {
        // clear (transparent black) → opaque red over white: halfway is red at half alpha with half its red,
        // (0.25 premultiplied red), so the white shows through dimmed: (191, 127, 127). Premultiplied interpolation
        // would give pure (255, 127, 127).
        let square = CGRect(x: 0, y: 0, width: 2, height: 2)
        let image = Self.render(
            Self.tree(
                2, 2, background: .white,
                [
                    Self.node(square) {
                        $0.gradient = GradientContent(
                            colors: [.clear, Color(red: 1, green: 0, blue: 0)],
                            startPoint: CGPoint(x: 0, y: 0.5), endPoint: CGPoint(x: 1, y: 0.5))
                    }
                ]))
        // Pixel 0's centre is at t = 0.25: red straight 0.25 at alpha 0.25.
        let p = image[x: 0, y: 0]
        #expect(abs(Int(p.r) - 207) <= 1 && abs(Int(p.g) - 191) <= 1, "\(p)")
    }

    @Test func radialAndConicGradientsFollowTheirCentreAndDirection() {
        let white = Color.white, black = Color.black
        let full = CGRect(x: 0, y: 0, width: 41, height: 41)
        let radial = Self.render(
            Self.tree(
                41, 41, background: .white,
                [
                    Self.node(full) {
                        $0.gradient = GradientContent(
                            type: .radial, colors: [white, black], startPoint: CGPoint(x: 0.5, y: 0.5),
                            endPoint: CGPoint(x: 1, y: 1))
                    }
                ]))
        #expect(radial[x: 20, y: 20].r == 255)
        #expect(radial[x: 0, y: 0].r == 0)  // beyond the ellipse: the last colour extends
        #expect(radial[x: 20, y: 30].r > 120 && radial[x: 20, y: 30].r < 135)  // about half way out
        // Conic: location 0 towards endPoint (to the right), growing clockwise on screen.
        let conic = Self.render(
            Self.tree(
                41, 41,
                [
                    Self.node(CGRect(x: 0, y: 0, width: 41, height: 41)) {
                        $0.gradient = GradientContent(
                            type: .conic, colors: [black, white], startPoint: CGPoint(x: 0.5, y: 0.5),
                            endPoint: CGPoint(x: 1, y: 0.5))
                    }
                ]))
        #expect(conic[x: 40, y: 22].r < 10)  // just clockwise of the start: near the first colour
        #expect(conic[x: 40, y: 18].r > 245)  // just before a full turn: near the last colour
        #expect(abs(Int(conic[x: 20, y: 40].r) - 64) <= 4)  // a quarter turn: straight down
    }

    @Test func aGradientIsRoundedByTheCornerRadius() {
        let image = Self.render(
            Self.tree(
                20, 20,
                [
                    Self.node(CGRect(x: 0, y: 0, width: 20, height: 20)) {
                        $0.cornerRadius = 8
                        $0.gradient = GradientContent(colors: [.white])
                    }
                ]))
        #expect(image[x: 0, y: 0].r == 0 && image[x: 10, y: 10].r == 255)
    }

    @Test func aMaskShowsTheLayerOnlyWhereItPaintsAndByItsAlpha() {
        let circle = VectorPath(elements: VectorPath.ellipse(in: CGRect(x: 0, y: 0, width: 20, height: 20)))
        let masked = Self.node(CGRect(x: 0, y: 0, width: 20, height: 20)) {
            $0.backgroundColor = Color(red: 1, green: 0, blue: 0)
            $0.mask = Self.node(CGRect(x: 0, y: 0, width: 20, height: 20)) { $0.shape = ShapeContent(path: circle) }
        }
        let image = Self.render(Self.tree(20, 20, [masked]))
        #expect(image[x: 10, y: 10] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(image[x: 0, y: 0] == Pixel(r: 0, g: 0, b: 0, a: 255))
        // Along the circle the red is the circle's coverage: the same as filling the circle red.
        let filled = Self.render(
            Self.tree(
                20, 20,
                [
                    Self.node(CGRect(x: 0, y: 0, width: 20, height: 20)) {
                        $0.shape = ShapeContent(path: circle, fillColor: Color(red: 1, green: 0, blue: 0))
                    }
                ]))
        #expect(image == filled)
        // A half-transparent mask halves the layer.
        let half = Self.node(CGRect(x: 0, y: 0, width: 20, height: 20)) {
            $0.backgroundColor = .white
            $0.mask = RenderNode(
                frame: CGRect(x: 0, y: 0, width: 10, height: 20),
                backgroundColor: Color(white: 0, alpha: 0.5))
        }
        let halved = Self.render(Self.tree(20, 20, [half]))
        #expect(halved[x: 5, y: 5].r == 128 && halved[x: 15, y: 5].r == 0)
    }

    @Test func aMaskAlsoMasksTheShadow() {
        let node = Self.node(CGRect(x: 10, y: 10, width: 20, height: 20)) {
            $0.backgroundColor = .white
            $0.shadow = Shadow(color: .white, opacity: 1, radius: 0, offset: CGSize(width: 10, height: 0))
        }
        let unmasked = Self.render(Self.tree(40, 40, [node]))
        #expect(unmasked[x: 35, y: 20].r == 255)  // the shadow shows right of the layer
        var masked = node
        masked.mask = RenderNode(frame: CGRect(x: 0, y: 0, width: 20, height: 20), backgroundColor: .black)
        let image = Self.render(Self.tree(40, 40, [masked]))
        #expect(image[x: 35, y: 20].r == 0 && image[x: 20, y: 20].r == 255)
    }

    /// White left half, black right half, under a full-size backdrop.
    static func backdropTree(_ backdrop: BackdropBlur) -> RenderTree {
        tree(
            64, 32,
            [
                RenderNode(frame: CGRect(x: 0, y: 0, width: 32, height: 32), backgroundColor: .white),
                node(CGRect(x: 0, y: 0, width: 64, height: 32)) { $0.backdrop = backdrop },
            ])
    }

    @Test func aBackdropBlursWhatIsBehindIt() {
        let image = Self.render(Self.backdropTree(BackdropBlur(radius: 4)))
        let row = (0..<64).map { Int(image[x: $0, y: 16].r) }
        #expect(row[0] == 255 && row[63] == 0)  // far from the edge: unchanged (edges extend)
        #expect(abs(row[31] + row[32] - 255) <= 8, "\(row[28...35])")  // the step becomes a symmetric ramp
        #expect(row[28] > 200 && row[28] < 255 && row[35] > 0 && row[35] < 55, "\(row[24...39])")
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 >= $1 })  // monotonic
        // Rows are alike (the picture is the same all the way down).
        #expect((0..<64).allSatisfy { image[x: $0, y: 2] == image[x: $0, y: 16] })
    }

    @Test func aBackdropWithoutBlurCopiesWhatIsBehindAndTheTintCoversIt() {
        let sharp = Self.render(Self.backdropTree(BackdropBlur(radius: 0)))
        let plain = Self.render(
            Self.tree(
                64, 32,
                [
                    RenderNode(
                        frame: CGRect(x: 0, y: 0, width: 32, height: 32),
                        backgroundColor: .white)
                ]))
        #expect(sharp == plain)
        let tinted = Self.render(Self.backdropTree(BackdropBlur(radius: 0, tintColor: Color(white: 1, alpha: 0.5))))
        #expect(tinted[x: 60, y: 10].r == 128 && tinted[x: 2, y: 10].r == 255)
        let grey = Self.render(
            Self.tree(
                4, 4, background: Color(red: 1, green: 0, blue: 0),
                [
                    Self.node(CGRect(x: 0, y: 0, width: 4, height: 4)) {
                        $0.backdrop = BackdropBlur(radius: 0, saturation: 0)
                    }
                ]))
        // Saturation 0: the red becomes its luma (0.2126).
        #expect(grey[x: 1, y: 1] == Pixel(r: 54, g: 54, b: 54, a: 255))
    }

    static func everything() -> RenderTree {
        let star = VectorPath(elements: [
            .moveTo(CGPoint(x: 20, y: 2)), .lineTo(CGPoint(x: 31, y: 36)),
            .lineTo(CGPoint(x: 2, y: 14)), .lineTo(CGPoint(x: 38, y: 14)),
            .lineTo(CGPoint(x: 9, y: 36)), .closeSubpath,
        ])
        var tree = Self.tree(
            80, 60,
            [
                node(CGRect(x: 0, y: 0, width: 40, height: 60)) {
                    $0.backgroundColor = Color(red: 1, green: 0.8, blue: 0)
                },
                node(CGRect(x: 4, y: 4, width: 40, height: 40)) {
                    $0.shape = ShapeContent(
                        path: star, fillColor: Color(red: 0, green: 0.5, blue: 1), fillRule: .evenOdd,
                        strokeColor: .white, lineWidth: 2.5, lineCap: .round, lineJoin: .round,
                        lineDashPattern: [5, 2], lineDashPhase: 1, strokeEnd: 0.8)
                },
                node(CGRect(x: 40, y: 4, width: 36, height: 24)) {
                    $0.cornerRadius = 6
                    $0.gradient = GradientContent(
                        type: .conic, colors: [.white, Color(red: 1, green: 0, blue: 0), .black],
                        locations: [0, 0.4, 1], startPoint: CGPoint(x: 0.3, y: 0.6))
                    $0.mask = RenderNode(frame: CGRect(x: 4, y: 2, width: 24, height: 20), backgroundColor: .black)
                    $0.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
                },
                node(CGRect(x: 20, y: 20, width: 50, height: 30)) {
                    $0.cornerRadius = 10
                    $0.backdrop = BackdropBlur(radius: 3, saturation: 1.8, tintColor: Color(white: 1, alpha: 0.3))
                },
            ])
        tree.scale = 2
        return tree
    }

    @Test func paintingIsTheSameOnEveryRunAndAtEveryThreadCount() {
        let tree = Self.everything()
        let one = Self.render(tree), again = Self.render(tree), three = Self.render(tree, threads: 3)
        #expect(one == again && one == three)
        #expect(one[x: 70, y: 90] != Pixel(r: 255, g: 204, b: 0, a: 255))  // the backdrop's tint over the yellow
    }

    @Test func aShapeUnderPerspectiveIsPainted() {
        var t = CATransform3DIdentity
        t.m34 = -1 / 200
        t = CATransform3DRotate(t, 0.5, 0, 1, 0)
        let image = Self.render(
            Self.tree(
                40, 40,
                [
                    Self.node(CGRect(x: 5, y: 5, width: 30, height: 30)) {
                        let square = VectorPath(elements: VectorPath.rect(CGRect(x: 5, y: 5, width: 20, height: 20)))
                        $0.shape = ShapeContent(path: square, fillColor: .white)
                        $0.transform = t
                    }
                ]))
        #expect(image[x: 20, y: 20].r == 255 && image[x: 1, y: 1].r == 0)
    }

    @Test func theSceneFormatReadsBackWhatItWrites() throws {
        let tree = Self.everything()
        let again = try RenderTree(json: tree.jsonData())
        #expect(again == tree)
        let noFill = try RenderTree(
            json: Data(
                """
                {"size": {"width": 10, "height": 10}, "root": {"frame": {"width": 10, "height": 10},
                 "shape": {"path": ["M", 0, 0, "L", 10, 10], "fillColor": null, "strokeColor": "#FFFFFF"}}}
                """.utf8))
        #expect(noFill.root.shape?.fillColor == nil && noFill.root.shape?.strokeColor == .white)
        #expect(try RenderTree(json: noFill.jsonData()) == noFill)
    }

    static func error(_ json: String) -> String {
        do {
            _ = try RenderTree(json: Data(json.utf8))
            return "accepted"
        } catch {
            return "\(error)"
        }
    }

    @Test func badShapesGradientsAndBackdropsAreRefusedNamingTheValue() {
        func scene(_ view: String) -> String {
            "{\"size\": {\"width\": 10, \"height\": 10}, "
                + "\"root\": {\"frame\": {\"width\": 10, \"height\": 10}, \(view)}}"
        }
        #expect(
            Self.error(scene("\"shape\": {\"path\": [\"M\", 0, 0, \"X\", 1, 1]}"))
                .contains("root.shape.path[3]: expected a path command"))
        #expect(Self.error(scene("\"shape\": {\"path\": [\"M\", 0]}")).contains("found the end of the path"))
        #expect(Self.error(scene("\"shape\": {\"path\": [], \"lineCap\": \"flat\"}")).contains("\"butt\""))
        #expect(
            Self.error(scene("\"shape\": {\"path\": [], \"lineDashPattern\": [1, -2]}"))
                .contains("lineDashPattern[1]"))
        let dashes = Array(repeating: "1", count: 1001).joined(separator: ",")
        #expect(
            Self.error(scene("\"shape\": {\"path\": [], \"lineDashPattern\": [\(dashes)]}"))
                .contains("at most 1000"))
        let points = Array(repeating: "\"L\", 1, 1", count: SceneLimits.maxPathPoints + 1).joined(separator: ",")
        #expect(
            Self.error(scene("\"shape\": {\"path\": [\"M\", 0, 0, \(points)]}"))
                .contains("more than 100000 points"))
        #expect(
            Self.error(scene("\"gradient\": {\"colors\": [\"#FF0000\"], \"locations\": [0, 1]}"))
                .contains("2 locations for 1 colours"))
        #expect(Self.error(scene("\"gradient\": {\"colors\": []}")).contains("a gradient needs 1…1000"))
        #expect(Self.error(scene("\"backdrop\": {\"radius\": 5000}")).contains("root.backdrop.radius"))
        #expect(Self.error(scene("\"backdrop\": {}")).contains("missing (the blur radius"))
        #expect(
            Self.error(scene("\"mask\": {\"frame\": {\"width\": 1, \"height\": 1}, \"bogus\": 1}"))
                .contains("root.mask.bogus: unknown key"))
    }

    @Test func offscreenWorkIsBounded() {
        // 1100 full-canvas backdrops on a 1000 × 1000 canvas: 1.1 billion offscreen pixels.
        let views = Array(
            repeating: "{\"frame\": {\"width\": 1000, \"height\": 1000}, \"backdrop\": {\"radius\": 1}}",
            count: 1100
        ).joined(separator: ",")
        let json =
            "{\"size\": {\"width\": 1000, \"height\": 1000}, "
            + "\"root\": {\"frame\": {\"width\": 1000, \"height\": 1000}, "
            + "\"subviews\": [\(views)]}}"
        #expect(Self.error(json).contains("offscreen together"))
    }
}
