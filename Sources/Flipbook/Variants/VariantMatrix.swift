import Foundation

/// Every combination of a few lists of variants: `devices × appearance` is each device preset in light and
/// in dark. A matrix with more than ``combinationLimit`` combinations is refused unless it is explicitly
/// allowed (`allowsMoreThanLimit`), so that a typo does not start a render of thousands of frames.
public struct VariantMatrix: Sendable, Hashable {
    /// The lists, each an axis of the matrix.
    public var axes: [[Variant]]

    /// The most combinations a matrix may have without being allowed more.
    public static let combinationLimit = 64

    /// The matrix of `axes`, as given; its size is checked when its combinations are asked for.
    public init(axes: [[Variant]]) {
        self.axes = axes
    }

    /// A matrix written as axes joined by `×` (or `*`), each axis an axis name (``VariantNames/axes``:
    /// `devices`, `appearance`, `direction`, `text-sizes`, `accessibility-sizes`) or a comma-separated list
    /// of variant names (`devices×dark,light`, `iphone-se,ipad*rtl`). Throws
    /// ``ScenarioError/unknownVariant(_:known:)`` naming an unknown part.
    public init(parsing text: String) throws(ScenarioError) {
        let axisTexts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "×" || $0 == "*" })
        var axes: [[Variant]] = []
        for axisText in axisTexts {
            let name = axisText.trimmingCharacters(in: .whitespaces).lowercased()
            if name.isEmpty { throw .invalidVariant(text, "an axis of the matrix is empty") }
            if let axis = VariantNames.axis(named: name) {
                axes.append(axis)
                continue
            }
            var axis: [Variant] = []
            for item in name.split(separator: ",", omittingEmptySubsequences: false) {
                let itemName = item.trimmingCharacters(in: .whitespaces)
                guard !itemName.isEmpty else { throw .invalidVariant(text, "an axis has an empty name in its list") }
                do throws(ScenarioError) {
                    axis.append(try Variant(named: itemName))
                } catch .unknownVariant(let unknown, let known) {
                    throw ScenarioError.unknownVariant(unknown, known: VariantNames.axes + known)
                } catch {
                    throw error
                }
            }
            axes.append(axis)
        }
        self.init(axes: axes)
    }

    /// How many combinations the matrix has (the product of the axes' lengths).
    public var combinationCount: Int {
        axes.reduce(1) { product, axis in
            product.multipliedReportingOverflow(by: axis.count).overflow
                ? Int.max : product * axis.count
        }
    }

    /// Every combination, the first axis varying slowest, without repeats (in first-seen order).
    ///
    /// - Throws: ``ScenarioError/matrixTooLarge(_:limit:)`` when there are more than ``combinationLimit``
    ///   combinations and `allowsMoreThanLimit` is false; ``ScenarioError/invalidVariant(_:_:)`` when two
    ///   axes set the same thing (`appearance×dark`).
    public func combinations(allowsMoreThanLimit: Bool = false) throws(ScenarioError) -> [Variant] {
        let count = combinationCount
        if count > VariantMatrix.combinationLimit && !allowsMoreThanLimit {
            throw .matrixTooLarge(count, limit: VariantMatrix.combinationLimit)
        }
        var result: [Variant] = [.default]
        for axis in axes {
            var next: [Variant] = []
            for partial in result {
                for variant in axis {
                    if overlaps(partial, variant) {
                        throw .invalidVariant(partial.name + " × " + variant.name, "two axes set the same thing")
                    }
                    next.append(partial + variant)
                }
            }
            result = next
        }
        var seen = Set<Variant>()
        return result.filter { seen.insert($0).inserted }
    }

    private func overlaps(_ a: Variant, _ b: Variant) -> Bool {
        (a.device != nil && b.device != nil) || (a.userInterfaceStyle != nil && b.userInterfaceStyle != nil)
            || (a.layoutDirection != nil && b.layoutDirection != nil)
            || (a.preferredContentSizeCategory != nil && b.preferredContentSizeCategory != nil)
    }
}
