import Foundation

/// Blurred shadow masks (and the masks of rounded rectangles) kept across frames: a view that stays put while
/// others move casts the same shadow in every frame, and it is blurred once.
///
/// Found by exactly what ``ShadowBlur/mask(polygon:sigma:)`` is computed from — the polygon on the canvas, bit for
/// bit, and σ — so a mask found here is the mask that would be computed now: a frame's bytes do not depend on
/// which frames were painted before it, in what order, or on which thread. (A view that moves by a fraction of a
/// pixel makes a new polygon, and a new mask.)
///
/// Bounded: at most ``byteLimit`` bytes of masks; the least recently used go first. Shared by the threads of one
/// ``Rasterizer`` under a lock; blurring happens outside it.
final class ShadowMaskStore: @unchecked Sendable {
    private struct Entry {
        let polygon: [Point]
        let sigma: Double
        let mask: CoverageMask
        let dx: Int, dy: Int
    }

    /// Mask bytes kept at most.
    let byteLimit: Int
    private let lock = NSLock()
    /// Least recently used first.
    private var entries: [Entry] = []
    private var bytes = 0

    init(byteLimit: Int = 16 << 20) {
        self.byteLimit = byteLimit
    }

    /// Mask bytes held now.
    var storedBytes: Int {
        lock.lock()
        defer { lock.unlock() }
        return bytes
    }

    /// ``ShadowBlur/mask(polygon:sigma:)``, found or computed (and kept when it fits).
    func mask(polygon: [Point], sigma: Double) -> (mask: CoverageMask, dx: Int, dy: Int)? {
        lock.lock()
        if let index = entries.lastIndex(where: {
            $0.sigma.bitPattern == sigma.bitPattern && $0.polygon.count == polygon.count
                && ShadowMaskStore.same($0.polygon, polygon)
        }) {
            let entry = entries.remove(at: index)
            entries.append(entry)
            lock.unlock()
            return (entry.mask, entry.dx, entry.dy)
        }
        lock.unlock()
        guard let made = ShadowBlur.mask(polygon: polygon, sigma: sigma) else { return nil }
        let size = made.mask.byteCount + polygon.count * MemoryLayout<Point>.stride
        guard size <= byteLimit else { return made }
        lock.lock()
        defer { lock.unlock() }
        while bytes + size > byteLimit, !entries.isEmpty {
            let evicted = entries.removeFirst()
            bytes -= evicted.mask.byteCount + evicted.polygon.count * MemoryLayout<Point>.stride
        }
        entries.append(Entry(polygon: polygon, sigma: sigma, mask: made.mask, dx: made.dx, dy: made.dy))
        bytes += size
        return made
    }

    /// Bit-for-bit equal points (so that −0 and 0, which map to different coverage nowhere, still count as
    /// different: the key is what the blur reads, exactly).
    private static func same(_ a: [Point], _ b: [Point]) -> Bool {
        for i in a.indices where a[i].x.bitPattern != b[i].x.bitPattern || a[i].y.bitPattern != b[i].y.bitPattern {
            return false
        }
        return true
    }
}
