extension ComparisonStrategy {
    /// pixelmatch's metric, pixel for pixel (mapbox/pixelmatch 7, the de-facto standard perceptual diff).
    ///
    /// A changed pixel differs when its signed YIQ distance (see `YIQ`) exceeds `35215 · threshold²` in
    /// magnitude. Unless `includeAA`, such a pixel is not counted (and is painted `aaColor`) when it looks
    /// anti-aliased in either image (see `AntiAliasing`). A counted pixel is painted `diffColorAlt` when
    /// the actual pixel is darker, else `diffColor`; the rest as faded grey (see `DiffStyle`). The expected
    /// image is pixelmatch's `img1`, the actual its `img2`.
    ///
    /// - Parameters:
    ///   - threshold: 0…1; smaller is more sensitive. pixelmatch's default 0.1; Playwright uses 0.2.
    ///   - includeAA: count anti-aliased pixels as differences too.
    public static func pixelmatch(
        threshold: Double = 0.1, includeAA: Bool = false, style: DiffStyle = .pixelmatch,
        limits: DifferenceLimits = .none
    ) -> ComparisonStrategy {
        ComparisonStrategy(
            metric: .pixelmatch(threshold: threshold, includeAA: includeAA), limits: limits, style: style)
    }
}

/// pixelmatch's YIQ threshold with anti-aliasing detection.
struct PixelmatchMetric: PixelMetric {
    /// `35215 · threshold · threshold`, in that order.
    let maxDelta: Double
    let includeAA: Bool

    init(threshold: Double, includeAA: Bool) {
        maxDelta = YIQ.maxDelta * threshold * threshold
        self.includeAA = includeAA
    }

    @inline(__always)
    func classify(_ pair: PixelPair, x: Int, y: Int, byteOffset k: Int) -> PixelVerdict {
        let delta = YIQ.colorDelta(pair.expected, pair.actual, k, k)
        guard abs(delta) > maxDelta else { return .similar }
        if !includeAA
            && (AntiAliasing.isAntialiased(
                pair.expected, x: x, y: y, width: pair.width, height: pair.height,
                other: pair.actual)
                || AntiAliasing.isAntialiased(
                    pair.actual, x: x, y: y, width: pair.width, height: pair.height,
                    other: pair.expected))
        {
            return .antialiased
        }
        return .different(darker: delta < 0)
    }
}
