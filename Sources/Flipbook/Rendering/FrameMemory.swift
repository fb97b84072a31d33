import CAllocator

/// The allocator setting a frame loop wants, for executables that render many frames.
///
/// Frames and offscreen layers are large (a 1179×2556 frame is 12 MB). glibc's allocator serves blocks that
/// large with `mmap` and returns them to the kernel when freed, so every frame pays page faults and the
/// kernel's zeroing of fresh pages again: in `flipbook render` that was 5–25 ms of system time per frame
/// (most for scenarios with offscreen groups). Keeping freed blocks in the heap lets the next frame reuse them;
/// peak memory is unchanged, since it is set by the frames in flight, not by their number.
///
/// This changes the whole process's allocator, so the library never calls it by itself: `flipbook` and
/// `flipbook-benchmarks` call it first thing. Elsewhere than glibc it does nothing and returns false.
public enum FrameMemory {
    /// Blocks under 32 MB (glibc's largest setting; an iPad frame at @2x is 22 MB) come from the heap, which gives memory
    /// back to the kernel only above 1 GB of free space.
    @discardableResult
    public static func keepFreedBuffersForReuse() -> Bool {
        fb_allocator_keep_freed_blocks(32 << 20, 1 << 30) == 1
    }
}
