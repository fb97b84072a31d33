import Foundation

/// What a check did per frame that costs about as much as painting it: comparisons of the fixture's frame with
/// the painted one (also byte for byte), reads of the fixture's pixels (quick match or decoding), and digests of
/// frame-sized pixels (as a manifest records them, under the digest cache's key or the report's). Tests hand one to
/// a check (``VerifySettings/tally``) to find work done twice; a check without one counts nothing.
final class CheckTally: @unchecked Sendable {
    private let lock = NSLock()
    private var comparisons: [Int: [Int: Int]] = [:]
    private var digests: [Int: [Int: Int]] = [:]
    private var reads: [Int: [Int: Int]] = [:]
    private var byteChecks: [Int: [Int: Int]] = [:]

    /// A tally with nothing counted.
    init() {}

    /// Counts a comparison (or count) of frame `index` of the scenario at `scenario`.
    func compared(_ scenario: Int, _ index: Int) {
        lock.withLock { comparisons[scenario, default: [:]][index, default: 0] += 1 }
    }

    /// Counts a digest of frame-sized pixels for frame `index` of the scenario at `scenario`.
    func digested(_ scenario: Int, _ index: Int) {
        lock.withLock { digests[scenario, default: [:]][index, default: 0] += 1 }
    }

    /// Counts a read of the pixels of frame `index`'s fixture file (the quick match, or decoding it).
    func readPixels(_ scenario: Int, _ index: Int) {
        lock.withLock { reads[scenario, default: [:]][index, default: 0] += 1 }
    }

    /// Counts a byte-for-byte equality check of frame `index`'s decoded fixture image against the painted frame.
    func checkedBytes(_ scenario: Int, _ index: Int) {
        lock.withLock { byteChecks[scenario, default: [:]][index, default: 0] += 1 }
    }

    /// The byte-for-byte equality checks of each frame, by frame index (frames never checked so left out).
    func byteChecks(_ scenario: Int) -> [Int: Int] {
        lock.withLock { byteChecks[scenario] ?? [:] }
    }

    /// The reads of each frame's fixture pixels (quick match or decoding), by frame index (frames never read left out).
    func pixelReads(_ scenario: Int) -> [Int: Int] {
        lock.withLock { reads[scenario] ?? [:] }
    }

    /// The comparisons of each frame of the scenario at `scenario`, by frame index (frames never compared left out).
    func comparisons(_ scenario: Int) -> [Int: Int] {
        lock.withLock { comparisons[scenario] ?? [:] }
    }

    /// The frame-sized digests made for each frame of the scenario at `scenario`, by frame index.
    func digests(_ scenario: Int) -> [Int: Int] {
        lock.withLock { digests[scenario] ?? [:] }
    }
}
