extension BuiltinFont {
    /// Combining accents (text is decomposed before layout, so "é" draws as "e" + U+0301). A mark has no
    /// advance; it is drawn centred on the body of the letter before it, above its x-height or, for capitals
    /// and tall letters, flatter and above its cap height.
    static let marks: [Unicode.Scalar: Definition] = [
        "\u{0300}": { p in  // grave
            let (y0, hgt) = markBox(p)
            p.line((70, y0), (-60, y0 + hgt))
        },
        "\u{0301}": { p in  // acute
            let (y0, hgt) = markBox(p)
            p.line((-70, y0), (60, y0 + hgt))
        },
        "\u{0302}": { p in  // circumflex
            let (y0, hgt) = markBox(p)
            p.line((-120, y0), (0, y0 + hgt), (120, y0))
        },
        "\u{0303}": { p in  // tilde
            let (y0, hgt) = markBox(p)
            p.path {
                $0.move(-135, y0 + hgt * 0.2)
                $0.cubic(-50, y0 + hgt * 1.25, 50, y0 - hgt * 0.25, 135, y0 + hgt * 0.8)
            }
        },
        "\u{0304}": { p in  // macron
            let (y0, hgt) = markBox(p)
            let y = p.bar(y0 + hgt * 0.5)
            p.line((-125, y), (125, y))
        },
        "\u{0306}": { p in  // breve
            let (y0, hgt) = markBox(p)
            p.arc(0, y0 + hgt, 115, hgt, from: 195, to: 345)
        },
        "\u{0307}": { p in  // dot above
            let (y0, _) = markBox(p)
            p.dot(0, y0 + p.dotRadius - p.h)
        },
        "\u{0308}": { p in  // diaeresis
            let (y0, _) = markBox(p)
            p.dot(-105, y0 + p.dotRadius - p.h)
            p.dot(105, y0 + p.dotRadius - p.h)
        },
        "\u{030A}": { p in  // ring
            let (y0, hgt) = markBox(p)
            let r = max(hgt / 2, 60)
            p.ellipse(0, y0 + r, r * 1.05, r)
        },
        "\u{030B}": { p in  // double acute
            let (y0, hgt) = markBox(p)
            p.line((-130, y0), (-30, y0 + hgt))
            p.line((30, y0), (130, y0 + hgt))
        },
        "\u{030C}": { p in  // caron
            let (y0, hgt) = markBox(p)
            p.line((-120, y0 + hgt), (0, y0), (120, y0 + hgt))
        },
        "\u{0327}": { p in  // cedilla
            p.width(0, stems: 0, left: 0, right: 0)
            p.path {
                $0.move(0, p.h)
                $0.line(0, -45)
                $0.arc(-10, -110, 70, 65, from: 80, to: -120)
            }
        },
    ]

    /// The bottom centre line and height of a mark above the letter's top (`markBase`).
    private static func markBox(_ p: GlyphPen) -> (y0: Double, height: Double) {
        p.width(0, stems: 0, left: 0, right: 0)
        let onCapital = p.markBase > p.x + 1
        let gap = onCapital ? 55.0 : 85.0
        let height = onCapital ? 120.0 : 165.0
        return (p.markBase + gap + p.h, height - p.w)
    }

    static func isCombiningMark(_ s: Unicode.Scalar) -> Bool {
        (0x0300...0x036F).contains(s.value)
    }

    static func isCombiningMarkAbove(_ s: Unicode.Scalar) -> Bool {
        isCombiningMark(s) && s.value != 0x0327 && s.value != 0x0328 && !(0x0316...0x0333).contains(s.value)
    }

    /// Letters whose marks sit above the cap height: capitals, figures and lowercase with ascenders.
    static func carriesTallMarks(_ s: Unicode.Scalar) -> Bool {
        (0x41...0x5A).contains(s.value) || (0x30...0x39).contains(s.value) || "bdfhklt".unicodeScalars.contains(s)
            || s.value == 0x00D8
    }
}
