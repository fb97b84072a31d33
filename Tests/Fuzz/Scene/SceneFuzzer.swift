import Foundation
import Raster
import FuzzSupport

// libFuzzer harness for the JSON scene reader, `RenderTree(json:)` — what `flipbook paint SCENE.json` reads —
// and the painting of what it accepts. Checked: a rejected scene is a `SceneFormatError` (which names the JSON
// path), never another error; an accepted one fits the documented limits, and writing it out and reading it
// back gives the same tree; then it is painted, shrunk to at most 96 × 96 pixels (its scale lowered) so every
// input stays cheap, on one thread and on three: the pixels must be the same (the determinism rule).

private let maximumPixels = 96 * 96

@main
enum SceneFuzzer {
    static func main() { runFuzzer(fuzzScene) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScene(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let tree: RenderTree
    do {
        tree = try RenderTree(json: Data(UnsafeBufferPointer(start: data, count: size)))
    } catch let error as SceneFormatError {
        fuzzCheck(!error.description.isEmpty, "a SceneFormatError without a description")
        fuzzLog("rejected: \(error)")
        return 0
    } catch {
        fuzzCheck(false, "RenderTree(json:) threw \(type(of: error)), not a SceneFormatError: \(error)")
        return 0
    }
    let w = tree.pixelWidth, h = tree.pixelHeight
    fuzzLog("accepted: \(w)×\(h) pixels")
    fuzzCheck(
        w >= 1 && h >= 1 && w <= SceneLimits.maxPixelSide && h <= SceneLimits.maxPixelSide
            && w * h <= SceneLimits.maxPixels, "an accepted scene of \(w)×\(h) pixels")
    do {
        let again = try RenderTree(json: tree.jsonData(prettyPrinted: false))
        fuzzCheck(again == tree, "the scene read back from jsonData() differs")
    } catch {
        fuzzCheck(false, "the scene's own jsonData() is not read back: \(error)")
    }

    var small = tree
    if w * h > maximumPixels {
        small.scale = tree.scale * CGFloat((Double(maximumPixels) / Double(w * h)).squareRoot())
    }
    let sw = small.pixelWidth, sh = small.pixelHeight
    guard sw >= 1, sh >= 1, sw * sh <= maximumPixels else { return 0 }
    let one = Rasterizer(options: .init(threadCount: 1)).render(small)
    fuzzCheck(
        one.width == sw && one.height == sh && one.pixels.count == sw * sh * 4,
        "painted \(one.width)×\(one.height) for a \(sw)×\(sh) scene")
    let three = Rasterizer(options: .init(threadCount: 3)).render(small)
    fuzzCheck(one == three, "one thread and three paint different pixels")
    return 0
}
