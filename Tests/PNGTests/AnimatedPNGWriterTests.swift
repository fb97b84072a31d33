import Foundation
import Testing
import TestSupport
import Raster
@testable import PNG

@Suite struct AnimatedPNGWriterTests {
    /// Writes `frames`, decodes the file with Pillow and checks every decoded frame against the input.
    /// Identical consecutive inputs are one APNG frame, so inputs are first grouped into runs.
    @discardableResult
    func roundTrip(
        _ frames: [Image], options: AnimatedPNGWriter.Options = .init(framesPerSecond: 60),
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (AnimatedPNGSummary, URL) {
        let folder = try temporaryFolderURL()
        let url = folder.appendingPathComponent("animation.png")
        let writer = try AnimatedPNGWriter(url: url, width: frames[0].width, height: frames[0].height, options: options)
        for frame in frames { try writer.append(frame) }
        let summary = try writer.finish()

        var runs: [(image: Image, count: Int)] = []
        for frame in frames {
            if let last = runs.last, last.image == frame {
                runs[runs.count - 1].count += 1
            } else {
                runs.append((frame, 1))
            }
        }
        let decoded = try PillowDecoder.decode(url)
        #expect(decoded.meta.format == "PNG", sourceLocation: sourceLocation)
        #expect(decoded.meta.n_frames == summary.writtenFrames, sourceLocation: sourceLocation)
        #expect(decoded.meta.loop == options.loopCount, sourceLocation: sourceLocation)
        #expect(summary.appendedImages == frames.count, sourceLocation: sourceLocation)
        #expect(summary.byteCount == (try Data(contentsOf: url)).count, sourceLocation: sourceLocation)
        // Without splitting, one written frame per run; its delay is the run's duration.
        if decoded.meta.n_frames == runs.count {
            for (index, run) in runs.enumerated() {
                let expected =
                    Double(run.count * options.frameDurationNumerator) * 1000
                    / Double(options.frameDurationDenominator)
                let actual = decoded.meta.durations[index] ?? -1
                #expect(
                    abs(actual - expected) < 1e-6, "frame \(index) lasts \(actual) ms, expected \(expected)",
                    sourceLocation: sourceLocation)
                let mismatch = firstMismatch(
                    decoded.frames[index], run.image.unpremultipliedRGBA(), width: run.image.width)
                #expect(mismatch == nil, "frame \(index): \(mismatch ?? "")", sourceLocation: sourceLocation)
            }
        } else {
            Issue.record(
                "Pillow decoded \(decoded.meta.n_frames) frames for \(runs.count) distinct runs",
                sourceLocation: sourceLocation)
        }
        return (summary, url)
    }

    func firstMismatch(_ a: [UInt8], _ b: [UInt8], width: Int) -> String? {
        guard a.count == b.count else { return "sizes \(a.count) vs \(b.count)" }
        for i in stride(from: 0, to: a.count, by: 4) where a[i..<i + 4] != b[i..<i + 4] {
            return
                "pixel (\(i / 4 % width), \(i / 4 / width)): decoded \(Array(a[i..<i + 4])), expected "
                + "\(Array(b[i..<i + 4]))"
        }
        return nil
    }

    @Test func slidingCardDecodesExactlyWithPillow() throws {
        var frames = SyntheticFrames.slidingCard(width: 131, height: 284, count: 60)
        frames.insert(contentsOf: Array(repeating: frames[0], count: 5), at: 0)  // a hold before the move
        let (summary, _) = try roundTrip(frames)
        #expect(summary.writtenFrames <= 60)
    }

    @Test func crossFadeDecodesExactlyWithPillow() throws {
        let a = SyntheticFrames.slidingCard(width: 97, height: 150, count: 3)[1]
        let b = SyntheticFrames.gradient(width: 97, height: 150)
        try roundTrip(
            SyntheticFrames.crossFade(from: a, to: b, count: 20), options: .init(framesPerSecond: 30, loopCount: 3))
    }

    @Test func opaqueAnimationsAreWrittenAsRGB() throws {
        var frames = SyntheticFrames.slidingCard(width: 57, height: 80, count: 20)
        frames += Array(repeating: frames.last!, count: 70)  // 70 identical frames at 29.97 fps: a split delay
        frames.append(SyntheticFrames.gradient(width: 57, height: 80))
        let options = AnimatedPNGWriter.Options(
            frameDurationNumerator: 1001, frameDurationDenominator: 30000, isOpaque: true)
        let (_, url) = try roundTrip(Array(frames.prefix(20)) + [frames.last!], options: options)
        let bytes = [UInt8](try Data(contentsOf: url))
        #expect(bytes[25] == 2, "IHDR colour type \(bytes[25])")
        #expect(try frameControls(url).allSatisfy { $0.blend == .source })

        // The split hold frames repeat the region's pixels with source blending, so Pillow still sees the still.
        let folder = try temporaryFolderURL()
        let long = folder.appendingPathComponent("long.png")
        let writer = try AnimatedPNGWriter(url: long, width: 57, height: 80, options: options)
        for frame in frames { try writer.append(frame) }
        let written = try writer.finish()
        let decoded = try PillowDecoder.decode(long)
        #expect(decoded.meta.n_frames == written.writtenFrames && written.writtenFrames > 21)
        let last = frames[19].unpremultipliedRGBA()
        for index in 19..<(decoded.frames.count - 1) { #expect(decoded.frames[index] == last, "frame \(index)") }
        #expect(decoded.frames.last == frames.last!.unpremultipliedRGBA())
        let totalMilliseconds: Double = decoded.meta.durations.reduce(0) { $0 + ($1 ?? 0) }
        let expectedMilliseconds: Double = Double(frames.count) * 1001 / 30
        #expect(abs(totalMilliseconds - expectedMilliseconds) < 1e-6)

        let refusing = try AnimatedPNGWriter(
            url: folder.appendingPathComponent("x.png"), width: 2, height: 2, options: options)
        let error = #expect(throws: PNGError.self) { try refusing.append(Image(width: 2, height: 2)) }
        #expect(error?.reason.contains("not opaque") == true)
    }

    @Test func translucentCardOverTransparencyDecodesExactly() throws {
        // Partial alpha everywhere the card is: only blend "source" can be exact there.
        let frames = SyntheticFrames.slidingCard(
            width: 64, height: 48, count: 24, background: .transparent,
            card: Pixel(r: 100, g: 20, b: 60, a: 180))
        try roundTrip(frames)
    }

    @Test func fullyTransparentFramesClearTheCanvas() throws {
        let card = SyntheticFrames.slidingCard(width: 40, height: 30, count: 5, background: .transparent)
        let empty = Image(width: 40, height: 30)
        try roundTrip([card[1], empty, card[2], card[3], empty, empty, card[4], empty])
        try roundTrip([empty, empty, empty])
    }

    @Test func blinkingOverlayUsesDisposeToPrevious() throws {
        let base = SyntheticFrames.gradient(width: 50, height: 40)
        var overlay = base
        for y in 10..<20 { for x in 10..<30 { overlay[x: x, y: y] = Pixel(r: 255, g: 255, b: 255, a: 255) } }
        var moved = base
        for y in 22..<30 { for x in 5..<15 { moved[x: x, y: y] = Pixel(r: 0, g: 0, b: 0, a: 255) } }
        var dots = base  // two far-apart changed pixels: "over" stores zeros instead of the gradient between
        dots[x: 1, y: 1] = Pixel(r: 0, g: 0, b: 0, a: 255)
        dots[x: 48, y: 38] = Pixel(r: 0, g: 0, b: 0, a: 255)
        let (_, url) = try roundTrip([base, overlay, base, overlay, moved, base, dots])
        let controls = try frameControls(url)
        #expect(controls.contains { $0.dispose == .previous }, "\(controls)")
        #expect(controls.contains { $0.blend == .over }, "\(controls)")
        #expect(controls[0].width == 50 && controls[0].height == 40 && controls[0].blend == .source)
    }

    @Test func edgeCases() throws {
        try roundTrip([Image(width: 1, height: 1, fill: Pixel(r: 1, g: 2, b: 3, a: 255))])
        try roundTrip([
            Image(width: 1, height: 1, fill: Pixel(r: 1, g: 2, b: 3, a: 255)),
            Image(width: 1, height: 1, fill: Pixel(r: 9, g: 2, b: 3, a: 9)),
            Image(width: 1, height: 1),
        ])
        try roundTrip(SyntheticFrames.slidingCard(width: 7, height: 3, count: 9))
        try roundTrip(SyntheticFrames.slidingCard(width: 33, height: 17, count: 1))
        let same = SyntheticFrames.slidingCard(width: 21, height: 13, count: 3)[1]
        let (summary, _) = try roundTrip(Array(repeating: same, count: 12), options: .init(framesPerSecond: 24))
        #expect(summary.writtenFrames == 1)
    }

    @Test func longStillsSplitIntoExactSixteenBitDelays() throws {
        let writer = try AnimatedPNGWriter(
            url: try temporaryFolderURL().appendingPathComponent("a.png"), width: 1, height: 1,
            options: .init(frameDurationNumerator: 1001, frameDurationDenominator: 30000))
        let parts = writer.delayParts(imageCount: 67)
        #expect(parts.count > 1)
        let total = parts.reduce(0.0) { $0 + Double($1.numerator) / Double($1.denominator) }
        #expect(abs(total - 67 * 1001 / 30000.0) < 1e-9)
        #expect(writer.delayParts(imageCount: 60).count == 1)

        // And through Pillow: 67 identical frames (67 · 1001 > 65535) then a change, at 29.97 fps.
        let a = Image(width: 3, height: 2, fill: Pixel(r: 10, g: 20, b: 30, a: 255))
        let b = Image(width: 3, height: 2, fill: Pixel(r: 40, g: 20, b: 30, a: 255))
        let options = AnimatedPNGWriter.Options(frameDurationNumerator: 1001, frameDurationDenominator: 30000)
        let folder = try temporaryFolderURL()
        let url = folder.appendingPathComponent("still.png")
        let w = try AnimatedPNGWriter(url: url, width: 3, height: 2, options: options)
        for _ in 0..<67 { try w.append(a) }
        try w.append(b)
        let summary = try w.finish()
        let decoded = try PillowDecoder.decode(url)
        #expect(decoded.meta.n_frames == summary.writtenFrames)
        let durations: [Double] = decoded.meta.durations.map { $0 ?? 0 }
        let decodedTotal: Double = durations.reduce(0, +)
        let expectedTotal: Double = 68.0 * 1001.0 / 30.0
        #expect(abs(decodedTotal - expectedTotal) < 1e-6)
        for frame in decoded.frames.dropLast() { #expect(frame == a.unpremultipliedRGBA()) }
        #expect(decoded.frames.last == b.unpremultipliedRGBA())
    }

    @Test func outputIsDeterministic() throws {
        let frames = SyntheticFrames.slidingCard(width: 45, height: 70, count: 12)
        let folder = try temporaryFolderURL()
        var files: [Data] = []
        for name in ["a.png", "b.png"] {
            let url = folder.appendingPathComponent(name)
            let writer = try AnimatedPNGWriter(url: url, width: 45, height: 70)
            for frame in frames { try writer.append(frame) }
            try writer.finish()
            files.append(try Data(contentsOf: url))
        }
        #expect(files[0] == files[1])
    }

    /// The writer compresses each frame a row at a time: zlib's stream is the same however its input is divided,
    /// so the bytes are those of compressing the whole frame at once (what the writer did before).
    @Test func compressingInPiecesGivesTheBytesOfCompressingAtOnce() throws {
        var random = SplitMix64(state: 7)
        let input = (0..<300_000).map { i in
            i % 1000 < 700 ? UInt8(i / 1000 % 3) : UInt8.random(in: 0...255, using: &random)
        }
        for (level, memoryLevel) in [(Int32(9), Int32(9)), (3, 4), (6, 8)] {
            var outputs: [[UInt8]] = []
            for piece in [input.count, 4096, 1001, 7] {
                let stream = try Deflate.Stream(level: level, strategy: 0, memoryLevel: memoryLevel, path: "test")
                var start = 0
                while start < input.count {
                    try stream.write(Array(input[start..<min(input.count, start + piece)]))
                    start += piece
                }
                outputs.append(try stream.finish())
            }
            #expect(outputs.allSatisfy { $0 == outputs[0] }, "level \(level), memory level \(memoryLevel)")
            #expect(outputs[0].count < input.count / 2)
        }
    }

    /// The canvas saved for dispose-to-previous is kept deflated: read back in any order (a pass from the top
    /// restarts the inflation), a part of a row or the whole, it gives the pixels it was made of; and a
    /// transition-like canvas is kept in far fewer bytes than its pixels.
    @Test func deflatedRowsGiveBackTheirPixels() throws {
        var random = SplitMix64(state: 11)
        let width = 37, height = 23
        let pixels = (0..<(width * height * 4)).map { i in
            i % 400 < 300 ? UInt8(i / 400 % 5) : UInt8.random(in: 0...255, using: &random)
        }
        let rows = try DeflatedRows(width: width, height: height, path: "test") { y, destination in
            pixels.withUnsafeBytes {
                destination.copyMemory(from: $0.baseAddress! + y * width * 4, byteCount: width * 4)
            }
        }
        #expect(rows.allRows() == pixels)
        for (y, x, count) in [(5, 3, 10), (2, 0, 37), (2, 36, 1), (22, 0, 0), (0, 1, 36), (9, 4, 4)] {
            var out = [UInt8](repeating: 0, count: count * 4)
            out.withUnsafeMutableBytes { rows.copyRow(y, x: x, count: count, to: $0.baseAddress!) }
            let start = (y * width + x) * 4
            #expect(out == Array(pixels[start..<(start + count * 4)]), "row \(y), from \(x), \(count) pixels")
        }
        #expect(rows.allRows() == pixels)
        // A full-frame canvas of flat colour with a card on it: @3x it is 12 MB of pixels.
        let flat = try DeflatedRows(width: 1179, height: 2556, path: "test") { y, destination in
            let colour: UInt32 = (800..<1600).contains(y) ? 0xFF33_66CC : 0xFFFF_FFFF
            for x in 0..<1179 { destination.storeBytes(of: colour, toByteOffset: x * 4, as: UInt32.self) }
        }
        #expect(flat.deflatedByteCount < 1179 * 2556 * 4 / 100)
    }

    @Test func fileAppearsOnlyAtFinishAndTemporaryFilesAreRemoved() throws {
        let folder = try temporaryFolderURL()
        let url = folder.appendingPathComponent("atomic.png")
        do {
            let writer = try AnimatedPNGWriter(url: url, width: 4, height: 4)
            try writer.append(Image(width: 4, height: 4, fill: Pixel(r: 1, g: 1, b: 1, a: 255)))
            #expect(!FileManager.default.fileExists(atPath: url.path))
            #expect(throws: PNGError.self) { try writer.append(Image(width: 5, height: 4)) }
            // Abandoned without finish().
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)

        let writer = try AnimatedPNGWriter(url: url, width: 4, height: 4)
        #expect(throws: PNGError.self) { try writer.finish() }  // no frames
        #expect(throws: PNGError.self) {
            try AnimatedPNGWriter(url: url, width: 0, height: 4)
        }
        #expect(throws: PNGError.self) {
            try AnimatedPNGWriter(url: folder.appendingPathComponent("missing/x.png"), width: 1, height: 1)
        }
    }

    /// The fcTL chunks of a file, read directly (independent of the reader under test).
    func frameControls(_ url: URL) throws -> [AnimatedPNGFrameControl] {
        let bytes = [UInt8](try Data(contentsOf: url))
        var controls: [AnimatedPNGFrameControl] = []
        var offset = 8
        func u32(_ o: Int) -> Int {
            Int(bytes[o]) << 24 | Int(bytes[o + 1]) << 16 | Int(bytes[o + 2]) << 8 | Int(bytes[o + 3])
        }
        while offset + 8 <= bytes.count {
            let length = u32(offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let d = offset + 8
            if type == "fcTL" {
                controls.append(
                    AnimatedPNGFrameControl(
                        sequenceNumber: UInt32(u32(d)), width: u32(d + 4), height: u32(d + 8), x: u32(d + 12),
                        y: u32(d + 16),
                        delayNumerator: UInt16(bytes[d + 20]) << 8 | UInt16(bytes[d + 21]),
                        delayDenominator: UInt16(bytes[d + 22]) << 8 | UInt16(bytes[d + 23]),
                        dispose: .init(rawValue: bytes[d + 24])!, blend: .init(rawValue: bytes[d + 25])!))
            }
            offset += 12 + length
        }
        return controls
    }
}
