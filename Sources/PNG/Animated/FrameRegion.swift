/// A rectangle of pixels inside a frame: the part of the canvas an animated PNG frame covers.
struct FrameRegion: Hashable, Sendable {
    var x: Int, y: Int, width: Int, height: Int

    var area: Int { width * height }

    static func full(width: Int, height: Int) -> FrameRegion {
        FrameRegion(x: 0, y: 0, width: width, height: height)
    }
}

/// Pixel-buffer operations on straight RGBA8 frames (4 bytes a pixel, rows packed), used to plan delta frames.
enum FrameBuffer {
    /// The bounding box of the pixels where `a` and `b` differ, or nil when they are equal. With `patch`, `a`
    /// is taken as if its pixels in `patch` were `pixels` (rows packed, the size of `patch`; nil: transparent
    /// black), without making that copy of `a`: a row at a time.
    static func changedRegion(
        _ a: [UInt8], _ b: [UInt8], width: Int, height: Int,
        replacing patch: FrameRegion? = nil, with pixels: [UInt8]? = nil
    ) -> FrameRegion? {
        precondition(a.count == width * height * 4 && b.count == a.count)
        var patchedRow = [UInt8](repeating: 0, count: patch == nil ? 0 : width * 4)
        let rowBytes = width * 4
        return a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in
                patchedRow.withUnsafeMutableBytes { scratch in
                    var minX = width, maxX = -1, minY = height, maxY = -1
                    for y in 0..<height {
                        let rowStart = y * rowBytes
                        var rowA = UnsafeRawPointer(pa.baseAddress! + rowStart)
                        if let patch, y >= patch.y, y < patch.y + patch.height {
                            let row = scratch.baseAddress!
                            row.copyMemory(from: rowA, byteCount: rowBytes)
                            let at = row + patch.x * 4, count = patch.width * 4
                            if let pixels {
                                pixels.withUnsafeBytes {
                                    at.copyMemory(
                                        from: $0.baseAddress! + (y - patch.y) * count,
                                        byteCount: count)
                                }
                            } else {
                                at.initializeMemory(as: UInt8.self, repeating: 0, count: count)
                            }
                            rowA = UnsafeRawPointer(row)
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
        var out = [UInt8](repeating: 0, count: region.area * 4)
        let rowBytes = region.width * 4
        rgba.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for row in 0..<region.height {
                    let from = ((region.y + row) * width + region.x) * 4
                    let to = row * rowBytes
                    UnsafeMutableRawPointer(dst.baseAddress! + to)
                        .copyMemory(from: src.baseAddress! + from, byteCount: rowBytes)
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

    /// The frame data that, alpha-composited (`blend_op` over) onto `canvas`, yields exactly `target` inside
    /// `region`: the target's pixel where the two differ, transparent black where they agree. Nil when that is
    /// not exact for every decoder, which is the case as soon as a changed pixel is not fully opaque (over
    /// cannot clear a pixel, and partial alpha would be rounded differently by different decoders).
    /// Also returns how many pixels of the region are unchanged.
    static func overData(target: [UInt8], canvas: [UInt8], width: Int, region: FrameRegion) -> (
        data: [UInt8], unchanged: Int
    )? {
        var out = [UInt8](repeating: 0, count: region.area * 4)
        var unchanged = 0
        let ok = target.withUnsafeBytes { t in
            canvas.withUnsafeBytes { c in
                out.withUnsafeMutableBytes { o in
                    for row in 0..<region.height {
                        for column in 0..<region.width {
                            let from = ((region.y + row) * width + region.x + column) * 4
                            let tv = t.loadUnaligned(fromByteOffset: from, as: UInt32.self)
                            if tv == c.loadUnaligned(fromByteOffset: from, as: UInt32.self) { unchanged += 1; continue }
                            if t[from + 3] != 255 { return false }
                            o.storeBytes(of: tv, toByteOffset: (row * region.width + column) * 4, as: UInt32.self)
                        }
                    }
                    return true
                }
            }
        }
        return ok ? (out, unchanged) : nil
    }
}
