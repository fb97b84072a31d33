/// A rectangle of pixels inside a frame: the part of the canvas an animated PNG frame covers.
struct FrameRegion: Hashable, Sendable {
    var x: Int, y: Int, width: Int, height: Int

    var area: Int { width * height }

    static func full(width: Int, height: Int) -> FrameRegion {
        FrameRegion(x: 0, y: 0, width: width, height: height)
    }
}

/// A canvas as an animated PNG decoder holds it after disposing of a frame: `base` (straight RGBA8, `width`
/// pixels a row, rows packed) with the pixels in `patch` replaced by `pixels` (the size of `patch`, kept
/// deflated; nil: transparent black). Read a row at a time, top to bottom, so that the canvas is never copied
/// whole.
struct PatchedFrame {
    let base: [UInt8]
    let width: Int
    var patch: FrameRegion? = nil
    var pixels: DeflatedRows? = nil

    /// True when row `y` has pixels of the patch.
    func patches(row y: Int) -> Bool {
        guard let patch else { return false }
        return y >= patch.y && y < patch.y + patch.height
    }

    /// Copies `count` pixels of row `y`, from column `x` on, to `destination`.
    func copyRow(_ y: Int, x: Int = 0, count: Int, to destination: UnsafeMutableRawPointer) {
        base.withUnsafeBytes {
            destination.copyMemory(from: $0.baseAddress! + (y * width + x) * 4, byteCount: count * 4)
        }
        guard let patch, patches(row: y) else { return }
        let from = max(x, patch.x)
        let to = min(x + count, patch.x + patch.width)
        guard from < to else { return }
        let at = destination + (from - x) * 4
        if let pixels {
            pixels.copyRow(y - patch.y, x: from - patch.x, count: to - from, to: at)
        } else {
            at.initializeMemory(as: UInt8.self, repeating: 0, count: (to - from) * 4)
        }
    }

    /// The pixels of `region`, deflated (`path` names the file in errors).
    func deflated(_ region: FrameRegion, path: String) throws(PNGError) -> DeflatedRows {
        try DeflatedRows(width: region.width, height: region.height, path: path) { row, destination in
            copyRow(region.y + row, x: region.x, count: region.width, to: destination)
        }
    }

    /// The pixels of `region`, rows packed.
    func extract(_ region: FrameRegion) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: region.area * 4)
        out.withUnsafeMutableBytes { o in
            for row in 0..<region.height {
                copyRow(
                    region.y + row, x: region.x, count: region.width,
                    to: o.baseAddress! + row * region.width * 4)
            }
        }
        return out
    }
}

/// Pixel-buffer operations on straight RGBA8 frames (4 bytes a pixel, rows packed), used to plan delta frames.
enum FrameBuffer {
    /// The bounding box of the pixels where `a` and `b` (`height` rows of `a.width` pixels) differ, or nil when
    /// they are equal.
    static func changedRegion(_ a: PatchedFrame, _ b: [UInt8], height: Int) -> FrameRegion? {
        let width = a.width
        precondition(a.base.count == width * height * 4 && b.count == a.base.count)
        var patchedRow = [UInt8](repeating: 0, count: a.patch == nil ? 0 : width * 4)
        let rowBytes = width * 4
        return a.base.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in
                patchedRow.withUnsafeMutableBytes { scratch in
                    var minX = width
                    var maxX = -1
                    var minY = height
                    var maxY = -1
                    for y in 0..<height {
                        let rowStart = y * rowBytes
                        var rowA = UnsafeRawPointer(pa.baseAddress! + rowStart)
                        if a.patches(row: y) {
                            a.copyRow(y, count: width, to: scratch.baseAddress!)
                            rowA = UnsafeRawPointer(scratch.baseAddress!)
                        }
                        let rowB = pb.baseAddress! + rowStart
                        // First differing pixel in the row.
                        var x = 0
                        while x < width {
                            if rowA.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                                != rowB.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                            {
                                break
                            }
                            x += 1
                        }
                        if x == width { continue }
                        if x < minX { minX = x }
                        if y < minY { minY = y }
                        maxY = y
                        // Last differing pixel: only pixels right of the current maximum can move it.
                        var r = width - 1
                        while r > maxX {
                            if rowA.loadUnaligned(fromByteOffset: r * 4, as: UInt32.self)
                                != rowB.loadUnaligned(fromByteOffset: r * 4, as: UInt32.self)
                            {
                                break
                            }
                            r -= 1
                        }
                        if r > maxX { maxX = r }
                    }
                    if maxY < 0 { return nil }
                    return FrameRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
                }
            }
        }
    }

    /// The pixels of `region`, rows packed.
    static func extract(_ rgba: [UInt8], width: Int, region: FrameRegion) -> [UInt8] {
        PatchedFrame(base: rgba, width: width).extract(region)
    }

    /// Writes `pixels` (rows packed, the size of `region`) into `rgba` at `region`; nil pixels clear it.
    static func replace(_ rgba: inout [UInt8], width: Int, region: FrameRegion, with pixels: [UInt8]?) {
        let rowBytes = region.width * 4
        rgba.withUnsafeMutableBufferPointer { dst in
            for row in 0..<region.height {
                let to = ((region.y + row) * width + region.x) * 4
                if let pixels {
                    pixels.withUnsafeBufferPointer { src in
                        UnsafeMutableRawPointer(dst.baseAddress! + to)
                            .copyMemory(from: src.baseAddress! + row * rowBytes, byteCount: rowBytes)
                    }
                } else {
                    UnsafeMutableRawPointer(dst.baseAddress! + to).initializeMemory(
                        as: UInt8.self, repeating: 0, count: rowBytes)
                }
            }
        }
    }

    /// For *over* blending (the frame's data alpha-composited onto the canvas): how many pixels of `region` are
    /// the same in `target` (straight RGBA8, `canvas.width` pixels a row) and `canvas`; nil when a pixel that
    /// differs is not fully opaque. Over cannot clear a pixel, and partial alpha would be rounded differently by
    /// different decoders, so over is exact in every decoder only when each changed pixel is opaque.
    static func unchangedPixels(target: [UInt8], canvas: PatchedFrame, region: FrameRegion) -> Int? {
        var canvasRow = [UInt8](repeating: 0, count: region.width * 4)
        var unchanged = 0
        let exact = target.withUnsafeBytes { t in
            canvasRow.withUnsafeMutableBytes { c in
                for row in 0..<region.height {
                    canvas.copyRow(region.y + row, x: region.x, count: region.width, to: c.baseAddress!)
                    let start = ((region.y + row) * canvas.width + region.x) * 4
                    for column in 0..<region.width {
                        let from = start + column * 4
                        if t.loadUnaligned(fromByteOffset: from, as: UInt32.self)
                            == c.loadUnaligned(fromByteOffset: column * 4, as: UInt32.self)
                        {
                            unchanged += 1
                        } else if t[from + 3] != 255 {
                            return false
                        }
                    }
                }
                return true
            }
        }
        return exact ? unchanged : nil
    }

    /// Row `row` of `region`'s frame data for *over* blending onto `canvas`, which composited yields exactly
    /// `target` (see ``unchangedPixels(target:canvas:region:)``): the target's pixel where the two differ,
    /// transparent black where they agree. `canvasRow` is room for `region.width` pixels.
    static func overRow(
        _ row: Int, target: [UInt8], canvas: PatchedFrame, region: FrameRegion,
        canvasRow: UnsafeMutableRawPointer, into destination: UnsafeMutableRawPointer
    ) {
        canvas.copyRow(region.y + row, x: region.x, count: region.width, to: canvasRow)
        let start = ((region.y + row) * canvas.width + region.x) * 4
        target.withUnsafeBytes { t in
            for column in 0..<region.width {
                let pixel = t.loadUnaligned(fromByteOffset: start + column * 4, as: UInt32.self)
                let same = pixel == canvasRow.loadUnaligned(fromByteOffset: column * 4, as: UInt32.self)
                destination.storeBytes(of: same ? 0 : pixel, toByteOffset: column * 4, as: UInt32.self)
            }
        }
    }
}
