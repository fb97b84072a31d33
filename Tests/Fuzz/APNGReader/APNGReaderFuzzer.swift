import Foundation
import PNG
import Pixels
import FuzzSupport

// libFuzzer harness for `AnimatedPNGReader`, the reader of animated-PNG fixtures (`--fixture-format apng`).
// Each input is written as a file in the harness's temporary folder and read frame by frame to its IEND under
// small limits (a 256-kilopixel canvas, 64 frames, 64 KiB of text), so no input costs more than
// 64 × 256 kilopixels. Checked: the limits hold; every frame is the whole canvas, numbered in order, with its
// region inside the canvas; the frame count is the one acTL declares; the reader says nil after the end and
// stays there; a failure is a `PNGError` with a reason, and `frames(contentsOf:)` agrees with frame-by-frame.

private let limits = AnimatedPNGReader.Limits(pixelBudget: 1 << 18, maximumFrames: 64, maximumTextBytes: 1 << 16)

@main
enum APNGReaderFuzzer {
    static func main() { runFuzzer(fuzzAPNGReader) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAPNGReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    defer { FuzzFolder.clear() }
    let url = URL(fileURLWithPath: FuzzFolder.write(UnsafeBufferPointer(start: data, count: size), as: "input.png"))
    let stepwise = Result { () throws(PNGError) in try readAll(url) }
    let whole = Result { () throws(PNGError) in
        try AnimatedPNGReader.frames(contentsOf: url, limits: limits, totalPixelBudget: 64 << 18)
    }
    switch (stepwise, whole) {
    case (.success(let a), .success(let b)):
        fuzzCheck(a == b, "frames(contentsOf:) and nextFrame() give different frames")
        fuzzLog("accepted: \(a.count) frames")
    case (.failure(let a), .failure(let b)):
        fuzzCheck(a == b, "frames(contentsOf:) and nextFrame() fail differently: \(a) / \(b)")
        fuzzCheck(!a.reason.isEmpty && a.file == url.path, "an error without a reason or the file: \(a)")
        fuzzLog("rejected: \(a.reason)")
    case (.success, .failure(let error)), (.failure(let error), .success):
        fuzzCheck(false, "only one of frames(contentsOf:) and nextFrame() failed: \(error)")
    }
    return 0
}

private func readAll(_ url: URL) throws(PNGError) -> [AnimatedPNGFrame] {
    let reader = try AnimatedPNGReader(contentsOf: url, limits: limits)
    let w = reader.width, h = reader.height
    fuzzCheck(w > 0 && h > 0 && w * h <= limits.pixelBudget, "canvas \(w)×\(h) passes the budget")
    fuzzCheck((1...limits.maximumFrames).contains(reader.frameCount), "acTL frame count \(reader.frameCount) accepted")
    fuzzCheck(reader.text.values.allSatisfy { $0.utf8.count <= 2 * limits.maximumTextBytes }, "text over the limit")
    var frames: [AnimatedPNGFrame] = []
    while let frame = try reader.nextFrame() {
        fuzzCheck(frame.index == frames.count, "frame \(frame.index) returned as number \(frames.count)")
        fuzzCheck(frame.image.width == w && frame.image.height == h, "a frame is not the \(w)×\(h) canvas")
        let c = frame.control
        fuzzCheck(
            c.width > 0 && c.height > 0 && c.x >= 0 && c.y >= 0 && c.x + c.width <= w && c.y + c.height <= h,
            "frame \(frame.index)'s region \(c.width)×\(c.height) at (\(c.x), \(c.y)) leaves the canvas")
        frames.append(frame)
        fuzzCheck(frames.count <= reader.frameCount, "more frames than acTL declares")
    }
    fuzzCheck(frames.count == reader.frameCount, "\(frames.count) frames read, acTL declares \(reader.frameCount)")
    let after = try reader.nextFrame()
    fuzzCheck(after == nil, "a frame after the end")
    return frames
}
