extension ComparisonStrategy {
    /// A pixel differs when its CIEDE2000 colour difference exceeds `justNoticeable`.
    ///
    /// ΔE₀₀ ≈ 1 is about the smallest difference people notice side by side, hence the default; 2.3 is
    /// the classic "just noticeable" figure for the older ΔE*ab. Translucent pixels are compared over
    /// white and over black, and the larger difference counts (see `CIELab`, `CIEDE2000`).
    public static func ciede2000(justNoticeable: Double = 1.0, limits: DifferenceLimits = .none) -> ComparisonStrategy {
        ComparisonStrategy(metric: .ciede2000(justNoticeable: justNoticeable), limits: limits)
    }
}

/// ΔE₀₀ above a just-noticeable difference.
struct CIEDE2000Metric: PixelMetric {
    static let classifiesByValue = true

    let justNoticeable: Double
    private var cache = DeltaECache()

    init(justNoticeable: Double) {
        self.justNoticeable = justNoticeable
    }

    mutating func classify(_ pair: PixelPair, x: Int, y: Int, byteOffset k: Int) -> PixelVerdict {
        guard let deltaE = cache.difference(pair.expected, pair.actual, k, ifAbove: justNoticeable),
            deltaE > justNoticeable
        else { return .similar }
        return .different(pair, byteOffset: k)
    }
}
