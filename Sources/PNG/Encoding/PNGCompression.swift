import CLibPNG

/// How the encoder compresses: zlib level and strategy, and the PNG row filters libpng may choose from.
///
/// Every setting is lossless; they trade encoding time for file size. ``fast`` is the default, ``small`` is
/// for files that are kept (fixtures, docs imagery), and ``libpngDefault`` is what most tools write, kept as
/// the benchmark baseline. The figures that chose them are in `Benchmarks/` (suite `png`).
public struct PNGCompression: Sendable, Hashable {
    /// zlib compression level, 0 (store) to 9 (smallest).
    public var level: Int
    public var strategy: Strategy
    /// The filters libpng may use; with more than one it picks per row (the sum-of-absolute-differences
    /// heuristic), which costs a pass per filter.
    public var filters: Filters

    public init(level: Int, strategy: Strategy, filters: Filters) {
        precondition((0...9).contains(level), "zlib level must be 0…9, got \(level)")
        precondition(!filters.isEmpty, "at least one PNG filter is needed")
        self.level = level
        self.strategy = strategy
        self.filters = filters
    }

    /// The zlib strategy.
    public enum Strategy: Int32, Sendable, Hashable, CaseIterable {
        case `default` = 0
        case filtered = 1
        case huffmanOnly = 2
        /// Run-length matches only (distance 1): very fast, good on flat areas.
        case rle = 3
    }

    /// A set of PNG row filters.
    public struct Filters: OptionSet, Sendable, Hashable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        public static let none = Filters(rawValue: Int32(PNG_FILTER_NONE))
        public static let sub = Filters(rawValue: Int32(PNG_FILTER_SUB))
        public static let up = Filters(rawValue: Int32(PNG_FILTER_UP))
        public static let average = Filters(rawValue: Int32(PNG_FILTER_AVG))
        public static let paeth = Filters(rawValue: Int32(PNG_FILTER_PAETH))
        public static let all: Filters = [.none, .sub, .up, .average, .paeth]
    }

    /// The default: quick to write, close in size to ``libpngDefault`` on UI frames.
    public static let fast = PNGCompression(level: 1, strategy: .rle, filters: .up)
    /// Smaller files, slower: zlib level 9 with libpng's adaptive filter choice.
    public static let small = PNGCompression(level: 9, strategy: .default, filters: .all)
    /// libpng's own defaults (zlib level 6, adaptive filters): the baseline most tools write.
    public static let libpngDefault = PNGCompression(level: 6, strategy: .default, filters: .all)
}
