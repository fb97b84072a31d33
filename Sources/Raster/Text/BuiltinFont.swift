/// Flipbook's built-in font: a monoline geometric sans drawn with a round pen, defined in Swift source so
/// that text renders identically on every machine (no system fonts).
///
/// Glyphs are small programs (`Definition`) that draw centre lines with a `GlyphPen`; the pen's width gives
/// the weight. Design units are 1000 per em, y up from the baseline.
enum BuiltinFont {
    /// Vertical metrics in design units.
    struct Metrics: Sendable {
        /// Top of lowercase letters without ascenders.
        var xHeight: Double
        /// Top of capitals and figures.
        var capHeight: Double
        /// Top of b, d, h, k, l.
        var ascenderHeight: Double
        /// Bottom of g, j, p, q, y (negative).
        var descenderDepth: Double
        /// Line box above the baseline (UIFont's `ascender`).
        var ascender: Double
        /// Line box below the baseline, positive (−UIFont's `descender`).
        var descender: Double
        /// `ascender + descender`: 1.2 em.
        var lineHeight: Double { ascender + descender }
    }

    static let metrics = Metrics(
        xHeight: 520, capHeight: 710, ascenderHeight: 740, descenderDepth: -210,
        ascender: 950, descender: 250)

    /// The pen width for a weight, in design units.
    static func strokeWidth(_ weight: FontWeight) -> Double {
        switch weight {
        case .regular: return 80
        case .medium: return 96
        case .semibold: return 114
        case .bold: return 132
        }
    }

    typealias Definition = @Sendable (GlyphPen) -> Void

    /// Every glyph, by Unicode scalar.
    static let glyphs: [Unicode.Scalar: Definition] = {
        var table: [Unicode.Scalar: Definition] = [:]
        for (k, v) in lowercase { table[k] = v }
        for (k, v) in uppercase { table[k] = v }
        for (k, v) in figures { table[k] = v }
        for (k, v) in punctuation { table[k] = v }
        for (k, v) in marks { table[k] = v }
        for (k, v) in latinExtras { table[k] = v }
        return table
    }()

    /// The definition for a scalar; characters the font lacks draw as a box (as fonts draw `.notdef`).
    static func definition(for scalar: Unicode.Scalar) -> Definition {
        glyphs[scalar] ?? missingGlyph
    }

    /// True when the font has a glyph for the scalar.
    static func hasGlyph(_ scalar: Unicode.Scalar) -> Bool { glyphs[scalar] != nil }

    static let missingGlyph: Definition = { p in
        p.width(440)
        p.line((p.l, p.h), (p.l, p.cap - p.h), (p.r, p.cap - p.h), (p.r, p.h), (p.l, p.h))
    }

    /// Advance widths in design units, per weight (they do not depend on the pixel size).
    private static let advanceTables: [FontWeight: [Unicode.Scalar: Double]] = {
        var tables: [FontWeight: [Unicode.Scalar: Double]] = [:]
        for weight in [FontWeight.regular, .medium, .semibold, .bold] {
            var table: [Unicode.Scalar: Double] = [:]
            for (scalar, definition) in glyphs {
                let pen = GlyphPen(weight: weight, pixelsPerEm: 0, measuringOnly: true)
                definition(pen)
                table[scalar] = pen.advance
            }
            let pen = GlyphPen(weight: weight, pixelsPerEm: 0, measuringOnly: true)
            missingGlyph(pen)
            table["\u{FFFD}"] = table["\u{FFFD}"] ?? pen.advance
            tables[weight] = table
        }
        return tables
    }()

    /// The advance of a scalar in design units.
    static func advance(of scalar: Unicode.Scalar, weight: FontWeight) -> Double {
        let table = advanceTables[weight]!
        return table[scalar] ?? table["\u{FFFD}"]!
    }
}
