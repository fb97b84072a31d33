extension ComparisonStrategy {
    /// Every changed byte counts: a pixel differs when any of its four bytes differs.
    ///
    /// Equal images cost one `memcmp`. With the default limits not a single pixel may differ; relax with
    /// `limited(to:)` to allow a count or share of changed pixels.
    public static var exact: ComparisonStrategy {
        ComparisonStrategy(metric: .exact)
    }
}

/// A pixel whose bytes differ is different.
struct ExactMetric: PixelMetric {
    static let classifiesByValue = true

    @inline(__always)
    func classify(_ pair: PixelPair, x: Int, y: Int, byteOffset k: Int) -> PixelVerdict {
        .different(pair, byteOffset: k)
    }
}
