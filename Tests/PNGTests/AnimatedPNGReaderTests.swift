import Foundation
import Testing
import TestSupport
import Raster
@testable import PNG

@Suite struct AnimatedPNGReaderTests {
    func write(_ frames: [Image], options: AnimatedPNGWriter.Options = .init(framesPerSecond: 60)) throws -> URL {
        let url = try temporaryFolderURL().appendingPathComponent("animation.png")
        let writer = try AnimatedPNGWriter(url: url, width: frames[0].width, height: frames[0].height, options: options)
        for frame in frames { try writer.append(frame) }
        try writer.finish()
        return url
    }

    /// Consecutive identical images collapse into one frame.
    func distinct(_ frames: [Image]) -> [Image] {
        frames.enumerated().filter { $0.offset == 0 || frames[$0.offset - 1] != $0.element }.map(\.element)
    }

    @Test func readsBackWhatTheWriterWrote() throws {
        var card = SyntheticFrames.slidingCard(width: 61, height: 90, count: 30)
        card += Array(repeating: card.last!, count: 4)
        let translucent = SyntheticFrames.slidingCard(
            width: 33, height: 20, count: 12, background: .transparent,
            card: Pixel(r: 100, g: 20, b: 60, a: 180))
        let base = SyntheticFrames.gradient(width: 50, height: 40)
        var overlay = base
        for y in 10..<20 { for x in 10..<30 { overlay[x: x, y: y] = Pixel(r: 255, g: 255, b: 255, a: 255) } }
        let empty = Image(width: 33, height: 20)
        for sequence in [
            card, translucent, [base, overlay, base, overlay, base],
            [translucent[3], empty, translucent[5], empty, empty, translucent[7]],
        ] {
            let url = try write(sequence)
            let frames = try AnimatedPNGReader.frames(contentsOf: url)
            let expected = distinct(sequence)
            #expect(frames.count == expected.count)
            for (frame, image) in zip(frames, expected) {
                #expect(frame.image == image, "frame \(frame.index) differs")
            }
        }
        // Delays, loop count, the first frame as default image.
        let url = try write(card, options: .init(framesPerSecond: 30, loopCount: 2))
        let reader = try AnimatedPNGReader(contentsOf: url)
        #expect(reader.loopCount == 2 && reader.defaultImageIsFirstFrame && reader.width == 61 && reader.height == 90)
        var delays: [Double] = []
        while let frame = try reader.nextFrame() { delays.append(frame.delay) }
        #expect(try reader.nextFrame() == nil)
        #expect(delays.count == reader.frameCount)
        let totalDelay: Double = delays.reduce(0, +)
        let expectedTotal: Double = Double(card.count) / 30
        let lastDelay: Double = delays.last ?? 0
        #expect(abs(totalDelay - expectedTotal) < 1e-9)
        #expect(abs(lastDelay - 5.0 / 30) < 1e-9)
    }

    /// Pillow's APNG encoder writes the files here: other colour types, its own delta frames, dispose and
    /// blend operations, and a default image outside the animation. (Not combined: dispose-to-previous after
    /// an over-blended frame, which Pillow 13 reads against the specification — it restores the composited
    /// frame —, dispose-to-previous in RGB, where Pillow 13 clears to opaque black instead of transparent
    /// black, and background disposal of greyscale, which Pillow 13 cannot write.)
    @Test(arguments: [
        ("RGBA", 0, 0, 0), ("RGBA", 1, 0, 0), ("RGBA", 2, 0, 0), ("RGB", 0, 1, 0), ("RGB", 1, 0, 0),
        ("RGBA", 0, 0, 1), ("P", 0, 0, 0), ("L", 0, 0, 0), ("LA", 0, 0, 0),
    ])
    func readsFilesWrittenByPillow(mode: String, disposal: Int, blend: Int, defaultImage: Int) throws {
        let background: Pixel = mode == "RGBA" || mode == "LA" ? .transparent : Pixel(r: 242, g: 242, b: 247, a: 255)
        let frames = SyntheticFrames.slidingCard(width: 45, height: 32, count: 8, background: background)
        let folder = try temporaryFolderURL()
        let raw = folder.appendingPathComponent("frames.raw"), url = folder.appendingPathComponent("pillow.png")
        try Data(frames.flatMap { $0.unpremultipliedRGBA() }).write(to: raw)
        try runScript(
            "pillow_write_apng.py",
            [
                raw.path, "45", "32", "\(frames.count)", mode, url.path,
                "\(disposal)", "\(blend)", "\(defaultImage)",
            ])
        let ours = try AnimatedPNGReader.frames(contentsOf: url)
        let pillow = try PillowDecoder.decode(url)
        let reader = try AnimatedPNGReader(contentsOf: url)
        #expect(reader.defaultImageIsFirstFrame == (defaultImage == 0))
        // Pillow lists a default image that is not part of the animation as an extra first frame.
        let pillowFrames = defaultImage == 1 ? Array(pillow.frames.dropFirst()) : pillow.frames
        #expect(ours.count == pillowFrames.count)
        for (frame, decoded) in zip(ours, pillowFrames) {
            // Compared as premultiplied Images: straight colours under very low alpha do not survive 8-bit
            // premultiplication, in either reader's output.
            let theirs = Image(width: 45, height: 32, unpremultipliedRGBA: decoded)
            let mismatch = firstMismatch(frame.image.pixels, theirs.pixels, width: 45)
            #expect(mismatch == nil, "\(mode): frame \(frame.index) differs from Pillow's: \(mismatch ?? "")")
        }
        let totalDelay: Double = ours.reduce(0) { $0 + $1.delay }
        let expectedDelay: Double = 0.04 * Double(frames.count - defaultImage)
        #expect(abs(totalDelay - expectedDelay) < 1e-9)
    }

    @Test func overCompositingFollowsTheSpecificationWithRounding() {
        let region = FrameRegion(x: 1, y: 0, width: 2, height: 1)
        var canvas: [UInt8] = [9, 9, 9, 9, 0, 0, 255, 255, 0, 0, 0, 0]
        AnimatedPNGReader.composite([255, 0, 0, 128, 10, 20, 30, 100], over: &canvas, width: 3, region: region)
        // Half-transparent red over opaque blue: u = 128·255, v = 127·255, rounded to nearest.
        #expect(Array(canvas[4..<8]) == [128, 0, 127, 255])
        // Anything over transparent keeps its own colour and alpha exactly; pixels outside the region are untouched.
        #expect(Array(canvas[8..<12]) == [10, 20, 30, 100])
        #expect(Array(canvas[0..<4]) == [9, 9, 9, 9])
        var opaque: [UInt8] = [1, 2, 3, 255]
        AnimatedPNGReader.composite(
            [0, 0, 0, 0], over: &opaque, width: 1, region: FrameRegion(x: 0, y: 0, width: 1, height: 1))
        #expect(opaque == [1, 2, 3, 255])
    }

    // MARK: - Malformed input

    /// A valid two-frame file to damage.
    func sample() throws -> [UInt8] {
        let frames = SyntheticFrames.slidingCard(width: 20, height: 10, count: 3)
        return [UInt8](try Data(contentsOf: try write(frames)))
    }

    /// Offsets of chunks by type.
    func chunks(_ bytes: [UInt8]) -> [(type: String, offset: Int, length: Int)] {
        var out: [(String, Int, Int)] = []
        var p = 8
        while p + 8 <= bytes.count {
            let length = Int(bytes.bigEndianUInt32(at: p))
            out.append((String(decoding: bytes[(p + 4)..<(p + 8)], as: UTF8.self), p, length))
            p += 12 + length
        }
        return out
    }

    /// Rewrites a chunk's CRC after its data was edited.
    func fixCRC(_ bytes: inout [UInt8], chunkAt offset: Int) {
        let length = Int(bytes.bigEndianUInt32(at: offset))
        let crc = Deflate.crc32(Array(bytes[(offset + 4)..<(offset + 8 + length)]))
        var encoded: [UInt8] = []
        encoded.appendBigEndian(crc)
        bytes.replaceSubrange((offset + 8 + length)..<(offset + 12 + length), with: encoded)
    }

    func expectError(
        _ bytes: [UInt8], _ fragment: String, limits: AnimatedPNGReader.Limits = .init(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let url = try temporaryFolderURL().appendingPathComponent("damaged.png")
        try Data(bytes).write(to: url)
        do {
            _ = try AnimatedPNGReader.frames(contentsOf: url, limits: limits)
            Issue.record("no error; expected one mentioning \(fragment)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.description.hasPrefix(url.path), "\(error)", sourceLocation: sourceLocation)
            #expect(error.description.contains(fragment), "\(error)", sourceLocation: sourceLocation)
        }
    }

    @Test func refusesDamagedFilesWithClearErrors() throws {
        let good = try sample()
        let map = chunks(good)
        try expectError(Array(good.prefix(good.count - 30)), "file ends in the middle")
        var badSignature = good; badSignature[1] = 0
        try expectError(badSignature, "bad signature")

        let fdat = map.first { $0.type == "fdAT" }!
        var badCRC = good; badCRC[fdat.offset + 20] ^= 0xFF
        try expectError(badCRC, "CRC mismatch")

        let fctl = map.filter { $0.type == "fcTL" }[1]
        var badSequence = good; badSequence[fctl.offset + 11] = 7; fixCRC(&badSequence, chunkAt: fctl.offset)
        try expectError(badSequence, "sequence number 7")

        var outside = good; outside[fctl.offset + 8 + 15] = 200; fixCRC(&outside, chunkAt: fctl.offset)  // x = 200
        try expectError(outside, "leaves the 20×10 canvas")

        let actl = map.first { $0.type == "acTL" }!
        var tooMany = good; tooMany[actl.offset + 11] = 9; fixCRC(&tooMany, chunkAt: actl.offset)
        try expectError(tooMany, "acTL declares 9 frames but the file has")
        var tooFew = good; tooFew[actl.offset + 11] = 1; fixCRC(&tooFew, chunkAt: actl.offset)
        try expectError(tooFew, "more fcTL chunks than the 1 frames")

        var still = good; still.removeSubrange(actl.offset..<(actl.offset + 20))
        try expectError(still, "no acTL chunk")

        try expectError(good, "over the budget of 100 pixels", limits: .init(pixelBudget: 100))
        try expectError(good, "over the limit of 1", limits: .init(maximumFrames: 1))

        // The damaged frame data is reported by the PNG decoder, with the frame number.
        var badData = good
        let idat = map.first { $0.type == "IDAT" }!
        for i in 0..<min(16, idat.length) { badData[idat.offset + 8 + i] = 0x55 }
        fixCRC(&badData, chunkAt: idat.offset)
        try expectError(badData, "frame 0")

        let missing = try temporaryFolderURL().appendingPathComponent("nope.png")
        #expect(throws: PNGError.self) { try AnimatedPNGReader(contentsOf: missing) }
    }

    @Test func holdsTheWholeAnimationOnlyWithinItsBudget() throws {
        let url = try write(SyntheticFrames.slidingCard(width: 20, height: 10, count: 5))
        #expect(throws: PNGError.self) { try AnimatedPNGReader.frames(contentsOf: url, totalPixelBudget: 999) }
        #expect(try AnimatedPNGReader.frames(contentsOf: url, totalPixelBudget: 1000).count == 5)
    }

    func firstMismatch(_ a: [UInt8], _ b: [UInt8], width: Int) -> String? {
        guard a.count == b.count else { return "sizes \(a.count) vs \(b.count)" }
        for i in stride(from: 0, to: a.count, by: 4) where a[i..<i + 4] != b[i..<i + 4] {
            return
                "pixel (\(i / 4 % width), \(i / 4 / width)): ours \(Array(a[i..<i + 4])), Pillow \(Array(b[i..<i + 4]))"
        }
        return nil
    }

    func runScript(_ name: String, _ arguments: [String]) throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scripts/\(name)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path] + arguments
        let err = Pipe()
        process.standardError = err
        try process.run()
        let message = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PillowDecoder.Failure(
                message: "\(name) exited with \(process.terminationStatus): "
                    + (String(data: message, encoding: .utf8) ?? ""))
        }
    }
}
