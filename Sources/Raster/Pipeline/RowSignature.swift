/// What the spans and paints of a row follow from, told before they are gathered: per item reaching the row, its
/// coverage on the row in a few numbers (a rectangle's horizontal edges and vertical overlap; a mask, its row and
/// offset) and its paint (a colour; a texture, its row up to repetition, offset and fade).
///
/// Spans are a function of these numbers (and of the canvas width), gathered in item order, so two rows with the
/// same signature gather the same spans for the same paints and paint the same bytes: a compositor copies a row
/// whose signature it has seen without gathering its spans (``RowCache``). A row with an item whose spans are not
/// told this way (a polygon, a separable shadow, an item under a clip, a texture in perspective) has no signature.
struct RowSignature {
    /// Per item, the numbers its signature is made of (no references, so reading them costs no reference
    /// counting).
    fileprivate struct Source {
        var box: PixelBox
        /// 0: not told, 1: rectangle, 2: mask.
        var coverageKind: UInt32 = 0
        var x0 = 0.0, x1 = 0.0, y0 = 0.0, y1 = 0.0
        var mask: UInt64 = 0, maskHeight = 0, maskX = 0, maskY = 0
        /// 0: solid, 1: texture copied pixel for pixel, 2: not told.
        var paintKind: UInt32 = 2
        var colour: UInt32 = 0
        var texture: UInt64 = 0, textureHeight = 0, textureX = 0, textureY = 0
        var alpha: UInt32 = 0
        var origins: UnsafePointer<Int32>?
    }
    /// Per item, its numbers; and the words of the row last built (``wordsPerItem`` per item at most), in
    /// memory of their own so that building a row neither retains an array nor checks one for uniqueness.
    private let storage: SignatureStorage
    private let sources: UnsafeMutablePointer<Source>
    private let sourceCount: Int
    private let buffer: UnsafeMutablePointer<UInt32>
    /// Per row, how many items whose coverage is not told (a polygon, a path, a separable shadow, a clipped
    /// item) reach it: such a row has no signature, known without looking at every item.
    private let untold: [Int32]
    /// How many words the row last built has.
    private(set) var count = 0
    /// The most words one item adds: a rectangle (7) with a texture (6).
    static let wordsPerItem = 13

    /// The signature of the row last built (valid until the next ``build(row:)``).
    var words: UnsafeBufferPointer<UInt32> { UnsafeBufferPointer(start: buffer, count: count) }

    /// - Parameter clipped: per item, whether its spans are multiplied by a clip.
    init(frame: Frame, clipped: [Bool]) {
        let sources: [Source] = frame.items.enumerated().map { index, item in
            var s = Source(box: item.box)
            if !clipped[index] {
                switch item.coverage {
                case .rect(let r):
                    s.coverageKind = 1
                    s.x0 = r.x0; s.x1 = r.x1; s.y0 = r.y0; s.y1 = r.y1
                case .mask(let m, let dx, let dy):
                    s.coverageKind = 2
                    s.mask = UInt64(UInt(bitPattern: ObjectIdentifier(m)))
                    s.maskHeight = m.height; s.maskX = dx; s.maskY = dy
                case .polygon, .separable, .path:
                    break
                }
            }
            switch item.paint {
            case .solid(let c):
                s.paintKind = 0; s.colour = c
            case .texture(let t, .aligned(let dx, let dy), let alpha):
                s.paintKind = 1
                s.texture = UInt64(UInt(bitPattern: ObjectIdentifier(t)))
                s.textureHeight = t.height; s.textureX = dx; s.textureY = dy; s.alpha = alpha
                s.origins = UnsafePointer(t.rowOrigins)
            case .texture:
                break
            }
            return s
        }
        storage = SignatureStorage(sources: sources, words: sources.count * RowSignature.wordsPerItem)
        self.sources = storage.sources
        sourceCount = sources.count
        buffer = storage.words
        var untold = [Int32](repeating: 0, count: frame.height + 1)
        for s in sources where s.coverageKind == 0 {
            let y0 = max(0, min(frame.height, s.box.y0)), y1 = max(0, min(frame.height, s.box.y1))
            guard y0 < y1 else { continue }
            untold[y0] += 1; untold[y1] -= 1
        }
        for y in 0..<frame.height { untold[y + 1] += untold[y] }
        self.untold = untold
    }

    /// Builds the signature of row `y` into ``words``; false when the row has none.
    mutating func build(row y: Int) -> Bool {
        count = 0
        if y >= 0 && y < untold.count && untold[y] > 0 { return false }
        let words = buffer
        var n = 0
        @inline(__always) func append(_ v: UInt32) {
            words[n] = v
            n += 1
        }
        @inline(__always) func append(_ v: UInt64) {
            append(UInt32(truncatingIfNeeded: v)); append(UInt32(truncatingIfNeeded: v >> 32))
        }
        for i in 0..<sourceCount {
            let s = sources[i]
            guard y >= s.box.y0 && y < s.box.y1 else { continue }
            switch s.coverageKind {
            case 1:
                // As RectCoverage.spans: nothing unless the row overlaps the rectangle.
                let top = Double(y)
                let vy = min(top + 1, s.y1) - max(top, s.y0)
                guard vy > 0, s.x1 > s.x0 else { continue }
                append(UInt32(1)); append(s.x0.bitPattern); append(s.x1.bitPattern); append(vy.bitPattern)
            case 2:
                let r = y - s.maskY
                guard r >= 0, r < s.maskHeight else { continue }
                append(UInt32(2)); append(s.mask)
                append(UInt32(truncatingIfNeeded: r)); append(UInt32(truncatingIfNeeded: s.maskX))
            default:
                return false
            }
            switch s.paintKind {
            case 0:
                append(UInt32(0)); append(s.colour)
            case 1:
                let ty = y - s.textureY
                let origin = ty >= 0 && ty < s.textureHeight ? UInt32(bitPattern: s.origins![ty]) : UInt32.max
                append(UInt32(1)); append(s.texture); append(origin)
                append(UInt32(truncatingIfNeeded: s.textureX)); append(s.alpha)
            default:
                return false
            }
        }
        count = n
        return true
    }
}

/// The memory of a ``RowSignature``: its items' numbers and the words of a row, released with it.
private final class SignatureStorage {
    let sources: UnsafeMutablePointer<RowSignature.Source>
    let sourceCount: Int
    let words: UnsafeMutablePointer<UInt32>

    init(sources: [RowSignature.Source], words count: Int) {
        sourceCount = sources.count
        self.sources = .allocate(capacity: max(1, sources.count))
        self.sources.initialize(from: sources, count: sources.count)
        words = .allocate(capacity: max(1, count))
    }

    deinit {
        sources.deinitialize(count: sourceCount)
        sources.deallocate()
        words.deallocate()
    }
}
