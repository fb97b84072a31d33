#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Picks the suites named on the command line and runs them.
struct BenchmarkRunner {
    var suites: [BenchmarkSuite]

    func run(arguments: [String]) -> Never {
        if arguments.contains("--help") || arguments.contains("-h") {
            print("usage: flipbook-benchmarks [--list] [suite …] [--option …]   (all suites when none is named)")
            exit(0)
        }
        if arguments.contains("--list") {
            for suite in suites { print("\(suite.name)\t\(suite.summary)") }
            exit(0)
        }
        let options = arguments.filter { $0.hasPrefix("-") }
        var chosen: [BenchmarkSuite] = []
        for name in arguments where !name.hasPrefix("-") {
            guard let suite = suites.first(where: { $0.name == name }) else {
                printError("unknown suite '\(name)'; known: \(suites.map(\.name).joined(separator: ", "))")
                exit(2)
            }
            chosen.append(suite)
        }
        #if DEBUG
        printError("warning: a debug build; measure with `swift run -c release flipbook-benchmarks`")
        #endif
        for suite in chosen.isEmpty ? suites : chosen {
            print("== \(suite.name): \(suite.summary)\n")
            do {
                try suite.run(options)
            } catch {
                printError("error: suite \(suite.name) failed: \(error)")
                exit(2)
            }
        }
        exit(0)
    }

    private func printError(_ message: String) {
        var line = message + "\n"
        line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    }
}
