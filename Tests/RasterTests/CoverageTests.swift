import Foundation
import Testing
import TestSupport
@testable import Raster

@Suite struct CoverageTests {
    /// White on black: the red channel of each pixel is round(255 × coverage).
    private func coverage(of image: Image, _ x: Int, _ y: Int) -> Double { Double(image[x: x, y: y].r) / 255 }

    @Test func aQuarterPixelRectangleGivesAQuarterCoverage() {
        let image = Scene.render(Scene.tree(4, 4, [Scene.view(CGRect(x: 1.5, y: 2, width: 0.5, height: 0.5), .white)]))
        #expect(image[x: 1, y: 2] == Pixel(r: 64, g: 64, b: 64, a: 255))
        #expect(image[x: 0, y: 2].r == 0 && image[x: 2, y: 2].r == 0 && image[x: 1, y: 1].r == 0)
    }

    @Test func fractionalRectanglesMatchTheirExactArea() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<40 {
            let x = generator.double(0, 12), y = generator.double(0, 12)
            let w = generator.double(0.05, 8), h = generator.double(0.05, 8)
            let image = Scene.render(Scene.tree(24, 24, [Scene.view(CGRect(x: x, y: y, width: w, height: h), .white)]))
            let extent = Reference.convexExtent([(x, y), (x + w, y), (x + w, y + h), (x, y + h)])
            for py in 0..<24 {
                for px in 0..<24 {
                    let expected = Reference.area(px: px, py: py, steps: 200, extent: extent)
                    #expect(
                        abs(coverage(of: image, px, py) - expected) <= 1.0 / 255 + 1e-9,
                        "rect \(x),\(y) \(w)×\(h) px \(px),\(py)")
                }
            }
        }
    }

    @Test func roundedSquaresMatchTheAnalyticAreaOfTheirCorners() {
        for (side, radius, origin) in [(20.0, 6.0, 2.25), (16.0, 8.0, 3.5), (11.3, 3.7, 1.1)] {
            let node = Scene.view(CGRect(x: origin, y: origin, width: side, height: side), .white) {
                $0.cornerRadius = radius
            }
            let image = Scene.render(Scene.tree(26, 26, [node]))
            let extent = Reference.roundedRectExtent(
                x0: origin, y0: origin, x1: origin + side, y1: origin + side, r: radius)
            var total = 0.0
            for py in 0..<26 {
                for px in 0..<26 {
                    let expected = Reference.area(px: px, py: py, extent: extent)
                    total += coverage(of: image, px, py)
                    #expect(
                        abs(coverage(of: image, px, py) - expected) <= 1.0 / 255 + 1e-6,
                        "side \(side) r \(radius) px \(px),\(py)")
                }
            }
            let area = side * side - (4 - Double.pi) * radius * radius
            #expect(abs(total - area) < 0.05 * side)
        }
    }

    @Test func rotatedSquaresMatchTheirExactArea() {
        for angle in [0.3, Double.pi / 4, 1.2] {
            var node = Scene.view(CGRect(x: 6.2, y: 5.7, width: 11, height: 11), .white)
            node.transform = CATransform3DMakeRotation(angle, 0, 0, 1)
            let image = Scene.render(Scene.tree(24, 24, [node]))
            let (cx, cy, h) = (6.2 + 5.5, 5.7 + 5.5, 5.5)
            let corners = [(-h, -h), (h, -h), (h, h), (-h, h)].map { (x, y) in
                (cx + x * cos(angle) - y * sin(angle), cy + x * sin(angle) + y * cos(angle))
            }
            let extent = Reference.convexExtent(corners)
            for py in 0..<24 {
                for px in 0..<24 {
                    let expected = Reference.area(px: px, py: py, steps: 1000, extent: extent)
                    #expect(
                        abs(coverage(of: image, px, py) - expected) <= 1.0 / 255 + 1e-6, "angle \(angle) px \(px),\(py)"
                    )
                }
            }
        }
    }

    @Test func continuousCornersBulgeLessThanCircularOnes() {
        func corner(_ curve: CornerCurve) -> Image {
            Scene.render(
                Scene.tree(
                    40, 40,
                    [
                        Scene.view(CGRect(x: 0, y: 0, width: 40, height: 40), .white) {
                            $0.cornerRadius = 10; $0.cornerCurve = curve
                        }
                    ]))
        }
        let circular = corner(.circular), continuous = corner(.continuous)
        // Continuous corners start curving earlier (1.53 r along the edge), so they cover less in all.
        #expect(continuous[x: 12, y: 0].r < circular[x: 12, y: 0].r)
        #expect(continuous[x: 0, y: 12].r < circular[x: 0, y: 12].r)
        let sum = { (image: Image) in
            image.pixels.enumerated().reduce(0) { $0 + ($1.offset % 4 == 0 ? Int($1.element) : 0) }
        }
        #expect(sum(continuous) < sum(circular))
        #expect(continuous[x: 20, y: 20].r == 255 && circular[x: 20, y: 0].r == 255)
        // Symmetric about the diagonal.
        for i in 0..<20 { for j in 0..<20 { #expect(continuous[x: i, y: j] == continuous[x: j, y: i]) } }
    }

    @Test func maskedCornersRoundOnlyTheChosenCorners() {
        let image = Scene.render(
            Scene.tree(
                20, 20,
                [
                    Scene.view(CGRect(x: 0, y: 0, width: 20, height: 20), .white) {
                        $0.cornerRadius = 8; $0.maskedCorners = [.layerMaxXMaxYCorner]
                    }
                ]))
        #expect(image[x: 0, y: 0].r == 255 && image[x: 19, y: 0].r == 255 && image[x: 0, y: 19].r == 255)
        #expect(image[x: 19, y: 19].r == 0)
    }
}
