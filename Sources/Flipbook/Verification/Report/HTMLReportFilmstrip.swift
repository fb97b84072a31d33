import Files
import Foundation
import PNG
import Raster

/// The filmstrip at the top of a scenario in `report.html`: up to ``maximumFrames`` of the frames that did not
/// pass, spread evenly, shrunk to at most ``frameWidth`` pixels wide — the fixture's frames in the first row
/// and the rendered ones below (only the rendered row when some chosen frame has no fixture image), each
/// labelled with its side and time. Written as `<id>/filmstrip.png` in the report folder (`filmstrip.png` in a
/// report of one scenario: ``ReportLayout``).
enum HTMLReportFilmstrip {
    static let fileName = "filmstrip.png"
    static let maximumFrames = 6
    static let frameWidth = 160

    /// The relative path of `scenario`'s filmstrip, after writing it into `folder`; nil when no failing frame
    /// has a rendered image. An image that cannot be read is named by `origins[relative path]` when given (the
    /// file it was copied from, e.g. a shard's), else by its path in `folder`.
    static func write(
        _ scenario: ScenarioReport, into folder: String, layout: ReportLayout, origins: [String: String] = [:]
    ) throws -> String? {
        let candidates = scenario.frames.filter { !$0.status.passed && $0.actualImage != nil }
        guard !candidates.isEmpty else { return nil }
        let chosen = spread(candidates, count: maximumFrames)
        let decoder = PNGDecoder()
        func load(_ relative: String) throws -> Image {
            do throws(PNGError) {
                return try decoder.decode(contentsOf: folder + "/" + relative, links: .refuse).image
            } catch {
                throw VerificationError.unreadableReport(origins[relative] ?? folder + "/" + relative, error.reason)
            }
        }
        let actual = try chosen.map { try load($0.actualImage!) }
        let width = min(frameWidth, actual[0].width)
        let height = max(1, Int((Double(actual[0].height) * Double(width) / Double(actual[0].width)).rounded()))
        func shrink(_ image: Image) -> Image? {
            guard image.width >= width, image.height >= height else { return nil }
            return AreaDownscale.downscale(image, width: width, height: height)
        }
        var expectedRow: [Filmstrip.Frame] = []
        if chosen.allSatisfy({ $0.expectedImage != nil }) {
            for frame in chosen {
                guard let small = shrink(try load(frame.expectedImage!)) else { expectedRow = []; break }
                expectedRow.append(
                    Filmstrip.Frame(
                        image: small, time: frame.time,
                        label: "expected " + Filmstrip.label(forTime: frame.time)))
            }
        }
        var actualRow: [Filmstrip.Frame] = []
        for (frame, image) in zip(chosen, actual) {
            guard let small = shrink(image) else { return nil }
            actualRow.append(
                Filmstrip.Frame(
                    image: small, time: frame.time,
                    label: (expectedRow.isEmpty ? "" : "actual ") + Filmstrip.label(forTime: frame.time)))
        }
        let strip = try Filmstrip(
            frames: expectedRow + actualRow,
            style: FilmstripStyle(
                columns: chosen.count, padding: 8, spacing: 8,
                background: .white, labelFontSize: 11, labelGap: 3))
        let relative = layout.folder(of: scenario.id) + fileName
        let path = folder + "/" + relative
        let subfolder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: subfolder, withIntermediateDirectories: true)
        } catch {
            let reason = FileProblem.reason(error, path: subfolder)
            throw VerificationError.unwritable(subfolder, "cannot create the folder: \(reason)")
        }
        do {
            try PNGEncoder(compression: .small).write(strip.render(), to: path)
        } catch {
            throw VerificationError.unwritable(path, "\(error)")
        }
        return relative
    }

    /// At most `count` elements spread evenly, first and last included.
    static func spread<T>(_ items: [T], count: Int) -> [T] {
        guard items.count > count else { return items }
        var indices: [Int] = []
        for i in 0..<count {
            let index = Int((Double(i * (items.count - 1)) / Double(count - 1)).rounded())
            if !indices.contains(index) { indices.append(index) }
        }
        return indices.map { items[$0] }
    }
}
