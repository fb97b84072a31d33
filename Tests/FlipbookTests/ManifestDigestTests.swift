import CLibXXHash
@testable import Flipbook
import Foundation
import ImageDiff
import PNG
import Raster
import TestSupport
import Testing

/// The digests fixture manifests record per kept frame (``ManifestDigest``): recorded for every kept frame, a check
/// decided by them without reading a fixture's pixels while the file's bytes are those recorded, a changed file
/// read pixel by pixel, a lying manifest caught by the audit (``FixtureDigestAudit``), malformed values refused,
/// older manifests without digests still checked, and a re-record that leaves unchanged files byte for byte.
@Suite("Verification: manifest digests")
@MainActor
struct ManifestDigestTests {
    typealias Scratch = VerificationTests.Scratch

    func folder(_ scratch: Scratch) -> String { scratch.fixtures + "/test-slide" }

    /// A check of the slide against the scratch fixtures with no digest cache (a fresh machine), counted.
    func check(_ scratch: Scratch, decodes: Bool = false, jobs: Int = 2) throws -> (ScenarioReport, CheckTally) {
        var settings = scratch.settings(.never, jobs: jobs)
        settings.digestCache = nil
        settings.decodesFixtures = decodes
        let tally = CheckTally()
        settings.tally = tally
        let report = try ScenarioVerifier(settings: settings).verify([TestScenarios.slide()])
        return (try #require(report.scenarios.first), tally)
    }

    func manifest(_ scratch: Scratch) throws -> RenderManifest {
        try RenderManifest.decode(Array(try Data(contentsOf: URL(fileURLWithPath: folder(scratch) + "/manifest.json"))))
    }

    func write(_ manifest: RenderManifest, _ scratch: Scratch) throws {
        try Data(try manifest.encoded()).write(to: URL(fileURLWithPath: folder(scratch) + "/manifest.json"))
    }

    func bytes(_ path: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path))) }

    @Test func recordWritesDigestsThatMatchTheFiles() throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        let manifest = try manifest(scratch)
        #expect(manifest.frames.count == 6)
        for entry in manifest.frames {
            let file = try bytes(folder(scratch) + "/" + entry.file)
            let image = try PNGDecoder().decode(file).image
            #expect(entry.fileDigest == ManifestDigest.of(file: file).description)
            #expect(entry.pixelDigest == ManifestDigest.of(pixels: image).description)
            #expect(entry.pixelDigest?.hasPrefix("xxh3-128:") == true && entry.pixelDigest?.count == 41)
        }
        let fixture = try #require(try FixtureStore(root: scratch.fixtures).load("test-slide"))
        try FixtureDigestAudit.check(fixture)
    }

    @Test(arguments: [1, 2])
    func manifestDigestsDecideWithoutReadingPixels(jobs: Int) throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        let (scenario, tally) = try check(scratch, jobs: jobs)
        #expect(scenario.status == .passed)
        #expect(scenario.frames.allSatisfy { $0.status == .identical })
        // No fixture pixels read, nothing compared; one digest per frame: the painted frame's.
        #expect(tally.pixelReads(0).isEmpty, "\(tally.pixelReads(0))")
        #expect(tally.comparisons(0).isEmpty)
        #expect(tally.digests(0) == Dictionary(uniqueKeysWithValues: (0...5).map { ($0, 1) }))
    }

    @Test func noDigestIsNotedInTheMachineCacheWhenTheManifestDecides() throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        let cache = scratch.root + "/fresh-digests"
        var settings = scratch.settings(.never)
        settings.digestCache = cache
        let tally = CheckTally()
        settings.tally = tally
        #expect(try ScenarioVerifier(settings: settings).verify([TestScenarios.slide()]).passed)
        // Only the painted frames' pixel digests: none under the cache's key, no file noted.
        #expect(tally.digests(0).values.allSatisfy { $0 == 1 })
        let notes = (try? FileManager.default.contentsOfDirectory(atPath: cache)) ?? []
        #expect(notes.filter { $0 != "key" && !$0.hasPrefix(".") }.count <= 1, "\(notes)")
        let cacheFolder = try FixtureDigestCache(folder: cache)
        for index in 0...5 {
            let file = try bytes(folder(scratch) + "/" + RenderManifest.fileName(forFrame: index))
            #expect(cacheFolder.frames(inFile: cacheFolder.key.digest(ofFile: file), as: .png) == nil)
        }
    }

    @Test func aChangedFileIsReadPixelByPixel() throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        // Frame 2 re-compressed: other bytes, the same pixels; frame 4 with one pixel changed.
        let two = folder(scratch) + "/frame-0002.png"
        let image = try PNGDecoder().decode(try bytes(two)).image
        let recompressed = try PNGEncoder(compression: PNGCompression(level: 1, strategy: .default, filters: .none))
            .encode(image)
        #expect(recompressed != (try bytes(two)))
        try Data(recompressed).write(to: URL(fileURLWithPath: two))
        let four = folder(scratch) + "/frame-0004.png"
        var changed = try PNGDecoder().decode(try bytes(four)).image
        changed.pixels[0] ^= 0x10
        try Data(try PNGEncoder(compression: .fast).encode(changed)).write(to: URL(fileURLWithPath: four))

        let (scenario, tally) = try check(scratch)
        let status = Dictionary(uniqueKeysWithValues: scenario.frames.map { ($0.index, $0.status) })
        #expect(status[2] == .identical)
        #expect(status[4] == .different)
        #expect(scenario.frames.filter { $0.status == .different }.map(\.index) == [4])
        // Only the two changed files were read.
        #expect(Set(tally.pixelReads(0).keys) == [2, 4], "\(tally.pixelReads(0))")
    }

    @Test func aLyingPixelDigestIsCaughtByTheAudit() throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        // Frame 3's file replaced by frame 1's, and its file digest edited to match: the pixel digest now lies.
        let three = folder(scratch) + "/frame-0003.png"
        let replacement = try bytes(folder(scratch) + "/frame-0001.png")
        try Data(replacement).write(to: URL(fileURLWithPath: three))
        var edited = try manifest(scratch)
        let pixelDigest = try #require(edited.frames[3].pixelDigest)
        edited.frames[3].fileDigest = ManifestDigest.of(file: replacement).description
        try write(edited, scratch)

        // Trusted as the reference (the trust model): the check passes without reading the file.
        let (trusting, _) = try check(scratch)
        #expect(trusting.status == .passed)
        // The audit decodes and finds the lie, naming the manifest, the frame, the field and the file.
        let fixture = try #require(try FixtureStore(root: scratch.fixtures).load("test-slide"))
        let expected = VerificationError.damagedFixture(
            folder(scratch) + "/manifest.json",
            "frame 3: pixel digest \(pixelDigest) does not match frame-0003.png (edited manifest or replaced file; "
                + "re-record)")
        #expect(throws: expected) { try FixtureDigestAudit.check(fixture) }
        // `--decode-fixtures`: the scenario fails with that line, and no frame is decided by a digest.
        let (audited, _) = try check(scratch, decodes: true)
        #expect(audited.status == .error)
        #expect(audited.message == expected.description)
    }

    @Test func decodingFixturesReadsEveryFrame() throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        let (scenario, tally) = try check(scratch, decodes: true)
        #expect(scenario.status == .passed)
        #expect(tally.pixelReads(0) == Dictionary(uniqueKeysWithValues: (0...5).map { ($0, 1) }))
    }

    @Test(arguments: [
        ("sha256:" + String(repeating: "0", count: 64), "its algorithm \"sha256\" is unknown"),
        ("xxh3-128:" + String(repeating: "g", count: 32), "expected xxh3-128: and 32 hexadecimal digits"),
        ("xxh3-128:abc", "expected xxh3-128: and 32 hexadecimal digits"),
        ("", "its algorithm is missing"),
        (String(repeating: "x", count: 100_000), "its algorithm is missing"),
        (String(repeating: "y", count: 1000) + ":00", "its algorithm is missing"),
    ])
    func malformedDigestsAreOneLineErrors(value: String, reason: String) throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        var edited = try manifest(scratch)
        edited.frames[2].pixelDigest = value
        try write(edited, scratch)
        let (scenario, _) = try check(scratch)
        #expect(scenario.status == .error)
        let message = try #require(scenario.message)
        #expect(!message.contains("\n"))
        #expect(message.hasPrefix("fixture \(folder(scratch))/manifest.json: frame 2: pixel_digest \""), "\(message)")
        #expect(
            message.hasSuffix(
                "cannot be read: " + reason
                    + (reason.hasPrefix("its")
                        ? "; expected "
                            + "xxh3-128:<32 hexadecimal digits>" : "")), "\(message)")
        #expect(message.count < 400)
    }

    @Test func aPixelDigestWithoutItsFileDigestIsAnError() throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        var edited = try manifest(scratch)
        edited.frames[1].fileDigest = nil
        try write(edited, scratch)
        let (scenario, _) = try check(scratch)
        #expect(scenario.status == .error)
        #expect(scenario.message?.contains("frame 1 has a pixel_digest but no file_digest") == true)
    }

    @Test func aManifestWithoutDigestsStillVerifies() throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        var old = try manifest(scratch)
        for position in old.frames.indices {
            old.frames[position].pixelDigest = nil
            old.frames[position].fileDigest = nil
        }
        try write(old, scratch)
        #expect(!String(decoding: try old.encoded(), as: UTF8.self).contains("digest"))
        let (scenario, tally) = try check(scratch)
        #expect(scenario.status == .passed)
        // Each frame read once (the quick match): as before digests.
        #expect(tally.pixelReads(0) == Dictionary(uniqueKeysWithValues: (0...5).map { ($0, 1) }))
    }

    @Test func reRecordingKeepsUnchangedFilesByteForByte() throws {
        let scratch = Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        // An older fixture: frames written with other compression settings, a manifest without digests.
        var old = try manifest(scratch)
        var written: [Int: [UInt8]] = [:]
        for position in old.frames.indices {
            let path = folder(scratch) + "/" + old.frames[position].file
            let image = try PNGDecoder().decode(try bytes(path)).image
            let file = try PNGEncoder(compression: PNGCompression(level: 2, strategy: .default, filters: .none)).encode(
                image)
            try Data(file).write(to: URL(fileURLWithPath: path))
            written[old.frames[position].index] = file
            old.frames[position].pixelDigest = nil
            old.frames[position].fileDigest = nil
        }
        try write(old, scratch)

        _ = try scratch.verify([TestScenarios.slide()], .all)
        let recorded = try manifest(scratch)
        for entry in recorded.frames {
            #expect(try bytes(folder(scratch) + "/" + entry.file) == written[entry.index], "frame \(entry.index)")
            #expect(entry.fileDigest == ManifestDigest.of(file: try #require(written[entry.index])).description)
        }
        try FixtureDigestAudit.check(try #require(try FixtureStore(root: scratch.fixtures).load("test-slide")))

        // A frame that changed is encoded anew.
        _ = try ScenarioVerifier(settings: scratch.settings(.all)).verify([TestScenarios.slide(duration: 0.6)])
        #expect(try bytes(folder(scratch) + "/frame-0001.png") != written[1])
        #expect(try bytes(folder(scratch) + "/frame-0000.png") == written[0])
    }

    @Test func digestsAreStableValues() throws {
        // The pixel digest's definition: width and height (32-bit little-endian), then the pixels.
        let image = Image(width: 2, height: 1, fill: Pixel(r: 1, g: 2, b: 3, a: 255))
        let prefix: [UInt8] = [2, 0, 0, 0, 1, 0, 0, 0]
        #expect(ManifestDigest.of(pixels: image) == ManifestDigest.of(file: prefix + image.pixels))
        // XXH3-128 of no bytes, as `xxhsum -H2` prints it for an empty file.
        #expect(ManifestDigest.of(file: []).description == "xxh3-128:99aa06d3014798d86001c324468d497f")
        let parsed = try ManifestDigest(parsing: "xxh3-128:AB" + String(repeating: "0", count: 30))
        #expect(parsed.high == 0xAB00_0000_0000_0000 && parsed.low == 0)
        #expect(parsed.description == "xxh3-128:ab" + String(repeating: "0", count: 30))
    }

    /// The digest a check makes (through xxHash's run-time dispatcher where the library has one: AVX-512, AVX2 or
    /// SSE2) equals the library's plain one-shot XXH3-128 of the same bytes — every length from 0 to 300 (all of
    /// XXH3's short-input paths and the first stripes), a @3x row, past a megabyte, a 12 MB frame — whole and fed
    /// in two pieces cut at an odd place.
    @Test func theDigestIsTheReferenceXXH3OfTheSameBytes() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        let longest = 1179 * 2556 * 4
        let bytes = (0..<longest).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        bytes.withUnsafeBytes { all in
            for length in Array(0...300) + [1179 * 4, 1 << 20 | 13, longest] {
                let part = UnsafeRawBufferPointer(rebasing: all[0..<length])
                let reference = XXH3_128bits(part.baseAddress, length)
                let expected = ManifestDigest(high: reference.high64, low: reference.low64)
                #expect(ManifestDigest.hash([part]) == expected, "length \(length)")
                let cut = length / 3 | 1
                if cut < length {
                    let pieces = [
                        UnsafeRawBufferPointer(rebasing: all[0..<cut]),
                        UnsafeRawBufferPointer(rebasing: all[cut..<length]),
                    ]
                    #expect(ManifestDigest.hash(pieces) == expected, "length \(length) cut at \(cut)")
                }
            }
        }
    }

    @Test func animatedFixturesRecordAndUseDigests() throws {
        let scratch = VerificationAnimatedFixtureTests.Scratch()
        _ = try scratch.verify([TestScenarios.slide()], .all)
        let fixture = try AnimatedFixture.load("test-slide", from: scratch.file, pixelBudget: 1 << 24)
        let frames = try VerificationAnimatedFixtureTests.frames(scratch.file)
        let file = try #require(AnimatedFixture.fileDigest(of: try bytes(scratch.file)))
        for (entry, frame) in zip(fixture.manifest.frames, frames) {
            #expect(entry.pixelDigest == ManifestDigest.of(pixels: frame.image).description)
            #expect(entry.fileDigest == file.description)
        }
        try FixtureDigestAudit.check(fixture)

        func check() throws -> (ScenarioReport, CheckTally) {
            var settings = scratch.settings(.never)
            settings.digestCache = nil
            let tally = CheckTally()
            settings.tally = tally
            let report = try ScenarioVerifier(settings: settings).verify([TestScenarios.slide()])
            return (try #require(report.scenarios.first), tally)
        }
        // Decided by the digests: no frame decoded.
        let (passing, quiet) = try check()
        #expect(passing.status == .passed)
        #expect(quiet.pixelReads(0).isEmpty, "\(quiet.pixelReads(0))")
        // One pixel of frame 3 changed (the manifest chunk, digests included, written back as it was): decoded.
        try VerificationAnimatedFixtureTests.rewrite(scratch.file) { $0[3].pixels[0] ^= 0x10 }
        let (failing, read) = try check()
        #expect(failing.frames.filter { $0.status == .different }.map(\.index) == [3])
        #expect(!read.pixelReads(0).isEmpty)
        // The audit: the file's digest no longer matches.
        let changed = try AnimatedFixture.load("test-slide", from: scratch.file, pixelBudget: 1 << 24)
        #expect(throws: VerificationError.self) { try FixtureDigestAudit.check(changed) }
    }
}
