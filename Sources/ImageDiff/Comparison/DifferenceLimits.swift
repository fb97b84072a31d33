/// How many differing pixels a comparison tolerates: a count, a share of all pixels, or both.
///
/// A limit left `nil` is not applied. With no limit at all, not a single pixel may differ. With both,
/// both must hold (as Playwright's `maxDiffPixels` with `maxDiffPixelRatio`).
public struct DifferenceLimits: Sendable, Hashable, Codable {
    /// At most this many mismatched pixels.
    public var maxPixels: Int?
    /// At most this share (0…1) of all pixels mismatched.
    public var maxShare: Double?

    /// Limits with the given count and share; a nil limit is not applied, and with both nil (the default) not a single
    /// pixel may differ.
    public init(maxPixels: Int? = nil, maxShare: Double? = nil) {
        self.maxPixels = maxPixels
        self.maxShare = maxShare
    }

    /// Not one pixel may differ.
    public static let none = DifferenceLimits()

    /// Whether `mismatched` of `total` pixels is within the limits.
    public func allows(mismatched: Int, of total: Int) -> Bool {
        if maxPixels == nil && maxShare == nil { return mismatched == 0 }
        if let maxPixels, mismatched > maxPixels { return false }
        if let maxShare {
            let share = total == 0 ? 0 : Double(mismatched) / Double(total)
            if share > maxShare { return false }
        }
        return true
    }
}
