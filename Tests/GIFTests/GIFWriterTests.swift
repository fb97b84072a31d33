import Foundation
import Testing
import TestSupport
import Raster
@testable import GIF

@Suite struct GIFWriterTests {
    struct Written {
        var summary: GIFSummary
        var file: GIFFileReader
        var pillow: PillowDecoder
        /// The sources as the GIF sees them (alpha thresholded or matted), straight RGBA.
        var sources: [[UInt8]]
    }

    func write(_ frames: [Image], options: GIFWriter.Options = .init(framesPerSecond: 60)) throws -> Written {
        let url = try temporaryFolderURL().appendingPathComponent("animation.gif")
        let writer = try GIFWriter(url: url, width: frames[0].width, height: frames[0].height, options: options)
        for frame in frames { try writer.append(frame) }
        let summary = try writer.finish()
        let bytes = [UInt8](try Data(contentsOf: url))
        #expect(bytes.count == summary.byteCount)
        let file = try GIFFileReader(bytes)
        let pillow = try PillowDecoder.decode(url)
        let sources = frames.map { image in
            let straight = image.unpremultipliedRGBA()
            return (0..<(image.width * image.height)).flatMap { i -> [UInt8] in
                let o = i * 4
                if let m = options.matte {
                    let p = image.pixels
                    let k = UInt32(255 - p[o + 3])
                    func mix(_ c: UInt8, _ mc: UInt8) -> UInt8 {
                        UInt8(min(255, UInt32(c) + (UInt32(Premultiplication.premultiply(mc, m.a)) * k + 127) / 255))
                    }
                    return [mix(p[o], m.r), mix(p[o + 1], m.g), mix(p[o + 2], m.b), 255]
                }
                return straight[o + 3] >= options.alphaThreshold && straight[o + 3] > 0
                    ? [straight[o], straight[o + 1], straight[o + 2], 255] : [0, 0, 0, 0]
            }
        }
        // Structure, timing and loop as written, as read back, as Pillow reads it.
        #expect(file.frames.count == summary.frames.count)
        #expect(pillow.meta.format == "GIF")
        #expect(pillow.meta.n_frames == summary.frames.count)
        for (index, record) in summary.frames.enumerated() {
            #expect(file.frames[index].delay == record.delay)
            #expect(pillow.meta.durations[index] == Double(record.delay * 10), "frame \(index)")
        }
        let total = summary.frames.reduce(0) { $0 + $1.delay }
        let exactTotal =
            100.0 * Double(frames.count * options.frameDurationNumerator) / Double(options.frameDurationDenominator)
        #expect(abs(Double(total) - exactTotal) <= 0.5, "total \(total) cs for \(exactTotal) cs")
        switch options.loopCount {
        case 1: #expect(file.loop == nil && pillow.meta.loop == nil)
        case 0: #expect(file.loop == 0 && pillow.meta.loop == 0)
        default: #expect(file.loop == options.loopCount - 1 && pillow.meta.loop == options.loopCount - 1)
        }
        // Pillow composites exactly what our reader composites (transparent pixels compare as transparent).
        let ours = file.composited()
        for index in 0..<min(ours.count, pillow.frames.count) {
            #expect(
                firstMismatch(pillow.frames[index], ours[index], width: file.width) == nil,
                """
                Pillow vs reader, frame \(index):\
                 \(firstMismatch(pillow.frames[index], ours[index], width: file.width) ?? "")
                """
            )
        }
        return Written(summary: summary, file: file, pillow: pillow, sources: sources)
    }

    func firstMismatch(_ a: [UInt8], _ b: [UInt8], width: Int) -> String? {
        for i in stride(from: 0, to: min(a.count, b.count), by: 4) {
            if a[i + 3] == 0 && b[i + 3] == 0 { continue }
            if a[i..<i + 4] != b[i..<i + 4] {
                return "pixel (\(i / 4 % width), \(i / 4 / width)): \(Array(a[i..<i + 4])) vs \(Array(b[i..<i + 4]))"
            }
        }
        return a.count == b.count ? nil : "sizes differ"
    }

    /// Every frame shows its source exactly (frames whose colours all fit the palette).
    func expectExact(_ written: Written, sourceLocation: SourceLocation = #_sourceLocation) {
        for (index, record) in written.summary.frames.enumerated() {
            #expect(record.isExact, "frame \(index) was quantised", sourceLocation: sourceLocation)
            let mismatch = firstMismatch(
                written.pillow.frames[index], written.sources[record.firstImage], width: written.file.width)
            #expect(
                mismatch == nil, "frame \(index) (image \(record.firstImage)): \(mismatch ?? "")",
                sourceLocation: sourceLocation)
        }
    }

    @Test func slidingCardIsExactAndDeltaEncoded() throws {
        let frames = SyntheticFrames.slidingCard(width: 131, height: 284, count: 60)
        let written = try write(frames)
        expectExact(written)
        // 60 fps: frames under 2 cs are dropped, about two in three kept, delays of 2 or 3 cs.
        #expect(written.summary.frames.count >= 38 && written.summary.frames.count <= 42)
        #expect(written.summary.frames.allSatisfy { $0.delay == 2 || $0.delay == 3 })
        #expect(written.summary.frames.dropFirst().allSatisfy { $0.width * $0.height < 131 * 284 })
    }

    @Test func everyFrameKeptWithoutAMinimumDelay() throws {
        let frames = SyntheticFrames.slidingCard(width: 40, height: 30, count: 12)
        let written = try write(frames, options: .init(framesPerSecond: 60, minimumDelay: 0))
        #expect(written.summary.frames.map(\.firstImage) == Array(0..<12))
        #expect(written.summary.frames.map(\.delay) == [2, 1, 2, 2, 1, 2, 2, 1, 2, 2, 1, 2])
        expectExact(written)
        let thirty = try write(
            SyntheticFrames.slidingCard(width: 40, height: 30, count: 7), options: .init(framesPerSecond: 30))
        #expect(thirty.summary.frames.map(\.delay) == [3, 4, 3, 3, 4, 3, 3])
    }

    /// Checks the documented bound: each drawn pixel's colour is within its nearest-palette-colour distance
    /// plus √3 · spread (ordered), or exactly the nearest colour (no dithering). Returns the mean channel error.
    func checkQuantisation(
        _ written: Written, dithering: GIFDithering, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Double {
        var errorSum = 0, channels = 0
        for (index, (frame, record)) in zip(written.file.frames, written.summary.frames).enumerated() {
            let source = written.sources[record.firstImage]
            let usable = frame.palette.prefix(record.paletteSize)
            for row in 0..<frame.height {
                for column in 0..<frame.width {
                    let value = Int(frame.indices[row * frame.width + column])
                    if value == frame.transparentIndex { continue }
                    let o = ((frame.y + row) * written.file.width + frame.x + column) * 4
                    func distance(_ c: UInt32) -> Double {
                        let dr = Int(c >> 16 & 0xFF) - Int(source[o]), dg = Int(c >> 8 & 0xFF) - Int(source[o + 1])
                        let db = Int(c & 0xFF) - Int(source[o + 2])
                        return Double(dr * dr + dg * dg + db * db).squareRoot()
                    }
                    let got = distance(frame.palette[value])
                    let best = usable.map(distance).min()!
                    switch dithering {
                    case .none:
                        #expect(got == best, "frame \(index) pixel (\(column), \(row))", sourceLocation: sourceLocation)
                    case .ordered:
                        #expect(
                            got <= best + 3.0.squareRoot() * record.ditherSpread + 2,
                            "frame \(index): error \(got) > \(best) + √3 · \(record.ditherSpread)",
                            sourceLocation: sourceLocation)
                    case .floydSteinberg:
                        break
                    }
                    let c = frame.palette[value]
                    errorSum +=
                        abs(Int(c >> 16 & 0xFF) - Int(source[o])) + abs(Int(c >> 8 & 0xFF) - Int(source[o + 1]))
                        + abs(Int(c & 0xFF) - Int(source[o + 2]))
                    channels += 3
                }
            }
        }
        return Double(errorSum) / Double(max(1, channels))
    }

    @Test(arguments: GIFDithering.allCases)
    func crossFadeStaysWithinTheDocumentedError(dithering: GIFDithering) throws {
        let a = SyntheticFrames.gradient(width: 64, height: 48)
        let b = SyntheticFrames.slidingCard(width: 64, height: 48, count: 3)[1]
        let written = try write(
            SyntheticFrames.crossFade(from: a, to: b, count: 8),
            options: .init(framesPerSecond: 20, loopCount: 3, dithering: dithering))
        #expect(written.summary.frames.count == 8)
        #expect(written.summary.frames.contains { !$0.isExact })
        let mean = checkQuantisation(written, dithering: dithering)
        #expect(mean < 6, "mean channel error \(mean) with \(dithering)")
    }

    @Test func orderedDitheringIsStableWhereTheSourceDoesNotChange() throws {
        // A gradient with a small moving square: the gradient's pixels are never redrawn, so they cannot crawl.
        let base = SyntheticFrames.gradient(width: 80, height: 60)
        let frames = (0..<6).map { step -> Image in
            var image = base
            for y in 20..<30 {
                for x in (5 + step * 8)..<(15 + step * 8) { image[x: x, y: y] = Pixel(r: 255, g: 255, b: 255, a: 255) }
            }
            return image
        }
        let written = try write(frames, options: .init(framesPerSecond: 10))
        let composited = written.file.composited()
        for index in 1..<composited.count {
            for y in 40..<60 {
                for x in 0..<80 {
                    let o = (y * 80 + x) * 4
                    #expect(
                        composited[index][o..<o + 4] == composited[0][o..<o + 4],
                        "pixel (\(x), \(y)) changed in frame \(index)")
                }
            }
        }
        #expect(written.summary.frames.dropFirst().allSatisfy { $0.height <= 10 })
    }

    @Test func transparencyAndClearing() throws {
        let cards = SyntheticFrames.slidingCard(width: 40, height: 30, count: 6, background: .transparent)
        let empty = Image(width: 40, height: 30)
        let written = try write(
            [cards[1], empty, cards[2], cards[3], empty, empty, cards[4], empty],
            options: .init(framesPerSecond: 10))
        expectExact(written)
        #expect(written.summary.frames.contains { $0.disposal == 2 })
        // Translucent pixels: below the threshold transparent, above it opaque.
        let translucent = SyntheticFrames.slidingCard(
            width: 30, height: 20, count: 5, background: .transparent,
            card: Pixel(r: 100, g: 20, b: 60, a: 180))
        expectExact(try write(translucent, options: .init(framesPerSecond: 10)))
    }

    @Test func matteMakesAnOpaqueGIF() throws {
        let translucent = SyntheticFrames.slidingCard(
            width: 30, height: 20, count: 5, background: .transparent,
            card: Pixel(r: 100, g: 20, b: 60, a: 180))
        let written = try write(
            translucent, options: .init(framesPerSecond: 10, matte: Pixel(r: 255, g: 255, b: 255, a: 255)))
        expectExact(written)
        #expect(
            written.pillow.frames.allSatisfy { frame in
                stride(from: 3, to: frame.count, by: 4).allSatisfy { frame[$0] == 255 }
            })
    }

    @Test func edgeCases() throws {
        let one = try write(
            [Image(width: 1, height: 1, fill: Pixel(r: 1, g: 2, b: 3, a: 255))], options: .init(loopCount: 1))
        expectExact(one)
        #expect(one.summary.frames.count == 1 && one.summary.frames[0].delay == 2)
        expectExact(
            try write(SyntheticFrames.slidingCard(width: 7, height: 3, count: 9), options: .init(framesPerSecond: 25)))
        let same = SyntheticFrames.slidingCard(width: 21, height: 13, count: 3)[1]
        let still = try write(Array(repeating: same, count: 12), options: .init(framesPerSecond: 24))
        #expect(still.summary.frames.count == 1 && still.summary.frames[0].delay == 50)
        expectExact(still)
        let transparent = try write(
            [Image(width: 5, height: 5), Image(width: 5, height: 5)], options: .init(framesPerSecond: 10))
        #expect(
            transparent.pillow.frames.allSatisfy { frame in
                stride(from: 3, to: frame.count, by: 4).allSatisfy { frame[$0] == 0 }
            })
    }

    @Test func outputIsDeterministicAndErrorsNameTheFile() throws {
        let frames = SyntheticFrames.crossFade(
            from: SyntheticFrames.gradient(width: 30, height: 20),
            to: SyntheticFrames.slidingCard(width: 30, height: 20, count: 3)[1], count: 5)
        let folder = try temporaryFolderURL()
        var files: [Data] = []
        for name in ["a.gif", "b.gif"] {
            let url = folder.appendingPathComponent(name)
            let writer = try GIFWriter(url: url, width: 30, height: 20)
            for frame in frames { try writer.append(frame) }
            try writer.finish()
            files.append(try Data(contentsOf: url))
        }
        #expect(files[0] == files[1])
        let writer = try GIFWriter(url: folder.appendingPathComponent("c.gif"), width: 30, height: 20)
        let error = #expect(throws: GIFError.self) { try writer.append(Image(width: 3, height: 3)) }
        #expect(error?.description.contains("c.gif") == true)
        #expect(throws: GIFError.self) { try writer.finish() }
        #expect(throws: GIFError.self) {
            try GIFWriter(url: folder.appendingPathComponent("d.gif"), width: 0, height: 1)
        }
        let missing = try GIFWriter(url: folder.appendingPathComponent("no/such/e.gif"), width: 1, height: 1)
        try missing.append(Image(width: 1, height: 1))
        #expect(throws: GIFError.self) { try missing.finish() }
    }
}
