import Foundation
import Testing
import TestSupport
import Raster
@testable import UIKitCompat

/// Shadows of layers with contents, or with sublayers and nothing of their own, and no `shadowPath`: the shadow is
/// the blurred alpha of what the layer and its sublayers paint
/// (``UIKitChoices/contentShadowFollowsAlpha``), checked against Pillow's `GaussianBlur` of the same alpha
/// (Tests/Scripts/pillow_blur.py), an independent blur.
///
/// Both approximate a Gaussian of σ by three box passes, with different boxes: Flipbook takes whole boxes by the
/// SVG rule (for σ 2 pixels boxes of 4, 4 and 5, whose variance makes a σ of 2.12; for σ 6 three boxes of 11, a σ
/// of 5.48), Pillow extends its boxes by a fraction of a pixel to match σ itself. Along an edge a σ off by Δσ
/// moves the profile by up to about 0.4 · Δσ / σ of full scale: 6 and 9 levels. Measured on the three cases
/// below: 5 (the image, σ 6), 5 (the drawn disc, σ 2) and 8 levels (the square card, σ 2) at most
/// (``bound`` = 8).
@Suite("Content shadows")
@MainActor
struct ContentShadowTests {
    /// The largest difference from Pillow's blur allowed on a shadow pixel (measured: see the suite's comment).
    static let bound = 8

    /// Blurs an 8-bit `width × height` mask with Pillow's `GaussianBlur(sigma)`.
    static func pillowBlur(_ mask: [UInt8], width: Int, height: Int, sigma: Double) throws -> [UInt8] {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("flipbook-blur-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.raw"), output = folder.appendingPathComponent("out.raw")
        try Data(mask).write(to: input)
        let script = TestData.repository.appendingPathComponent("Tests/Scripts/pillow_blur.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "\(width)", "\(height)", "\(sigma)", input.path, output.path]
        let err = Pipe(), out = Pipe()
        process.standardError = err
        process.standardOutput = out
        try process.run()
        _ = out.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "pillow_blur.py failed: \(message)")
        let bytes = [UInt8](try Data(contentsOf: output))
        try #require(bytes.count == width * height)
        return bytes
    }

    /// The largest difference between the rendered shadow (black at opacity 1 over white, so a pixel's level is
    /// 255 × (1 − the shadow's alpha)) and Pillow's blur of `alpha`, over the pixels `x ≥ fromX`; `alpha` is
    /// the caster's alpha already moved by the offset, in canvas pixels.
    static func worstDifference(_ image: Image, alpha: [UInt8], sigma: Double, fromX: Int) throws -> Int {
        let reference = try pillowBlur(alpha, width: image.width, height: image.height, sigma: sigma)
        var worst = 0
        for y in 0..<image.height {
            for x in fromX..<image.width {
                let ours = Int(image[x: x, y: y].r)
                let expected = 255 - Int(reference[y * image.width + x])
                worst = max(worst, abs(ours - expected))
            }
        }
        return worst
    }

    /// A 100 × 100 pixel image: an opaque red disc of radius 30 inside a ring (to radius 42) of alpha 96,
    /// transparent elsewhere.
    static func ringImage() -> Image {
        var image = Image(width: 100, height: 100)
        for y in 0..<100 {
            for x in 0..<100 {
                let d = hypot(Double(x) + 0.5 - 50, Double(y) + 0.5 - 50)
                if d < 30 {
                    image[x: x, y: y] = Pixel(r: 255, g: 0, b: 0, a: 255)
                } else if d < 42 {
                    image[x: x, y: y] = Pixel(r: 0, g: 0, b: 96, a: 96)
                }
            }
        }
        return image
    }

    @Test("an image with transparent pixels casts the blur of its alpha, as Pillow blurs it")
    func imageAlpha() throws {
        let stage = try Stage(size: CGSize(width: 160, height: 80), scale: 2)
        stage.window.backgroundColor = .white
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        layer.contents = Self.ringImage()
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 1
        layer.shadowRadius = 3
        layer.shadowOffset = CGSize(width: 80, height: 0)
        stage.window.layer.addSublayer(layer)
        let image = Rasterizer().render(stage.renderTree())
        // The caster's alpha moved by the offset: the image's pixels at (20 + 160, 20).
        let ring = Self.ringImage()
        var alpha = [UInt8](repeating: 0, count: image.width * image.height)
        for y in 0..<100 { for x in 0..<100 { alpha[(y + 20) * image.width + x + 180] = ring[x: x, y: y].a } }
        // Right of the layer itself (which ends at pixel 120), only the shadow is painted.
        let worst = try Self.worstDifference(image, alpha: alpha, sigma: 6, fromX: 140)
        #expect(worst <= Self.bound, "worst difference \(worst)")
        // The corner of the moved bounds, which a shadow of the bounds would darken, stays white.
        #expect(image[x: 182, y: 22] == Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    /// A view that draws a filled circle and has no background colour.
    final class DiscView: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.systemBlue.setFill()
            UIGraphicsGetCurrentContext()?.fillEllipse(in: bounds)
        }
    }

    @Test("a view with transparent pixels (drawn in draw(_:)) casts the shadow of what it drew")
    func drawnView() throws {
        let stage = try Stage(size: CGSize(width: 120, height: 60), scale: 1)
        stage.window.backgroundColor = .white
        let view = DiscView(frame: CGRect(x: 5, y: 5, width: 40, height: 40))
        view.backgroundColor = nil
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOpacity = 1
        view.layer.shadowRadius = 2
        view.layer.shadowOffset = CGSize(width: 60, height: 0)
        stage.window.addSubview(view)
        let image = Rasterizer().render(stage.renderTree())
        let drawn = try #require(view.layer.contents as? Image)
        try #require(drawn.width == 40 && drawn.height == 40)
        var alpha = [UInt8](repeating: 0, count: image.width * image.height)
        for y in 0..<40 { for x in 0..<40 { alpha[(y + 5) * image.width + x + 65] = drawn[x: x, y: y].a } }
        let worst = try Self.worstDifference(image, alpha: alpha, sigma: 2, fromX: 55)
        #expect(worst <= Self.bound, "worst difference \(worst)")
        // Round: the moved bounds' corner is white, the disc's middle dark.
        #expect(image[x: 66, y: 6] == Pixel(r: 255, g: 255, b: 255, a: 255))
        #expect(image[x: 85, y: 25].r < 10)
    }

    @Test("a clear container casts the shadow of its subviews, not of its bounds")
    func clearContainer() throws {
        let stage = try Stage(size: CGSize(width: 120, height: 60), scale: 1)
        stage.window.backgroundColor = .white
        let container = UIView(frame: CGRect(x: 5, y: 5, width: 40, height: 40))
        container.layer.shadowColor = UIColor.black.cgColor
        container.layer.shadowOpacity = 1
        container.layer.shadowRadius = 2
        container.layer.shadowOffset = CGSize(width: 60, height: 0)
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        card.backgroundColor = .systemRed
        container.addSubview(card)
        stage.window.addSubview(container)
        let image = Rasterizer().render(stage.renderTree())
        var alpha = [UInt8](repeating: 0, count: image.width * image.height)
        for y in 0..<20 { for x in 0..<20 { alpha[(y + 15) * image.width + x + 75] = 255 } }
        let worst = try Self.worstDifference(image, alpha: alpha, sigma: 2, fromX: 55)
        #expect(worst <= Self.bound, "worst difference \(worst)")
        // The container's own corner casts nothing; the card's middle is dark.
        #expect(image[x: 66, y: 6] == Pixel(r: 255, g: 255, b: 255, a: 255))
        #expect(image[x: 85, y: 25].r < 10)
    }

    @Test("a card with a background casts the shadow of a subview hanging over its edge too")
    func sublayerOutsideBounds() throws {
        let stage = try Stage(size: CGSize(width: 160, height: 80), scale: 1)
        stage.window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 5, y: 15, width: 40, height: 40))
        card.backgroundColor = .systemBlue
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 2
        card.layer.shadowOffset = CGSize(width: 80, height: 0)
        // A badge reaching 15 points right of the card and 10 above it.
        let badge = UIView(frame: CGRect(x: 30, y: -10, width: 30, height: 20))
        badge.backgroundColor = .systemRed
        card.addSubview(badge)
        stage.window.addSubview(card)
        let image = Rasterizer().render(stage.renderTree())
        // The composited alpha moved by the offset: the card at (85, 15) to (125, 55), the badge at (115, 5) to
        // (145, 25).
        var alpha = [UInt8](repeating: 0, count: image.width * image.height)
        for y in 0..<80 {
            for x in 0..<160 {
                let inCard = x >= 85 && x < 125 && y >= 15 && y < 55
                let inBadge = x >= 115 && x < 145 && y >= 5 && y < 25
                if inCard || inBadge { alpha[y * image.width + x] = 255 }
            }
        }
        let worst = try Self.worstDifference(image, alpha: alpha, sigma: 2, fromX: 70)
        #expect(worst <= Self.bound, "worst difference \(worst)")
        // Under the badge's part outside the card (moved) it is dark; a shadow of the card's bounds leaves it white.
        #expect(image[x: 137, y: 15].r < 10)
        #expect(image[x: 137, y: 40] == Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    /// A 120 × 50 white stage at 1× with `view` in it, casting a black shadow (opacity 1, radius 2) 60 points to
    /// the right, rendered.
    static func renderShadow(of view: UIView) throws -> Image {
        let stage = try Stage(size: CGSize(width: 120, height: 50), scale: 1)
        stage.window.backgroundColor = .white
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOpacity = 1
        view.layer.shadowRadius = 2
        view.layer.shadowOffset = CGSize(width: 60, height: 0)
        stage.window.addSubview(view)
        return Rasterizer().render(stage.renderTree())
    }

    @Test("a half-transparent card casts a half-dark shadow")
    func translucentCard() throws {
        let card = UIView(frame: CGRect(x: 5, y: 5, width: 40, height: 40))
        card.backgroundColor = UIColor(white: 0, alpha: 0.5)
        let image = try Self.renderShadow(of: card)
        var alpha = [UInt8](repeating: 0, count: image.width * image.height)
        for y in 0..<40 { for x in 0..<40 { alpha[(y + 5) * image.width + x + 65] = 128 } }
        let worst = try Self.worstDifference(image, alpha: alpha, sigma: 2, fromX: 55)
        #expect(worst <= Self.bound, "worst difference \(worst)")
        // Half dark under the card's middle, not black.
        #expect(abs(Int(image[x: 85, y: 25].r) - 127) <= 2)
    }

    @Test("a border alone casts the shadow of its ring")
    func borderRing() throws {
        let frame = UIView(frame: CGRect(x: 5, y: 5, width: 40, height: 40))
        frame.layer.borderWidth = 4
        frame.layer.borderColor = UIColor.black.cgColor
        let image = try Self.renderShadow(of: frame)
        var alpha = [UInt8](repeating: 0, count: image.width * image.height)
        for y in 0..<40 {
            for x in 0..<40 where x < 4 || x >= 36 || y < 4 || y >= 36 { alpha[(y + 5) * image.width + x + 65] = 255 }
        }
        // A ring 4 pixels (2σ) wide: its blurred crest depends on σ more than an edge does (a strip's crest is
        // erf(w / (2√2 σ)): 0.683 at σ 2, 0.655 at Flipbook's effective 2.12, 7 levels; where two strips meet at a
        // corner about half as much again). Measured: 10.
        let worst = try Self.worstDifference(image, alpha: alpha, sigma: 2, fromX: 55)
        #expect(worst <= 10, "worst difference \(worst)")
        // White inside the ring's shadow, where a shadow of the filled bounds would be dark.
        #expect(image[x: 85, y: 25] == Pixel(r: 255, g: 255, b: 255, a: 255))
    }
}
