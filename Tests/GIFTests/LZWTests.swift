import Testing
@testable import GIF

@Suite struct LZWTests {
    /// A deterministic pseudo-random generator (xorshift), so failures reproduce.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 { state ^= state << 13; state ^= state >> 7; state ^= state << 17; return state }
    }

    func roundTrip(_ indices: [UInt8], codeSize: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let encoded = LZW.encode(indices, minimumCodeSize: codeSize)
        let decoded = LZW.decode(encoded, minimumCodeSize: codeSize, limit: indices.count)
        #expect(
            Bool(decoded == indices), "code size \(codeSize), \(indices.count) indices", sourceLocation: sourceLocation)
    }

    @Test func roundTripsRandomDataAtEveryCodeSize() {
        var generator = Generator(state: 0x1234_5678_9ABC_DEF1)
        for codeSize in 2...8 {
            for count in [0, 1, 2, 3, 17, 1000, 70_000] {
                let indices = (0..<count).map { _ in UInt8(generator.next() % UInt64(1 << codeSize)) }
                roundTrip(indices, codeSize: codeSize)
            }
        }
    }

    @Test func roundTripsRunsThatFillTheTableManyTimes() {
        // Long runs and repeats fill the 4096-entry table and exercise the KwKwK case and clear codes.
        var indices: [UInt8] = []
        var generator = Generator(state: 42)
        for _ in 0..<3000 {
            let value = UInt8(generator.next() % 4)
            indices += [UInt8](repeating: value, count: Int(generator.next() % 300))
        }
        roundTrip(indices, codeSize: 2)
        roundTrip([UInt8](repeating: 0, count: 500_000), codeSize: 2)
        roundTrip((0..<200_000).map { UInt8($0 % 256) }, codeSize: 8)
    }

    @Test func compressesRepetitiveDataAndRejectsGarbage() {
        let flat = [UInt8](repeating: 3, count: 100_000)
        #expect(LZW.encode(flat, minimumCodeSize: 2).count < 1000)
        #expect(LZW.decode([0xFF, 0xFF, 0xFF], minimumCodeSize: 2, limit: 100) == nil)  // no end code
        #expect(LZW.minimumCodeSize(colorCount: 2) == 2)
        #expect(LZW.minimumCodeSize(colorCount: 5) == 3)
        #expect(LZW.minimumCodeSize(colorCount: 256) == 8)
        #expect(LZW.subBlocks([UInt8](repeating: 1, count: 300)).count == 1 + 255 + 1 + 45 + 1)
    }
}
