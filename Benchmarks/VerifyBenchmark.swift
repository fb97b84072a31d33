import Catalog
import Files
import Flipbook
import Foundation
import ImageDiff
import PNG
import Raster
import SystemCrypto

/// `flipbook-benchmarks verify`: what checking frames against fixtures costs when they are identical (the
/// common case). Per frame on one thread: painting (into a kept frame buffer, as the check's workers paint),
/// decoding the fixture PNG, decode + exact compare (a memcmp after decoding), the digest-cache check (read the
/// file, digest it and the painted frame, look up the note) and, for reference, SHA-256 of the painted pixels;
/// then `ScenarioVerifier` end to end with 1 and 2 jobs, with the digest cache and without, next to
/// `ScenarioRenderer` (paint + encode + write). With fixtures whose manifests record digests (``ManifestDigest``), also
/// a compared frame as a check with no digest cache runs it (a fresh CI machine): read the file, its XXH3-128 against
/// the recorded file digest, the painted frame's against the recorded pixel digest. Every built-in scenario in the
/// variants it declares — what `flipbook verify` checks with no ids — at @3x, 60 fps (`--scale=S`).
///
/// Also per frame: the quick pixel match (`PNGDecoder.match`: libdeflate inflates, rows compared as they are
/// unfiltered) next to libpng's decode + compare, its reference, in the same loop; and a compared frame as a
/// check on a fresh machine (CI) runs it, with a digest cache that starts empty: the file's bytes digested and
/// not found, the quick match, and the painted frame's digest noted for the file. With `--fixtures=DIR` (e.g.
/// `--fixtures=Fixtures`, the committed ones, as CI checks them) the frames are checked against that folder's
/// fixtures, at each scenario's own scale, instead of ones recorded by the benchmark (one check of them first
/// notes them in the warm digest cache). Only fixtures kept as folders of frames are measured per frame (the
/// count is printed next to the check's).
enum VerifyBenchmark {
    static func run(_ options: [String]) throws {
        let scale = Double(RenderBenchmark.stringValue(of: "--scale", in: options) ?? "3") ?? 3
        // What `flipbook verify` checks with no ids: every scenario in the variants it declares.
        let scenarios = try Catalog.registry().select([])
        let committed = RenderBenchmark.stringValue(of: "--fixtures", in: options)
        let folder = FileManager.default.temporaryDirectory.path + "/flipbook-verify-benchmark-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Committed fixtures are checked as recorded: at each scenario's own scale.
        let overrides = committed == nil ? ScenarioOverrides(scale: scale) : ScenarioOverrides()
        let cacheFolder = folder + "/digests"
        let fixtureRoot = committed ?? folder + "/Fixtures"
        func settings(_ mode: RecordMode, jobs: Int, cache: Bool = true, decodes: Bool = false) -> VerifySettings {
            var settings = VerifySettings(
                fixtures: FixtureStore(root: mode == .all ? folder + "/Fixtures" : fixtureRoot),
                reportDirectory: folder + "/report",
                record: RecordSetting(mode: mode, source: .explicit), overrides: overrides, jobs: jobs,
                digestCache: cache ? cacheFolder : nil)
            settings.decodesFixtures = decodes
            return settings
        }
        let recorded = try MainActor.assumeIsolated {
            try ScenarioVerifier(settings: settings(.all, jobs: 2)).verify(scenarios)
        }
        let frames = recorded.totals.frames
        if committed != nil {
            // The committed fixtures noted in the warm digest cache, as a second check on one machine finds them.
            let noted = try MainActor.assumeIsolated {
                try ScenarioVerifier(settings: settings(.never, jobs: 2)).verify(scenarios)
            }
            guard noted.passed else {
                throw VerificationError.invalidSetting("verify did not pass on \(fixtureRoot)")
            }
        }
        print(
            "verify: \(scenarios.count) scenarios, \(frames) frames at @\(RenderBenchmark.number(scale))x; "
                + "\(ProcessInfo.processInfo.activeProcessorCount) cores"
        )

        // Per frame, one thread.
        var paint = 0.0, decode = 0.0, check = 0.0, cached = 0.0, digest = 0.0, sha256 = 0.0, bytes = 0, measured = 0
        var quick = 0.0, fresh = 0.0, manifest = 0.0, xxh3 = 0.0, vouched = 0
        let decoder = PNGDecoder()
        let cache = try FixtureDigestCache(folder: cacheFolder)
        // A digest cache that starts empty, as on a fresh machine.
        let freshCache = try FixtureDigestCache(folder: folder + "/fresh-digests")
        let rasterizer = Rasterizer()
        var image = Image(width: 1, height: 1)
        try MainActor.assumeIsolated {
            for scenario in scenarios {
                let resolved = try overrides.applied(to: scenario)
                let fixture = try FixtureStore(root: fixtureRoot).load(resolved.id)
                try ScenarioPlayer().play(resolved) { frame in
                    // Only the frames the fixture keeps (the catalog's fixtures keep every 6th and the last).
                    let path = fixtureRoot + "/\(scenario.id)/" + RenderManifest.fileName(forFrame: frame.index)
                    guard FileManager.default.fileExists(atPath: path) else { return }
                    measured += 1
                    var start = Clock.threadCPU()
                    rasterizer.render(frame.tree, into: &image)
                    paint += Clock.threadCPU() - start
                    bytes += (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
                    start = Clock.threadCPU()
                    _ = try decoder.decode(contentsOf: path).image
                    decode += Clock.threadCPU() - start
                    start = Clock.threadCPU()
                    let expected = try decoder.decode(contentsOf: path).image
                    let result = ComparisonStrategy.exact.compare(expected, image)
                    check += Clock.threadCPU() - start
                    guard result.outcome == .identical else {
                        throw VerificationError.invalidSetting("frame \(frame.index) of \(scenario.id) differs")
                    }
                    // The quick pixel match, as FrameChecker does it without the digest cache: read, match.
                    start = Clock.threadCPU()
                    let quickFile = try RegularFile.read(path, links: .refuse, limit: FixtureDigestCache.fileByteLimit)
                    let matched = decoder.match(quickFile, image)
                    quick += Clock.threadCPU() - start
                    guard matched == .same else {
                        throw VerificationError.invalidSetting(
                            "frame \(frame.index) of \(scenario.id): the quick match says \(matched)")
                    }
                    // As FrameChecker runs it with an empty digest cache: read, digest the bytes, look them up
                    // (a file seen earlier in the run is found), else the quick match and the painted frame's
                    // digest noted for the file.
                    start = Clock.threadCPU()
                    let freshBytes = try RegularFile.read(path, links: .refuse, limit: FixtureDigestCache.fileByteLimit)
                    let freshFile = freshCache.key.digest(ofFile: freshBytes)
                    if let known = freshCache.frames(inFile: freshFile, as: .png)?[0] {
                        guard known == freshCache.key.digest(of: image) else {
                            throw VerificationError.invalidSetting("frame \(frame.index) of \(scenario.id) differs")
                        }
                    } else {
                        guard decoder.matchOrDecode(freshBytes, image) == .same else {
                            throw VerificationError.invalidSetting("frame \(frame.index) of \(scenario.id) differs")
                        }
                        freshCache.note([0: freshCache.key.digest(of: image)], inFile: freshFile, as: .png)
                    }
                    fresh += Clock.threadCPU() - start
                    // As FrameChecker runs it with the manifest's digests and no digest cache (a fresh CI machine):
                    // read the file, its digest against the recorded one, the painted frame's against the recorded one.
                    if let recorded = fixture?.digests(ofFrame: frame.index) {
                        vouched += 1
                        start = Clock.threadCPU()
                        let manifestBytes = try RegularFile.read(
                            path, links: .refuse, limit: FixtureDigestCache.fileByteLimit)
                        let decided =
                            ManifestDigest.of(file: manifestBytes) == recorded.file
                            && ManifestDigest.of(pixels: image) == recorded.pixels
                        manifest += Clock.threadCPU() - start
                        guard decided else {
                            throw VerificationError.invalidSetting(
                                "frame \(frame.index) of \(scenario.id): the manifest's digests do not decide it")
                        }
                        start = Clock.threadCPU()
                        _ = ManifestDigest.of(pixels: image)
                        xxh3 += Clock.threadCPU() - start
                    }
                    // The digest cache's check (as FrameChecker does it), and its painted-frame digest alone. The
                    // file is noted first (not timed) when the checks above did not (manifest digests decide).
                    let noteBytes = try RegularFile.read(path, links: .refuse, limit: FixtureDigestCache.fileByteLimit)
                    if cache.frames(inFile: cache.key.digest(ofFile: noteBytes), as: .png) == nil {
                        cache.note(
                            [0: cache.key.digest(of: image)], inFile: cache.key.digest(ofFile: noteBytes), as: .png)
                    }
                    start = Clock.threadCPU()
                    let painted = cache.key.digest(of: image)
                    digest += Clock.threadCPU() - start
                    let file = try RegularFile.read(path, links: .refuse, limit: FixtureDigestCache.fileByteLimit)
                    let known = cache.frames(inFile: cache.key.digest(ofFile: file), as: .png)?[0] == painted
                    cached += Clock.threadCPU() - start
                    guard known else {
                        throw VerificationError.invalidSetting(
                            "frame \(frame.index) of \(scenario.id) is not in the digest cache")
                    }
                    start = Clock.threadCPU()
                    _ = SHA256Digest.hash(image.pixels)
                    sha256 += Clock.threadCPU() - start
                }
            }
        }
        print(
            "load average: \(BenchmarkSuite.loadAverage()); measured per frame: \(measured) of the check's "
                + "\(frames) frames (\(scenarios.count) scenarios; those of fixtures kept as folders of frames)")
        guard vouched == 0 || vouched == measured else {
            throw VerificationError.invalidSetting(
                "only \(vouched) of the \(measured) frames measured have digests in their manifests")
        }
        print("")
        print("| per frame, one thread | ms (CPU) | frames/s | vs decode | vs paint |")
        print("| --- | ---: | ---: | ---: | ---: |")
        let rows =
            [
                ("paint", paint), ("decode fixture PNG", decode), ("decode + exact compare (identical)", check),
                ("quick match: read file, libdeflate, compare rows (identical)", quick),
                ("digest of the painted frame (AES-GCM tag, keyed)", digest),
                ("pixel digest of the painted frame (XXH3-128, as manifests record it)", xxh3),
                ("reference: SHA-256 of the painted frame", sha256),
                ("digest-cache check (read file, digest file and frame, look up)", cached),
                ("compared frame without the cache, libpng: paint + decode + compare", paint + check),
                ("compared frame without the cache, quick match: paint + read + match", paint + quick),
                ("compared frame with the cache: paint + digest-cache check", paint + cached),
                (
                    "compared frame, digest cache empty (a fresh CI machine): paint + read + look up + match + note",
                    paint + fresh
                ),
            ]
            + (vouched == 0
                ? []
                : [
                    (
                        "compared frame, manifest digests, cold (no machine cache): paint + read + file digest "
                            + "+ pixel digest",
                        paint + manifest
                    )
                ])
        for (name, total) in rows {
            print(
                "| \(name) | \(RenderBenchmark.number(total / Double(measured) * 1000, digits: 2)) | "
                    + "\(RenderBenchmark.number(Double(measured) / total, digits: 1)) | "
                    + "\(RenderBenchmark.number(total / decode, digits: 3)) | "
                    + "\(RenderBenchmark.number(total / paint, digits: 3)) |"
            )
        }
        print(
            "fixture PNGs: \(RenderBenchmark.number(Double(bytes) / 1_048_576, digits: 1)) MB in all, "
                + "\(bytes / max(1, measured) / 1024) KB per frame (in \(fixtureRoot)); \(measured) frames measured"
        )

        print("")
        print("| end to end (paint included) | jobs | seconds | frames/s | max RSS (MB, process so far) |")
        print("| --- | ---: | ---: | ---: | ---: |")
        let ways = [
            ("manifest digests, no digest cache", false, false), ("manifest digests and the digest cache", true, false),
            ("decoding every fixture (--decode-fixtures: audit, then decode + compare)", false, true),
        ]
        for jobs in [1, 2] {
            for (way, useCache, decodes) in ways {
                let start = Clock.wall()
                let report = try MainActor.assumeIsolated {
                    try ScenarioVerifier(settings: settings(.never, jobs: jobs, cache: useCache, decodes: decodes))
                        .verify(scenarios)
                }
                let seconds = Clock.wall() - start
                guard report.passed else {
                    throw VerificationError.invalidSetting("verify did not pass on its own fixtures")
                }
                print(
                    "| flipbook verify, identical, \(way) | \(jobs) "
                        + "| \(RenderBenchmark.number(seconds, digits: 2)) | "
                        + "\(RenderBenchmark.number(Double(frames) / seconds, digits: 1)) | "
                        + "\(RenderBenchmark.number(RenderBenchmark.maxRSSMegabytes(), digits: 0)) |"
                )
            }
            let renderStart = Clock.wall()
            _ = try MainActor.assumeIsolated {
                try ScenarioRenderer(
                    settings: RenderSettings(outputDirectory: folder + "/frames", overrides: overrides, jobs: jobs)
                ).render(scenarios)
            }
            let renderSeconds = Clock.wall() - renderStart
            print(
                "| flipbook render (encode fast) | \(jobs) | \(RenderBenchmark.number(renderSeconds, digits: 2)) | "
                    + "\(RenderBenchmark.number(Double(frames) / renderSeconds, digits: 1)) | "
                    + "\(RenderBenchmark.number(RenderBenchmark.maxRSSMegabytes(), digits: 0)) |"
            )
        }
    }
}
