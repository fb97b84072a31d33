import Foundation

/// Rendered text images, so that a label drawn in frame after frame of an animation is rasterized once.
///
/// Keyed by everything that determines the pixels (the whole `TextContent`, the bounds size and the scale);
/// a hit returns the identical image. Bounded by bytes, least recently used out first.
final class TextImageCache: @unchecked Sendable {
    struct Key: Hashable {
        var text: String
        var fontSize: UInt64
        var weight: FontWeight
        var color: Color
        var alignment: TextAlignment
        var numberOfLines: Int
        var lineBreakMode: TextLineBreakMode
        var width: UInt64, height: UInt64, scale: UInt64

        init(_ content: TextContent, size: CGSize, scale: CGFloat) {
            text = content.text
            fontSize = Double(content.fontSize).bitPattern
            weight = content.weight
            color = content.color
            alignment = content.alignment
            numberOfLines = content.numberOfLines
            lineBreakMode = content.lineBreakMode
            width = Double(size.width).bitPattern
            height = Double(size.height).bitPattern
            self.scale = Double(scale).bitPattern
        }
    }

    static let shared = TextImageCache(byteLimit: 48 << 20)

    private let lock = NSLock()
    private var entries: [Key: (image: Image, lastUse: UInt64)] = [:]
    private var bytes = 0
    private var clock: UInt64 = 0
    private let byteLimit: Int

    init(byteLimit: Int) { self.byteLimit = byteLimit }

    func image(for key: Key, render: () -> Image) -> Image {
        lock.lock()
        clock += 1
        if let hit = entries[key] {
            entries[key]!.lastUse = clock
            lock.unlock()
            return hit.image
        }
        lock.unlock()
        let image = render()
        let size = image.pixels.count
        guard size <= byteLimit / 8 else { return image }  // very large images are not worth keeping
        lock.lock()
        defer { lock.unlock() }
        if entries[key] == nil {
            while bytes + size > byteLimit, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                bytes -= oldest.value.image.pixels.count
                entries.removeValue(forKey: oldest.key)
            }
            clock += 1
            entries[key] = (image, clock)
            bytes += size
        }
        return image
    }

    func removeAll() {
        lock.lock()
        entries.removeAll()
        bytes = 0
        lock.unlock()
    }
}
