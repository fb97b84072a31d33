import Foundation
import Testing
@testable import Raster

@Suite struct CompositingTests {
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)

    @Test func opaqueLayersReplaceAndTransparentOnesLeaveThePixel() {
        let image = Scene.render(
            Scene.tree(
                4, 1, background: .white,
                [
                    Scene.view(CGRect(x: 0, y: 0, width: 2, height: 1), red),
                    Scene.view(CGRect(x: 1, y: 0, width: 3, height: 1), .clear),
                ]))
        #expect(image[x: 0, y: 0] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(image[x: 1, y: 0] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(image[x: 3, y: 0] == Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    /// Views side by side whose edges meet on a pixel boundary: each keeps its own pixels. (The row's spans of
    /// all items are gathered in one list; a span touching the previous item's last span with the same coverage
    /// once merged into it, painting the right view in the left one's colour.)
    @Test(arguments: [1, 2, 3] as [CGFloat])
    func viewsSideBySideKeepTheirOwnColours(scale: CGFloat) {
        let green = Color(red: 0, green: 1, blue: 0)
        let image = Scene.render(
            Scene.tree(
                12, 2, background: .white, scale: scale,
                [
                    Scene.view(CGRect(x: 0, y: 0, width: 4, height: 2), red),
                    Scene.view(CGRect(x: 4, y: 0, width: 4, height: 2), blue),
                    Scene.view(CGRect(x: 8, y: 0, width: 4, height: 2), green),
                ]))
        let width = Int(12 * scale)
        for x in 0..<width {
            let expected =
                x < width / 3
                ? Pixel(r: 255, g: 0, b: 0, a: 255)
                : x < 2 * width / 3 ? Pixel(r: 0, g: 0, b: 255, a: 255) : Pixel(r: 0, g: 255, b: 0, a: 255)
            #expect(image[x: x, y: Int(scale)] == expected, "x \(x) at @\(Int(scale))x")
        }
    }

    /// The same for clipping views side by side, each clipping a child that fills it: the clips' spans are
    /// gathered in one list too.
    @Test func clippingViewsSideBySideClipTheirOwnChildren() {
        func clipped(_ frame: CGRect, _ colour: Color) -> RenderNode {
            let child = Scene.view(CGRect(x: -2, y: 0, width: 10, height: 2), colour)
            return Scene.view(frame, nil) {
                $0.masksToBounds = true; $0.children = [child]
            }
        }
        let image = Scene.render(
            Scene.tree(
                8, 2, background: .white,
                [
                    clipped(CGRect(x: 0, y: 0, width: 4, height: 2), red),
                    clipped(CGRect(x: 4, y: 0, width: 4, height: 2), blue),
                ]))
        for x in 0..<8 {
            #expect(
                image[x: x, y: 1] == (x < 4 ? Pixel(r: 255, g: 0, b: 0, a: 255) : Pixel(r: 0, g: 0, b: 255, a: 255)),
                "x \(x)")
        }
    }

    @Test func alphaBlendsWithDocumentedRounding() {
        // red at alpha 0.5 → premultiplied (128, 0, 0, 128); over white: 128 + round(255 × 127 / 255) = 255,
        // g = 0 + 127.
        let image = Scene.render(
            Scene.tree(
                1, 1, background: .white,
                [
                    Scene.view(CGRect(x: 0, y: 0, width: 1, height: 1), red) { $0.alpha = 0.5 }
                ]))
        #expect(image[x: 0, y: 0] == Pixel(r: 255, g: 127, b: 127, a: 255))
    }

    @Test func nestedAlphasMultiply() {
        // A parent at 0.5 holding a child at 0.5 without overlap: the child shows at 0.25.
        let child = Scene.view(CGRect(x: 0, y: 0, width: 1, height: 1), .white) { $0.alpha = 0.5 }
        let parent = Scene.view(CGRect(x: 0, y: 0, width: 2, height: 1), nil) {
            $0.alpha = 0.5; $0.children = [child]
        }
        let image = Scene.render(Scene.tree(2, 1, [parent]))
        #expect(image[x: 0, y: 0] == Pixel(r: 64, g: 64, b: 64, a: 255))  // round(255 × 0.25) = 64
        #expect(image[x: 1, y: 0] == Pixel(r: 0, g: 0, b: 0, a: 255))
    }

    @Test func manyTranslucentLayersDoNotDrift() {
        // Forty layers of white at alpha 0.1 over black: every step rounds once, as the formula says.
        var expected = Blend.pack(Pixel(r: 0, g: 0, b: 0, a: 255))
        let white = Blend.pack(Color.white.withAlphaComponent(0.1).premultiplied8)
        for _ in 0..<40 { expected = Blend.over(white, expected) }
        let layers = (0..<40).map { _ in
            Scene.view(CGRect(x: 0, y: 0, width: 3, height: 3), Color.white.withAlphaComponent(0.1))
        }
        let image = Scene.render(Scene.tree(3, 3, layers))
        #expect(Blend.pack(image[x: 1, y: 1]) == expected)
    }

    /// Two overlapping opaque squares in a parent at alpha 0.5.
    private func overlapping(groupOpacity: Bool) -> Image {
        let a = Scene.view(CGRect(x: 0, y: 0, width: 2, height: 1), red)
        let b = Scene.view(CGRect(x: 1, y: 0, width: 2, height: 1), blue)
        let parent = Scene.view(CGRect(x: 0, y: 0, width: 3, height: 1), nil) {
            $0.alpha = 0.5; $0.allowsGroupOpacity = groupOpacity; $0.children = [a, b]
        }
        return Scene.render(Scene.tree(3, 1, background: .white, [parent]))
    }

    @Test func groupOpacityFadesOverlappingChildrenAsOne() {
        let group = overlapping(groupOpacity: true)
        // In the overlap only the top (blue) square shows, faded once: like the blue-only pixel.
        #expect(group[x: 1, y: 0] == group[x: 2, y: 0])
        #expect(group[x: 2, y: 0] == Pixel(r: 127, g: 127, b: 255, a: 255))
        #expect(group[x: 0, y: 0] == Pixel(r: 255, g: 127, b: 127, a: 255))
        let separate = overlapping(groupOpacity: false)
        // Without group opacity the red shows through the faded blue.
        #expect(separate[x: 1, y: 0] != separate[x: 2, y: 0])
        #expect(separate[x: 1, y: 0] == Pixel(r: 127, g: 63, b: 191, a: 255))  // blue ½ over (red ½ over white)
        #expect(separate[x: 0, y: 0] == group[x: 0, y: 0] && separate[x: 2, y: 0] == group[x: 2, y: 0])
    }

    @Test func groupsWithoutOverlapFoldTheirOpacityIntoTheChildren() {
        let children = (0..<3).map { i in Scene.view(CGRect(x: CGFloat(i) * 2, y: 0, width: 1, height: 1), red) }
        let parent = Scene.view(CGRect(x: 0, y: 0, width: 6, height: 1), nil) {
            $0.alpha = 0.6; $0.children = children
        }
        var painter = LayerPainter(width: 6, height: 1, background: 0, scale: 1)
        painter.paintRoot(Scene.tree(6, 1, [parent]).root)
        #expect(painter.frame.items.count == 3)
        #expect(painter.frame.items.allSatisfy { if case .solid = $0.paint { true } else { false } })
        // Overlapping children need the offscreen layer: one texture item.
        let overlap = Scene.view(CGRect(x: 0, y: 0, width: 6, height: 1), nil) {
            $0.alpha = 0.6;
            $0.children = [
                Scene.view(CGRect(x: 0, y: 0, width: 2, height: 1), red),
                Scene.view(CGRect(x: 1, y: 0, width: 2, height: 1), red),
            ]
        }
        var painter2 = LayerPainter(width: 6, height: 1, background: 0, scale: 1)
        painter2.paintRoot(Scene.tree(6, 1, [overlap]).root)
        #expect(painter2.frame.items.count == 1)
        #expect(painter2.frame.items.allSatisfy { if case .texture = $0.paint { true } else { false } })
    }

    @Test func occludedLayersDoNotChangeTheResult() {
        // A fully opaque view on top hides whatever is below; the compositor starts there.
        let below = (0..<5).map { i in
            Scene.view(CGRect(x: 0, y: 0, width: 8, height: 8), Color(white: Double(i) / 5, alpha: 0.5))
        }
        let top = Scene.view(CGRect(x: 2, y: 2, width: 4, height: 4), blue)
        let image = Scene.render(Scene.tree(8, 8, below + [top]))
        #expect(image[x: 3, y: 3] == Pixel(r: 0, g: 0, b: 255, a: 255))
        #expect(image[x: 0, y: 0] != image[x: 3, y: 3])
    }

    @Test func clippingCutsSubtreesToRoundedTransformedBounds() {
        let child = Scene.view(CGRect(x: -10, y: -10, width: 40, height: 40), .white)
        let parent = Scene.view(CGRect(x: 5, y: 5, width: 20, height: 20), nil) {
            $0.masksToBounds = true; $0.cornerRadius = 6; $0.children = [child]
        }
        let image = Scene.render(Scene.tree(30, 30, [parent]))
        #expect(image[x: 4, y: 15].r == 0 && image[x: 25, y: 15].r == 0)  // outside the bounds
        #expect(image[x: 15, y: 15].r == 255 && image[x: 5, y: 15].r == 255)
        #expect(image[x: 5, y: 5].r == 0)  // the rounded corner is cut
        #expect(image[x: 6, y: 7].r > 0 && image[x: 6, y: 7].r < 255)  // anti-aliased along the arc
        // Without masksToBounds the child paints everywhere it reaches.
        var open = parent; open.masksToBounds = false
        #expect(Scene.render(Scene.tree(30, 30, [open]))[x: 4, y: 15].r == 255)
        // A rotated clip: the corner of the canvas stays dark.
        var rotated = parent; rotated.cornerRadius = 0; rotated.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        let r = Scene.render(Scene.tree(30, 30, [rotated]))
        #expect(r[x: 6, y: 6].r == 0 && r[x: 15, y: 15].r == 255 && r[x: 15, y: 2].r == 255)
    }

    @Test func transformsApplyAboutTheAnchorPoint() {
        func rotated(anchor: CGPoint) -> Image {
            Scene.render(
                Scene.tree(
                    40, 40,
                    [
                        Scene.view(CGRect(x: 10, y: 10, width: 10, height: 4), .white) {
                            $0.anchorPoint = anchor
                            // The same frame before rotating.
                            $0.position = CGPoint(x: 10 + anchor.x * 10, y: 10 + anchor.y * 4)
                            $0.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
                        }
                    ]))
        }
        // About the centre (15, 12): the bar becomes vertical through x 13…17, y 7…17.
        let centre = rotated(anchor: CGPoint(x: 0.5, y: 0.5))
        #expect(centre[x: 14, y: 8].r == 255 && centre[x: 14, y: 16].r == 255 && centre[x: 12, y: 12].r == 0)
        // About the top-left corner (10, 10): it swings down-left to x 6…10, y 10…20.
        let corner = rotated(anchor: CGPoint(x: 0, y: 0))
        #expect(corner[x: 7, y: 18].r == 255 && corner[x: 11, y: 12].r == 0)
    }
}
