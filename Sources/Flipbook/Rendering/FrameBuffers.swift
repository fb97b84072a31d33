import Foundation
import Raster

/// The pixel buffers of frames a pipeline's workers have finished with, kept for the next frames they paint.
///
/// A worker paints every frame into a new image otherwise: a @3x phone frame is 12 MB, and memory the allocator
/// hands out afresh (a worker thread's heap gives freed blocks back, ``FrameMemory`` notwithstanding) is faulted
/// in and zeroed by the kernel page by page — about a quarter of `flipbook verify`'s CPU time went to system
/// time. Painting into a kept buffer (``Rasterizer/render(_:into:)``, which writes every pixel) gives the same
/// bytes without those faults.
///
/// At most ``limit`` buffers are kept (the number of workers), so memory stays bounded by jobs, not frames. A
/// buffer still referenced elsewhere when it is given back (an image kept for a report) is copied on write by
/// the next frame painted into it, never changed under its holder.
final class FrameBuffers: @unchecked Sendable {
    private let lock = NSLock()
    private var free: [Image] = []
    /// The most buffers kept.
    let limit: Int

    /// Keeps up to `limit` buffers (at least 1).
    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// How many buffers are kept now.
    var keptCount: Int { lock.withLock { free.count } }

    /// `tree` painted by `rasterizer`, into a kept buffer when there is one (of any size: a buffer of another
    /// size is replaced).
    func paint(_ tree: RenderTree, with rasterizer: Rasterizer) -> Image {
        var image = lock.withLock { free.popLast() } ?? Image(width: 0, height: 0)
        rasterizer.render(tree, into: &image)
        return image
    }

    /// Keeps `image`'s buffer for a later frame, unless ``limit`` buffers are kept already.
    func recycle(_ image: Image) {
        guard image.width > 0, image.height > 0 else { return }
        lock.withLock {
            if free.count < limit { free.append(image) }
        }
    }
}
