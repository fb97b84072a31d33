import Foundation
@testable import Raster

/// Measurements of rendered text used by the text tests.
enum TextInk {
    /// Sum of alpha over the image, in units of fully covered pixels.
    static func total(_ image: Image) -> Double {
        var sum = 0
        var i = 3
        while i < image.pixels.count { sum += Int(image.pixels[i]); i += 4 }
        return Double(sum) / 255
    }

    /// The bounding box of pixels with any alpha, or nil when the image is empty.
    static func bounds(_ image: Image) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixels[(y * image.width + x) * 4 + 3] != 0 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return maxX < 0 ? nil : (minX, minY, maxX, maxY)
    }

    /// Rows that contain ink, grouped into runs (one per text line).
    static func inkRowRuns(_ image: Image) -> [ClosedRange<Int>] {
        var runs: [ClosedRange<Int>] = []
        var start: Int? = nil
        for y in 0..<image.height {
            var any = false
            for x in 0..<image.width where image.pixels[(y * image.width + x) * 4 + 3] != 0 { any = true; break }
            if any, start == nil { start = y }
            if !any, let s = start { runs.append(s...(y - 1)); start = nil }
        }
        if let s = start { runs.append(s...(image.height - 1)) }
        return runs
    }
}
