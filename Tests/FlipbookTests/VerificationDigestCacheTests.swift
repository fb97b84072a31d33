@testable import Flipbook
import Foundation
import ImageDiff
import PNG
import Raster
import TestSupport
import Testing
import UIKitCompat

/// `FixtureDigestCache`, for fixtures whose manifests hold no digests (recorded by older versions; see
/// ``ManifestDigest``): a fixture file this machine decoded is checked from digests, without decoding; every
/// file it has not seen with these exact bytes is decoded and compared pixel by pixel.
///
/// A check that must not decode runs with a pixel budget of 1: decoding any frame would then fail ("over the
/// budget"), so a pass proves the fixture was never decoded.
@Suite("Verification: the digest cache")
@MainActor
struct VerificationDigestCacheTests {
    final class Scratch {
        let root = temporaryFolder("verify-digests")
        var fixtures: String { root + "/Fixtures" }
        var report: String { root + "/report" }
        var cache: String { root + "/digests" }
        deinit { try? FileManager.default.removeItem(atPath: root) }

        @MainActor func verify(
            _ mode: RecordMode, format: FixtureFormat = .frames, cache: String?? = nil,
            decodes: Bool = true, scenario: Scenario = TestScenarios.slide()
        ) throws -> VerificationReport {
            var settings = VerifySettings(
                fixtures: FixtureStore(root: fixtures, format: format),
                reportDirectory: report, record: RecordSetting(mode: mode, source: .explicit),
                jobs: 2, digestCache: cache ?? self.cache)
            if !decodes { settings.pixelBudget = 1 }
            return try ScenarioVerifier(settings: settings).verify([scenario])
        }

        func frame(_ index: Int) -> String { fixtures + "/test-slide/" + RenderManifest.fileName(forFrame: index) }

        /// Records the fixture as an older version did — its manifest without digests (``ManifestDigest``), which
        /// is what the digest cache is for — then checks it once, which notes its files in the cache (`cache`).
        @MainActor func recordWithoutDigests(
            format: FixtureFormat = .frames, cache: String?? = nil, scenario: Scenario = TestScenarios.slide()
        ) throws {
            _ = try verify(.all, format: format, cache: cache, scenario: scenario)
            let fixture = try #require(try FixtureStore(root: fixtures, format: format).load(scenario.id))
            var manifest = fixture.manifest
            for position in manifest.frames.indices {
                manifest.frames[position].pixelDigest = nil
                manifest.frames[position].fileDigest = nil
            }
            let encoded = try manifest.encoded()
            switch format {
            case .frames:
                try Data(encoded).write(to: URL(fileURLWithPath: fixture.path + "/" + RenderManifest.fileName))
            case .animatedPNG:
                let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: fixture.path)))
                let rewritten = try #require(
                    PNGChunkSpan.replacingText(
                        AnimatedFixture.manifestKeyword, with: String(decoding: encoded, as: UTF8.self), in: bytes))
                try Data(rewritten).write(to: URL(fileURLWithPath: fixture.path))
            }
            _ = try verify(.never, format: format, cache: cache, scenario: scenario)
        }
    }

    @Test func aRecordedFixtureIsCheckedWithoutDecoding() throws {
        let scratch = Scratch()
        try scratch.recordWithoutDigests()
        let report = try scratch.verify(.never, decodes: false)
        #expect(report.passed)
        #expect(report.totals.framesCompared == 6)
        #expect(report.scenarios[0].frames.allSatisfy { $0.status == .identical })
        // Without the cache the same check has to decode, which the budget of 1 pixel refuses.
        let decoding = try scratch.verify(.never, cache: .some(nil), decodes: false)
        #expect(decoding.scenarios.map(\.status) == [.error])
        #expect(
            decoding.scenarios[0].message?.contains("over the budget") == true, "\(decoding.scenarios[0].message ?? "")"
        )
    }

    @Test func aTamperedFrameWithAnUntouchedManifestFails() throws {
        let scratch = Scratch()
        try scratch.recordWithoutDigests()
        let manifest = try Data(contentsOf: URL(fileURLWithPath: scratch.fixtures + "/test-slide/manifest.json"))
        var image = try PNGDecoder().decode(contentsOf: scratch.frame(3)).image
        let offset = (70 * image.width + 90) * 4
        image.pixels[offset] = image.pixels[offset] == 0 ? 9 : image.pixels[offset] - 9
        try PNGEncoder(compression: .small).write(image, to: scratch.frame(3))
        #expect(try Data(contentsOf: URL(fileURLWithPath: scratch.fixtures + "/test-slide/manifest.json")) == manifest)

        // The painted frame 3 is the one the cache noted for the old file; the new file is decoded and differs.
        let report = try scratch.verify(.never)
        let scenario = try #require(report.scenarios.first)
        #expect(scenario.status == .failed)
        #expect(scenario.failedFrames.map(\.index) == [3])
        #expect(scenario.failedFrames.first?.mismatchedPixels == 1)
        #expect(scenario.failedFrames.first?.boundingBox == PixelRect(x: 90, y: 70, width: 1, height: 1))
        // And it keeps failing: what the decoded file holds is noted, not the painted frame.
        #expect(try scratch.verify(.never).scenarios[0].failedFrames.map(\.index) == [3])
    }

    @Test func aRecompressedFrameWithTheSamePixelsIsDecodedOnceThenKnown() throws {
        let scratch = Scratch()
        try scratch.recordWithoutDigests()
        let before = try [UInt8](Data(contentsOf: URL(fileURLWithPath: scratch.frame(2))))
        let image = try PNGDecoder().decode(contentsOf: scratch.frame(2)).image
        try PNGEncoder(compression: .fast).write(image, to: scratch.frame(2))
        let after = try [UInt8](Data(contentsOf: URL(fileURLWithPath: scratch.frame(2))))
        #expect(before != after)

        // New bytes: not known, so a check that cannot decode fails on that frame alone…
        let refused = try scratch.verify(.never, decodes: false)
        #expect(refused.scenarios.map(\.status) == [.error])
        #expect(
            refused.scenarios[0].message?.contains("frame-0002.png") == true, "\(refused.scenarios[0].message ?? "")")
        // …one that decodes passes and notes the file, and from then on it is known.
        #expect(try scratch.verify(.never).passed)
        #expect(try scratch.verify(.never, decodes: false).passed)
    }

    @Test func aDifferentFrameIsDecodedAndMeasured() throws {
        let scratch = Scratch()
        try scratch.recordWithoutDigests()
        // A slower slide paints other frames: their digests are not the noted ones, so the files are decoded.
        let report = try scratch.verify(.never, scenario: TestScenarios.slide(duration: 0.6))
        let scenario = try #require(report.scenarios.first)
        #expect(scenario.status == .failed)
        // (It also has one more frame, which the fixture lacks.)
        let different = scenario.failedFrames.filter { $0.status == .different }
        #expect(different.count >= 4)
        // The first three measured in full; past them, one differing pixel decides under exact comparison.
        let sorted = different.sorted { $0.index < $1.index }
        #expect(sorted.prefix(3).allSatisfy { ($0.mismatchedPixels ?? 0) > 0 })
        #expect(sorted.dropFirst(3).allSatisfy { $0.summary.hasSuffix(FrameReport.notCountedSuffix) })
    }

    @Test func notesUnderAnotherKeyAreNotTrusted() throws {
        let scratch = Scratch()
        try scratch.recordWithoutDigests()
        // The notes copied into another cache, whose key is its own: none of them is found there.
        let other = scratch.root + "/other-digests"
        _ = try FixtureDigestCache(folder: other)
        for name in try FileManager.default.contentsOfDirectory(atPath: scratch.cache) where name != "key" {
            try FileManager.default.copyItem(atPath: scratch.cache + "/" + name, toPath: other + "/" + name)
        }
        let report = try scratch.verify(.never, cache: .some(other), decodes: false)
        #expect(report.scenarios.map(\.status) == [.error])
    }

    @Test func animatedFixturesAreCheckedWithoutDecodingAndTamperingIsCaught() throws {
        let scratch = Scratch()
        try scratch.recordWithoutDigests(format: .animatedPNG)
        let passed = try scratch.verify(.never, format: .animatedPNG, decodes: false)
        #expect(passed.passed)
        #expect(passed.scenarios[0].frames.allSatisfy { $0.status == .identical })

        // The file recorded again from a blue square: the same manifest inside, other pixels, other bytes.
        try scratch.recordWithoutDigests(format: .animatedPNG, scenario: Self.blueSlide)
        let changed = try scratch.verify(.never, format: .animatedPNG)
        let scenario = try #require(changed.scenarios.first)
        #expect(scenario.status == .failed)
        #expect(scenario.failedFrames.count == 6)
        #expect(scenario.failedFrames.allSatisfy { $0.status == .different })

        // Recorded again, then decoded by a check (no note from recording in a fresh cache): noted once read.
        try scratch.recordWithoutDigests(format: .animatedPNG, cache: .some(nil))
        let fresh = scratch.root + "/fresh-digests"
        #expect(try scratch.verify(.never, format: .animatedPNG, cache: .some(fresh)).passed)
        #expect(try scratch.verify(.never, format: .animatedPNG, cache: .some(fresh), decodes: false).passed)
    }

    /// `TestScenarios.slide()` with a blue square: the same id, timing and manifest, other pixels.
    static var blueSlide: Scenario {
        Scenario(
            id: "test-slide", summary: "A square slides right", device: TestScenarios.device, framesPerSecond: 10,
            recording: RecordingRules(leadInFrames: 0, holdFrames: 0, maximumDuration: 5), keep: .all,
            setup: { stage in
                let square = UIView(frame: CGRect(x: 0, y: 20, width: 20, height: 20))
                square.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
                stage.window.backgroundColor = UIColor.white
                stage.window.addSubview(square)
                return square
            },
            actions: [
                .at(0, "slide") { (square: UIView) in
                    UIView.animate(
                        withDuration: 0.5, delay: 0, options: [.curveLinear],
                        animations: {
                            square.frame.origin.x = 50
                        })
                }
            ])
    }

    @Test func theKeyIsMadeOnceAndKept() throws {
        let scratch = Scratch()
        let first = try FixtureDigestCache(folder: scratch.cache)
        let second = try FixtureDigestCache(folder: scratch.cache)
        let image = Image(width: 3, height: 2, premultipliedRGBA: [UInt8](repeating: 200, count: 24))
        #expect(first.key.digest(of: image) == second.key.digest(of: image))
        let attributes = try FileManager.default.attributesOfItem(atPath: scratch.cache + "/key")
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        // Another folder, another key, other digests.
        let other = try FixtureDigestCache(folder: scratch.root + "/other")
        #expect(other.key.digest(of: image) != first.key.digest(of: image))

        try Data("not a key\n".utf8).write(to: URL(fileURLWithPath: scratch.cache + "/key"))
        #expect(throws: VerificationError.self) { try FixtureDigestCache(folder: scratch.cache) }
    }

    /// Whoever may write the cache's folder can put in a key of their own and notes made with it: a note that
    /// a changed fixture file holds the painted frame would make the check pass. A folder others may write is
    /// therefore not used (the check decodes, and finds the change).
    @Test func aCacheFolderOthersMayWriteIsNotUsed() throws {
        let scratch = Scratch()
        try scratch.recordWithoutDigests()
        let painted = try PNGDecoder().decode(contentsOf: scratch.frame(3)).image
        var image = painted
        let offset = (70 * image.width + 90) * 4
        image.pixels[offset] = image.pixels[offset] == 0 ? 9 : image.pixels[offset] - 9
        try PNGEncoder(compression: .small).write(image, to: scratch.frame(3))
        // The forgery: a key the other user knows, and a note that the changed file holds the painted frame.
        let (key, bytes) = DigestKey.random()
        let hex =
            FrameDigest(bytes: Array(bytes[0..<16]))!.description
            + FrameDigest(bytes: Array(bytes[16..<32]))!.description
        try FileManager.default.removeItem(atPath: scratch.cache + "/key")
        try Data((hex + "\n").utf8).write(to: URL(fileURLWithPath: scratch.cache + "/key"))
        #expect(chmod(scratch.cache + "/key", 0o600) == 0)
        let file = key.digest(ofFile: [UInt8](try Data(contentsOf: URL(fileURLWithPath: scratch.frame(3)))))
        try Data("flipbook-digests 1\nframe 0 \(key.digest(of: painted))\n".utf8)
            .write(to: URL(fileURLWithPath: scratch.cache + "/\(file).png"))
        // Made by the cache's owner, the note is trusted (so the forgery is a real one)…
        #expect(try scratch.verify(.never).passed)
        // …but not in a folder others may write, nor with a key others may read.
        #expect(chmod(scratch.cache, 0o777) == 0)
        #expect(throws: VerificationError.self) { try FixtureDigestCache(folder: scratch.cache) }
        #expect(try scratch.verify(.never).scenarios[0].failedFrames.map(\.index) == [3])
        #expect(chmod(scratch.cache, 0o700) == 0 && chmod(scratch.cache + "/key", 0o644) == 0)
        #expect(throws: VerificationError.self) { try FixtureDigestCache(folder: scratch.cache) }
        #expect(try scratch.verify(.never).scenarios[0].failedFrames.map(\.index) == [3])
        // Nor a folder that belongs to another user (only root can make one here).
        if geteuid() == 0 {
            #expect(chmod(scratch.cache + "/key", 0o600) == 0 && chown(scratch.cache, 65534, 65534) == 0)
            #expect(throws: VerificationError.self) { try FixtureDigestCache(folder: scratch.cache) }
            #expect(try scratch.verify(.never).scenarios[0].failedFrames.map(\.index) == [3])
        }
    }

    /// A cache folder that cannot be used is not ignored without a word: the check names it in one line (it was
    /// silently "as if empty"); `problem(with:)` — what `--digest-cache` refuses by — says why without creating it.
    @Test func anUnusableCacheIsNamedInOneLine() throws {
        let scratch = Scratch()
        try FileManager.default.createDirectory(atPath: scratch.cache, withIntermediateDirectories: true)
        #expect(FixtureDigestCache.problem(with: scratch.cache) == nil)
        #expect(FixtureDigestCache.problem(with: scratch.root + "/absent") == nil)
        #expect(!FileManager.default.fileExists(atPath: scratch.root + "/absent"))
        #expect(chmod(scratch.cache, 0o777) == 0)
        let problem = try #require(FixtureDigestCache.problem(with: scratch.cache))
        #expect(problem.description.contains("mode 777"))
        var lines: [String] = []
        #expect(FixtureDigestCache.opened(scratch.cache) { lines.append($0) } == nil)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("warning: the digest cache is not used") == true)
        #expect(lines.first?.contains(scratch.cache) == true && lines.first?.contains("mode 777") == true)
        #expect(!(lines.first ?? "").contains("\n"))
        // A usable cache, or none, says nothing.
        #expect(chmod(scratch.cache, 0o700) == 0)
        #expect(FixtureDigestCache.opened(scratch.cache) { lines.append($0) } != nil)
        #expect(FixtureDigestCache.opened(nil) { lines.append($0) } == nil)
        #expect(lines.count == 1)
    }

    /// Notes and keys a killed process was writing are swept when the cache opens; nothing else is.
    @Test func abandonedTemporariesAreSwept() throws {
        let scratch = Scratch()
        _ = try FixtureDigestCache(folder: scratch.cache)
        let dead: Int32 = 4_194_311  // above Linux's pid_max default: never a live process
        let hex = String(repeating: "ab", count: 16)
        let swept = [".\(hex).png.\(dead).1.tmp", ".\(hex).apng.\(dead).2.tmp", ".key.\(dead).3.tmp"]
        let kept = [".\(hex).png.\(getpid()).1.tmp", ".notes.txt.\(dead).1.tmp", "notes.txt"]
        for name in swept + kept { try Data("x".utf8).write(to: URL(fileURLWithPath: scratch.cache + "/" + name)) }
        _ = try FixtureDigestCache(folder: scratch.cache)
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.cache).sorted()
        #expect(left == (kept + ["key"]).sorted())
    }

    @Test func digestsCoverEveryByteAndTheSize() throws {
        let (key, _) = DigestKey.random()
        var pixels = [UInt8](repeating: 0, count: 64 * 4 * 4)
        for index in pixels.indices { pixels[index] = UInt8(truncatingIfNeeded: index &* 37) }
        let image = Image(width: 64, height: 4, premultipliedRGBA: pixels)
        let digest = key.digest(of: image)
        var seen: Set<FrameDigest> = [digest]
        for index in pixels.indices {
            var changed = pixels
            changed[index] ^= 1
            seen.insert(key.digest(of: Image(width: 64, height: 4, premultipliedRGBA: changed)))
        }
        #expect(seen.count == pixels.count + 1)
        // The same bytes as another size, and as a file's bytes: other digests.
        #expect(key.digest(of: Image(width: 32, height: 8, premultipliedRGBA: pixels)) != digest)
        #expect(key.digest(ofFile: pixels) != digest)
        #expect(FrameDigest(hex: Substring(digest.description)) == digest)
    }

    @Test func damagedNotesAreIgnored() throws {
        let scratch = Scratch()
        let cache = try FixtureDigestCache(folder: scratch.cache)
        let file = cache.key.digest(ofFile: [1, 2, 3])
        let frame = cache.key.digest(ofFile: [4])
        cache.note([0: frame], inFile: file, as: .png)
        #expect(cache.frames(inFile: file, as: .png) == [0: frame])
        #expect(cache.frames(inFile: file, as: .animatedPNG) == nil)
        let path = scratch.cache + "/\(file).png"
        for text in [
            "flipbook-digests 1\nframe 0 zz\n", "flipbook-digests 2\nframe 0 \(frame)\n",
            "flipbook-digests 1\nframe 0 \(frame)\nframe 0 \(frame)\n", "flipbook-digests 1\nframe 0 \(frame)",
        ] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            #expect(cache.frames(inFile: file, as: .png) == nil, "\(text)")
        }
    }
}
