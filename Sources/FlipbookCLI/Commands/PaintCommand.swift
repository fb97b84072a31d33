import ArgumentParser
import Files
import Foundation
import PNG
import Raster

/// `flipbook paint SCENE.json --out FILE.png [--scale S] [--repeat N] [--threads N]`: renders a scene file.
struct PaintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "paint",
        abstract: "Render a JSON scene file (a RenderTree) to a PNG.",
        discussion: """
            The scene format is documented in the Raster DocC catalogue (Sources/Raster/Raster.docc/SceneFormat.md). \
            A bad scene file is reported with the JSON path and the value at fault; nothing is written then. \
            With --repeat the scene is rendered N times and the time per frame is printed; the PNG is written once.
            """
    )

    @Argument(help: "The scene file (JSON).")
    var scene: String

    @Option(name: .shortAndLong, help: "Where to write the PNG.")
    var out: String

    @Option(
        parsing: .unconditional, help: "Pixels per point, overriding the scene's scale: \(PixelGrid.scaleRequirement).")
    var scale: Double?

    @Option(
        name: .customLong("repeat"), parsing: .unconditional,
        help: "Render this many times and print the time per frame.")
    var repetitions = 1

    @Option(parsing: .unconditional, help: "Painting threads (the output does not depend on it).")
    var threads = 1

    /// The largest scene file read (images inside a scene are JSON numbers, so scenes can be large).
    static let sceneByteLimit = 512 << 20

    func validate() throws {
        if let problem = scale.flatMap(PixelGrid.problem(scale:)) {
            throw ValidationError(SettingFlags.flagged(problem))
        }
        guard repetitions >= 1 else { throw ValidationError("--repeat must be at least 1, got \(repetitions)") }
        guard (1...256).contains(threads) else { throw ValidationError("--threads must be 1…256, got \(threads)") }
    }

    func run() throws {
        let data: Data
        do {
            data = Data(try RegularFile.read(scene, links: .follow, limit: PaintCommand.sceneByteLimit))
        } catch {
            throw PaintError("cannot read \(error.path): \(error.reason)")
        }
        var tree: RenderTree
        do {
            tree = try RenderTree(json: data)
        } catch let error as SceneFormatError {
            throw PaintError("\(scene): \(error)")
        }
        if let scale {
            tree.scale = CGFloat(scale)
            let w = tree.pixelWidth, h = tree.pixelHeight
            guard w >= 1, h >= 1, w <= SceneLimits.maxPixelSide, h <= SceneLimits.maxPixelSide,
                w * h <= SceneLimits.maxPixels
            else {
                throw PaintError(
                    "\(scene): at --scale \(scale) the image would be \(w)×\(h) pixels; "
                        + "each side must be 1…\(SceneLimits.maxPixelSide) and the total at most "
                        + "\(SceneLimits.maxPixels)"
                )
            }
            // The scene's limits were checked at its own scale; the work grows with the scale.
            do {
                try tree.checkWorkLimits()
            } catch {
                throw PaintError("\(scene): at --scale \(scale): \(error)")
            }
        }
        let rasterizer = Rasterizer(options: .init(threadCount: threads))
        var image = rasterizer.render(tree)
        if repetitions > 1 {
            // Timing for the user; the rendering itself never reads the clock.
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 1..<repetitions { rasterizer.render(tree, into: &image) }
            let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / Double(repetitions - 1)
            print(
                String(
                    format: "%d frames after the first: %.3f ms per frame (%d thread%@)", repetitions - 1, ms,
                    threads, threads == 1 ? "" : "s"))
        }
        try PNGEncoder().write(image, to: out)
        print("wrote \(out) (\(image.width)×\(image.height))")
    }
}

/// A scene file that cannot be rendered (unreadable, malformed, too large): exit status 2, nothing written.
struct PaintError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
