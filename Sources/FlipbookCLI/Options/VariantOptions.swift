import ArgumentParser
import Flipbook

/// Which variants the chosen scenarios are played in: `--variants dark,rtl`, `--matrix devices×appearance`,
/// `--allow-large-matrix`. Without either, each scenario plays as declared with the variants it declares.
struct VariantOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Play each scenario in these variants instead of those it declares: names joined by + for a combination "
                + "(dark+rtl), default for the scenario as declared. Known: "
                + VariantNames.known.joined(separator: ", ") + ".",
            valueName: "name,name,…"))
    var variants: String?

    @Option(
        help: ArgumentHelp(
            "Play each scenario in every combination of these axes, joined by × or *; an axis is "
                + VariantNames.axes.joined(separator: ", ") + " or a comma-separated list of variant names "
                + "(devices×appearance, dark,light*rtl).",
            valueName: "axis×axis…"))
    var matrix: String?

    @Flag(help: "Allow a --matrix of more than \(VariantMatrix.combinationLimit) combinations.")
    var allowLargeMatrix = false

    func validate() throws {
        _ = try selected()
    }

    /// The variants asked for, or nil to play each scenario with its declared variants.
    func selected() throws -> [Variant]? {
        if variants != nil && matrix != nil {
            throw ValidationError("--variants and --matrix cannot be used together; write the list as a matrix axis")
        }
        do throws(ScenarioError) {
            if let variants {
                let names = variants.split(separator: ",", omittingEmptySubsequences: false)
                return try names.map { name throws(ScenarioError) in try Variant(named: String(name)) }
            }
            if let matrix {
                return try VariantMatrix(parsing: matrix).combinations(allowsMoreThanLimit: allowLargeMatrix)
            }
        } catch .matrixTooLarge(let count, let limit) {
            throw ValidationError(
                "--matrix \(matrix ?? ""): \(count) combinations, more than \(limit); "
                    + "pass --allow-large-matrix to render them all")
        } catch {
            throw ValidationError("--\(variants != nil ? "variants" : "matrix"): \(error.description)")
        }
        return nil
    }
}
