import Foundation

/// A strategy's per-pixel metric together with its settings: what a ``ComparisonStrategy`` is configured by,
/// carried as a value so that reports, approvals and messages describe exactly the comparison that ran.
public enum MetricSettings: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Every changed byte counts.
    case exact
    /// A pixel differs when a straight channel differs by more than `tolerance` levels (0…255).
    case channelTolerance(Int)
    /// pixelmatch's YIQ metric with its threshold (0…1) and whether anti-aliased pixels count.
    case pixelmatch(threshold: Double, includeAA: Bool)
    /// CIEDE2000 ΔE above a just-noticeable difference.
    case ciede2000(justNoticeable: Double)

    /// The metric's name (`exact`, `channel`, `pixelmatch`, `ciede2000`).
    public var metric: Metric {
        switch self {
        case .exact: .exact
        case .channelTolerance: .channel
        case .pixelmatch: .pixelmatch
        case .ciede2000: .ciede2000
        }
    }

    /// The one number that tunes the metric (nil for exact): the channel tolerance, pixelmatch's threshold or
    /// the just-noticeable ΔE — the value ``Metric/strategy(threshold:includeAA:style:limits:)`` takes.
    public var threshold: Double? {
        switch self {
        case .exact: nil
        case .channelTolerance(let tolerance): Double(tolerance)
        case .pixelmatch(let threshold, _): threshold
        case .ciede2000(let justNoticeable): justNoticeable
        }
    }

    /// Whether anti-aliased pixels count as differences (pixelmatch only; false otherwise).
    public var includesAntialiasedPixels: Bool {
        if case .pixelmatch(_, let includeAA) = self { return includeAA }
        return false
    }

    /// `exact`, `channel(2)`, `pixelmatch(threshold: 0.1)`, `pixelmatch(threshold: 0.1, includeAA)`,
    /// `ciede2000(justNoticeable: 1.0)`.
    public var description: String {
        switch self {
        case .exact: "exact"
        case .channelTolerance(let tolerance): "channel(\(tolerance))"
        case .pixelmatch(let threshold, let includeAA):
            "pixelmatch(threshold: \(threshold)\(includeAA ? ", includeAA" : ""))"
        case .ciede2000(let justNoticeable): "ciede2000(justNoticeable: \(justNoticeable))"
        }
    }

    /// Measures a pair of images with this metric (the per-strategy metric types live in `Strategies/`).
    func measure(_ pair: PixelPair, style: DiffStyle, paint: Bool, threads: Int, details: Bool = true)
        -> ComparisonEngine.Measurement
    {
        switch self {
        case .exact:
            ComparisonEngine.measure(
                pair, metric: ExactMetric(), style: style, paint: paint, threads: threads, details: details)
        case .channelTolerance(let tolerance):
            ComparisonEngine.measure(
                pair, metric: ChannelToleranceMetric(tolerance: tolerance), style: style,
                paint: paint, threads: threads, details: details)
        case .pixelmatch(let threshold, let includeAA):
            ComparisonEngine.measure(
                pair, metric: PixelmatchMetric(threshold: threshold, includeAA: includeAA),
                style: style, paint: paint, threads: threads, details: details)
        case .ciede2000(let justNoticeable):
            ComparisonEngine.measure(
                pair, metric: CIEDE2000Metric(justNoticeable: justNoticeable), style: style,
                paint: paint, threads: threads, details: details)
        }
    }
}
