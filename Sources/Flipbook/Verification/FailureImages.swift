import Foundation
import Raster

/// What a check keeps of a scenario's failing frames beyond their counts and actual images, bounded per scenario
/// whatever the number of failing frames: which differing frames are measured in full — statistics, a diff image
/// and the fixture's image copied into the report (the first ``VerifySettings/diffImagesPerScenario`` by index) —
/// and the shrunk frames of the report's filmstrip (the first failing frame of each of its parts:
/// ``HTMLReportFilmstrip``).
///
/// Workers finish frames in any order, so each asks for a place as a frame fails, while it still holds the frame's
/// images (nothing is decoded again): a frame gets one when it is among the lowest indices asked for so far. A
/// lower frame that comes later takes the place; what the higher one made is dropped when the scenario completes
/// (``diffFrames(_:)``), so the result is the same at every thread count, and the waste is bounded by how far
/// out of order frames finish.
final class FailureImages: @unchecked Sendable {
    private let lock = NSLock()
    private let diffLimit: Int?
    /// Per scenario: the lowest indices of the differing frames that asked for a diff image (at most `diffLimit`).
    private var diffs: [Set<Int>]
    /// Per scenario and filmstrip part: the lowest failing frame that asked, and its shrunk images once made.
    private var filmstrip: [[Int: (index: Int, frame: HTMLReportFilmstrip.Frame?)]]
    /// Per scenario: its checked frames in increasing order (the filmstrip's parts divide them).
    private let checked: [[Int]]
    /// Per scenario: the frames workers paint and check, in increasing order, and those they have finished.
    private let painted: [[Int]]
    private var finishedFrames: [Set<Int>]

    /// Places for scenarios whose checked frames are `checked` (each in increasing order), of which workers paint
    /// `painted` (nil: all of them), with diff images for the first `diffLimit` differing frames of each (nil:
    /// every one).
    init(checked: [[Int]], painted: [[Int]]? = nil, diffLimit: Int?) {
        self.checked = checked
        self.painted = (painted ?? checked).map { $0.sorted() }
        finishedFrames = Array(repeating: [], count: checked.count)
        self.diffLimit = diffLimit.map { max(0, $0) }
        diffs = Array(repeating: [], count: checked.count)
        filmstrip = Array(repeating: [:], count: checked.count)
    }

    /// Whether differing frame `index` of scenario `scenario` is to paint its diff image: it is among the lowest
    /// ``VerifySettings/diffImagesPerScenario`` that asked.
    func claimDiff(_ scenario: Int, frame index: Int) -> Bool {
        lock.withLock {
            guard let limit = diffLimit else { return true }
            guard limit > 0 else { return false }
            if diffs[scenario].count < limit {
                diffs[scenario].insert(index)
                return true
            }
            guard let highest = diffs[scenario].max(), index < highest else { return false }
            diffs[scenario].remove(highest)
            diffs[scenario].insert(index)
            return true
        }
    }

    /// Whether frame `index` of scenario `scenario` may still be among the first differing frames, which are measured
    /// in full (statistics, diff image, the fixture's image in the report): false once the places are held by lower
    /// frames. A frame told false is only counted (``ComparisonStrategy/count(_:_:)``); one told true that loses its
    /// place to a lower frame later is cut back to its counts when the scenario completes, so the report is the same
    /// at every thread count.
    func mayMeasureInFull(_ scenario: Int, frame index: Int) -> Bool {
        lock.withLock {
            guard let limit = diffLimit else { return true }
            return diffs[scenario].count < limit || index < (diffs[scenario].max() ?? Int.max)
        }
    }

    /// Notes that a worker is done with frame `index` of scenario `scenario` (whether it passed or failed): it
    /// will not ask for a place any more.
    func finished(_ scenario: Int, frame index: Int) {
        lock.withLock { _ = finishedFrames[scenario].insert(index) }
    }

    /// Whether differing frame `index` of scenario `scenario` may end up without a diff place, and so be cut back
    /// to its counts when the scenario completes (its actual image removed: the report then needs its digest).
    /// False when it holds a place and every lower painted frame is finished — as when frames finish in order,
    /// always so with one job.
    func mayLosePlace(_ scenario: Int, frame index: Int) -> Bool {
        lock.withLock {
            guard diffLimit != nil else { return false }
            guard diffs[scenario].contains(index) else { return true }
            return painted[scenario].contains { $0 < index && !finishedFrames[scenario].contains($0) }
        }
    }

    /// The frames of scenario `scenario` whose diff images stay: the first differing ones (nil: all that asked).
    func diffFrames(_ scenario: Int) -> Set<Int>? {
        lock.withLock { diffLimit == nil ? nil : diffs[scenario] }
    }

    /// Whether failing frame `index` of scenario `scenario` is to shrink its images for the filmstrip: it is the
    /// lowest of its part that asked so far. A frame may ask again (as soon as it is known to fail, and once its
    /// images are at hand): it keeps the place it holds.
    func claimFilmstrip(_ scenario: Int, frame index: Int) -> Bool {
        guard let part = HTMLReportFilmstrip.part(of: index, among: checked[scenario]) else { return false }
        return lock.withLock {
            if let held = filmstrip[scenario][part], held.index <= index { return held.index == index }
            filmstrip[scenario][part] = (index, nil)
            return true
        }
    }

    /// Whether failing frame `index` of scenario `scenario` would take its filmstrip place
    /// (``claimFilmstrip(_:frame:)``) if it failed now, without taking it.
    func wouldClaimFilmstrip(_ scenario: Int, frame index: Int) -> Bool {
        guard let part = HTMLReportFilmstrip.part(of: index, among: checked[scenario]) else { return false }
        return lock.withLock {
            guard let held = filmstrip[scenario][part] else { return true }
            return index < held.index
        }
    }

    /// Keeps the shrunk images of a frame that claimed its place (dropped when a lower frame took it since).
    func keep(_ scenario: Int, _ frame: HTMLReportFilmstrip.Frame) {
        guard let part = HTMLReportFilmstrip.part(of: frame.index, among: checked[scenario]) else { return }
        lock.withLock {
            if filmstrip[scenario][part]?.index == frame.index { filmstrip[scenario][part] = (frame.index, frame) }
        }
    }

    /// The filmstrip's frames of scenario `scenario`, in order of index, once its frames are all checked.
    func filmstripFrames(_ scenario: Int) -> [HTMLReportFilmstrip.Frame] {
        lock.withLock { filmstrip[scenario].values.compactMap(\.frame).sorted { $0.index < $1.index } }
    }

    /// The filmstrip's images of a failing frame: `actual` and, when the fixture has it, `expected`, shrunk.
    static func filmstripFrame(index: Int, time: Double, expected: Image?, actual: Image)
        -> HTMLReportFilmstrip.Frame?
    {
        let size = HTMLReportFilmstrip.size(width: actual.width, height: actual.height)
        guard let small = HTMLReportFilmstrip.shrink(actual, to: size) else { return nil }
        return HTMLReportFilmstrip.Frame(
            index: index, time: time, expected: expected.flatMap { HTMLReportFilmstrip.shrink($0, to: size) },
            actual: small)
    }
}
