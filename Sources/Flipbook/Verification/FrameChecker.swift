import Files
import Foundation
import ImageDiff
import PNG
import Raster

/// Checks frames, on the workers of a check: paints each frame, writes it into the fixture being recorded,
/// compares it with the fixture's frame and writes the images of a frame that fails into the report; and
/// completes each scenario once its frames are checked (verdict, report entry, the new fixture committed or
/// discarded).
struct FrameChecker: Sendable {
    let plans: [VerificationPlan]
    let settings: VerifySettings
    let reportFolder: ReportFolder?
    let collector: VerificationCollector
    let rasterizer = Rasterizer()
    /// Frame buffers the workers paint into again (one per job).
    let buffers: FrameBuffers
    /// Per scenario with an animated-PNG fixture: its frames, decoded in order as workers ask for them.
    let expectedFrames: [AnimatedFixtureFrames?]
    /// Per scenario whose fixture is written as an animated PNG: the file being written.
    let recorders: [AnimatedFixtureRecorder?]
    /// What this machine has seen in fixture files (``VerifySettings/digestCache``), when that cache opens.
    let digests: FixtureDigestCache?
    /// Which failing frames paint a diff image and give the filmstrip its frames, while their images are at hand.
    let failureImages: FailureImages
    /// Counts the frame-sized work done per frame, for tests (``VerifySettings/tally``); nil otherwise.
    let tally: CheckTally?
    /// The digests of the frames written into the fixtures being recorded, for their manifests.
    let recordedDigests = RecordedDigests()

    init(
        plans: [VerificationPlan], settings: VerifySettings, reportFolder: ReportFolder?,
        collector: VerificationCollector
    ) {
        self.plans = plans
        self.settings = settings
        self.reportFolder = reportFolder
        self.collector = collector
        buffers = FrameBuffers(limit: settings.jobs)
        tally = settings.tally
        // Decoding every fixture frame (`decodesFixtures`): no frame is decided by the cache either.
        // A cache that cannot be used (another user's folder, one others may write) is named on standard error.
        let digests = FixtureDigestCache.opened(settings.decodesFixtures ? nil : settings.digestCache) { line in
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
        self.digests = digests
        // Each scenario's checked frames, as its report will list them: those rendered and the fixture's.
        failureImages = FailureImages(
            checked: plans.map { plan in
                Set((plan.actual?.frames.map(\.index) ?? []) + (plan.fixture?.manifest.frames.map(\.index) ?? []))
                    .sorted()
            },
            painted: plans.map { plan in plan.error == nil ? plan.actual?.frames.map(\.index) ?? [] : [] },
            diffLimit: settings.diffImagesPerScenario)
        let counts = settings.tally
        expectedFrames = plans.enumerated().map { position, plan in
            guard plan.error == nil, let fixture = plan.fixture, fixture.format == .animatedPNG,
                let actual = plan.actual
            else { return nil }
            let wanted = plan.comparesFrames ? Set(fixture.frameIndices).intersection(actual.frames.map(\.index)) : []
            return AnimatedFixtureFrames(
                fixture: fixture, wanted: wanted, pixelBudget: settings.pixelBudget,
                reportFolder: reportFolder, digests: digests, trustsManifest: !settings.decodesFixtures,
                tally: counts.map { ($0, position) })
        }
        recorders = plans.map { plan in
            guard plan.writesStaging, settings.fixtures.format == .animatedPNG, let actual = plan.actual else {
                return nil
            }
            return AnimatedFixtureRecorder(
                path: settings.fixtures.animatedFile(for: plan.scenario.id), manifest: actual,
                compression: settings.compression, capacity: 0, digests: digests)
        }
    }

    /// Starts the new fixture of the scenario at `position` (its staging folder and manifest, or its animated PNG).
    func beginWriting(_ position: Int) throws(VerificationError) {
        let plan = plans[position]
        guard plan.writesStaging, let actual = plan.actual else { return }
        if let recorder = recorders[position] {
            try recorder.begin()
        } else {
            _ = try settings.fixtures.beginWriting(plan.scenario.id)
            try settings.fixtures.writeManifest(actual, for: plan.scenario.id)
        }
    }

    /// Puts the new fixture of the scenario at `position` in place.
    func commitFixture(_ position: Int) throws(VerificationError) {
        if let recorder = recorders[position] {
            try recorder.commit()
        } else {
            // The manifest again, now with the digests of the frames written.
            if let actual = plans[position].actual {
                try settings.fixtures.writeManifest(
                    recordedDigests.manifest(actual, scenario: position), for: plans[position].scenario.id)
            }
            try settings.fixtures.commit(plans[position].scenario.id)
        }
    }

    /// Drops the new fixture of the scenario at `position`.
    func discardFixture(_ position: Int) {
        if let recorder = recorders[position] {
            recorder.discard()
        } else {
            settings.fixtures.discard(plans[position].scenario.id)
        }
    }

    /// Paints the frame, writes it into the new fixture if one is being built, compares it with the fixture's
    /// frame, and writes the images of a frame that fails into the report folder.
    func process(_ job: VerifyJob) throws {
        let plan = plans[job.scenario]
        let id = plan.scenario.id
        let image = buffers.paint(job.tree, with: rasterizer)
        defer { buffers.recycle(image) }
        // Once this frame is done, no lower frame of the scenario is still being checked by it.
        defer { failureImages.finished(job.scenario, frame: job.index) }
        let fileName = RenderManifest.fileName(forFrame: job.index)
        // The painted frame's digest, made when first needed: to find it in the digest cache, and to note the
        // fixture being written or a fixture file found to hold it.
        let painted = PaintedDigest(image: image, digests: digests, job: (job.scenario, job.index), tally: tally)
        var encoded: [UInt8]?
        if let recorder = recorders[job.scenario] {
            try recorder.add(
                image, frame: job.index, digest: noted(painted.digest, image),
                pixelDigest: image.isOpaque ? painted.manifestDigest : nil)
        } else if plan.writesStaging {
            let path = settings.fixtures.staging(for: id) + "/" + fileName
            do {
                let (bytes, pixels) = try fileToRecord(image, plan: plan, painted: painted)
                try AtomicFile.write(bytes, to: path)
                encoded = bytes
                recordedDigests.add(
                    job.scenario, frame: job.index, pixels: pixels, file: ManifestDigest.of(file: bytes))
            } catch {
                throw VerificationError.unwritable(path, because: error)
            }
        }
        guard collector.error(job.scenario) == nil else { return }

        let actualSize = ImageSize(width: image.width, height: image.height)
        let fixturePath = plan.fixture?.path(ofFrame: job.index)
        // A frame with no fixture image to compare with: its fixture file, its size and, for the report, its
        // actual image (also kept for the filmstrip).
        func reportPaintedOnly(_ frame: inout FrameReport) throws {
            frame.fixtureFile = fixturePath
            frame.actualSize = actualSize
            if let reportFolder {
                frame.actualImage = try reportFolder.write(encoded, image, id, "actual", frame: job.index)
                keepForFilmstrip(job, expected: nil, actual: image)
            }
        }
        var frame: FrameReport
        if plan.comparesFrames, let fixturePath {
            var loaded: Image?
            // Whether `loaded` is known to differ from the painted frame where their sizes agree.
            var loadedDiffers = false
            var holdsPainted = false
            if let frames = expectedFrames[job.scenario] {
                if frames.holds(painted, frame: job.index) {
                    holdsPainted = true
                } else {
                    do {
                        loaded = try frames.frame(job.index)
                    } catch {
                        if !damaged(job.scenario, "\(error)") { return }
                    }
                }
            } else {
                // Past the first differing frames measured in full, under a strategy one differing pixel decides, a
                // differing frame is not decoded (unless the filmstrip wants its images). A frame a digest shows to
                // differ fails: it takes its filmstrip place at once, so that a later frame of its part checked
                // beside it is not decoded for a place it would lose; otherwise it only asks whether it would get it.
                let decodes = { (differs: Bool) -> Bool in
                    guard self.decidedByAnyChangedPixel, self.reportFolder != nil else { return true }
                    let filmstrip =
                        differs
                        ? self.failureImages.claimFilmstrip(job.scenario, frame: job.index)
                        : self.failureImages.wouldClaimFilmstrip(job.scenario, frame: job.index)
                    return self.failureImages.mayMeasureInFull(job.scenario, frame: job.index) || filmstrip
                }
                do {
                    let recorded = settings.decodesFixtures ? nil : plan.fixture?.digests(ofFrame: job.index)
                    switch try fixtureFrame(
                        at: fixturePath, painted: painted, image: image, decodes: decodes, recorded: recorded)
                    {
                    case .holdsPainted: holdsPainted = true
                    case .image(let image, let differs): (loaded, loadedDiffers) = (image, differs)
                    case .differs:
                        frame = FrameReport.undecoded(
                            index: job.index, time: job.time, strategy: settings.strategy.name,
                            size: actualSize)
                        frame.fixtureFile = fixturePath
                        // Approve paints it again and checks it by this digest.
                        frame.actualDigest = reportDigest(of: painted)
                        collector.add(frame, to: job.scenario)
                        return
                    }
                } catch {
                    if !damaged(job.scenario, "fixture frame \(fixturePath) cannot be read: \(error.reason)") { return }
                }
            }
            if holdsPainted {
                // Every byte equal: what comparing would find, without decoding the fixture.
                frame = FrameReport(
                    index: job.index, time: job.time,
                    comparison: .identical(
                        strategy: settings.strategy.name, width: image.width,
                        height: image.height),
                    expectedSize: actualSize, actualSize: actualSize)
                frame.fixtureFile = fixturePath
                collector.add(frame, to: job.scenario)
                return
            }
            guard let expected = loaded else {
                // A damaged fixture frame, under a record mode that replaces the fixture.
                var frame = FrameReport(
                    index: job.index, time: job.time, status: .missingExpected,
                    summary: "the fixture's frame cannot be read")
                try reportPaintedOnly(&frame)
                collector.add(frame, to: job.scenario)
                return
            }
            // Measured only: a diff image is painted for the first differing frames alone (``FailureImages``), and
            // once those places are held by lower frames a differing frame is only counted, so the work per failing
            // frame past the first few is its counts and its actual image. A frame within tolerance is measured in
            // full whatever the order frames finish in.
            // A frame that will differ (exact comparison: any changed byte) claims its diff place first and paints
            // the diff in the one comparison it gets; under a tolerance, whether it differs is known only after
            // comparing, and the diff is painted by a second comparison for the few frames that claim a place.
            let measuresInFull = failureImages.mayMeasureInFull(job.scenario, frame: job.index)
            if !measuresInFull, reportFolder != nil, decidedByAnyChangedPixel, expected.width == image.width,
                expected.height == image.height, loadedDiffers || differsByte(expected, image, job)
            {
                // Decoded for the filmstrip only: past the first differing frames measured in full, under a strategy
                // one differing pixel decides, the scenario's completion cuts a counted frame back to its verdict
                // (``FrameReport/keepVerdictOnly(strategy:)``), which is all this frame gets: its pixels are not
                // counted only to have the counts dropped.
                frame = FrameReport.undecoded(
                    index: job.index, time: job.time, strategy: settings.strategy.name, size: actualSize)
                frame.fixtureFile = fixturePath
                frame.actualDigest = reportDigest(of: painted)
                keepForFilmstrip(job, expected: expected, actual: image)
                collector.add(frame, to: job.scenario)
                return
            }
            var comparison: ImageComparison
            var claimedDiff = false
            if measuresInFull {
                claimedDiff =
                    reportFolder != nil && decidedByAnyChangedPixel && expected.width == image.width
                    && expected.height == image.height
                    && (loadedDiffers || differsByte(expected, image, job))
                    && failureImages.claimDiff(job.scenario, frame: job.index)
                comparison = compare(expected, image, job, diffImage: claimedDiff ? .diff : .none)
            } else {
                comparison = count(expected, image, job)
                if comparison.outcome == .withinTolerance {
                    comparison = compare(expected, image, job, diffImage: .none)
                }
            }
            frame = FrameReport(
                index: job.index, time: job.time, comparison: comparison,
                expectedSize: ImageSize(width: expected.width, height: expected.height),
                actualSize: actualSize)
            frame.fixtureFile = fixturePath
            if !comparison.passed, let reportFolder {
                if expectedFrames[job.scenario] != nil, !comparison.countedOnly {
                    // Not a file of its own to copy when the scenario finishes.
                    frame.expectedImage = try reportFolder.write(nil, expected, id, "expected", frame: job.index)
                }
                if comparison.countedOnly {
                    // Not written (encoding and writing it cost more than the rest of a failing frame): approve
                    // paints it again and checks it by this digest.
                    frame.actualDigest = reportDigest(of: painted)
                } else {
                    frame.actualImage = try reportFolder.write(
                        encoded, image, id, "actual", frame: job.index,
                        knownOpaque: Rasterizer.paintsOnlyOpaquePixels(job.tree))
                }
                // The diff image of a frame that holds a diff place (claimed before comparing, or now).
                var holdsPlace = claimedDiff
                if frame.status == .different, !comparison.countedOnly {
                    var diff = claimedDiff ? comparison.diffImage : nil
                    if !claimedDiff, failureImages.claimDiff(job.scenario, frame: job.index) {
                        holdsPlace = true
                        diff = compare(expected, image, job, diffImage: .diff).diffImage
                    }
                    if let diff, comparison.statistics != nil {
                        // Every pixel of a diff image is opaque but under `diffMask` (``DiffStyle``): not scanned.
                        frame.diffImage = try reportFolder.write(
                            nil, diff, id, "diff", frame: job.index, knownOpaque: !settings.strategy.style.diffMask)
                    }
                    // Also the digest of a frame that will be cut back to its counts when the scenario completes
                    // (it holds no place, or a lower frame still being checked may take it): approve needs it then.
                    if !holdsPlace || failureImages.mayLosePlace(job.scenario, frame: job.index) {
                        frame.actualDigest = reportDigest(of: painted)
                    }
                }
                keepForFilmstrip(job, expected: expected, actual: image)
            }
        } else {
            let why: String
            let status: FrameReport.Status
            if plan.fixture == nil {
                (status, why) = (.missingExpected, "no fixture")
            } else if fixturePath == nil {
                (status, why) = (.missingExpected, "the fixture has no frame \(job.index)")
            } else {
                (status, why) = (.notCompared, "not compared: the fixture's fps differ")
            }
            frame = FrameReport(index: job.index, time: job.time, status: status, summary: why)
            try reportPaintedOnly(&frame)
        }
        collector.add(frame, to: job.scenario)
    }

    /// The PNG file to record for the painted `image` and the pixel digest of what it decodes to. The fixture's
    /// file of this frame when it decodes to exactly the painted pixels (a re-record changes no byte of an unchanged
    /// frame: no churn in version control), else the frame encoded anew.
    private func fileToRecord(_ image: Image, plan: VerificationPlan, painted: PaintedDigest) throws
        -> (bytes: [UInt8], pixels: ManifestDigest)
    {
        if let fixture = plan.fixture, fixture.format == .frames,
            let path = fixture.path(ofFrame: painted.job.frame),
            let bytes = try? RegularFile.read(path, links: .refuse, limit: FixtureDigestCache.fileByteLimit),
            holdsPainted(
                bytes, recorded: settings.decodesFixtures ? nil : fixture.digests(ofFrame: painted.job.frame),
                painted: painted)
        {
            return (bytes, painted.manifestDigest)
        }
        let bytes = try PNGEncoder(compression: settings.compression).encode(image)
        if image.isOpaque { return (bytes, painted.manifestDigest) }
        // A translucent pixel is un-premultiplied when written: the digest is of what the file decodes to.
        let decoded = try PNGDecoder(pixelBudget: settings.pixelBudget).decode(bytes).image
        return (bytes, ManifestDigest.of(pixels: decoded))
    }

    /// Whether the PNG file's `bytes` decode to exactly the painted frame: by the manifest's digests when the bytes
    /// are those they were recorded with, else by reading the file.
    private func holdsPainted(
        _ bytes: [UInt8], recorded: (pixels: ManifestDigest, file: ManifestDigest)?, painted: PaintedDigest
    ) -> Bool {
        if let recorded, ManifestDigest.of(file: bytes) == recorded.file {
            return painted.manifestDigest == recorded.pixels
        }
        let decoder = PNGDecoder(pixelBudget: settings.pixelBudget)
        switch decoder.matchOrDecode(bytes, painted.image) {
        case .same: return true
        case .different: return false
        case .undecided: return (try? decoder.decode(bytes).image) == painted.image
        }
    }

    /// Shrinks a failing frame's images for the report's filmstrip when it is the first failing frame of its part
    /// so far (``FailureImages``): from the images at hand, so nothing is decoded again.
    private func keepForFilmstrip(_ job: VerifyJob, expected: Image?, actual: Image) {
        guard failureImages.claimFilmstrip(job.scenario, frame: job.index),
            let frame = FailureImages.filmstripFrame(
                index: job.index, time: job.time, expected: expected, actual: actual)
        else { return }
        failureImages.keep(job.scenario, frame)
    }

    /// What a fixture's frame file was found to hold.
    enum FixtureFrame {
        /// Exactly the painted frame, as the digest cache knows or the quick pixel match found (the file was
        /// not decoded into an image).
        case holdsPainted
        /// This image (the file was decoded); `differs`: it is known to differ from the painted frame where both have
        /// the same size (the quick read that decoded it found a differing pixel), so that need not be found again by
        /// comparing 12 MB byte for byte.
        case image(Image, differs: Bool)
        /// Not the painted frame, of the painted frame's size; the file was not decoded (only asked for when one
        /// differing pixel decides: ``decidedByAnyChangedPixel``).
        case differs
    }

    /// Whether the strategy fails a frame at its first changed pixel (exact comparison without limits): a differing
    /// frame past the first few measured in full then needs no decoding and no counting, only the verdict.
    var decidedByAnyChangedPixel: Bool {
        settings.strategy.metric == .exact && settings.strategy.limits == DifferenceLimits()
    }

    /// Whether the PNG file's `bytes` state `image`'s width and height in their header.
    private static func sizeMatches(_ bytes: [UInt8], _ image: Image) -> Bool {
        guard let header = PNGHeader(fileStart: bytes) else { return false }
        return header.width == image.width && header.height == image.height
    }

    /// Why a fixture's frame file cannot be read.
    struct UnreadableFrame: Error {
        let reason: String
    }

    /// The frame in the fixture file at `path`, compared with the painted `image` (whose digest under the digest
    /// cache's key `painted` makes when first asked): ``FixtureFrame/holdsPainted`` when the digest cache has seen
    /// a file with these bytes and noted the painted frame's digest for it, or when the quick pixel match
    /// (``PNGDecoder/matchOrDecode(_:_:)``: Flipbook's own RGB files, read with libdeflate, CRCs and Adler-32
    /// checked) finds exactly the painted pixels in it; else the file's image, from that same quick read when it
    /// could read the whole file, else decoded by libpng (and noted in the cache). Bytes are read once: what is
    /// digested and matched is what is decoded.
    ///
    /// The painted frame is digested only when the cache knows the file (to compare with its note) or to note a
    /// file found to hold it; a file the cache knows to hold another frame is not noted again, and when one
    /// differing pixel decides (`decodes` says false) it is not read any further. `decodes` is asked at most once,
    /// with `differs` true when a digest has shown that the file holds another frame than the painted one, false
    /// when that is not known yet (before the quick match).
    ///
    /// With the digests the fixture's manifest records for the frame (`recorded`, ``ManifestDigest``) and file bytes
    /// that still have the recorded file digest, the painted frame's pixel digest decides: equal, the frame holds
    /// the painted one (under every strategy: every byte is equal); different, the file is read as above, and the
    /// digest cache is neither asked nor given a note. A file whose bytes changed is read as if no digest were
    /// recorded.
    func fixtureFrame(
        at path: String, painted: PaintedDigest, image: Image, decodes: (_ differs: Bool) -> Bool = { _ in true },
        recorded: (pixels: ManifestDigest, file: ManifestDigest)? = nil
    )
        throws(UnreadableFrame) -> FixtureFrame
    {
        var decision: Bool?
        func decoding(_ differs: Bool) -> Bool {
            if let decision { return decision }
            let answer = decodes(differs)
            decision = answer
            return answer
        }
        // Every decoded pixel is compared with the painted frame, and chunk CRCs still catch damaged bytes.
        let decoder = PNGDecoder(pixelBudget: settings.pixelBudget, checksZlibChecksum: false)
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path, links: .refuse, limit: FixtureDigestCache.fileByteLimit)
        } catch  where error.errno == EFBIG {
            // Too large to hold whole: decoded from the file, not noted.
            do {
                return .image(try decoder.decode(contentsOf: path, links: .refuse).image, differs: false)
            } catch {
                throw UnreadableFrame(reason: error.reason)
            }
        } catch {
            throw UnreadableFrame(reason: error.reason)
        }
        // The manifest's digests, trusted only for the exact bytes they were recorded with.
        let vouched = recorded.map { ManifestDigest.of(file: bytes) == $0.file } ?? false
        if vouched, let recorded {
            if painted.manifestDigest == recorded.pixels { return .holdsPainted }
            // These bytes hold another frame than the painted one.
            if Self.sizeMatches(bytes, image), !decoding(true) { return .differs }
        }
        // The digest cache, for files no manifest digest vouches for.
        let digests = vouched ? nil : self.digests
        let file = digests.map { $0.key.digest(ofFile: bytes) }
        // What the cache noted for these exact bytes: the digest of the frame they hold.
        let known = digests.flatMap { digests in file.flatMap { digests.frames(inFile: $0, as: .png)?[0] } }
        if let known {
            if painted.digest == known { return .holdsPainted }
            // These bytes hold another frame than the painted one: only the verdict is asked for.
            if Self.sizeMatches(bytes, image), !decoding(true) {
                return .differs
            }
        }
        // Notes what these bytes hold, unless the cache knew it already.
        func note(_ digest: @autoclosure () -> FrameDigest?) {
            guard known == nil, let digests, let file, let digest = digest() else { return }
            digests.note([0: digest], inFile: file, as: .png)
        }
        // Without decoding: the quick match, which stops at the first difference (a file of another size is
        // decoded, to be reported as such).
        if Self.sizeMatches(bytes, image), !decoding(false) {
            tally?.readPixels(painted.job.scenario, painted.job.frame)
            switch decoder.match(bytes, image) {
            case .same:
                note(painted.digest)
                return .holdsPainted
            case .different:
                return .differs
            case .undecided:
                break
            }
        }
        tally?.readPixels(painted.job.scenario, painted.job.frame)
        switch decoder.matchOrDecode(bytes, image) {
        case .same:
            // A file that decodes to the painted frame (opaque: an RGB file) decodes to its digest.
            note(painted.digest)
            return .holdsPainted
        case .different(let image):
            // Decoded by the same quick read that found the difference.
            note(digests.map { digest(of: image, $0, painted.job) })
            return .image(image, differs: true)
        case .undecided:
            break
        }
        do {
            tally?.readPixels(painted.job.scenario, painted.job.frame)
            let image = try decoder.decode(bytes, name: path).image
            note(digests.map { digest(of: image, $0, painted.job) })
            return .image(image, differs: false)
        } catch {
            throw UnreadableFrame(reason: error.reason)
        }
    }

    /// A fixture image's digest under the digest cache's key (counted in the tally as the frame's).
    private func digest(of image: Image, _ digests: FixtureDigestCache, _ job: (scenario: Int, frame: Int))
        -> FrameDigest
    {
        tally?.digested(job.scenario, job.frame)
        return digests.key.digest(of: image)
    }

    /// The report's digest of a painted frame (``ReportDigest``), which approve checks the frame painted again by: its
    /// pixel digest, made once per frame (``PaintedDigest/manifestDigest``, counted there).
    private func reportDigest(of painted: PaintedDigest) -> String {
        ReportDigest.of(painted.manifestDigest)
    }

    /// Compares the fixture's frame with the painted one (counted in the tally).
    private func compare(_ expected: Image, _ image: Image, _ job: VerifyJob, diffImage: DiffImageKind)
        -> ImageComparison
    {
        tally?.compared(job.scenario, job.index)
        return settings.strategy.compare(expected, image, diffImage: diffImage)
    }

    /// Whether the fixture's frame and the painted one (of the same size) differ in some byte (counted in the tally).
    private func differsByte(_ expected: Image, _ image: Image, _ job: VerifyJob) -> Bool {
        tally?.checkedBytes(job.scenario, job.index)
        return !ComparisonStrategy.bytesEqual(expected.pixels, image.pixels)
    }

    /// Counts the pixels that differ between the fixture's frame and the painted one (counted in the tally).
    private func count(_ expected: Image, _ image: Image, _ job: VerifyJob) -> ImageComparison {
        tally?.compared(job.scenario, job.index)
        return settings.strategy.count(expected, image)
    }

    /// `digest` when it may be noted for a file this painted frame is written into: only an opaque frame, whose
    /// PNG decodes to exactly its pixels (a translucent pixel is un-premultiplied when written, and reading it
    /// back need not give the same bytes; such a file is noted once it has been decoded).
    private func noted(_ digest: FrameDigest?, _ image: Image) -> FrameDigest? {
        guard let digest, image.isOpaque else { return nil }
        return digest
    }

    /// Records that the scenario's fixture is damaged: a note when the record mode replaces it (returns true:
    /// go on), else the scenario's error (returns false).
    private func damaged(_ position: Int, _ message: String) -> Bool {
        if settings.record.mode.replacesDamagedFixtures {
            collector.noteDamage(position, message)
            return true
        }
        collector.fail(position, message)
        return false
    }

    /// Completes a scenario: its verdict, the fixture's frames copied into the report when it did not pass,
    /// and the new fixture committed or discarded.
    func finish(_ position: Int, progress: (any RenderProgress)?) throws {
        let plan = plans[position]
        let id = plan.scenario.id
        // The rest of an animated-PNG fixture: frames nobody compared, and the file's end.
        var passedOver: [Int: String] = [:]
        if let expectedFrames = expectedFrames[position] {
            if plan.error == nil, collector.error(position) == nil {
                do {
                    passedOver = try expectedFrames.finish()
                } catch let failure as VerificationError {
                    _ = damaged(position, failure.description)
                }
            }
            expectedFrames.close()
        }
        let error = plan.error ?? collector.error(position)
        let damage = plan.damage ?? collector.damage(position)
        var frames = collector.frames(position)
        if error == nil, let fixture = plan.fixture {
            for entry in fixture.manifest.frames where frames[entry.index] == nil {
                var missing = FrameReport(
                    index: entry.index, time: entry.time, status: .missingActual,
                    summary: "in the fixture, not rendered")
                missing.fixtureFile = fixture.path(ofFrame: entry.index)
                frames[entry.index] = missing
            }
        }
        let matched =
            error == nil && damage == nil && plan.fixture != nil && plan.layoutDifferences.isEmpty
            && frames.values.allSatisfy(\.status.passed)
        let mode = settings.record.mode
        let status: ScenarioReport.Status =
            if error != nil { .error } else if plan.fixture == nil && damage == nil { .missing } else if mode == .all {
                .recorded
            } else if matched { .passed } else { .failed }

        // The differing frames measured in full (nil: all): the others keep only their counts and actual image.
        let inFull = failureImages.diffFrames(position)
        let countedOnly = { (index: Int) in
            frames[index]?.status == .different && inFull.map { !$0.contains(index) } == true
        }
        if status != .passed, status != .error, let reportFolder, let fixture = plan.fixture {
            for (index, image) in passedOver { frames[index]?.expectedImage = image }
            // Frames only in the fixture (not rendered) get their image as differing frames do: the first
            // `diffImagesPerScenario` by index (the manifest lists frames in increasing index, `checkFrames`); the
            // report lists the others by number and time.
            let fixtureOnly = fixture.manifest.frames.map(\.index).filter { frames[$0]?.status == .missingActual }
            let listedOnly = Set(settings.diffImagesPerScenario.map { fixtureOnly.dropFirst($0) } ?? [])
            // Not the frames whose fixture image could not be read (a damaged fixture being replaced), nor the
            // differing frames only counted, nor the fixture-only frames only listed.
            for entry in fixture.manifest.frames
            where fixture.format == .frames
                && frames[entry.index]?.status != .missingExpected && !countedOnly(entry.index)
                && !listedOnly.contains(entry.index)
            {
                do {
                    frames[entry.index]?.expectedImage = try reportFolder.copy(
                        fixture.folder + "/" + entry.file, id,
                        "expected", frame: entry.index)
                } catch VerificationError.damagedFixture(let path, let reason) where mode.replacesDamagedFixtures {
                    collector.noteDamage(position, VerificationError.damagedFixture(path, reason).description)
                }
            }
        }
        if let reportFolder {
            try completeFailureImages(
                position, reportFolder, id, frames: &frames, writesFilmstrip: status != .passed && status != .error)
        }
        var written = false
        if plan.writesStaging {
            if error == nil, mode.writesFixture(fixtureExists: plan.fixture != nil || damage != nil, matched: matched) {
                try commitFixture(position)
                written = true
            } else {
                discardFixture(position)
            }
        }
        var message = error
        if error == nil, let damage = damage ?? collector.damage(position) {
            message = damage + (written ? "; recorded it again (record mode \(settings.record))" : "")
        }
        if status == .missing {
            message =
                "no fixture \(settings.fixtures.format == .frames ? "in" : "at") \(plan.fixtureFolder)"
                + (written
                    ? "; recorded it (record mode \(settings.record))"
                    : "; not recorded (record mode \(settings.record))")
        }
        let report = ScenarioReport(
            id: id, summary: plan.scenario.summary, status: status, fixtureWritten: written,
            fixture: plan.fixtureFolder,
            expected: plan.fixture.map { FrameLayout($0.manifest) }, actual: plan.actual.map(FrameLayout.init),
            layoutDifferences: plan.layoutDifferences, message: message,
            frames: error == nil ? Array(frames.values) : [])
        collector.finish(position, report)
        // The progress line names the outcome where a render names its folder: `… 40 frames → passed`.
        progress?.scenarioFinished(
            id, frames: plan.actual?.frames.count ?? 0,
            folder: status.rawValue + (written ? ", fixture written to \(plan.fixtureFolder)" : ""))
    }

    /// Keeps the diff images and full statistics of the first ``VerifySettings/diffImagesPerScenario`` differing
    /// frames (by index, so the same frames every run whatever the thread count) and cuts the later differing frames
    /// that were measured in full because they finished first back to their counts (removing their diff and expected
    /// images); writes the filmstrip (when `writesFilmstrip`) from the frames shrunk while they were checked.
    private func completeFailureImages(
        _ position: Int, _ reportFolder: ReportFolder, _ id: ScenarioID, frames: inout [Int: FrameReport],
        writesFilmstrip: Bool
    ) throws {
        if let kept = failureImages.diffFrames(position) {
            for (index, frame) in frames where frame.status == .different && !kept.contains(index) {
                // Files this check wrote into its own staging folder: the diff and actual images, and an animated
                // fixture's frame as the expected image (a folder fixture's frames are copied only for those kept).
                // The actual frame stays as its digest, as a frame only counted has it.
                for relative in [frame.diffImage, frame.expectedImage, frame.actualImage].compactMap({ $0 }) {
                    try? FileManager.default.removeItem(atPath: reportFolder.staging + "/" + relative)
                }
                frames[index]?.diffImage = nil
                frames[index]?.expectedImage = nil
                frames[index]?.actualImage = nil
                if decidedByAnyChangedPixel {
                    frames[index]?.keepVerdictOnly(strategy: settings.strategy.name)
                } else {
                    frames[index]?.keepCountsOnly(strategy: settings.strategy.name)
                }
            }
        }
        // A frame whose actual image the report holds needs no digest.
        for (index, frame) in frames where frame.actualImage != nil { frames[index]?.actualDigest = nil }
        if writesFilmstrip {
            _ = try HTMLReportFilmstrip.write(
                failureImages.filmstripFrames(position), of: id, into: reportFolder.staging, layout: reportFolder.layout
            )
        }
    }
}
