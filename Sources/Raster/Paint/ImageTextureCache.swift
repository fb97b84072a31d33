import Foundation

/// The textures of image and text contents, kept across frames: a label or a picture drawn in frame after frame
/// is copied into a texture (and its flat blocks found, ``UniformTiles``) once, not once per frame.
///
/// An image is found by the storage of its pixels: each entry holds its image, so that storage stays alive and
/// unchanged (an array's storage that is shared is copied before any change), and an image whose pixels live in
/// the same storage has the same pixels. A texture is a copy of its image's pixels, so a frame's bytes are the
/// same whether its texture was made now or found here, in any frame order and on any thread.
///
/// Bounded: at most ``byteLimit`` bytes of texels; the least recently used go first. Shared by the threads of one
/// ``Rasterizer`` under a lock.
final class ImageTextureCache: @unchecked Sendable {
    private struct Entry {
        /// Keeps `storage` alive and unchanged.
        let image: Image
        let storage: UnsafeRawPointer
        let texture: Texture
    }

    /// Texel bytes kept at most.
    let byteLimit: Int
    private let lock = NSLock()
    /// Least recently used first.
    private var entries: [Entry] = []
    private var bytes = 0

    init(byteLimit: Int = 48 << 20) {
        self.byteLimit = byteLimit
    }

    /// Texel bytes held now.
    var storedBytes: Int {
        lock.lock()
        defer { lock.unlock() }
        return bytes
    }

    /// The texture of `image`: found, or made (and kept when it fits).
    func texture(for image: Image) -> Texture {
        let size = image.width * image.height * 4
        guard size > 0, size <= byteLimit, let storage = image.pixels.withUnsafeBytes({ $0.baseAddress }) else {
            return Texture(image)
        }
        lock.lock()
        if let index = entries.lastIndex(where: {
            $0.storage == storage && $0.image.width == image.width && $0.image.height == image.height
        }) {
            let entry = entries.remove(at: index)
            entries.append(entry)
            lock.unlock()
            return entry.texture
        }
        lock.unlock()
        let texture = Texture(image)
        texture.prepareForSampling()
        lock.lock()
        defer { lock.unlock() }
        guard !entries.contains(where: { $0.storage == storage }) else { return texture }
        while bytes + size > byteLimit, !entries.isEmpty {
            let evicted = entries.removeFirst()
            bytes -= evicted.image.width * evicted.image.height * 4
        }
        entries.append(Entry(image: image, storage: storage, texture: texture))
        bytes += size
        return texture
    }
}
