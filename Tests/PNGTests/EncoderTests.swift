import Raster
import Testing
import TestSupport
@testable import PNG

@Suite("Encoder")
struct EncoderTests {
    enum Alpha: String, CaseIterable, CustomTestStringConvertible {
        case opaque, transparent, partial
        var testDescription: String { rawValue }
    }

    /// A premultiplied image with random colours; `alpha` chooses opaque, fully transparent, or a mix of
    /// every alpha value including 0 and 255.
    static func randomImage(width: Int, height: Int, alpha: Alpha, seed: UInt64) -> Image {
        var random = SplitMix64(state: seed)
        var straight = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: straight.count, by: 4) {
            straight[index] = UInt8.random(in: 0...255, using: &random)
            straight[index + 1] = UInt8.random(in: 0...255, using: &random)
            straight[index + 2] = UInt8.random(in: 0...255, using: &random)
            switch alpha {
            case .opaque: straight[index + 3] = 255
            case .transparent: straight[index + 3] = 0
            case .partial:
                straight[index + 3] =
                    [0, 255, UInt8.random(in: 0...255, using: &random)][Int.random(in: 0...2, using: &random)]
            }
        }
        return Image(width: width, height: height, unpremultipliedRGBA: straight)
    }

    static let sizes = [(1, 1), (3, 5), (17, 1), (1, 33), (31, 29), (127, 63), (255, 3)]
    static let settings: [(String, PNGCompression)] = [
        ("fast", .fast), ("small", .small), ("libpng default", .libpngDefault),
    ]

    @Test("encode → decode is lossless", arguments: Alpha.allCases, [0, 1, 2])
    func roundTrip(alpha: Alpha, settingIndex: Int) throws {
        let (settingName, compression) = Self.settings[settingIndex]
        for (index, (width, height)) in Self.sizes.enumerated() {
            let image = Self.randomImage(width: width, height: height, alpha: alpha, seed: UInt64(index * 31 + 7))
            let bytes = try PNGEncoder(compression: compression).encode(image)
            let decoded = try PNGDecoder().decode(bytes, name: "\(width)x\(height)")
            #expect(decoded.image == image, "\(settingName), \(alpha), \(width)×\(height)")
            #expect(decoded.header.bitDepth == 8)
            #expect(decoded.header.isInterlaced == false)
            #expect(decoded.header.colorType == (image.isOpaque ? .truecolor : .truecolorAlpha))
            #expect(image.isOpaque == (alpha == .opaque) || (alpha == .partial && width * height < 4))
        }
    }

    @Test("the same image encodes to the same bytes every time", arguments: [0, 1, 2])
    func deterministic(settingIndex: Int) throws {
        let compression = Self.settings[settingIndex].1
        let image = Self.randomImage(width: 101, height: 77, alpha: .partial, seed: 42)
        let first = try PNGEncoder(compression: compression).encode(image)
        let second = try PNGEncoder(compression: compression).encode(
            Image(width: 101, height: 77, premultipliedRGBA: image.pixels))
        #expect(first == second)
    }

    @Test("the file holds only IHDR, IDAT and IEND chunks")
    func noAncillaryChunks() throws {
        let bytes = try PNGEncoder().encode(Self.randomImage(width: 9, height: 9, alpha: .partial, seed: 1))
        #expect(Array(bytes.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])
        var offset = 8
        var types: [String] = []
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        #expect(offset == bytes.count)
        #expect(types.first == "IHDR" && types.last == "IEND")
        #expect(Set(types) == ["IHDR", "IDAT", "IEND"])
    }

    @Test("straight RGBA input encodes like the equivalent Image")
    func straightInput() throws {
        let image = Self.randomImage(width: 13, height: 11, alpha: .partial, seed: 9)
        let encoder = PNGEncoder(compression: .small)
        #expect(
            try encoder.encode(unpremultipliedRGBA: image.unpremultipliedRGBA(), width: 13, height: 11)
                == encoder.encode(image))
    }

    @Test("an empty image cannot be encoded")
    func emptyImage() throws {
        let error = try #require(throws: PNGError.self) { try PNGEncoder().encode(Image(width: 0, height: 4)) }
        #expect(error.kind == .cannotEncode)
        #expect(error.reason.contains("0×4"))
    }

    @Test("the smaller-file setting gives smaller files than the fast one on a UI-like image")
    func smallIsSmaller() throws {
        var image = Image(width: 200, height: 300, fill: Pixel(r: 242, g: 242, b: 247, a: 255))
        for y in 40..<120 { for x in 16..<184 { image[x: x, y: y] = Pixel(r: 255, g: 255, b: 255, a: 255) } }
        for y in stride(from: 150, to: 290, by: 14) {
            for x in 20..<(60 + y % 97) { image[x: x, y: y] = Pixel(r: 28, g: 28, b: 30, a: 255) }
        }
        let fast = try PNGEncoder(compression: .fast).encode(image)
        let small = try PNGEncoder(compression: .small).encode(image)
        #expect(small.count <= fast.count)
    }
}

@Suite("Encoder row filters")
struct EncoderRowFilterTests {
    /// Flat rows, repeated rows, busy rows and gradients, so that every branch of the per-row choice runs;
    /// `alpha` adds translucent and clear regions.
    static func structuredImage(width: Int, height: Int, alpha: Bool) -> Image {
        var random = SplitMix64(state: UInt64(width * 1000 + height))
        var image = Image(width: width, height: height, fill: Pixel(r: 242, g: 242, b: 247, a: 255))
        for y in 0..<height {
            switch y % 7 {
            case 0, 1:  // flat band with a short bar: mostly equal to the left neighbour
                for x in 0..<min(width, 5) { image[x: x, y: y] = Pixel(r: 28, g: 28, b: 30, a: 255) }
            case 2:  // busy row
                for x in 0..<width {
                    image[x: x, y: y] = Pixel(
                        r: UInt8.random(in: 0...255, using: &random), g: UInt8(x & 255),
                        b: UInt8(y & 255), a: 255)
                }
            case 3:  // horizontal gradient
                for x in 0..<width {
                    image[x: x, y: y] = Pixel(r: UInt8(x * 255 / max(1, width - 1)), g: 100, b: 50, a: 255)
                }
            default:  // repeats the row above
                if y > 0 { for x in 0..<width { image[x: x, y: y] = image[x: x, y: y - 1] } }
            }
        }
        if alpha {
            for y in 0..<height / 2 {
                for x in 0..<width / 2 {
                    let p = image[x: x, y: y]
                    let a = UInt8((x * 37 + y * 11) % 256)
                    image[x: x, y: y] = Pixel(
                        r: Premultiplication.premultiply(p.r, a), g: Premultiplication.premultiply(p.g, a),
                        b: Premultiplication.premultiply(p.b, a), a: a)
                }
            }
        }
        return image
    }

    @Test("flat, repeated, busy and gradient rows round-trip in every setting", arguments: [false, true])
    func structuredRoundTrip(alpha: Bool) throws {
        for (width, height) in [(1, 9), (2, 2), (9, 1), (33, 21), (257, 43)] {
            let image = Self.structuredImage(width: width, height: height, alpha: alpha)
            for (name, compression) in EncoderTests.settings + [
                ("level 1, flat-or-up", PNGCompression(level: 1, strategy: .rle, filtering: .flatOrUp))
            ] {
                let bytes = try PNGEncoder(compression: compression).encode(image)
                #expect(try PNGDecoder().decode(bytes).image == image, "\(name), \(width)×\(height), alpha \(alpha)")
                #expect(try PNGEncoder(compression: compression).encode(image) == bytes, "\(name) not deterministic")
            }
        }
    }

    @Test("every fixed filter and strategy round-trips")
    func everyFilter() throws {
        let image = Self.structuredImage(width: 45, height: 30, alpha: true)
        for filters in [PNGCompression.Filters.none, .sub, .up, .average, .paeth, .all] {
            for strategy in PNGCompression.Strategy.allCases {
                let bytes = try PNGEncoder(compression: PNGCompression(level: 5, strategy: strategy, filters: filters))
                    .encode(image)
                #expect(try PNGDecoder().decode(bytes).image == image, "filters \(filters.rawValue), \(strategy)")
            }
        }
    }

    @Test("the flat-or-up and repeats-once choices draw from None and Up; fast and small write repeats once")
    func flatOrUpFilters() {
        #expect(PNGCompression(level: 9, strategy: .default, filtering: .flatOrUp).filters == [.none, .up])
        #expect(PNGCompression.small.filters == [.none, .up])
        #expect(PNGCompression.small.filtering == .repeatsOnce(minimumRun: 8))
        #expect(PNGCompression.small.level == 9 && PNGCompression.small.chainLimit == 2048)
        #expect(PNGCompression.fast.filters == [.none, .up])
        #expect(PNGCompression.fast.filtering == .repeatsOnce(minimumRun: 4))
        #expect(PNGCompression.libpngDefault.filters == .all)
    }

    /// The memory level reaches zlib: every level round-trips, and on a structured image the smallest and the
    /// largest hash tables give different streams.
    @Test("every zlib memory level round-trips and changes the stream")
    func memoryLevels() throws {
        let image = Self.structuredImage(width: 301, height: 211, alpha: false)
        var streams: [Int: [UInt8]] = [:]
        for memoryLevel in 1...9 {
            let compression = PNGCompression(level: 6, strategy: .default, filters: .up, memoryLevel: memoryLevel)
            let bytes = try PNGEncoder(compression: compression).encode(image)
            #expect(try PNGDecoder().decode(bytes).image == image, "memory level \(memoryLevel)")
            streams[memoryLevel] = bytes
        }
        #expect(streams[1] != streams[9])
    }
}
