import Foundation

/// The flat canvases of layers under a perspective transform, kept across frames: a card or a screen that flips
/// keeps its contents while only its transform changes, so its canvas is painted once, not once per frame.
///
/// A canvas depends only on its ``Key`` (the layer with everything that merely places it reset, and the canvas's
/// scale and extent), so a frame's pixels are the same whether its canvas was painted now or found here, in
/// whatever order frames are painted and on whatever thread: the cache changes the time, never the bytes.
///
/// Bounded: at most ``byteLimit`` bytes of texels; the least recently used canvases go first. Shared by the
/// threads of one ``Rasterizer`` (its copies share it too) under a lock; painting a missing canvas happens
/// outside the lock.
final class FlattenedTextureCache: @unchecked Sendable {
    /// What a flattened canvas is painted from.
    struct Key: Equatable {
        /// The layer, placed at the origin of its parent, untransformed and opaque: its bounds, contents,
        /// sublayers, shadow, mask and border are what the canvas shows; where it sits and how faded it is are
        /// applied when the canvas is drawn.
        var node: RenderNode
        /// Canvas pixels per point and the canvas's origin and size in those pixels.
        var scale: Double
        var x0: Double, y0: Double
        var width: Int, height: Int

        init(node: RenderNode, scale: Double, x0: Double, y0: Double, width: Int, height: Int) {
            var placed = node
            placed.position = .zero
            placed.transform = CATransform3DIdentity
            placed.zPosition = 0
            placed.alpha = 1
            self.node = placed
            self.scale = scale
            self.x0 = x0
            self.y0 = y0
            self.width = width
            self.height = height
        }
    }

    /// Texel bytes kept at most.
    let byteLimit: Int
    private let lock = NSLock()
    /// Least recently used first.
    private var entries: [(key: Key, texture: Texture)] = []
    private var bytes = 0

    init(byteLimit: Int = 64 << 20) {
        self.byteLimit = byteLimit
    }

    /// Texel bytes held now.
    var storedBytes: Int {
        lock.lock()
        defer { lock.unlock() }
        return bytes
    }

    /// The canvas for `key`: found, or made by `paint` (and kept when it fits); nil when `paint` finds nothing
    /// to paint.
    func texture(for key: Key, paint: () -> Texture?) -> Texture? {
        if let found = lookUp(key) { return found }
        guard let texture = paint() else { return nil }
        insert(texture, for: key)
        return texture
    }

    private func lookUp(_ key: Key) -> Texture? {
        lock.lock()
        defer { lock.unlock() }
        guard let index = entries.lastIndex(where: { $0.key == key }) else { return nil }
        let entry = entries.remove(at: index)
        entries.append(entry)
        return entry.texture
    }

    private func insert(_ texture: Texture, for key: Key) {
        let size = texture.width * texture.height * 4
        guard size <= byteLimit else { return }
        lock.lock()
        defer { lock.unlock() }
        // Another thread may have painted the same canvas meanwhile: keep one.
        guard !entries.contains(where: { $0.key == key }) else { return }
        while bytes + size > byteLimit, !entries.isEmpty {
            let evicted = entries.removeFirst()
            bytes -= evicted.texture.width * evicted.texture.height * 4
        }
        entries.append((key, texture))
        bytes += size
    }
}
