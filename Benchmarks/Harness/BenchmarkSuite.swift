/// A named group of measurements; `run` gets the command line's options (arguments starting with "-") and
/// prints its own tables.
struct BenchmarkSuite: Sendable {
    var name: String
    var summary: String
    var run: @Sendable (_ options: [String]) throws -> Void
}
