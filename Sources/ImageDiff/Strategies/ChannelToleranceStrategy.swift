extension ComparisonStrategy {
    /// A pixel differs when any straight channel (red, green, blue or alpha) differs by more than
    /// `tolerance` (0…255). Paparazzi's default is `.channelTolerance(2, limits: .init(maxShare: 0.0001))`.
    public static func channelTolerance(_ tolerance: Int, limits: DifferenceLimits = .none) -> ComparisonStrategy {
        ComparisonStrategy(metric: .channelTolerance(tolerance), limits: limits)
    }
}

/// Per-channel tolerance on straight RGBA8.
struct ChannelToleranceMetric: PixelMetric {
    static let classifiesByValue = true

    var tolerance: Int

    @inline(__always)
    func classify(_ pair: PixelPair, x: Int, y: Int, byteOffset k: Int) -> PixelVerdict {
        ComparisonEngine.channelDelta(pair.expected + k, pair.actual + k) > tolerance
            ? .different(pair, byteOffset: k) : .similar
    }
}
