import Files
import Foundation
import PNG
import Raster

/// The filmstrip at the top of a scenario in `report.html`: up to ``maximumFrames`` of the frames that did not
/// pass — the first one of each of ``maximumFrames`` equal parts of the scenario's checked frames, so they spread
/// over the transition — shrunk to at most ``frameWidth`` pixels wide, the fixture's frames in the first row and the
/// rendered ones below (only the rendered row when some chosen frame has no fixture image), each labelled with its
/// side and time. Written as `<id>/filmstrip.png` in the report folder (`filmstrip.png` in a report of one
/// scenario: ``ReportLayout``).
///
/// A check shrinks the chosen frames while it still holds them (``FailureImages``) and writes the filmstrip when the
/// scenario is complete; a report without one (merged from shards) gets it from its image files.
enum HTMLReportFilmstrip {
    static let fileName = "filmstrip.png"
    static let maximumFrames = 6
    static let frameWidth = 160

    /// One frame of the filmstrip, already shrunk (``shrink(_:to:)``).
    struct Frame: Sendable {
        var index: Int
        var time: Double
        /// The fixture's frame; nil when it has none (or one of another size).
        var expected: Image?
        var actual: Image
    }

    /// The part of the filmstrip that frame `index` belongs to, among `checked`, the scenario's checked frames
    /// in increasing order (the first failing frame of each part is shown); nil when it is not one of them.
    static func part(of index: Int, among checked: [Int]) -> Int? {
        guard let position = checked.firstIndex(of: index) else { return nil }
        return position * maximumFrames / checked.count
    }

    /// The size of a frame in the filmstrip, for frames of `width` × `height` pixels.
    static func size(width: Int, height: Int) -> (width: Int, height: Int) {
        let small = min(frameWidth, width)
        return (small, max(1, Int((Double(height) * Double(small) / Double(width)).rounded())))
    }

    /// `image` shrunk to `size`; nil when it is smaller. A frame at least twice the size is first shrunk by the
    /// largest whole factor (up to 16) that keeps it at least `size` (``AreaDownscale/blockMean(_:factor:)``, which
    /// leaves out the last few columns and rows of a size that is not a multiple of it), then to `size` exactly:
    /// a failing check shrinks a dozen @3x frames for its filmstrip, and the exact area downscale of the whole
    /// frame cost about as much as checking five frames.
    static func shrink(_ image: Image, to size: (width: Int, height: Int)) -> Image? {
        guard image.width >= size.width, image.height >= size.height else { return nil }
        let factor = min(16, image.width / size.width, image.height / size.height)
        let reduced = factor >= 2 ? AreaDownscale.blockMean(image, factor: factor) : image
        return AreaDownscale.downscale(reduced, width: size.width, height: size.height)
    }

    /// The relative path of `scenario`'s filmstrip, after writing it into `folder` from the report's image files;
    /// nil when no failing frame has a rendered image. An image that cannot be read is named by
    /// `origins[relative path]` when given (the file it was copied from, e.g. a shard's), else by its path in
    /// `folder`.
    static func write(
        _ scenario: ScenarioReport, into folder: String, layout: ReportLayout, origins: [String: String] = [:]
    ) throws -> String? {
        let checked = scenario.frames.map(\.index).sorted()
        var firsts: [Int: FrameReport] = [:]
        for frame in scenario.frames where !frame.status.passed && frame.actualImage != nil {
            guard let part = part(of: frame.index, among: checked) else { continue }
            if let held = firsts[part], held.index < frame.index { continue }
            firsts[part] = frame
        }
        guard !firsts.isEmpty else { return nil }
        let decoder = PNGDecoder()
        func load(_ relative: String) throws -> Image {
            do throws(PNGError) {
                return try decoder.decode(contentsOf: folder + "/" + relative, links: .refuse).image
            } catch {
                throw VerificationError.unreadableReport(origins[relative] ?? folder + "/" + relative, error.reason)
            }
        }
        var frames: [Frame] = []
        var size: (width: Int, height: Int)?
        for frame in firsts.values.sorted(by: { $0.index < $1.index }) {
            let actual = try load(frame.actualImage!)
            // The first frame's size for all (a scenario's frames share one).
            let target = size ?? Self.size(width: actual.width, height: actual.height)
            size = target
            guard let shrunk = shrink(actual, to: target) else { return nil }
            let expected = try frame.expectedImage.map(load).flatMap { shrink($0, to: target) }
            frames.append(Frame(index: frame.index, time: frame.time, expected: expected, actual: shrunk))
        }
        return try write(frames, of: scenario.id, into: folder, layout: layout)
    }

    /// Writes the filmstrip of `frames` (shrunk, in order) into `folder`; returns its relative path, or nil when
    /// there are no frames or their sizes differ.
    static func write(_ frames: [Frame], of id: ScenarioID, into folder: String, layout: ReportLayout) throws
        -> String?
    {
        guard let first = frames.first,
            frames.allSatisfy({ $0.actual.width == first.actual.width && $0.actual.height == first.actual.height })
        else { return nil }
        let withExpected = frames.allSatisfy {
            $0.expected?.width == first.actual.width && $0.expected?.height == first.actual.height
        }
        var expectedRow: [Filmstrip.Frame] = []
        if withExpected {
            expectedRow = frames.map {
                Filmstrip.Frame(
                    image: $0.expected!, time: $0.time, label: "expected " + Filmstrip.label(forTime: $0.time))
            }
        }
        let actualRow = frames.map {
            Filmstrip.Frame(
                image: $0.actual, time: $0.time,
                label: (withExpected ? "actual " : "") + Filmstrip.label(forTime: $0.time))
        }
        let strip = try Filmstrip(
            frames: expectedRow + actualRow,
            style: FilmstripStyle(
                columns: frames.count, padding: 8, spacing: 8,
                background: .white, labelFontSize: 11, labelGap: 3))
        let relative = layout.folder(of: id) + fileName
        let path = folder + "/" + relative
        let subfolder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: subfolder, withIntermediateDirectories: true)
        } catch {
            let reason = FileProblem.reason(error, path: subfolder)
            throw VerificationError.unwritable(subfolder, "cannot create the folder: \(reason)")
        }
        do {
            try PNGEncoder(compression: .fast).write(strip.render(), to: path)
        } catch {
            throw VerificationError.unwritable(path, "\(error)")
        }
        return relative
    }
}
