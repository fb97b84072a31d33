/// What a metric says about one pixel whose bytes differ between the expected and the actual image.
enum PixelVerdict {
    /// Within the metric's tolerance: not counted.
    case similar
    /// Excluded as anti-aliasing (pixelmatch): not counted, painted in the anti-aliasing colour.
    case antialiased
    /// Counted as different; `darker` when the actual pixel is darker (painted in the alternate colour).
    case different(darker: Bool)
}

/// A per-pixel metric. The comparison engine calls it only for pixels whose four bytes differ, so an
/// identical region costs a metric nothing.
protocol PixelMetric: Sendable {
    mutating func classify(_ pair: PixelPair, x: Int, y: Int, byteOffset k: Int) -> PixelVerdict
    /// Whether ``classify(_:x:y:byteOffset:)`` depends on the two pixels' values alone (not on their neighbours
    /// or their place): then a changed pixel whose pair of values is the previous changed pixel's gets that
    /// pixel's verdict without asking again (a moved flat area is long runs of one pair).
    static var classifiesByValue: Bool { get }
}

extension PixelMetric {
    static var classifiesByValue: Bool { false }
}

extension PixelVerdict {
    /// `.different`, with pixelmatch's notion of darker: the YIQ brightness of expected − actual is positive.
    @inline(__always)
    static func different(_ pair: PixelPair, byteOffset k: Int) -> PixelVerdict {
        .different(darker: YIQ.brightnessDelta(pair.expected, pair.actual, k, k) > 0)
    }
}
