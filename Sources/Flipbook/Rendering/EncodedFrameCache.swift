import Foundation
import Raster

/// The encoded bytes of the last few frames, by render tree, shared by a pipeline's workers.
///
/// A frame whose render tree equals a recent one — a lead-in frame before anything moves, a held frame after
/// everything has settled, a pause in a script — is written from those bytes without painting or encoding it
/// again. A frame's bytes depend only on its tree (and the run's encoder settings, fixed for the cache's
/// lifetime), so the files are the same with or without the cache, for any number of jobs.
final class EncodedFrameCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(tree: RenderTree, bytes: [UInt8])] = []
    /// The most entries kept; the oldest is dropped first.
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The bytes of a cached frame with this tree, or nil.
    func bytes(for tree: RenderTree) -> [UInt8]? {
        lock.withLock { entries.last { $0.tree == tree }?.bytes }
    }

    /// Remembers the bytes of `tree`'s frame.
    func insert(_ bytes: [UInt8], for tree: RenderTree) {
        lock.withLock {
            if entries.contains(where: { $0.tree == tree }) { return }
            if entries.count == capacity { entries.removeFirst() }
            entries.append((tree, bytes))
        }
    }
}
