import PNG
import FuzzSupport

// libFuzzer harness for `PNGDecoder` (libpng through CPNGShim), the reader of fixture frames, `diff` and
// `inspect` inputs. Each input is decoded from memory and from a file (the shim's two input paths) under a
// 1-megapixel budget and a 16 MiB working-memory cap. Checked: both paths agree; a decoded image has
// 4·width·height bytes and fits the budget; and the encoder round-trips it (encode, decode: the same pixels).

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
