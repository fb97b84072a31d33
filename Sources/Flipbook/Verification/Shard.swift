/// One of `count` parts of a run (`--shard index/count`, index from 1), so that several machines each check a
/// part and `flipbook merge-reports` joins their reports.
///
/// Scenarios are dealt out in id order, round robin: the scenario at position p (0-based, in id order) goes
/// to shard `p % count + 1`. Every scenario is in exactly one shard, and the shards' sizes differ by at most one.
/// A scenario played in a variant has an id of its own (`fade-push+dark`), so variants are dealt out the same
/// way: the variants of one scenario may be checked on different machines.
public struct Shard: Codable, Sendable, Hashable, CustomStringConvertible {
    /// 1…count.
    public var index: Int
    /// How many shards the scenarios are dealt into (1 or more).
    public var count: Int

    /// Shard `index` of `count`.
    ///
    /// - Throws: ``VerificationError/invalidSetting(_:)`` when `count` is below 1 or `index` is outside 1…`count`.
    public init(index: Int, count: Int) throws(VerificationError) {
        guard count >= 1 else { throw .invalidSetting("shard: the number of shards must be ≥ 1, got \(count)") }
        guard (1...count).contains(index) else {
            throw .invalidSetting("shard: the shard must be 1…\(count), got \(index)")
        }
        self.index = index
        self.count = count
    }

    /// Parses `i/n`, such as `2/4`.
    public init(parsing text: String) throws(VerificationError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw .invalidSetting("shard \"\(text)\" is not i/n (for example 1/4)")
        }
        try self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// This shard's scenarios, in id order.
    public func select(_ scenarios: [Scenario]) -> [Scenario] {
        scenarios.sorted { $0.id < $1.id }.enumerated()
            .filter { $0.offset % count == index - 1 }
            .map(\.element)
    }

    public init(from decoder: any Decoder) throws {
        enum Key: String, CodingKey { case index, count }
        let container = try decoder.container(keyedBy: Key.self)
        let index = try container.decode(Int.self, forKey: .index)
        let count = try container.decode(Int.self, forKey: .count)
        do {
            try self.init(index: index, count: count)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .index, in: container, debugDescription: error.description)
        }
    }
}
