import TestSupport
import Testing

@testable import Raster

/// The vector blends of runs of pixels (``LevelBlend``, ``RowBlend/draw(solid:over:count:)``) against the scalar
/// arithmetic of ``Blend``, pixel by pixel: every colour alpha, every level, destinations of every kind.
@Suite struct RunBlendTests {
    /// A valid premultiplied pixel (each colour channel ≤ alpha) from a generator.
    private static func premultiplied(_ random: inout SplitMix64, alpha: UInt32? = nil) -> UInt32 {
        let a = alpha ?? UInt32(random.next() % 256)
        func channel() -> UInt32 { UInt32(random.next() % UInt64(a + 1)) }
        return channel() | channel() << 8 | channel() << 16 | a << 24
    }

    /// The colours tried at alpha `a`: the channels at their extremes (0 and `a`) and at random values.
    private static func colours(alpha a: UInt32, _ random: inout SplitMix64) -> [UInt32] {
        [a << 24, a | a << 8 | a << 16 | a << 24, a | (a / 2) << 16 | a << 24, premultiplied(&random, alpha: a)]
    }

    /// Destinations: opaque white, transparent, and random pixels, some in runs of equal ones.
    private static func destinations(_ count: Int, _ random: inout SplitMix64) -> [UInt32] {
        var out: [UInt32] = []
        while out.count < count {
            let pixel: UInt32
            switch random.next() % 4 {
            case 0: pixel = 0xFFFF_FFFF
            case 1: pixel = 0
            case 2: pixel = premultiplied(&random, alpha: 255)
            default: pixel = premultiplied(&random)
            }
            out += Array(repeating: pixel, count: Int(random.next() % 6) + 1)
        }
        return Array(out.prefix(count))
    }

    @Test func levelBlendGivesTheScalarBytesForEveryAlphaAndLevel() {
        var random = SplitMix64(state: 21)
        // Every level, in order and shuffled, over an even and an odd count (the last pixel alone).
        var shuffled = (0...255).map { UInt8($0) }
        for i in stride(from: 255, to: 0, by: -1) { shuffled.swapAt(i, Int(random.next() % UInt64(i + 1))) }
        var failures = 0
        for a in UInt32(0)...255 {
            for colour in Self.colours(alpha: a, &random) {
                let blend = LevelBlend(colour: colour)
                for levels in [(0...255).map { UInt8($0) }, shuffled] {
                    for count in [256, 3] {
                        let before = Self.destinations(count, &random)
                        var after = before
                        levels.withUnsafeBufferPointer { l in
                            after.withUnsafeMutableBufferPointer { out in
                                blend.draw(levels: l.baseAddress!, over: out.baseAddress!, count: count)
                            }
                        }
                        for j in 0..<count
                        where after[j] != Blend.over(Blend.scale(colour, UInt32(levels[j])), before[j]) {
                            failures += 1
                        }
                    }
                }
            }
        }
        #expect(failures == 0)
    }

    @Test func solidRunBlendGivesTheScalarBytes() {
        var random = SplitMix64(state: 7)
        var failures = 0
        for a in UInt32(0)...255 {
            for colour in Self.colours(alpha: a, &random) {
                for count in [0, 1, 3, 4, 5, 8, 13, 64] {
                    let before = Self.destinations(count, &random)
                    var after = before
                    after.withUnsafeMutableBufferPointer { out in
                        if let base = out.baseAddress { RowBlend.draw(solid: colour, over: base, count: count) }
                    }
                    for j in 0..<count where after[j] != Blend.over(colour, before[j]) { failures += 1 }
                }
            }
        }
        #expect(failures == 0)
    }
}
