import Foundation

/// One row of the simplex tableau: `basic = constant + Σ coefficient × symbol`, its cells kept sorted by
/// symbol number so that every scan visits them in the same order.
struct TableauRow {
    private(set) var constant: Double
    private(set) var cells: [(symbol: Symbol, coefficient: Double)] = []

    init(constant: Double = 0) { self.constant = constant }

    private func index(of symbol: Symbol) -> (found: Bool, at: Int) {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low + high) / 2
            if cells[mid].symbol.id < symbol.id { low = mid + 1 } else { high = mid }
        }
        return (low < cells.count && cells[low].symbol.id == symbol.id, low)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (found, at) = index(of: symbol)
        return found ? cells[at].coefficient : 0
    }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient × symbol`; a cell that becomes (near) zero is dropped.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (found, at) = index(of: symbol)
        if found {
            let sum = cells[at].coefficient + coefficient
            if nearZero(sum) { cells.remove(at: at) } else { cells[at].coefficient = sum }
        } else if !nearZero(coefficient) {
            cells.insert((symbol, coefficient), at: at)
        }
    }

    /// Adds `coefficient ×` another row (constant and cells), merging the sorted cells in one pass.
    mutating func insert(_ row: TableauRow, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        if row.cells.isEmpty { return }
        var merged: [(symbol: Symbol, coefficient: Double)] = []
        merged.reserveCapacity(cells.count + row.cells.count)
        var i = 0, j = 0
        while i < cells.count || j < row.cells.count {
            if j == row.cells.count || (i < cells.count && cells[i].symbol.id < row.cells[j].symbol.id) {
                merged.append(cells[i]); i += 1
            } else if i == cells.count || row.cells[j].symbol.id < cells[i].symbol.id {
                let c = row.cells[j].coefficient * coefficient
                if !nearZero(c) { merged.append((row.cells[j].symbol, c)) }
                j += 1
            } else {
                let c = cells[i].coefficient + row.cells[j].coefficient * coefficient
                if !nearZero(c) { merged.append((cells[i].symbol, c)) }
                i += 1; j += 1
            }
        }
        cells = merged
    }

    mutating func remove(_ symbol: Symbol) {
        let (found, at) = index(of: symbol)
        if found { cells.remove(at: at) }
    }

    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Rewrites `0 = constant + … + c × symbol + …` as `symbol = (constant + …) × (−1/c)`; the symbol must
    /// be in the row.
    mutating func solve(for symbol: Symbol) {
        let (found, at) = index(of: symbol)
        precondition(found, "solving a row for a symbol it does not hold")
        let scale = -1.0 / cells[at].coefficient
        cells.remove(at: at)
        constant *= scale
        for i in cells.indices { cells[i].coefficient *= scale }
    }

    /// For the row of basic symbol `lhs`: makes `rhs` the basic symbol instead.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression of its row.
    mutating func substitute(_ symbol: Symbol, _ row: TableauRow) {
        let (found, at) = index(of: symbol)
        guard found else { return }
        let coefficient = cells[at].coefficient
        cells.remove(at: at)
        insert(row, coefficient)
    }

    /// Shifts the constant as if `symbol` were replaced by `symbol + shift` (0 if the symbol is absent).
    /// Returns whether the row holds the symbol.
    @discardableResult mutating func shiftConstant(for symbol: Symbol, by shift: Double) -> Bool {
        let c = coefficient(for: symbol)
        guard c != 0 else { return false }
        constant += c * shift
        return true
    }
}
