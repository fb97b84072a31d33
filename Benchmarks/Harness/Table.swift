/// A plain-text table with a header row; numeric-looking cells are right-aligned.
struct Table {
    var title: String
    var columns: [String]
    var rows: [[String]] = []

    init(_ title: String, columns: [String]) {
        self.title = title
        self.columns = columns
    }

    mutating func add(_ row: [String]) {
        precondition(row.count == columns.count, "row has \(row.count) cells, table has \(columns.count) columns")
        rows.append(row)
    }

    func render() -> String {
        let widths = columns.indices.map { column in
            ([columns[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                let pad = String(repeating: " ", count: widths[index] - cell.count)
                return Self.isNumeric(cell) ? pad + cell : cell + pad
            }.joined(separator: " | ").trimmingTrailingSpaces()
        }
        var out = [title, line(columns), widths.map { String(repeating: "-", count: $0) }.joined(separator: "-|-")]
        out += rows.map(line)
        return out.joined(separator: "\n") + "\n"
    }

    func print() { Swift.print(render()) }

    private static func isNumeric(_ cell: String) -> Bool {
        guard let first = cell.first else { return false }
        return first.isNumber
            || ((first == "-" || first == "+" || first == "×") && cell.dropFirst().first?.isNumber == true)
    }
}

/// Number formatting without Foundation.
enum TableFormat {
    /// `value` with `digits` decimals.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (abs(value) * scale).rounded()
        let whole = Int(rounded / scale)
        let fraction = Int(rounded) - whole * Int(scale)
        var text = (value < 0 && rounded != 0 ? "-" : "") + "\(whole)"
        if digits > 0 {
            let digitsText = String(fraction)
            text += "." + String(repeating: "0", count: digits - digitsText.count) + digitsText
        }
        return text
    }

    /// An integer with thousands separators: 1 234 567.
    static func grouped(_ value: Int) -> String {
        let digits = String(abs(value))
        var out = ""
        for (index, character) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
            out.append(character)
        }
        return (value < 0 ? "-" : "") + out
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
