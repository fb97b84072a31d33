import Foundation
import Testing
@testable import Raster

@Suite struct EffectsTests {
    private func shadowed(radius: CGFloat, offset: CGSize = .zero, masks: Bool = false, corner: CGFloat = 0) -> Image {
        let card = Scene.view(CGRect(x: 20, y: 20, width: 20, height: 20), .white) {
            $0.shadow = Shadow(color: .black, opacity: 1, radius: radius, offset: offset)
            $0.masksToBounds = masks
            $0.cornerRadius = corner
        }
        return Scene.render(Scene.tree(60, 60, background: .white, [card]))
    }

    @Test func shadowsAreSymmetricAndFallOff() {
        for corner in [CGFloat(0), 6] {
            let image = shadowed(radius: 4, corner: corner)
            for y in 0..<60 {
                for x in 0..<30 {
                    #expect(image[x: x, y: y] == image[x: 59 - x, y: y], "mirror x at \(x),\(y)")
                    #expect(image[x: y, y: x] == image[x: x, y: y], "transpose at \(x),\(y)")
                }
            }
            // Darkest at the edge, lighter with distance, gone far away.
            let row = (10...19).map { Int(image[x: $0, y: 30].r) }
            #expect(zip(row, row.dropFirst()).allSatisfy { $0 >= $1 })
            #expect(row.first! > row.last! + 100)
            #expect(image[x: 2, y: 30] == Pixel(r: 255, g: 255, b: 255, a: 255))
            #expect(image[x: 30, y: 30] == Pixel(r: 255, g: 255, b: 255, a: 255))  // the card covers its shadow
        }
    }

    @Test func shadowOffsetMovesTheShadowAndMasksToBoundsHidesIt() {
        let down = shadowed(radius: 2, offset: CGSize(width: 0, height: 6))
        #expect(down[x: 30, y: 43].r < 200 && down[x: 30, y: 17].r == 255)
        let up = shadowed(radius: 2, offset: CGSize(width: 0, height: -3))  // Core Animation's default offset
        #expect(up[x: 30, y: 18].r < 200)
        let hidden = shadowed(radius: 4, masks: true)
        #expect(hidden[x: 18, y: 30] == Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func shadowOpacityScalesTheShadow() {
        func at(_ opacity: CGFloat) -> UInt8 {
            let card = Scene.view(CGRect(x: 20, y: 20, width: 20, height: 20), .white) {
                $0.shadow = Shadow(color: .black, opacity: opacity, radius: 3, offset: .zero)
            }
            return Scene.render(Scene.tree(60, 60, background: .white, [card]))[x: 19, y: 30].r
        }
        #expect(at(0) == 255)
        #expect(at(0.3) > at(0.6) && at(0.6) > at(1))
    }

    @Test func aFlipNearNinetyDegreesIsAThinSliver() {
        func flipped(_ degrees: Double) -> Image {
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 500
            let card = Scene.view(CGRect(x: 20, y: 20, width: 60, height: 60), .white) {
                $0.transform = CATransform3DRotate(perspective, degrees * .pi / 180, 0, 1, 0)
            }
            return Scene.render(Scene.tree(100, 100, [card]))
        }
        let near = flipped(89)
        var lit = 0
        for y in 0..<100 { for x in 0..<100 where near[x: x, y: y].r > 0 { lit += 1; #expect(abs(x - 50) <= 2) } }
        #expect(lit > 0)
        let sixty = flipped(60)
        // Half as wide, and the edge turned toward the viewer is taller than the far one.
        var columns: [Int] = []
        for x in 0..<100 where (0..<100).contains(where: { sixty[x: x, y: $0].r > 128 }) { columns.append(x) }
        #expect(columns.count >= 27 && columns.count <= 34)
        let height = { (x: Int) in (0..<100).filter { sixty[x: x, y: $0].r > 128 }.count }
        #expect(height(columns.first!) != height(columns.last!))
        #expect(abs(height(columns.first!) - height(columns.last!)) >= 4)
    }

    @Test func imagesDrawPixelExactWhenAlignedAndFollowContentModes() {
        // A 2×2 image: red, green / blue, white.
        let image = Image(
            width: 2, height: 2,
            unpremultipliedRGBA: [
                255, 0, 0, 255, 0, 255, 0, 255,
                0, 0, 255, 255, 255, 255, 255, 128,
            ])
        func draw(_ mode: ContentMode, _ frame: CGRect, masks: Bool = false) -> Image {
            Scene.render(
                Scene.tree(
                    8, 8,
                    [
                        Scene.view(frame, nil) {
                            $0.contents = .image(image, contentMode: mode); $0.masksToBounds = masks
                        }
                    ]))
        }
        let exact = draw(.center, CGRect(x: 2, y: 3, width: 2, height: 2))
        #expect(exact[x: 2, y: 3] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(exact[x: 3, y: 3] == Pixel(r: 0, g: 255, b: 0, a: 255))
        #expect(exact[x: 3, y: 4] == Pixel(r: 128, g: 128, b: 128, a: 255))  // 50% white over black
        #expect(exact[x: 1, y: 3] == Pixel(r: 0, g: 0, b: 0, a: 255))
        // scaleToFill into 4×2: each texel two pixels wide, bilinear between them.
        let fill = draw(.scaleToFill, CGRect(x: 0, y: 0, width: 4, height: 2))
        #expect(fill[x: 0, y: 0].r == 255 && fill[x: 3, y: 0].g == 255)
        #expect(fill[x: 1, y: 0].r > fill[x: 2, y: 0].r)
        // aspectFit in 8×4: a 4×4 square centred horizontally (x 2…6).
        let fit = draw(.scaleAspectFit, CGRect(x: 0, y: 0, width: 8, height: 4))
        #expect(fit[x: 1, y: 1] == Pixel(r: 0, g: 0, b: 0, a: 255) && fit[x: 2, y: 0].r == 255)
        #expect(fit[x: 6, y: 0] == Pixel(r: 0, g: 0, b: 0, a: 255))
        // aspectFill in 8×4 with masksToBounds: 8×8 scaled, clipped to the bounds rows 0…4.
        let fillClip = draw(.scaleAspectFill, CGRect(x: 0, y: 0, width: 8, height: 4), masks: true)
        #expect(fillClip[x: 0, y: 4] == Pixel(r: 0, g: 0, b: 0, a: 255) && fillClip[x: 0, y: 0].r > 150)
        let fillOpen = draw(.scaleAspectFill, CGRect(x: 0, y: 0, width: 8, height: 4))
        #expect(fillOpen[x: 0, y: 5].b > 200)
    }

    @Test func outputIsIdenticalAtEveryThreadCount() {
        let tree = ComplexScene.tree
        let one = Scene.render(tree, threads: 1)
        for threads in [2, 3, 5, 8] { #expect(Scene.render(tree, threads: threads) == one) }
        #expect(Scene.render(tree, threads: 1) == one)
    }
}

/// A scene exercising every feature at once, for determinism checks.
enum ComplexScene {
    static var tree: RenderTree {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 400
        let image = Image(
            width: 3, height: 2,
            unpremultipliedRGBA: [
                255, 0, 0, 255, 0, 255, 0, 200, 0, 0, 255, 255,
                255, 255, 0, 255, 0, 255, 255, 90, 40, 40, 40, 255,
            ])
        let cards = (0..<6).map { i in
            Scene.view(
                CGRect(x: 10 + CGFloat(i % 2) * 70, y: 12.25 + CGFloat(i / 2) * 40, width: 60.5, height: 30), .white
            ) {
                $0.cornerRadius = 8; $0.cornerCurve = i % 3 == 0 ? .continuous : .circular; $0.alpha = 0.9
                $0.shadow = Shadow(color: .black, opacity: 0.4, radius: 4, offset: CGSize(width: 0, height: 3))
                $0.borderWidth = i % 2 == 0 ? 1.5 : 0; $0.borderColor = Color(red: 0.2, green: 0.4, blue: 0.9)
            }
        }
        let group = Scene.view(CGRect(x: 4, y: 6, width: 150, height: 120), Color(white: 0.9, alpha: 0.3)) {
            $0.masksToBounds = true; $0.cornerRadius = 12; $0.alpha = 0.8; $0.children = cards
        }
        let flipped = Scene.view(CGRect(x: 40, y: 130, width: 80, height: 50), Color(red: 0.9, green: 0.5, blue: 0.1)) {
            $0.transform = CATransform3DRotate(perspective, .pi / 3, 0, 1, 0)
            $0.contents = .image(image, contentMode: .scaleAspectFill)
            $0.children = [Scene.view(CGRect(x: 5, y: 5, width: 20, height: 20), .black)]
        }
        let rotated = Scene.view(CGRect(x: 100, y: 140, width: 50, height: 30), Color(red: 1, green: 0, blue: 0)) {
            $0.transform = CATransform3DMakeRotation(0.12, 0, 0, 1); $0.alpha = 0.7
        }
        return Scene.tree(
            170, 200, background: Color(red: 0.1, green: 0.2, blue: 0.3), scale: 2,
            [group, flipped, rotated])
    }
}

@Suite struct TextContentsTests {
    @Test func textIsDrawnPixelExactOverTheBounds() {
        let content = TextContent(text: "Hello", fontSize: 14, weight: .bold, color: .black, alignment: .center)
        let label = Scene.view(CGRect(x: 3, y: 4, width: 60, height: 20), nil) { $0.contents = .text(content) }
        let image = Scene.render(Scene.tree(70, 30, background: .white, [label]), threads: 1)
        let text = TextRenderer.render(content, size: CGSize(width: 60, height: 20), scale: 1)
        var inked = 0
        for y in 0..<20 {
            for x in 0..<60 {
                let expected = Blend.unpack(
                    Blend.over(Blend.pack(text[x: x, y: y]), Blend.pack(Pixel(r: 255, g: 255, b: 255, a: 255))))
                #expect(image[x: x + 3, y: y + 4] == expected)
                if text[x: x, y: y].a > 0 { inked += 1 }
            }
        }
        #expect(inked > 50)
    }
}
