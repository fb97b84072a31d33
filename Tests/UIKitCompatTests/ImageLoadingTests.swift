import Foundation
import Raster
import Testing
@testable import UIKitCompat

@Suite("UIImage(named:): files by display scale, asset catalogs, PNG data, drawn at point size")
@MainActor
struct ImageLoadingTests {
    /// A temporary bundle folder holding `files` (name → solid colour and pixel size), written with `pngData()`.
    func bundle(_ files: [String: (UIColor, Int)]) throws -> (Bundle, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ImageLoadingTests-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, (color, size)) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let bitmap = CGImage(width: size, height: size, fill: Pixel(color))
            try #require(UIImage(cgImage: bitmap).pngData()).write(to: url)
        }
        return (try #require(Bundle(path: folder.path)), folder)
    }

    func colour(_ image: UIImage?) -> Pixel? { image?.cgImage.map { $0[x: 0, y: 0] } }

    @Test("the file for the display scale, else the larger then the smaller scales; scale and size follow the file")
    func scaleSelection() throws {
        let (bundle, folder) = try bundle([
            "icon.png": (.red, 10), "icon@2x.png": (.green, 20), "icon@3x.png": (.blue, 30),
            "badge@2x.png": (.green, 8), "badge@3x.png": (.blue, 12), "dot@1x.png": (.red, 4),
            "pair.png": (.red, 5), "pair@3x.png": (.blue, 15),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let traits = { (scale: CGFloat) in UITraitCollection(displayScale: scale) }
        for (scale, color) in [(1, UIColor.red), (2, .green), (3, .blue)] as [(CGFloat, UIColor)] {
            let image = try #require(UIImage(named: "icon", in: bundle, compatibleWith: traits(scale)))
            #expect(
                image.scale == scale && image.size == CGSize(width: 10, height: 10) && colour(image) == Pixel(color))
        }
        #expect(UIImage(named: "badge", in: bundle, compatibleWith: traits(1))?.scale == 2, "larger before smaller")
        #expect(UIImage(named: "badge", in: bundle, compatibleWith: traits(3))?.size == CGSize(width: 4, height: 4))
        #expect(UIImage(named: "dot", in: bundle, compatibleWith: traits(3))?.scale == 1, "@1x is 1×")
        #expect(
            UIImage(named: "pair", in: bundle, compatibleWith: traits(2))?.scale == 3, "3× before 1× on a 2× screen")
        #expect(UIImage(named: "icon.png", in: bundle, compatibleWith: traits(2))?.scale == 2, "a name with its type")
        #expect(UIImage(named: "none", in: bundle, compatibleWith: traits(2)) == nil)
        #expect(UIImage(named: "", in: bundle, compatibleWith: nil) == nil)
        let configured = UIImage(
            named: "icon", in: bundle, with: UIImage.Configuration().withTraitCollection(traits(3)))
        #expect(configured?.scale == 3)
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("icon@2x.png").path)?.scale == 2)
    }

    @Test("an asset catalog's image set is read by the scales in its Contents.json")
    func assetCatalog() throws {
        let (bundle, folder) = try bundle([
            "Media.xcassets/logo.imageset/logo-small.png": (.red, 6),
            "Media.xcassets/logo.imageset/logo-large.png": (.blue, 18),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let contents = """
            {"images": [{"idiom": "universal", "filename": "logo-small.png", "scale": "1x"},
                        {"idiom": "universal", "scale": "2x"},
                        {"idiom": "universal", "filename": "logo-large.png", "scale": "3x"}],
             "info": {"version": 1, "author": "xcode"}}
            """
        try Data(contents.utf8).write(
            to: folder.appendingPathComponent("Media.xcassets/logo.imageset/Contents.json"))
        let two = try #require(UIImage(named: "logo", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(two.scale == 3 && two.size == CGSize(width: 6, height: 6) && colour(two) == Pixel(.blue))
        let one = UIImage(named: "logo", in: bundle, compatibleWith: UITraitCollection(displayScale: 1))
        #expect(one?.scale == 1 && colour(one) == Pixel(.red))
    }

    @Test("a damaged file gives nil and a one-line report naming it; PNG data round-trips")
    func badFilesAndData() throws {
        let (bundle, folder) = try bundle(["good.png": (.green, 3)])
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("broken.png"))
        let clock = VirtualClock.current
        let before = clock.diagnostics.count
        #expect(UIImage(named: "broken", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)) == nil)
        #expect(clock.diagnostics.count == before + 1)
        #expect(clock.diagnostics.last?.contains("broken.png") == true, "\(clock.diagnostics.last ?? "")")
        let data = try #require(UIImage(named: "good", in: bundle, compatibleWith: nil)?.pngData())
        let decoded = try #require(UIImage(data: data, scale: 3))
        #expect(decoded.scale == 3 && decoded.cgImage?.width == 3 && colour(decoded) == Pixel(.green))
        #expect(UIImage(data: Data([1, 2, 3])) == nil && UIImage().pngData() == nil)
    }

    @Test("a 2× image is drawn at its point size: 12 points, 24 pixels on a 2× stage, centred by contentMode")
    func drawnAtPointSize() throws {
        let (bundle, folder) = try bundle(["square@2x.png": (.red, 24)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let stage = try Stage(size: CGSize(width: 40, height: 40), scale: 2)
        stage.window.backgroundColor = .white
        let image = try #require(UIImage(named: "square", in: bundle, compatibleWith: stage.window.traitCollection))
        #expect(image.scale == 2)
        let view = UIImageView(image: image)
        #expect(view.frame.size == CGSize(width: 12, height: 12))
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        view.contentMode = .center
        stage.window.addSubview(view)
        let pixels = Rasterizer().render(stage.renderTree())
        #expect(pixels[x: 2 * 14 + 1, y: 2 * 14 + 1] == Pixel(r: 255, g: 0, b: 0, a: 255), "inside 14…26 points")
        #expect(pixels[x: 2 * 26 + 1, y: 2 * 20] == Pixel(r: 255, g: 255, b: 255, a: 255), "right of it")
        #expect(pixels[x: 2 * 14 - 2, y: 2 * 20] == Pixel(r: 255, g: 255, b: 255, a: 255), "left of it")
    }
}

extension Pixel {
    /// The opaque pixel of `color`.
    fileprivate init(_ color: UIColor) {
        self.init(
            r: UInt8((color.color.red * 255).rounded()), g: UInt8((color.color.green * 255).rounded()),
            b: UInt8((color.color.blue * 255).rounded()), a: 255)
    }
}
