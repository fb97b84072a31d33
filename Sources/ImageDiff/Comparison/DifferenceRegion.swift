/// One connected region of differing pixels.
///
/// Regions are the 8-connected components of the pixels a strategy counted as different (pixels that
/// touch by an edge or a corner belong to the same region). Anti-aliased pixels that pixelmatch excludes
/// and pixels within tolerance belong to no region.
public struct DifferenceRegion: Sendable, Hashable, Codable {
    /// The smallest rectangle holding every pixel of the region.
    public var boundingBox: PixelRect
    /// How many differing pixels the region holds (at most `boundingBox.width × boundingBox.height`).
    public var pixelCount: Int

    /// A region with the given bounding box and pixel count, taken as they are.
    public init(boundingBox: PixelRect, pixelCount: Int) {
        self.boundingBox = boundingBox
        self.pixelCount = pixelCount
    }
}
