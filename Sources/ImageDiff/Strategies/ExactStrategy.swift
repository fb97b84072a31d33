extension ComparisonStrategy {
    /// Every changed byte counts: a pixel differs when any of its four bytes differs.
    ///
    /// Equal images cost one `memcmp`. With the default limits not a single pixel may differ; relax with
    /// `limited(to:)` to allow a count or share of changed pixels.
    public static var exact: ComparisonStrategy {
        ComparisonStrategy(name: "exact", limits: .none, style: .pixelmatch) { pair, style, paint, threads in
            ComparisonEngine.measure(pair, metric: ExactMetric(), style: style, paint: paint, threads: threads)
        }
    }
}

/// A pixel whose bytes differ is different.
struct ExactMetric: PixelMetric {
    @inline(__always)
    func classify(_ pair: PixelPair, x: Int, y: Int, byteOffset k: Int) -> PixelVerdict {
        .different(pair, byteOffset: k)
    }
}
