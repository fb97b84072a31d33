import Foundation

/// Rows a compositor has already painted, found again by everything a row is painted from: the spans of each
/// covering item, bottom to top, with its colour, or for a texture copied pixel for pixel, the texture, which
/// of its rows (up to repetition, ``Texture/rowOrigins``), where and how faded (the background and the width
/// are the frame's).
///
/// A list of equal cards repeats the same rows at every card pitch, shadows and all, and so does a faded group
/// holding it; such a row is copied from the first one painted instead of being composited again. Equal inputs give
/// equal bytes, so the copy is exact. The hash only picks a candidate: its key is compared in full before its row is
/// used.
///
/// Rows are remembered by their address in the output, which the caller keeps as painted while the cache is
/// used (``FrameRenderer`` writes each row of an image once). The stored keys are bounded; past the bound new
/// rows are no longer remembered.
///
/// Hashes lead to entries through an open-addressing table of its own (linear probing, at most half full): a
/// lookup is a few loads per row, where a `Dictionary` would hash the hash again with SipHash. As with a
/// dictionary, a later row stored under a hash already present replaces the earlier one.
struct RowCache {
    private struct Entry {
        var row: UnsafePointer<UInt32>
        var y: Int
        var items: Range<Int>
        var spans: Range<Int>
    }
    /// Per slot: the hash stored there and its entry, −1 for an empty slot; `slots.count` is a power of two.
    private var slotHash = [UInt64](repeating: 0, count: 64)
    private var slotEntry = [Int32](repeating: -1, count: 64)
    private var entries: [Entry] = []
    private var itemStore: [UInt32] = []
    private var spanStore: [Span] = []
    /// At most this many spans are kept for keys (12 bytes each).
    private let spanBudget = 1 << 18
    /// At most this many item words are kept for keys (4 bytes each).
    private let itemBudget = 1 << 20

    /// A hash of a key: the items' words, the span count and a sample of the spans (the full key is compared
    /// on a match).
    static func hash(items: UnsafeBufferPointer<UInt32>, spans: UnsafeBufferPointer<Span>) -> UInt64 {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(spans.count)
        @inline(__always) func mix(_ v: UInt64) {
            h = (h ^ v) &* 0xBF58_476D_1CE4_E5B9
            h ^= h >> 29
        }
        for w in items { mix(UInt64(w)) }
        let n = spans.count
        if n > 0 {
            let step = max(1, n / 16)
            var i = 0
            while i < n {
                let s = spans[i]
                mix(UInt64(UInt32(bitPattern: s.x0)) | UInt64(UInt32(bitPattern: s.x1)) << 32)
                mix(UInt64(s.coverage.bitPattern))
                i += step
            }
            let s = spans[n - 1]
            mix(UInt64(UInt32(bitPattern: s.x0)) | UInt64(UInt32(bitPattern: s.x1)) << 32)
            mix(UInt64(s.coverage.bitPattern))
        }
        return h
    }

    /// The row painted earlier from exactly this key, if any, and its index.
    func row(hash: UInt64, items: UnsafeBufferPointer<UInt32>, spans: UnsafeBufferPointer<Span>) -> (
        UnsafePointer<UInt32>, y: Int
    )? {
        guard let entry = entryIndex(hash: hash) else { return nil }
        let e = entries[entry]
        guard e.items.count == items.count, e.spans.count == spans.count
        else { return nil }
        let sameItems = itemStore.withUnsafeBufferPointer { stored in
            items.count == 0
                || memcmp(
                    stored.baseAddress! + e.items.lowerBound, items.baseAddress!,
                    items.count * MemoryLayout<UInt32>.stride) == 0
        }
        guard sameItems else { return nil }
        let sameSpans = spanStore.withUnsafeBufferPointer { stored in
            spans.count == 0
                || memcmp(
                    stored.baseAddress! + e.spans.lowerBound, spans.baseAddress!,
                    spans.count * MemoryLayout<Span>.stride) == 0
        }
        return sameSpans ? (e.row, e.y) : nil
    }

    /// Remembers that `row` (row `y`) was painted from this key.
    mutating func store(
        hash: UInt64, items: UnsafeBufferPointer<UInt32>, spans: UnsafeBufferPointer<Span>,
        row: UnsafePointer<UInt32>, y: Int
    ) {
        guard spanStore.count + spans.count <= spanBudget, itemStore.count + items.count <= itemBudget else { return }
        let itemStart = itemStore.count, spanStart = spanStore.count
        itemStore.append(contentsOf: items)
        spanStore.append(contentsOf: spans)
        insert(hash: hash, entry: entries.count)
        entries.append(Entry(row: row, y: y, items: itemStart..<itemStore.count, spans: spanStart..<spanStore.count))
    }

    /// The entry stored under `hash`, if any.
    @inline(__always)
    private func entryIndex(hash: UInt64) -> Int? {
        let mask = slotEntry.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slotEntry[slot]
            if entry < 0 { return nil }
            if slotHash[slot] == hash { return Int(entry) }
            slot = (slot + 1) & mask
        }
    }

    /// Stores `entry` under `hash`, replacing the entry stored under it before; doubles the table when it would
    /// be more than half full.
    private mutating func insert(hash: UInt64, entry: Int) {
        if (entries.count + 1) * 2 > slotEntry.count {
            let old = zip(slotHash, slotEntry).filter { $0.1 >= 0 }
            slotHash = [UInt64](repeating: 0, count: slotEntry.count * 2)
            slotEntry = [Int32](repeating: -1, count: slotHash.count)
            for (h, e) in old { place(hash: h, entry: e) }
        }
        place(hash: hash, entry: Int32(entry))
    }

    private mutating func place(hash: UInt64, entry: Int32) {
        let mask = slotEntry.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slotEntry[slot] >= 0 && slotHash[slot] != hash { slot = (slot + 1) & mask }
        slotHash[slot] = hash
        slotEntry[slot] = entry
    }
}
