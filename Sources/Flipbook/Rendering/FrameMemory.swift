import CAllocator

/// The one allocator setting of a process that renders many frames: freed frame-sized blocks stay in the heap
/// for the next frame, instead of going back to the kernel.
///
/// Frames and offscreen layers are large (a 1179×2556 frame is 12 MB), and a check allocates and frees several
/// per frame (the painted frame, the decoded fixture, encoding buffers). glibc's allocator serves blocks that
/// large with `mmap` (above its `M_MMAP_THRESHOLD`, 128 KB to start with) and unmaps them on `free`, or trims
/// the heap's free top, so every frame pays page faults and the kernel's zeroing of fresh pages again: in
/// `flipbook render` that was 5–25 ms of system time per frame, and a third of `flipbook verify`'s time. Keeping
/// freed blocks lets the next frame reuse them; peak memory is set by the frames alive at once, not by their
/// number.
///
/// This changes the whole process's allocator, so the library never calls it by itself: `flipbook` and
/// `flipbook-benchmarks` call it first thing, once. Elsewhere than glibc it does nothing and returns false.
public enum FrameMemory {
    /// Blocks under 64 MB may come from the heap (mmap threshold): every device preset's frame, up to an iPad's
    /// at @3x (51 MB). The mallopt manual gives 32 MB as the largest threshold on 64-bit systems; glibc (2.36 here)
    /// accepts larger ones, but a thread other than the main one allocates from heaps of 64 MB each, so a block
    /// that does not fit beside what its heap already holds is still mapped and faulted in afresh (a 40 MB block
    /// was reused in one test run and not in another). Frame-sized blocks of phone presets (12 MB at @3x) are
    /// reused (`FrameMemoryTests`). The heap gives memory back to the kernel once more than 256 MB is free at its
    /// top (trim threshold).
    @discardableResult
    public static func keepFreedBuffersForReuse() -> Bool {
        fb_allocator_keep_freed_blocks(64 << 20, 256 << 20) == 1
    }
}
