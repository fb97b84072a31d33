/// GIF's variable-length LZW, written out: codes from `minimumCodeSize + 1` up to 12 bits, packed least
/// significant bit first, a clear code first and whenever the 4096-entry table fills, an end code last.
enum LZW {
    /// The minimum code size for a palette of `colorCount` entries (at least 2, as GIF requires).
    static func minimumCodeSize(colorCount: Int) -> Int {
        var bits = 2
        while (1 << bits) < colorCount { bits += 1 }
        return bits
    }

    /// Compresses palette indices (each below `1 << minimumCodeSize`).
    static func encode(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        precondition((2...8).contains(minimumCodeSize))
        let clear = 1 << minimumCodeSize
        let end = clear + 1
        var writer = BitWriter()
        var table = CodeTable()
        var codeSize = minimumCodeSize + 1
        var next = end + 1
        writer.write(clear, bits: codeSize)
        guard !indices.isEmpty else {
            writer.write(end, bits: codeSize)
            return writer.finish()
        }
        indices.withUnsafeBufferPointer { input in
            var prefix = Int(input[0])
            var i = 1
            while i < input.count {
                let symbol = Int(input[i])
                let key = prefix << 8 | symbol
                if let code = table.lookup(key) {
                    prefix = code
                } else {
                    writer.write(prefix, bits: codeSize)
                    if next < 4096 {
                        table.insert(key, code: next)
                        next += 1
                        if next > (1 << codeSize) && codeSize < 12 { codeSize += 1 }
                    } else {
                        writer.write(clear, bits: codeSize)
                        table.removeAll()
                        codeSize = minimumCodeSize + 1
                        next = end + 1
                    }
                    prefix = symbol
                }
                i += 1
            }
            writer.write(prefix, bits: codeSize)
        }
        // The decoder adds an entry on reading the last code; it may widen the end code.
        if next < 4096 && next + 1 > (1 << codeSize) && codeSize < 12 { codeSize += 1 }
        writer.write(end, bits: codeSize)
        return writer.finish()
    }

    /// Decompresses codes back to indices; nil when the stream is malformed. At most `limit` indices.
    static func decode(_ data: [UInt8], minimumCodeSize: Int, limit: Int) -> [UInt8]? {
        guard (2...8).contains(minimumCodeSize) else { return nil }
        let clear = 1 << minimumCodeSize
        let end = clear + 1
        var prefixes = [Int](repeating: -1, count: 4096)
        var suffixes = [UInt8](repeating: 0, count: 4096)
        var lengths = [Int](repeating: 1, count: 4096)
        for i in 0..<clear { suffixes[i] = UInt8(truncatingIfNeeded: i) }
        var codeSize = minimumCodeSize + 1
        var next = end + 1
        var previous = -1
        var output: [UInt8] = []
        var bitPosition = 0
        var scratch = [UInt8](repeating: 0, count: 4096)

        func readCode() -> Int? {
            guard bitPosition + codeSize <= data.count * 8 else { return nil }
            var value = 0
            for bit in 0..<codeSize {
                let p = bitPosition + bit
                if data[p >> 3] & (1 << (p & 7)) != 0 { value |= 1 << bit }
            }
            bitPosition += codeSize
            return value
        }

        while let code = readCode() {
            if code == clear {
                codeSize = minimumCodeSize + 1
                next = end + 1
                previous = -1
                continue
            }
            if code == end { return output }
            var first: UInt8
            if code < next && (code < clear || code > end) {
                // A known code: emit its string.
                var c = code, n = lengths[code]
                guard output.count + n <= limit else { return nil }
                for k in stride(from: n - 1, through: 0, by: -1) { scratch[k] = suffixes[c]; c = prefixes[c] }
                output.append(contentsOf: scratch[0..<n])
                first = scratch[0]
            } else if code == next && previous >= 0 {
                // The KwKwK case: the previous string plus its own first symbol.
                var c = previous, n = lengths[previous]
                guard output.count + n + 1 <= limit else { return nil }
                for k in stride(from: n - 1, through: 0, by: -1) { scratch[k] = suffixes[c]; c = prefixes[c] }
                scratch[n] = scratch[0]
                output.append(contentsOf: scratch[0...n])
                first = scratch[0]
            } else {
                return nil
            }
            if previous >= 0 && next < 4096 {
                prefixes[next] = previous
                suffixes[next] = first
                lengths[next] = lengths[previous] + 1
                next += 1
                if next == (1 << codeSize) && codeSize < 12 { codeSize += 1 }
            }
            previous = code
        }
        return nil  // no end code
    }

    /// Splits `data` into GIF sub-blocks (a length byte, up to 255 bytes) followed by the zero terminator.
    static func subBlocks(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(data.count + data.count / 255 + 2)
        var start = 0
        while start < data.count {
            let n = min(255, data.count - start)
            out.append(UInt8(n))
            out.append(contentsOf: data[start..<(start + n)])
            start += n
        }
        out.append(0)
        return out
    }

    /// Bits packed least significant first.
    private struct BitWriter {
        private var bytes: [UInt8] = []
        private var accumulator: UInt32 = 0
        private var count = 0

        mutating func write(_ value: Int, bits: Int) {
            accumulator |= UInt32(value) << UInt32(count)
            count += bits
            while count >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: accumulator))
                accumulator >>= 8
                count -= 8
            }
        }

        mutating func finish() -> [UInt8] {
            if count > 0 { bytes.append(UInt8(truncatingIfNeeded: accumulator)) }
            accumulator = 0
            count = 0
            return bytes
        }
    }

    /// (prefix code, symbol) → code, open addressing over 8192 slots.
    private struct CodeTable {
        private var keys = [Int32](repeating: -1, count: 8192)
        private var codes = [UInt16](repeating: 0, count: 8192)

        @inline(__always)
        private func slot(_ key: Int) -> Int { (key &* 0x9E37_79B1) >> 7 & 8191 }

        func lookup(_ key: Int) -> Int? {
            var s = slot(key)
            while true {
                let k = keys[s]
                if k == Int32(key) { return Int(codes[s]) }
                if k < 0 { return nil }
                s = (s + 1) & 8191
            }
        }

        mutating func insert(_ key: Int, code: Int) {
            var s = slot(key)
            while keys[s] >= 0 { s = (s + 1) & 8191 }
            keys[s] = Int32(key)
            codes[s] = UInt16(code)
        }

        mutating func removeAll() {
            for i in 0..<keys.count { keys[i] = -1 }
        }
    }
}
