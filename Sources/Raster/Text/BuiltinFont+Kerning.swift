extension BuiltinFont {
    /// Pair adjustments in design units, added between two letters (negative: closer). Only pairs whose
    /// shapes leave a visible hole get one: T, V, W, Y, F, P, L and A against round letters and punctuation.
    static let kerning: [UInt64: Double] = {
        var table: [UInt64: Double] = [:]
        func set(_ lefts: String, _ rights: String, _ value: Double) {
            for l in lefts.unicodeScalars {
                for r in rights.unicodeScalars { table[UInt64(l.value) << 32 | UInt64(r.value)] = value }
            }
        }
        set("T", "acdegmnopqrsuvwxyz", -80)
        set("T", ".,:;", -90)
        set("TY", "A", -50)
        set("A", "TY", -50)
        set("VW", "A", -40)
        set("A", "VW", -40)
        set("VW", "aceos", -40)
        set("VW", ".,", -70)
        set("Y", "acdegmnopqrsu", -70)
        set("Y", ".,:;", -80)
        set("L", "T", -80)
        set("L", "VWY", -60)
        set("L", "’”'\"", -80)
        set("FP", ".,", -100)
        set("FP", "A", -40)
        set("F", "aeo", -30)
        set("r", ".,", -60)
        set("vwy", ".,", -45)
        set("f", ".,", -30)
        set("\u{201C}\u{2018}", "A", -40)
        set("A", "\u{201D}\u{2019}", -40)
        return table
    }()

    /// The adjustment between `left` and `right` in design units (0 for most pairs).
    static func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Double {
        kerning[UInt64(left.value) << 32 | UInt64(right.value)] ?? 0
    }
}
