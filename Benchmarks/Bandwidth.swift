import Foundation

/// Write bandwidth of this machine, one thread: filling a buffer with a 32-bit pattern, the cheapest way to
/// produce a frame. Measured on a buffer the size of the frame (what the rasterizer writes) and on a large one
/// (main memory).
enum Bandwidth {
    /// Bytes per second writing `bytes` bytes, best of `repeats`.
    static func fill(bytes: Int, repeats: Int) -> Double {
        let count = bytes / 4
        let buffer = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        defer { buffer.deallocate() }
        buffer.initialize(repeating: 0, count: count)
        var pattern: UInt32 = 0x01020304
        let times = Clock.measure(repeats: repeats) {
            pattern &+= 1
            buffer.update(repeating: pattern, count: count)
        }.cpu
        // Keep the writes observable.
        if buffer[count / 2] == 0xFFFF_FFFF { print("") }
        return Double(count * 4) / times.minimum
    }
}
