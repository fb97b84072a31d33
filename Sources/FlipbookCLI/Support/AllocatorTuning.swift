#if canImport(Glibc)
import Glibc
#endif

/// Keeps glibc from returning frame-sized buffers to the kernel after each frame.
///
/// A check allocates and frees several 12 MB buffers per @3x frame (the painted frame, the decoded fixture,
/// its premultiplied copy). glibc serves blocks that large with `mmap` and unmaps them on `free`, or trims
/// the heap, so every frame faults its pages in again: a third of `flipbook verify`'s time went to the kernel
/// zeroing pages. Raising the mmap and trim thresholds lets freed buffers be reused; peak memory is unchanged
/// (the pipeline bounds how many frames are alive). No effect off glibc.
enum AllocatorTuning {
    static func keepFrameBuffers() {
        #if os(Linux)
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
        let trimThreshold: Int32 = -1, mmapThreshold: Int32 = -3  // M_TRIM_THRESHOLD, M_MMAP_THRESHOLD
        _ = mallopt(mmapThreshold, 64 << 20)
        _ = mallopt(trimThreshold, 256 << 20)
        #endif
    }
}
