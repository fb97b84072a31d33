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
    /// With ``Filtering/repeatsOnce(minimumRun:)``: the most earlier strings zlib's match search compares for each
    /// string (`deflateTune`'s `max_chain`, the level's other search parameters kept), or nil for the level's own
    /// (4096 at level 9). Ignored by the other filterings, which compress through libpng.
    public var chainLimit: Int?
    /// What photo-like frames are encoded with instead, or nil to use these settings on every frame. A frame is
    /// photo-like when fewer than a quarter of the pixels on every 16th row equal their left or upper neighbour
    /// (photos, noise, smooth gradients): there deflate's match search costs much and finds little, and
    /// the settings meant for flat UI frames can be slower than libpng's defaults.
    public var photoLike: PhotoSettings?

    /// The settings for photo-like frames: zlib level, strategy and memory level, with libpng choosing each
    /// row's filter among `filters`.
    public struct PhotoSettings: Sendable, Hashable {
        /// zlib compression level, 0 (store) to 9 (smallest).
        public var level: Int
        /// The zlib strategy.
        public var strategy: Strategy
        /// The filters libpng chooses among for each row (one filter: every row uses it).
        public var filters: Filters
        /// zlib's memory level, 1…9: its hash table and its block size (2^(memoryLevel + 6) symbols).
        public var memoryLevel: Int

        /// Settings for photo-like frames; the ranges are those of ``PNGCompression``.
        public init(level: Int, strategy: Strategy, filters: Filters, memoryLevel: Int) {
            precondition((0...9).contains(level), "zlib level must be 0…9, got \(level)")
            precondition((1...9).contains(memoryLevel), "zlib memory level must be 1…9, got \(memoryLevel)")
            precondition(!filters.isEmpty, "at least one PNG filter is needed")
            self.level = level
            self.strategy = strategy
            self.filters = filters
            self.memoryLevel = memoryLevel
        }

        /// Huffman coding alone after libpng's Up filter: no match search at all. On the benchmark's photo-like
        /// frame about 10× faster than libpng's defaults, for files about 1.2× their size.
        public static let fast = PhotoSettings(level: 1, strategy: .huffmanOnly, filters: .up, memoryLevel: 8)
        /// zlib level 1 with libpng's per-row filter choice: about 3× faster than libpng's defaults on the
        /// benchmark's photo-like frame, for files of about the same size.
        public static let small = PhotoSettings(level: 1, strategy: .default, filters: .all, memoryLevel: 8)
    }

    /// A setting with the given zlib level (0…9), strategy, row filtering, memory level (1…9, default 8), chain
    /// limit (4…65535, see ``chainLimit``) and photo-like settings (none by default); a value out of range or an
    /// empty filter set is a programming error (precondition).
    public init(
        level: Int, strategy: Strategy, filtering: Filtering, memoryLevel: Int = 8, chainLimit: Int? = nil,
        photoLike: PhotoSettings? = nil
    ) {
        precondition((0...9).contains(level), "zlib level must be 0…9, got \(level)")
        precondition((1...9).contains(memoryLevel), "zlib memory level must be 1…9, got \(memoryLevel)")
        if case .libpng(let filters) = filtering {
            precondition(!filters.isEmpty, "at least one PNG filter is needed")
        }
        if case .repeatsOnce(let minimumRun) = filtering {
            precondition(
                (0...Int(Int32.max)).contains(minimumRun), "minimum run must be 0 to 2147483647, got \(minimumRun)")
        }
        self.level = level
        self.strategy = strategy
        self.filtering = filtering
        if let chainLimit {
            precondition((4...65535).contains(chainLimit), "zlib chain limit must be 4…65535, got \(chainLimit)")
        }
        self.memoryLevel = memoryLevel
        self.chainLimit = chainLimit
        self.photoLike = photoLike
    }

    /// libpng chooses among `filters` for each row.
    public init(
        level: Int, strategy: Strategy, filters: Filters, memoryLevel: Int = 8, photoLike: PhotoSettings? = nil
    ) {
        self.init(
            level: level, strategy: strategy, filtering: .libpng(filters), memoryLevel: memoryLevel,
            photoLike: photoLike)
    }

    /// The filters rows may use: the set libpng chooses from, or None and Up for ``Filtering/flatOrUp`` and
    /// ``Filtering/repeatsOnce(minimumRun:)``.
    public var filters: Filters {
        switch filtering {
        case .libpng(let filters): filters
        case .flatOrUp, .repeatsOnce: [.none, .up]
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
        /// Up for a row equal to the one above (it becomes all zeros), None for every other row, with the encoder
        /// compressing the rows itself instead of libpng: zlib's raw deflate at these settings, the zlib header and
        /// Adler-32 made by the encoder, and each run of at least `minimumRun` rows equal to the row above written
        /// once, as a deflate block of its own (a few bits per 258 zeros) that zlib never reads (`0`: every row
        /// goes through zlib). libpng still writes the file: signature, IHDR, each IDAT chunk's framing and CRC,
        /// IEND. About two rows in three of a UI frame equal the row above.
        case repeatsOnce(minimumRun: Int)
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

    /// The default, for frame sequences: ``Filtering/repeatsOnce(minimumRun:)`` (runs of 4 or more rows equal
    /// to the row above written once, every other row unfiltered through zlib level 3, memory level 4), and
    /// ``PhotoSettings/fast`` for photo-like frames. On the benchmark's 12 real @3x UI frames about 2.5× faster than
    /// libpng at zlib level 1 without filter, for files about 1.1× the size of libpng's defaults (the same zlib
    /// settings through libpng: 1.15× faster than level 1, 1.45× the size). Level 3 gives the smallest files of
    /// levels 1–3 at the same time; level 4 (lazy matching) is 12 % smaller but 1.8× the time; zlib slides its whole
    /// hash table every 32 KiB of input, so the small table (2 K entries) saves more time than its collisions cost.
    /// `flipbook-benchmarks png` measures it against libpng on real frames, `png-settings --frames=DIR` compares
    /// every setting.
    public static let fast = PNGCompression(
        level: 3, strategy: .default, filtering: .repeatsOnce(minimumRun: 4), memoryLevel: 4, photoLike: .fast)
    /// Smaller files, slower, for files that are kept (fixtures, docs imagery): ``Filtering/repeatsOnce(minimumRun:)``
    /// with runs of 8 rows or more written once, every other row unfiltered through zlib level 9 at memory level 5
    /// with its match search capped at 2048 candidates (``chainLimit``), and ``PhotoSettings/small`` for photo-like
    /// frames. On the benchmark's 12 real @3x UI frames 2.1× faster than the previous setting (level 9, memory level
    /// 5, no filter, all through libpng) for files 0.6 % smaller, 0.83× the size of ``libpngDefault``'s. Level 9's
    /// cost is zlib's match search on the rows that are not repeats: the full search (4096) is 1.5× faster than
    /// before and 2.3 % smaller; near 2048 is where the size meets the previous setting's. The Up rows of zeros cost
    /// checks little: they read Flipbook's files with the quick pixel match, which compares such a row without
    /// making it. libdeflate's level 9 was measured and not taken (about 1.7× faster again, 2 % larger).
    public static let small = PNGCompression(
        level: 9, strategy: .default, filtering: .repeatsOnce(minimumRun: 8), memoryLevel: 5, chainLimit: 2048,
        photoLike: .small)
    /// libpng's own defaults (zlib level 6, adaptive filters): the baseline most tools write.
    public static let libpngDefault = PNGCompression(level: 6, strategy: .default, filters: .all)
}
