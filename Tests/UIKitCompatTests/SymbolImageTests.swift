import Foundation
import Raster
import Testing
@testable import UIKitCompat

@Suite("UIImage(systemName:): Flipbook's own symbols, configurations, drawn as templates")
@MainActor
struct SymbolImageTests {
    func coverage(_ image: UIImage?) -> Int {
        guard let bitmap = image?.cgImage else { return 0 }
        return stride(from: 3, to: bitmap.pixels.count, by: 4).reduce(0) { $0 + Int(bitmap.pixels[$1]) }
    }

    func alpha(_ image: UIImage, atEm x: CGFloat, _ y: CGFloat, em: CGFloat) -> UInt8 {
        let bitmap = image.cgImage!
        return bitmap[x: Int(x * em * image.scale), y: Int(y * em * image.scale)].a
    }

    @Test("every listed symbol draws; unknown names give nil; symbols are templates of the configured size")
    func namesAndSizes() throws {
        #expect(UIKitChoices.current.systemSymbolsAreFlipbooksOwn == SystemSymbol.all.keys.sorted())
        let one = UITraitCollection(displayScale: 1)
        for name in UIKitChoices.current.systemSymbolsAreFlipbooksOwn {
            let image = try #require(UIImage(systemName: name, compatibleWith: one), "\(name)")
            #expect(coverage(image) > 0 && image.isSymbolImage && image.renderingMode == .alwaysTemplate, "\(name)")
        }
        #expect(UIImage(systemName: "gearshape.2.fill") == nil && UIImage(systemName: "") == nil)
        let chevron = try #require(
            UIImage(systemName: "chevron.left", compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(chevron.size == CGSize(width: 11, height: 17) && chevron.scale == 2 && chevron.cgImage?.width == 22)
        let large = UIImage.SymbolConfiguration(pointSize: 30, weight: .regular, scale: .large)
        let big = try #require(UIImage(systemName: "plus", withConfiguration: large.withTraitCollection(one)))
        #expect(big.size == CGSize(width: 39, height: 39) && big.symbolConfiguration == large.withTraitCollection(one))
        #expect(UIImage(cgImage: CGImage(width: 1, height: 1)).applyingSymbolConfiguration(large) == nil)
        let redrawn = chevron.withConfiguration(UIImage.SymbolConfiguration(pointSize: 34))
        #expect(redrawn.size == CGSize(width: 21, height: 34) && redrawn.scale == 2)
    }

    @Test("the shapes: a chevron's point at the left, a cut-out mark in a filled circle, heavier weights cover more")
    func shapes() throws {
        let one = UITraitCollection(displayScale: 1)
        let config = UIImage.SymbolConfiguration(pointSize: 40).withTraitCollection(one)
        let chevron = try #require(UIImage(systemName: "chevron.left", withConfiguration: config))
        #expect(alpha(chevron, atEm: 0.16, 0.5, em: 40) > 200, "the point")
        #expect(alpha(chevron, atEm: 0.45, 0.5, em: 40) == 0, "open to the right")
        let right = try #require(UIImage(systemName: "chevron.right", withConfiguration: config))
        #expect(alpha(right, atEm: 0.44, 0.5, em: 40) > 200 && alpha(right, atEm: 0.15, 0.5, em: 40) == 0)
        let cut = try #require(UIImage(systemName: "xmark.circle.fill", withConfiguration: config))
        #expect(alpha(cut, atEm: 0.5, 0.5, em: 40) == 0, "the cross is cut out of the disc")
        #expect(alpha(cut, atEm: 0.5, 0.2, em: 40) == 255 && alpha(cut, atEm: 0.02, 0.02, em: 40) == 0)
        let heart = try #require(UIImage(systemName: "heart.fill", withConfiguration: config))
        let outline = try #require(UIImage(systemName: "heart", withConfiguration: config))
        #expect(alpha(heart, atEm: 0.5, 0.5, em: 40) == 255 && alpha(outline, atEm: 0.5, 0.5, em: 40) == 0)
        let weights: [UIImage.SymbolWeight] = [.ultraLight, .regular, .bold, .black]
        let covered = weights.map { weight in
            coverage(
                UIImage(
                    systemName: "xmark",
                    withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: weight).withTraitCollection(
                        one)))
        }
        #expect(covered == covered.sorted() && Set(covered).count == 4, "\(covered)")
    }

    @Test("an image view tints a symbol with its tint colour")
    func tinted() throws {
        let stage = try Stage(size: CGSize(width: 40, height: 40))
        stage.window.backgroundColor = .white
        let config = UIImage.SymbolConfiguration(pointSize: 40).withTraitCollection(stage.window.traitCollection)
        let view = UIImageView(image: UIImage(systemName: "circle.fill", withConfiguration: config))
        view.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        stage.window.addSubview(view)
        let image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 20, y: 20] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(image[x: 1, y: 1] == Pixel(r: 255, g: 255, b: 255, a: 255))
    }
}
