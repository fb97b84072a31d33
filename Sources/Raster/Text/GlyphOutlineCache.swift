import Foundation

/// Glyph outlines in pixels, drawn once per glyph, weight and pixel size and then shared.
///
/// An outline is kept relative to the glyph origin on a whole-pixel baseline. The font hints only vertical
/// metrics, relative to the baseline, so moving the outline by any horizontal amount and any whole number of
/// pixels vertically gives exactly what drawing the glyph there would give: the cache changes speed, never
/// pixels. Every outline is translated the same way whether it came from the cache or was just drawn.
final class GlyphOutlineCache: @unchecked Sendable {
    struct Key: Hashable {
        var scalar: Unicode.Scalar
        var weight: FontWeight
        var pixelsPerEm: UInt64  // bit pattern of the Double
        var markOnCapital: Bool
    }

    struct Outline: Sendable {
        /// Closed polygons in pixels, origin at the glyph's origin on the baseline, y down.
        var polygons: [[GlyphVector]]
        /// Advance in pixels.
        var advance: Double
        /// The middle of the glyph body in pixels from the origin: where combining marks are centred.
        var markAnchor: Double
    }

    static let shared = GlyphOutlineCache(capacity: 4096)

    private let lock = NSLock()
    private var entries: [Key: Outline] = [:]
    private let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    /// The outline of `scalar`; `markOnCapital` places a combining mark for a capital (or tall) letter.
    func outline(
        for scalar: Unicode.Scalar, weight: FontWeight, pixelsPerEm: Double,
        markOnCapital: Bool = false
    ) -> Outline {
        let key = Key(scalar: scalar, weight: weight, pixelsPerEm: pixelsPerEm.bitPattern, markOnCapital: markOnCapital)
        lock.lock()
        if let hit = entries[key] { lock.unlock(); return hit }
        lock.unlock()
        let outline = Self.draw(scalar, weight: weight, pixelsPerEm: pixelsPerEm, markOnCapital: markOnCapital)
        lock.lock()
        if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = outline
        lock.unlock()
        return outline
    }

    static func draw(
        _ scalar: Unicode.Scalar, weight: FontWeight, pixelsPerEm: Double,
        markOnCapital: Bool = false
    ) -> Outline {
        let pen = GlyphPen(weight: weight, pixelsPerEm: pixelsPerEm, markOnCapital: markOnCapital)
        BuiltinFont.definition(for: scalar)(pen)
        let stroker = GlyphStroker(origin: GlyphVector(0, 0), scale: pixelsPerEm / 1000)
        var polygons: [[GlyphVector]] = []
        for stroke in pen.strokes { polygons.append(contentsOf: stroker.polygons(for: stroke)) }
        return Outline(
            polygons: polygons, advance: pen.advance * pixelsPerEm / 1000,
            markAnchor: pen.mid * pixelsPerEm / 1000)
    }
}
