import ArgumentParser
import PNG
import Raster

/// `flipbook demo`: paints the built-in demo picture and writes it as a PNG.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Write the built-in demo picture (a settings-style screen) as a PNG."
    )

    @Option(name: .shortAndLong, help: "Where to write the PNG.")
    var output = "output/demo.png"

    @Option(parsing: .unconditional, help: "Pixels per point: \(PixelGrid.scaleRequirement).")
    var scale = 2.0

    @Flag(help: "Use the smaller-file compression setting instead of the fast one.")
    var small = false

    func validate() throws {
        if let problem = PixelGrid.problem(scale: scale) { throw ValidationError(SettingFlags.flagged(problem)) }
    }

    func run() throws {
        let image = DemoPicture(scale: scale).render()
        try PNGEncoder(compression: small ? .small : .fast).write(image, to: output)
        print("wrote \(output) (\(image.width)×\(image.height))")
    }
}
