import CLibPNG

/// How the encoder compresses: zlib level and strategy, and how each row's PNG filter is chosen.
///
/// Every setting is lossless; they trade encoding time for file size. ``fast`` is the default, ``small`` is
/// for files that are kept (fixtures, docs imagery), and ``libpngDefault`` is what most tools write, kept as
/// the benchmark baseline. The measurements that chose them: `swift run -c release flipbook-benchmarks png
/// png-settings`.
public struct PNGCompression: Sendable, Hashable {
    /// zlib compression level, 0 (store) to 9 (smallest).
    public var level: Int
    /// The zlib strategy.
    public var strategy: Strategy
    /// How each row's PNG filter is chosen.
    public var filtering: Filtering
    /// zlib's memory level, 1…9 (zlib's default 8): deflate's hash table has 2^(memoryLevel + 7) entries. zlib
    /// slides the whole table every 32 KiB of input, so a small table is cheaper on large frames; a large one
    /// finds more matches at high levels.
    public var memoryLevel: Int

    /// A setting with the given zlib level (0…9), strategy, row filtering and memory level (1…9, default 8); a value
    /// out of range or an empty filter set is a programming error (precondition).
    public init(level: Int, strategy: Strategy, filtering: Filtering, memoryLevel: Int = 8) {
        precondition((0...9).contains(level), "zlib level must be 0…9, got \(level)")
        precondition((1...9).contains(memoryLevel), "zlib memory level must be 1…9, got \(memoryLevel)")
        if case .libpng(let filters) = filtering {
            precondition(!filters.isEmpty, "at least one PNG filter is needed")
        }
        self.level = level
        self.strategy = strategy
        self.filtering = filtering
        self.memoryLevel = memoryLevel
    }

    /// libpng chooses among `filters` for each row.
    public init(level: Int, strategy: Strategy, filters: Filters, memoryLevel: Int = 8) {
        self.init(level: level, strategy: strategy, filtering: .libpng(filters), memoryLevel: memoryLevel)
    }

    /// The filters rows may use: the set libpng chooses from, or None and Up for ``Filtering/flatOrUp``.
    public var filters: Filters {
        switch filtering {
        case .libpng(let filters): filters
        case .flatOrUp: [.none, .up]
        }
    }

    /// How each row's filter is chosen.
    public enum Filtering: Sendable, Hashable {
        /// libpng picks per row among these filters by its minimum-sum-of-absolute-differences heuristic,
        /// which costs a pass per filter; a single filter is used on every row.
        case libpng(Filters)
        /// A quick choice for UI frames: Up for a row equal to the one above (it becomes zeros) or a row where
        /// most pixels differ from their left neighbour (gradients, photos); None for mostly flat rows, where
        /// deflate's matches do better on the bytes themselves than on filtered ones (libpng's heuristic
        /// picks a filter for those rows, and the file grows).
        case flatOrUp
    }

    /// The zlib strategy.
    public enum Strategy: Int32, Sendable, Hashable, CaseIterable {
        /// zlib's default: string matches and Huffman coding (`Z_DEFAULT_STRATEGY`).
        case `default` = 0
        /// Favours Huffman coding over short matches, for filtered data (`Z_FILTERED`).
        case filtered = 1
        /// Huffman coding only, no string matches (`Z_HUFFMAN_ONLY`).
        case huffmanOnly = 2
        /// Run-length matches only (distance 1): very fast, good on flat areas.
        case rle = 3
    }

    /// A set of PNG row filters.
    public struct Filters: OptionSet, Sendable, Hashable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// No filter: the bytes as they are.
        public static let none = Filters(rawValue: Int32(PNG_FILTER_NONE))
        /// Each byte minus the one a pixel to its left.
        public static let sub = Filters(rawValue: Int32(PNG_FILTER_SUB))
        /// Each byte minus the one above it.
        public static let up = Filters(rawValue: Int32(PNG_FILTER_UP))
        /// Each byte minus the mean of the bytes to its left and above.
        public static let average = Filters(rawValue: Int32(PNG_FILTER_AVG))
        /// Each byte minus the Paeth predictor of its left, upper and upper-left neighbours.
        public static let paeth = Filters(rawValue: Int32(PNG_FILTER_PAETH))
        /// All five filters.
        public static let all: Filters = [.none, .sub, .up, .average, .paeth]
    }

    /// The default, for frame sequences: zlib level 3, memory level 4, no row filter. On the catalog's
    /// mid-transition frames at @3x (1179×2556) it costs 15.1 ms of CPU a frame against 22.6 ms for level 3
    /// with ``Filtering/flatOrUp`` and zlib's default memory level (best of 5 runs each), for files 6 % larger
    /// (86 KB against 81 KB): libpng's Up filter runs a byte at a time, and zlib slides its whole hash table
    /// every 32 KiB of input, which for the default 32 K-entry table costs more than the matches it adds.
    /// `flipbook-benchmarks png-settings --frames=DIR` compares every setting on rendered frames.
    public static let fast = PNGCompression(level: 3, strategy: .default, filters: .none, memoryLevel: 4)
    /// Smaller files, slower: zlib level 9 with ``Filtering/flatOrUp`` and the largest hash table; on UI frames
    /// about 0.75× the size of ``libpngDefault``'s files. Fixtures and docs imagery use it.
    public static let small = PNGCompression(level: 9, strategy: .default, filtering: .flatOrUp, memoryLevel: 9)
    /// libpng's own defaults (zlib level 6, adaptive filters): the baseline most tools write.
    public static let libpngDefault = PNGCompression(level: 6, strategy: .default, filters: .all)
}
