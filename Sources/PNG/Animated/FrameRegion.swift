/// A rectangle of pixels inside a frame: the part of the canvas an animated PNG frame covers.
struct FrameRegion: Hashable, Sendable {
    var x: Int, y: Int, width: Int, height: Int

    var area: Int { width * height }

    static func full(width: Int, height: Int) -> FrameRegion {
        FrameRegion(x: 0, y: 0, width: width, height: height)
    }
}

/// A canvas as an animated PNG decoder holds it after disposing of a frame: `base` (the previous image, straight
/// RGBA8, kept deflated) with the pixels in `patch` replaced by `pixels` (the size of `patch`, kept deflated;
/// nil: transparent black). Read a row at a time, top to bottom, so that the canvas is never a frame buffer.
struct PatchedFrame {
    let base: DeflatedRows
    var patch: FrameRegion? = nil
    var pixels: DeflatedRows? = nil

    /// Pixels a row.
    var width: Int { base.width }

    /// True when row `y` has pixels of the patch.
    func patches(row y: Int) -> Bool {
        guard let patch else { return false }
        return y >= patch.y && y < patch.y + patch.height
    }

    /// Copies `count` pixels of row `y`, from column `x` on, to `destination`.
    func copyRow(_ y: Int, x: Int = 0, count: Int, to destination: UnsafeMutableRawPointer) {
        base.copyRow(y, x: x, count: count, to: destination)
        applyPatch(row: y, x: x, count: count, to: destination)
    }

    /// Overwrites the pixels of the patch in `destination`, which holds `count` pixels of the base's row `y`
    /// from column `x` on.
    func applyPatch(row y: Int, x: Int = 0, count: Int, to destination: UnsafeMutableRawPointer) {
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
}

/// Pixel-buffer operations on straight RGBA8 frames (4 bytes a pixel, rows packed), used to plan delta frames.
enum FrameBuffer {
    /// For each canvas (all patches of one base), the bounding box of the pixels where it and `target` differ,
    /// or nil when they are equal. One pass from top to bottom: the base's row is inflated once for all.
    static func changedRegions(_ canvases: [PatchedFrame], _ target: StraightRows, height: Int) -> [FrameRegion?] {
        guard let base = canvases.first?.base else { return [] }
        let width = base.width
        precondition(target.width == width && canvases.allSatisfy { $0.base === base })
        let rowBytes = width * 4
        var baseRow = [UInt8](repeating: 0, count: rowBytes)
        var patchedRow = [UInt8](repeating: 0, count: rowBytes)
        var targetRow = [UInt8](repeating: 0, count: rowBytes)
        var boxes = [(minX: Int, maxX: Int, minY: Int, maxY: Int)](
            repeating: (width, -1, height, -1), count: canvases.count)
        baseRow.withUnsafeMutableBytes { baseBytes in
            patchedRow.withUnsafeMutableBytes { patchedBytes in
                targetRow.withUnsafeMutableBytes { targetBytes in
                    let rowB = UnsafeRawPointer(targetBytes.baseAddress!)
                    for y in 0..<height {
                        base.copyRow(y, x: 0, count: width, to: baseBytes.baseAddress!)
                        target.copyRow(y, count: width, to: targetBytes.baseAddress!)
                        for (k, canvas) in canvases.enumerated() {
                            var rowA = UnsafeRawPointer(baseBytes.baseAddress!)
                            if canvas.patches(row: y) {
                                patchedBytes.copyMemory(from: UnsafeRawBufferPointer(baseBytes))
                                canvas.applyPatch(row: y, count: width, to: patchedBytes.baseAddress!)
                                rowA = UnsafeRawPointer(patchedBytes.baseAddress!)
                            }
                            widen(&boxes[k], row: y, rowA, rowB, width: width)
                        }
                    }
                }
            }
        }
        return boxes.map { box in
            box.maxY < 0
                ? nil
                : FrameRegion(
                    x: box.minX, y: box.minY, width: box.maxX - box.minX + 1,
                    height: box.maxY - box.minY + 1)
        }
    }

    /// Widens `box` by the pixels of row `y` where `rowA` and `rowB` (`width` pixels each) differ.
    private static func widen(
        _ box: inout (minX: Int, maxX: Int, minY: Int, maxY: Int), row y: Int, _ rowA: UnsafeRawPointer,
        _ rowB: UnsafeRawPointer, width: Int
    ) {
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
        if x == width { return }
        if x < box.minX { box.minX = x }
        if y < box.minY { box.minY = y }
        box.maxY = y
        // Last differing pixel: only pixels right of the current maximum can move it.
        var r = width - 1
        while r > box.maxX {
            if rowA.loadUnaligned(fromByteOffset: r * 4, as: UInt32.self)
                != rowB.loadUnaligned(fromByteOffset: r * 4, as: UInt32.self)
            {
                break
            }
            r -= 1
        }
        if r > box.maxX { box.maxX = r }
    }

    /// True when `a` (deflated) and `b` hold the same pixels (both `height` rows of the same width).
    static func equal(_ a: DeflatedRows, _ b: StraightRows, height: Int) -> Bool {
        let rowBytes = a.width * 4
        var rowA = [UInt8](repeating: 0, count: rowBytes)
        var rowB = [UInt8](repeating: 0, count: rowBytes)
        for y in 0..<height {
            rowA.withUnsafeMutableBytes { a.copyRow(y, x: 0, count: a.width, to: $0.baseAddress!) }
            rowB.withUnsafeMutableBytes { b.copyRow(y, count: b.width, to: $0.baseAddress!) }
            if rowA != rowB { return false }
        }
        return true
    }

    /// The pixels of `region`, rows packed.
    static func extract(_ rgba: [UInt8], width: Int, region: FrameRegion) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: region.area * 4)
        let rowBytes = region.width * 4
        rgba.withUnsafeBytes { src in
            out.withUnsafeMutableBytes { dst in
                for row in 0..<region.height {
                    (dst.baseAddress! + row * rowBytes).copyMemory(
                        from: src.baseAddress! + ((region.y + row) * width + region.x) * 4, byteCount: rowBytes)
                }
            }
        }
        return out
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
    /// the same in `target` and `canvas`; nil when a pixel that
    /// differs is not fully opaque. Over cannot clear a pixel, and partial alpha would be rounded differently by
    /// different decoders, so over is exact in every decoder only when each changed pixel is opaque.
    static func unchangedPixels(target: StraightRows, canvas: PatchedFrame, region: FrameRegion) -> Int? {
        var canvasRow = [UInt8](repeating: 0, count: region.width * 4)
        var targetRow = [UInt8](repeating: 0, count: region.width * 4)
        var unchanged = 0
        let exact = targetRow.withUnsafeMutableBytes { t in
            canvasRow.withUnsafeMutableBytes { c in
                for row in 0..<region.height {
                    canvas.copyRow(region.y + row, x: region.x, count: region.width, to: c.baseAddress!)
                    target.copyRow(region.y + row, x: region.x, count: region.width, to: t.baseAddress!)
                    for column in 0..<region.width {
                        let from = column * 4
                        if t.loadUnaligned(fromByteOffset: from, as: UInt32.self)
                            == c.loadUnaligned(fromByteOffset: from, as: UInt32.self)
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
        _ row: Int, target: StraightRows, canvas: PatchedFrame, region: FrameRegion,
        canvasRow: UnsafeMutableRawPointer, into destination: UnsafeMutableRawPointer
    ) {
        canvas.copyRow(region.y + row, x: region.x, count: region.width, to: canvasRow)
        target.copyRow(region.y + row, x: region.x, count: region.width, to: destination)
        for column in 0..<region.width {
            let pixel = destination.loadUnaligned(fromByteOffset: column * 4, as: UInt32.self)
            if pixel == canvasRow.loadUnaligned(fromByteOffset: column * 4, as: UInt32.self) {
                destination.storeBytes(of: 0, toByteOffset: column * 4, as: UInt32.self)
            }
        }
    }
}
