import ArgumentParser
import PNG

/// `flipbook demo`: paints the built-in demo picture and writes it as a PNG.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Write the built-in demo picture (a settings-style screen) as a PNG."
    )

    @Option(name: .shortAndLong, help: "Where to write the PNG.")
    var output = "output/demo.png"

    @Option(parsing: .unconditional, help: "Pixels per point (1…4).")
    var scale = 2

    @Flag(help: "Use the smaller-file compression setting instead of the fast one.")
    var small = false

    func validate() throws {
        guard (1...4).contains(scale) else { throw ValidationError("--scale must be 1…4, got \(scale)") }
    }

    func run() throws {
        let image = DemoPicture(scale: scale).render()
        try PNGEncoder(compression: small ? .small : .fast).write(image, to: output)
        print("wrote \(output) (\(image.width)×\(image.height))")
    }
}
