import Foundation
import Flipbook
import FuzzSupport
import PNG
import Pixels
import UIKitCompat
#if canImport(Glibc)
import Glibc
#endif

// libFuzzer harness for `ReportApproval` (`flipbook approve`), which reads a report folder that may come from
// another machine — its report.json and the actual frames it points to — and writes them as new fixtures.
//
// An input is a report.json, a NUL byte (which JSON text cannot contain), then control bytes. In the report text
// `@FIXTURES@` stands for the fixtures folder of the run (the report must name the fixtures it is approved
// into). The first control byte's bits: 1, the fixture of the harness's scenario exists before the approval (as
// recorded); 2, the report's `<id>` folder is a symbolic link to a folder of good frames outside the report.
// Each further byte says what the report holds for one frame it lists (at most 32), by its value modulo 8: the
// frame as rendered, another image of the same size, an image of another size, bytes that are not a PNG,
// nothing, a symbolic link to a good PNG outside the report, a folder, or a FIFO.
//
// Checked: an approval fails only with a one-line message and then leaves the fixtures as they were (no
// staging folder, no lock); the report folder is never changed; an approval that succeeds leaves a fixture
// that loads back with the planned manifest, whose frames are the report's actual frames or the fixture's
// own, never a file reached through a link; nothing is written outside the harness's folder.
//
// With FLIPBOOK_FUZZ_MAKE_SEEDS=DIR it writes its seed corpus into DIR instead (reports of a real check: a
// failing one and a missing one, with good and hostile control bytes) and exits.

/// The one scenario approved: an 8×8-point square sliding on a 12×12 screen at 1×, 30 fps, 0.2 s.
private let scenario = Scenario(
    id: "fuzz-approve", summary: "A square slides right",
    device: Device(name: "fuzz 12×12", size: CGSize(width: 12, height: 12), scale: 1), framesPerSecond: 30,
    setup: { (stage: Stage) -> UIView in
        let square = UIView(frame: CGRect(x: 0, y: 2, width: 8, height: 8))
        square.backgroundColor = .systemBlue
        stage.window.backgroundColor = .white
        stage.window.addSubview(square)
        return square
    },
    actions: [.at(0, "slide") { square in UIView.animate(withDuration: 0.2) { square.frame.origin.x = 4 } }]
)

private let token = Array("@FIXTURES@".utf8)

/// What a fresh record of the scenario writes: its manifest and frames, by file name; and the frames decoded.
private struct Recorded {
    var files: [String: [UInt8]]
    var frames: [Int: Image]
    var width: Int
    var height: Int
}

private func verify(fixtures: String, mode: RecordMode, report: String?) -> VerificationReport {
    let settings = VerifySettings(
        fixtures: FixtureStore(root: fixtures), reportDirectory: report,
        record: RecordSetting(mode: mode, source: .explicit), jobs: 1)
    do {
        return try MainActor.assumeIsolated { try ScenarioVerifier(settings: settings).verify([scenario]) }
    } catch {
        fatalError("the harness's own check failed: \(error)")
    }
}

private let recorded: Recorded = {
    let root = FuzzFolder.file("setup")
    _ = verify(fixtures: root, mode: .all, report: nil)
    let folder = root + "/" + scenario.id.rawValue
    var files: [String: [UInt8]] = [:]
    var frames: [Int: Image] = [:]
    var size = (0, 0)
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
        let bytes = Array(FileManager.default.contents(atPath: folder + "/" + name) ?? Data())
        files[name] = bytes
        if name.hasPrefix("frame-"), let index = Int(name.dropFirst(6).prefix(4)),
            let decoded = try? PNGDecoder().decode(bytes)
        {
            frames[index] = decoded.image
            size = (decoded.width, decoded.height)
        }
    }
    FuzzFolder.clear()
    guard !frames.isEmpty, files[RenderManifest.fileName] != nil else {
        fatalError("the harness's record wrote nothing")
    }
    return Recorded(files: files, frames: frames, width: size.0, height: size.1)
}()

private func png(_ image: Image) -> [UInt8] { try! PNGEncoder().encode(image) }

/// Every pixel 7, 7, 7: what a file reached through a link holds, so that it is recognised if it is ever copied.
private let outsideImage = Image(width: recorded.width, height: recorded.height, fill: Pixel(r: 7, g: 7, b: 7, a: 255))

@main
enum ApprovalFuzzer {
    static func main() {
        if let seeds = ProcessInfo.processInfo.environment["FLIPBOOK_FUZZ_MAKE_SEEDS"] {
            makeSeeds(in: seeds)
            exit(0)
        }
        runFuzzer(fuzzApproval)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzApproval(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    _ = recorded
    defer { FuzzFolder.clear() }
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let cut = input.firstIndex(of: 0) ?? input.count
    let fixtures = FuzzFolder.file("fixtures")
    let reportFolder = FuzzFolder.file("report")
    let json = replacing(token, with: Array(fixtures.utf8), in: Array(input[..<cut]))
    let control = Array(input[min(cut + 1, input.count)...])
    let flags = control.first ?? 0
    let id = scenario.id.rawValue

    // The fixtures before the approval.
    try? FileManager.default.createDirectory(atPath: fixtures, withIntermediateDirectories: true)
    if flags & 1 != 0 {
        for (name, bytes) in recorded.files { FuzzFolder.write(bytes, as: "fixtures/\(id)/\(name)") }
    }
    // The report: report.json, and per frame it lists what the control bytes say.
    FuzzFolder.write(json, as: "report/" + VerificationReport.fileName)
    FuzzFolder.write(png(outsideImage), as: "outside/frame.png")
    let framesFolder = flags & 2 != 0 ? "outside/linked" : "report/\(id)"
    if flags & 2 != 0 {
        try? FileManager.default.createDirectory(
            atPath: FuzzFolder.file("outside/linked"),
            withIntermediateDirectories: true)
        _ = symlink(FuzzFolder.file("outside/linked"), reportFolder + "/" + id)
    }
    if let report = try? VerificationReport.decode(json) {
        let indices = report.scenarios.filter { $0.id == scenario.id }.flatMap(\.frames).map(\.index)
        for (k, index) in indices.prefix(32).enumerated() where (0...9999).contains(index) {
            let name = framesFolder + "/actual/" + RenderManifest.fileName(forFrame: index)
            let good = recorded.frames[index] ?? recorded.frames.values.first!
            let path = FuzzFolder.file(name)
            switch (k + 1 < control.count ? control[k + 1] : 0) % 8 {
            case 0: FuzzFolder.write(png(good), as: name)
            case 1: FuzzFolder.write(png(Image(width: good.width, height: good.height, fill: .transparent)), as: name)
            case 2: FuzzFolder.write(png(Image(width: 3, height: 5, fill: Pixel(r: 1, g: 2, b: 3, a: 255))), as: name)
            case 3: FuzzFolder.write(Array("not a PNG".utf8), as: name)
            case 4: break
            case 5:
                try? FileManager.default.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent,
                    withIntermediateDirectories: true)
                _ = symlink(FuzzFolder.file("outside/frame.png"), path)
            case 6: try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            default:
                try? FileManager.default.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent,
                    withIntermediateDirectories: true)
                _ = mkfifo(path, 0o644)
            }
        }
    }
    let reportBefore = snapshot(reportFolder)
    let fixturesBefore = snapshot(fixtures)
    let outsideBefore = snapshot(FuzzFolder.file("outside"))

    let approval = ReportApproval(
        report: reportFolder, fixtures: FixtureStore(root: fixtures),
        comparison: ComparisonDescription(.exact))
    var plans: [ReportApproval.Plan] = []
    var written = 0
    do throws(VerificationError) {
        let read = try approval.readReport()
        for chosen in approval.approvable(read, patterns: []) where chosen.id == scenario.id {
            let planned = MainActor.assumeIsolated {
                Result<ReportApproval.Plan, VerificationError> { () throws(VerificationError) in
                    try approval.plan(chosen, in: read, source: scenario)
                }
            }
            plans.append(try planned.get())
        }
        for plan in plans {
            try approval.write(plan)
            written += 1
        }
    } catch {
        let message = error.description
        fuzzCheck(!message.isEmpty && !message.contains("\n"), "not a one-line error: \(message)")
        fuzzLog("rejected: \(message)")
        fuzzCheck(
            snapshot(fixtures) == fixturesBefore || written > 0,
            "a failed approval changed the fixtures: \(message)")
        fuzzCheck(snapshot(reportFolder) == reportBefore, "a failed approval changed the report folder")
        fuzzCheck(snapshot(FuzzFolder.file("outside")) == outsideBefore, "a failed approval wrote outside")
        return 0
    }
    fuzzCheck(snapshot(reportFolder) == reportBefore, "the approval changed the report folder")
    fuzzCheck(snapshot(FuzzFolder.file("outside")) == outsideBefore, "the approval wrote outside")
    let left = Set(snapshot(fixtures).keys.map { String($0.split(separator: "/").first!) })
    fuzzCheck(left.isSubset(of: [id]), "the fixtures folder holds \(left.sorted()) after the approval")
    for plan in plans {
        let fixture: Fixture?
        do {
            fixture = try FixtureStore(root: fixtures).load(plan.id)
        } catch {
            fuzzCheck(false, "an approved fixture does not load: \(error)")
            return 0
        }
        // The planned manifest, but for the digests approve writes (ManifestDigest): they must agree with the files.
        func withoutDigests(_ manifest: RenderManifest?) -> RenderManifest? {
            guard var manifest else { return nil }
            for position in manifest.frames.indices {
                manifest.frames[position].pixelDigest = nil
                manifest.frames[position].fileDigest = nil
            }
            return manifest
        }
        fuzzCheck(
            withoutDigests(fixture?.manifest) == withoutDigests(plan.manifest),
            "the approved fixture's manifest is not the planned one")
        if let fixture {
            do {
                try FixtureDigestAudit.check(fixture)
            } catch {
                fuzzCheck(false, "the approved fixture's digests do not match its files: \(error)")
            }
        }
        for (entry, source) in zip(plan.manifest.frames, plan.sources) {
            let written = try? PNGDecoder().decode(contentsOf: fixtures + "/" + id + "/" + entry.file).image
            let expected = try? PNGDecoder().decode(contentsOf: source).image
            fuzzCheck(written != nil && written == expected, "frame \(entry.index) is not the file it was planned from")
            fuzzCheck(written != outsideImage, "frame \(entry.index) was read through a symbolic link")
        }
    }
    fuzzLog("accepted: \(plans.count) fixture(s) approved")
    return 0
}

/// Every entry under `root`, not following links: relative path → kind and bytes.
private func snapshot(_ root: String) -> [String: String] {
    var result: [String: String] = [:]
    func walk(_ relative: String) {
        let path = relative.isEmpty ? root : root + "/" + relative
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
            if !relative.isEmpty { result[relative] = "folder" }
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                walk(relative.isEmpty ? name : relative + "/" + name)
            }
        case S_IFREG:
            result[relative] = "file " + (FileManager.default.contents(atPath: path)?.base64EncodedString() ?? "?")
        case S_IFLNK:
            result[relative] = "link " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?")
        default:
            result[relative] = "special \(status.st_mode & S_IFMT)"
        }
    }
    walk("")
    return result
}

/// `bytes` with every occurrence of `pattern` replaced by `replacement`.
private func replacing(_ pattern: [UInt8], with replacement: [UInt8], in bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var i = 0
    while i < bytes.count {
        if i + pattern.count <= bytes.count, bytes[i..<(i + pattern.count)].elementsEqual(pattern) {
            out += replacement
            i += pattern.count
        } else {
            out.append(bytes[i])
            i += 1
        }
    }
    return out
}

/// The seed corpus: the report of a real failing check (frame 1 of the fixture changed) and of a check with no
/// fixture, each with the frames as rendered, with hostile frames, and with a linked frames folder.
private func makeSeeds(in folder: String) {
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let fixtures = FuzzFolder.file("fixtures")
    // The fixtures path as report.json spells it: as it is, or with its slashes escaped.
    let spellings = [Array(fixtures.utf8), Array(fixtures.replacingOccurrences(of: "/", with: "\\/").utf8)]
    func report(changingFrame: Bool) -> [UInt8] {
        FuzzFolder.clear()
        if changingFrame {
            for (name, bytes) in recorded.files {
                FuzzFolder.write(bytes, as: "fixtures/\(scenario.id.rawValue)/\(name)")
            }
            let frame = recorded.frames.keys.sorted().dropFirst().first ?? 0
            FuzzFolder.write(
                png(Image(width: recorded.width, height: recorded.height, fill: .transparent)),
                as: "fixtures/\(scenario.id.rawValue)/" + RenderManifest.fileName(forFrame: frame))
        }
        let made = verify(fixtures: fixtures, mode: .never, report: FuzzFolder.file("report"))
        precondition(made.scenarios.first?.status == (changingFrame ? .failed : .missing), "unexpected seed report")
        let json = Array(FileManager.default.contents(atPath: FuzzFolder.file("report/report.json")) ?? Data())
        FuzzFolder.clear()
        return spellings.reduce(json) { replacing($1, with: token, in: $0) }
    }
    let failing = report(changingFrame: true), missing = report(changingFrame: false)
    let seeds: [(String, [UInt8], [UInt8])] = [
        ("failing-approved", failing, [1]),
        ("failing-hostile-frames", failing, [1, 1, 2, 3, 4, 5, 6, 7, 0]),
        ("failing-linked-folder", failing, [3]),
        ("missing-approved", missing, [0]),
        ("missing-linked-frame", missing, [0, 0, 5]),
    ]
    for (name, json, control) in seeds {
        let bytes = json + [0] + control
        _ = FileManager.default.createFile(atPath: folder + "/" + name + ".bin", contents: Data(bytes))
    }
    FileHandle.standardError.write(Data("wrote \(seeds.count) seeds in \(folder)\n".utf8))
}
