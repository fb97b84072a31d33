import ArgumentParser
import PNG

/// `--pixel-budget`: the largest image a command decodes, declared once for diff and inspect.
struct PixelBudgetOption: ParsableArguments {
    @Option(parsing: .unconditional, help: "The largest image accepted, in pixels (width × height).")
    var pixelBudget = PNGDecoder.defaultPixelBudget

    func validate() throws {
        guard pixelBudget >= 0 else { throw ValidationError("--pixel-budget must be 0 or more, got \(pixelBudget)") }
    }
}
