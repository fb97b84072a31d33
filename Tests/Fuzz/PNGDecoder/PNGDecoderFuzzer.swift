import PNG
import Pixels
import FuzzSupport

// libFuzzer harness for `PNGDecoder` (libpng through CPNGShim), the reader of fixture frames, `diff` and
// `inspect` inputs. Each input is decoded from memory and from a file (the shim's two input paths) under a
// 1-megapixel budget and a 16 MiB working-memory cap. Checked: both paths agree; a decoded image has
// 4·width·height bytes and fits the budget; the encoder round-trips it (encode, decode: the same pixels); and
// the quick pixel match (`PNGDecoder.match`, libdeflate, no libpng) says `.same` only for a file libpng decodes
// to exactly the image it was given: the decoded image, or an opaque one of the size the IHDR states; and the
// image `PNGDecoder.matchOrDecode` reads from a file that differs is the one libpng decodes.

private let decoder = PNGDecoder(pixelBudget: 1 << 20, workingMemoryLimit: 16 << 20)

@main
enum PNGDecoderFuzzer {
    static func main() { runFuzzer(fuzzPNGDecoder) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    defer { FuzzFolder.clear() }
    let fromMemory = Result { () throws(PNGError) in try decoder.decode(bytes, name: "input") }
    let file = FuzzFolder.write(bytes, as: "input.png")
    let fromFile = Result { () throws(PNGError) in try decoder.decode(contentsOf: file) }
    checkQuickMatch(bytes, decoded: try? fromMemory.get())
    switch (fromMemory, fromFile) {
    case (.success(let a), .success(let b)):
        fuzzCheck(a == b, "memory and file decodes differ")
        fuzzLog("accepted: \(a.width)×\(a.height)")
        check(a)
    case (.failure(let a), .failure(let b)):
        fuzzCheck(a.kind == b.kind, "memory and file errors differ: \(a.kind) vs \(b.kind)")
        fuzzCheck(!a.reason.isEmpty, "an error without a reason")
        fuzzLog("rejected: \(a)")
    case (.success, .failure(let error)), (.failure(let error), .success):
        fuzzCheck(false, "only one of the memory and file decodes failed: \(error)")
    }
    return 0
}

private func check(_ png: DecodedPNG) {
    let w = png.width, h = png.height
    fuzzCheck(w > 0 && h > 0 && w * h <= decoder.pixelBudget, "decoded size \(w)×\(h) outside the budget")
    fuzzCheck(png.rgba.count == w * h * 4, "\(png.rgba.count) bytes for \(w)×\(h)")
    do {
        let encoded = try PNGEncoder(compression: .fast).encode(unpremultipliedRGBA: png.rgba, width: w, height: h)
        let again = try decoder.decode(encoded, name: "re-encoded")
        fuzzCheck(again.rgba == png.rgba, "the encoder did not round-trip a \(w)×\(h) image")
    } catch {
        fuzzCheck(false, "re-encoding a decoded \(w)×\(h) image failed: \(error)")
    }
}

/// The quick pixel match on `bytes` against what libpng made of them (`decoded`, nil when it refused them) and
/// against an opaque grey image of the size the IHDR states (small enough): `.same` only where libpng decoded
/// exactly that image; never `.different` against libpng's own opaque result.
private func checkQuickMatch(_ bytes: [UInt8], decoded: DecodedPNG?) {
    var probes: [Image] = []
    if let decoded { probes.append(decoded.image) }
    if bytes.count >= 24 {
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        if width > 0, height > 0, width <= 4096, height <= 4096, width * height <= 1 << 18 {
            probes.append(Image(width: width, height: height, fill: Pixel(r: 128, g: 128, b: 128, a: 255)))
        }
    }
    for probe in probes {
        switch decoder.match(bytes, probe) {
        case .same:
            fuzzCheck(decoded?.image == probe, "the quick match found the same pixels where libpng did not")
        case .different:
            fuzzCheck(decoded != nil, "the quick match decided on a file libpng refuses")
            fuzzCheck(decoded?.image != probe, "the quick match found different pixels where libpng did not")
        case .undecided:
            break
        }
        if case .different(let image) = decoder.matchOrDecode(bytes, probe) {
            fuzzCheck(decoded?.image == image, "the quick decode read other pixels than libpng")
        }
    }
}
