/// The numbers of one comparison of two images of the same size, in plain units.
///
/// - `mismatchedPixels` are the pixels the strategy counted as different: above its tolerance and, for
///   pixelmatch, not excluded as anti-aliasing. `limits` are applied to this count and its share.
/// - `changedPixels` are the pixels whose bytes differ at all (any channel, any amount); it is at least
///   `mismatchedPixels + antialiasedPixels`.
/// - `maxChannelDelta` and `maxDeltaE` are measured over every changed pixel, whatever the strategy, so
///   a comparison within tolerance still says how far apart the images are.
/// - `boundingBox` holds every mismatched pixel; `regions` lists the connected regions of mismatched
///   pixels, largest first (ties: in the scan order of their first pixel), at most
///   `DifferenceStatistics.regionListLimit` of them; `regionCount` is how many there are in all.
public struct DifferenceStatistics: Sendable, Hashable, Codable {
    /// How many regions `regions` lists at most.
    public static let regionListLimit = 100

    /// How many pixels each image has (`width × height`).
    public var totalPixels: Int
    /// How many pixels the strategy counted as different; the limits apply to this count.
    public var mismatchedPixels: Int
    /// How many pixels pixelmatch excluded as anti-aliasing (0 for the other strategies).
    public var antialiasedPixels: Int
    /// How many pixels differ in any byte, by any amount, whatever the strategy.
    public var changedPixels: Int
    /// Largest absolute difference of one straight (unpremultiplied) 8-bit channel, alpha included: 0…255.
    public var maxChannelDelta: Int
    /// Largest CIEDE2000 colour difference between two changed pixels (0 when no pixel changed).
    public var maxDeltaE: Double
    /// The smallest rectangle holding every mismatched pixel; nil when none is mismatched.
    public var boundingBox: PixelRect?
    /// The connected regions of mismatched pixels, largest first, at most ``regionListLimit`` of them.
    public var regions: [DifferenceRegion]
    /// How many connected regions of mismatched pixels there are in all (``regions`` may list fewer).
    public var regionCount: Int

    /// Statistics with the given numbers, taken as they are; everything but `totalPixels` defaults to nothing found.
    public init(
        totalPixels: Int, mismatchedPixels: Int = 0, antialiasedPixels: Int = 0, changedPixels: Int = 0,
        maxChannelDelta: Int = 0, maxDeltaE: Double = 0, boundingBox: PixelRect? = nil,
        regions: [DifferenceRegion] = [], regionCount: Int = 0
    ) {
        self.totalPixels = totalPixels
        self.mismatchedPixels = mismatchedPixels
        self.antialiasedPixels = antialiasedPixels
        self.changedPixels = changedPixels
        self.maxChannelDelta = maxChannelDelta
        self.maxDeltaE = maxDeltaE
        self.boundingBox = boundingBox
        self.regions = regions
        self.regionCount = regionCount
    }

    /// `mismatchedPixels / totalPixels` (0 for an empty image).
    public var mismatchedShare: Double {
        totalPixels == 0 ? 0 : Double(mismatchedPixels) / Double(totalPixels)
    }
}
