import Foundation

// flipbook-benchmarks [suite …] — runs the named suites (all when none are named) and prints a table each.
// Build in release: `swift run -c release flipbook-benchmarks raster`.

let suites: [(name: String, run: ([String]) throws -> Void)] = [
    ("raster", RasterBenchmark.run),
    ("imagediff", ImageDiffBenchmark.run),
    ("animated-images", AnimatedImageBenchmark.run),
    ("render", RenderBenchmark.run),
]

var arguments = Array(CommandLine.arguments.dropFirst())
let named = arguments.filter { !$0.hasPrefix("-") }
let options = arguments.filter { $0.hasPrefix("-") }
let unknown = named.filter { name in !suites.contains { $0.name == name } }
guard unknown.isEmpty else {
    FileHandle.standardError.write(Data("unknown suite(s): \(unknown.joined(separator: ", ")); known: \(suites.map(\.name).joined(separator: ", "))\n".utf8))
    exit(2)
}
do {
    for suite in suites where named.isEmpty || named.contains(suite.name) { try suite.run(options) }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(2)
}
