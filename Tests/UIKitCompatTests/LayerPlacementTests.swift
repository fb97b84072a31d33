import Foundation
import Testing
import Raster
@testable import UIKitCompat

/// The painter and the UIKit model place layers with one formula (Geometry's `LayerPlacement`): what is drawn
/// at a point is what `convert(_:to:)` says is there, `zPosition` and perspective included.
@Suite("Layer placement: painting and conversion agree")
@MainActor
struct LayerPlacementTests {
    /// A red 100×100 card at zPosition `z` in a 300×300 container with perspective (`m34 = −1/500`), drawn.
    private func stage(zPosition z: CGFloat) throws -> (stage: Stage, container: UIView, card: UIView, image: Image) {
        let stage = try Stage(size: CGSize(width: 300, height: 300))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        container.layer.sublayerTransform = perspective
        stage.window.addSubview(container)
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        card.backgroundColor = .red
        card.layer.zPosition = z
        container.addSubview(card)
        return (stage, container, card, Rasterizer().render(stage.renderTree()))
    }

    private func isRed(_ pixel: Pixel) -> Bool { pixel.r > 127 && pixel.g < 64 }

    /// The card's painted left edge (first red column on the middle row) and the left edge `convert` computes.
    private func edges(zPosition z: CGFloat) throws -> (painted: Int, converted: CGFloat) {
        let (_, _, card, image) = try stage(zPosition: z)
        let row = 150
        let painted = try #require((0..<300).first { isRed(image[x: $0, y: row]) })
        let converted = card.convert(CGPoint(x: 0, y: 50), to: nil).x
        return (painted, converted)
    }

    @Test(
        """
        hit-testing finds the card where it is painted: towards the eye it is hit outside its frame, away from \
        the eye not hit inside it
        """,
        arguments: [(CGFloat(100), 92), (100, 80), (-100, 104), (-100, 112), (0, 99), (0, 100)])
    func hitTestingFollowsPainting(zPosition: CGFloat, x: Int) throws {
        let (stage, container, card, image) = try stage(zPosition: zPosition)
        let painted = isRed(image[x: x, y: 150])
        let hit = stage.window.hitTest(CGPoint(x: CGFloat(x) + 0.5, y: 150.5), with: nil)
        #expect(hit === (painted ? card : container), "x = \(x): painted \(painted)")
    }

    @Test("a card without zPosition sits where its frame says")
    func flat() throws {
        let e = try edges(zPosition: 0)
        #expect(e.painted == 100)
        #expect(abs(e.converted - 100) < 1e-9)
    }

    @Test("zPosition under perspective enlarges the card about the container's centre, painted and converted alike")
    func towardsTheEye() throws {
        let e = try edges(zPosition: 100)
        // Perspective d = 500: a point 100 pt towards the eye scales by 500 / 400 about the centre (150).
        let expected = 150 - 50 * 500.0 / 400.0
        #expect(abs(e.converted - expected) < 1e-9)
        #expect(abs(Double(e.painted) - expected.rounded(.down)) <= 1)
    }
}
