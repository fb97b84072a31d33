/// A small deterministic pseudo-random generator (SplitMix64), so that random test inputs are the same on every
/// run and a failure reproduces from its seed.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's whole state.
    public var state: UInt64

    /// A generator that starts at `state`.
    public init(state: UInt64) {
        self.state = state
    }

    /// A generator seeded with `seed` (the same as ``init(state:)``).
    public init(seed: UInt64) {
        self.init(state: seed)
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A double in [0, 1) from the top 53 bits.
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// An integer in `range` (not empty).
    public mutating func int(_ range: Range<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }

    /// A double in [low, high).
    public mutating func double(_ low: Double, _ high: Double) -> Double { low + (high - low) * unit() }

    /// A double in [low, high] on a 1/8 grid, so sums stay exact in binary.
    public mutating func grid(_ low: Double, _ high: Double) -> Double { (double(low, high) * 8).rounded() / 8 }
}
