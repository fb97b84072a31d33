import Foundation

/// The built-in metrics by name, for command lines and settings files.
public enum Metric: String, Sendable, Hashable, Codable, CaseIterable {
    /// Every changed byte counts (``ComparisonStrategy/exact``); takes no threshold.
    case exact
    /// A pixel differs when a straight channel differs by more than the threshold, a whole number 0…255 (default 0).
    case channel
    /// pixelmatch's YIQ distance with anti-aliasing detection; threshold 0…1, default 0.1.
    case pixelmatch
    /// A pixel differs when its CIEDE2000 ΔE exceeds the threshold, 0…100, default 1.
    case ciede2000

    /// What `threshold` means for this metric, its range, and its default.
    public var threshold: (meaning: String, range: ClosedRange<Double>, defaultValue: Double)? {
        switch self {
        case .exact: nil
        case .channel: ("largest per-channel delta that still matches", 0...255, 0)
        case .pixelmatch: ("YIQ threshold (pixelmatch)", 0...1, 0.1)
        case .ciede2000: ("largest CIEDE2000 ΔE that still matches", 0...100, 1.0)
        }
    }

    /// The strategy for this metric.
    ///
    /// - Throws: `MetricError` when `threshold` is given for `exact`, is outside the metric's range, or
    ///   is not a whole number for `channel`.
    public func strategy(
        threshold: Double? = nil, includeAA: Bool = false, style: DiffStyle = .pixelmatch,
        limits: DifferenceLimits = .none
    ) throws(MetricError) -> ComparisonStrategy {
        if let threshold {
            guard let spec = self.threshold else { throw MetricError("threshold does not apply to the exact metric") }
            guard threshold.isFinite, spec.range.contains(threshold) else {
                throw MetricError(
                    "threshold \(threshold) for \(rawValue) is outside "
                        + "\(spec.range.lowerBound)…\(spec.range.upperBound) (\(spec.meaning))"
                )
            }
            if self == .channel && threshold != threshold.rounded() {
                throw MetricError("threshold \(threshold) for channel must be a whole number of levels, 0…255")
            }
        }
        let value = threshold ?? self.threshold?.defaultValue ?? 0
        let strategy: ComparisonStrategy =
            switch self {
            case .exact: .exact
            case .channel: .channelTolerance(Int(value))
            case .pixelmatch: .pixelmatch(threshold: value, includeAA: includeAA)
            case .ciede2000: .ciede2000(justNoticeable: value)
            }
        return strategy.styled(style).limited(to: limits)
    }
}

/// A setting that does not make sense, named with its value.
public struct MetricError: Error, Sendable, Hashable, CustomStringConvertible {
    public var description: String
    /// An error with the given one-line message.
    public init(_ description: String) { self.description = description }
}

extension RGB {
    /// Parses "R,G,B" with each component a whole number 0…255 (spaces allowed around the numbers).
    public init(parsing text: String) throws(MetricError) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 3 else {
            throw MetricError("colour \"\(text)\" is not R,G,B (three numbers 0…255 separated by commas)")
        }
        var components: [UInt8] = []
        for (name, part) in zip(["red", "green", "blue"], parts) {
            guard let value = Int(part), (0...255).contains(value) else {
                throw MetricError("colour \"\(text)\": \(name) \"\(part)\" is not a whole number 0…255")
            }
            components.append(UInt8(value))
        }
        self.init(components[0], components[1], components[2])
    }
}
