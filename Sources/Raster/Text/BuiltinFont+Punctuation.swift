extension BuiltinFont {
    /// The rest of printable ASCII, and the typographic extras UI text uses (… ‹ › · – — × • ‘ ’ “
    /// ” °).
    static let punctuation: [Unicode.Scalar: Definition] = [
        " ": { p in p.width(0, stems: 0, left: 130, right: 130) },
        "\u{00A0}": { p in p.width(0, stems: 0, left: 130, right: 130) },
        "!": { p in
            p.width(p.dotRadius * 2, stems: 1.22, left: 70, right: 70)
            let cx = p.mid
            p.line((cx, p.ct), (cx, p.cap * 0.3))
            p.dot(cx, p.dotRadius)
        },
        "\"": { p in
            let (l, r) = p.width(220, left: 60, right: 60)
            p.line((l, p.ct), (l, p.ct - 200))
            p.line((r, p.ct), (r, p.ct - 200))
        },
        "#": { p in
            let (l, r) = p.width(560, stems: 1.2, left: 30, right: 30)
            let y1 = p.bar(p.cap * 0.3), y2 = p.bar(p.cap * 0.64)
            p.line((l, y1), (r - 30, y1))
            p.line((l + 30, y2), (r, y2))
            let w = r - l
            p.line((l + w * 0.36, p.b), (l + w * 0.44, p.ct - 20))
            p.line((l + w * 0.62, p.b), (l + w * 0.70, p.ct - 20))
        },
        "$": { p in
            let (l, r) = p.width(500, stems: 1.2, left: 44, right: 44)
            sShape(p, l, r, bottom: p.b + 20, top: p.ct - 20)
            p.line(((l + r) / 2, p.ct + 70), ((l + r) / 2, p.b - 90))
        },
        "%": { p in
            let (l, r) = p.width(760, stems: 2, left: 40, right: 40)
            let rx = (r - l) * 0.15, ry = p.cap * 0.2
            p.ellipse(l + rx, p.ct - ry, rx, ry)
            p.ellipse(r - rx, p.b + ry, rx, ry)
            p.line((r - rx * 0.6, p.ct), (l + rx * 0.6, p.b))
        },
        "&": { p in
            let (l, r) = p.width(640, stems: 1.3, left: 44, right: 30)
            let rxTop = (r - l) * 0.2, ryTop = p.cap * 0.16
            let cxTop = l + (r - l) * 0.38, cyTop = p.ct - ryTop
            let rxBottom = (r - l) * 0.37, ryBottom = p.cap * 0.25
            let cxBottom = l + rxBottom, cyBottom = p.b + ryBottom
            let start = p.onEllipse(cxTop, cyTop, rxTop, ryTop, 205)
            let join = p.onEllipse(cxBottom, cyBottom, rxBottom, ryBottom, 122)
            p.path {
                $0.move(r, p.b)
                $0.line(start.0, start.1)
                $0.arc(cxTop, cyTop, rxTop, ryTop, from: 205, to: -48)
                $0.line(join.0, join.1)
                $0.arc(cxBottom, cyBottom, rxBottom, ryBottom, from: 122, to: 330)
                $0.line(r - 10, p.cap * 0.42)
            }
        },
        "'": { p in
            p.width(80, left: 60, right: 60)
            p.line((p.l, p.ct), (p.l, p.ct - 200))
        },
        "(": { p in
            let (l, _) = p.width(190, stems: 1, left: 60, right: 28)
            parenthesis(p, x: l, facingRight: true)
        },
        ")": { p in
            let (_, r) = p.width(190, stems: 1, left: 28, right: 60)
            parenthesis(p, x: r, facingRight: false)
        },
        "*": { p in
            let (l, r) = p.width(400, stems: 1, left: 40, right: 40)
            let cx = (l + r) / 2, cy = p.ct - 150, rr = (r - l) / 2
            for angle in [90.0, 30, -30] {
                let (c, s) = GlyphTrig.cosSin(degrees: angle)
                p.line((cx - rr * c, cy - rr * s), (cx + rr * c, cy + rr * s))
            }
        },
        "+": { p in
            let (l, r) = p.width(520, stems: 1, left: 40, right: 40)
            let cx = (l + r) / 2, cy = mathAxis(p), rr = (r - l) / 2
            p.line((l, cy), (r, cy))
            p.line((cx, cy - rr), (cx, cy + rr))
        },
        ",": { p in
            p.width(p.dotRadius * 2, stems: 1.22, left: 50, right: 50)
            comma(p, p.mid, p.dotRadius)
        },
        "-": { p in
            let (l, r) = p.width(300, stems: 0.5, left: 45, right: 45)
            let y = p.bar(p.x * 0.47)
            p.line((l, y), (r, y))
        },
        ".": { p in
            p.width(p.dotRadius * 2, stems: 1.22, left: 50, right: 50)
            p.dot(p.mid, p.dotRadius)
        },
        "/": { p in
            let (l, r) = p.width(360, stems: 1, left: 20, right: 20)
            p.line((l, p.b - 80), (r, p.ct + 40))
        },
        ":": { p in
            p.width(p.dotRadius * 2, stems: 1.22, left: 60, right: 60)
            p.dot(p.mid, p.dotRadius)
            p.dot(p.mid, p.x - p.dotRadius)
        },
        ";": { p in
            p.width(p.dotRadius * 2, stems: 1.22, left: 60, right: 60)
            comma(p, p.mid, p.dotRadius)
            p.dot(p.mid, p.x - p.dotRadius)
        },
        "<": { p in
            let (l, r) = p.width(480, stems: 1, left: 50, right: 50)
            let cy = mathAxis(p), half = (r - l) * 0.62
            p.line((r, cy + half), (l, cy), (r, cy - half))
        },
        "=": { p in
            let (l, r) = p.width(500, stems: 0.5, left: 45, right: 45)
            let cy = mathAxis(p)
            let y1 = p.bar(cy + 100), y2 = p.bar(cy - 100)
            p.line((l, y1), (r, y1))
            p.line((l, y2), (r, y2))
        },
        ">": { p in
            let (l, r) = p.width(480, stems: 1, left: 50, right: 50)
            let cy = mathAxis(p), half = (r - l) * 0.62
            p.line((l, cy + half), (r, cy), (l, cy - half))
        },
        "?": { p in
            let (l, r) = p.width(420, stems: 1, left: 36, right: 40)
            let cx = (l + r) / 2
            let ry = (p.ct - p.cap * 0.34) / 2
            let cy = p.ct - ry
            let end = p.onEllipse(cx, cy, (r - l) / 2, ry, -48)
            p.path {
                $0.arc(cx, cy, (r - l) / 2, ry, from: 156, to: -48)
                $0.quad(cx + 4, end.1 - 40, cx + 4, p.cap * 0.28)
            }
            p.dot(cx + 4, p.dotRadius)
        },
        "@": { p in
            let (l, r) = p.width(860, stems: 2, left: 44, right: 44)
            let outer = (r - l) / 2
            let cx = (l + r) / 2, cy = p.cap * 0.36
            let inner = outer * 0.42
            p.ellipse(cx, cy, inner, inner * 1.06)
            let stem = cx + inner
            let hook = (outer - inner) / 2
            p.path {
                $0.move(stem, cy + inner * 1.06)
                $0.line(stem, cy - inner * 0.5)
                $0.arc(stem + hook, cy - inner * 0.5, hook, hook * 0.9, from: 180, to: 360)
                $0.line(r, cy)
                $0.arc(cx, cy, outer, outer * 0.98, from: 0, to: 300)
            }
        },
        "[": { p in
            let (l, r) = p.width(230, stems: 1, left: 70, right: 24)
            p.line((r, p.asc + 40), (l, p.asc + 40), (l, p.dt - 20), (r, p.dt - 20))
        },
        "\\": { p in
            let (l, r) = p.width(360, stems: 1, left: 20, right: 20)
            p.line((l, p.ct + 40), (r, p.b - 80))
        },
        "]": { p in
            let (l, r) = p.width(230, stems: 1, left: 24, right: 70)
            p.line((l, p.asc + 40), (r, p.asc + 40), (r, p.dt - 20), (l, p.dt - 20))
        },
        "^": { p in
            let (l, r) = p.width(460, stems: 1, left: 40, right: 40)
            p.line((l, p.cap * 0.42), ((l + r) / 2, p.ct), (r, p.cap * 0.42))
        },
        "_": { p in
            let (l, r) = p.width(520, stems: 0, left: 10, right: 10)
            p.line((l, p.desc * 0.55), (r, p.desc * 0.55))
        },
        "`": { p in
            let (l, r) = p.width(150, stems: 1, left: 60, right: 60)
            p.line((l, p.at), (r, p.x + 130))
        },
        "{": { p in
            let (l, r) = p.width(250, stems: 1, left: 50, right: 24)
            brace(p, l, r, facingRight: true)
        },
        "|": { p in
            p.width(80, left: 80, right: 80)
            p.line((p.l, p.asc + 60), (p.l, p.desc))
        },
        "}": { p in
            let (l, r) = p.width(250, stems: 1, left: 24, right: 50)
            brace(p, l, r, facingRight: false)
        },
        "~": { p in
            let (l, r) = p.width(520, stems: 1, left: 45, right: 45)
            let cy = mathAxis(p), w = r - l
            p.path {
                $0.move(l, cy - 50)
                $0.cubic(l + w * 0.3, cy + 150, l + w * 0.7, cy - 150, r, cy + 50)
            }
        },
        // Typographic extras.
        "\u{2026}": { p in  // …
            let d = p.dotRadius
            p.width(d * 2 + 520, stems: 1.22, left: 70, right: 70)
            for i in 0..<3 { p.dot(p.l - p.h + d + Double(i) * 260 + (p.w - 80) * 0.61 * Double(i), d) }
        },
        "\u{2039}": { p in  // ‹
            let (l, r) = p.width(240, stems: 1, left: 50, right: 50)
            let cy = p.x / 2
            p.line((r, cy + 150), (l, cy), (r, cy - 150))
        },
        "\u{203A}": { p in  // ›
            let (l, r) = p.width(240, stems: 1, left: 50, right: 50)
            let cy = p.x / 2
            p.line((l, cy + 150), (r, cy), (l, cy - 150))
        },
        "\u{00B7}": { p in  // ·
            p.width(p.dotRadius * 2, stems: 1.22, left: 60, right: 60)
            p.dot(p.mid, p.x / 2)
        },
        "\u{2022}": { p in  // •
            p.width(260, stems: 1, left: 70, right: 70)
            p.dot(p.mid, p.x / 2, radius: 130 + p.h - 40)
        },
        "\u{2013}": { p in  // –
            let (l, r) = p.width(500, stems: 0, left: 10, right: 10)
            let y = p.bar(p.x * 0.47)
            p.line((l, y), (r, y))
        },
        "\u{2014}": { p in  // —
            let (l, r) = p.width(980, stems: 0, left: 10, right: 10)
            let y = p.bar(p.x * 0.47)
            p.line((l, y), (r, y))
        },
        "\u{00D7}": { p in  // ×
            let (l, r) = p.width(400, stems: 1, left: 60, right: 60)
            let cy = mathAxis(p), half = (r - l) / 2
            p.line((l, cy + half), (r, cy - half))
            p.line((l, cy - half), (r, cy + half))
        },
        "\u{2018}": { p in  // ‘
            p.width(p.dotRadius * 2, stems: 1.22, left: 50, right: 50)
            turnedComma(p, p.mid, p.ct - 130)
        },
        "\u{2019}": { p in  // ’
            p.width(p.dotRadius * 2, stems: 1.22, left: 50, right: 50)
            comma(p, p.mid, p.ct - p.dotRadius + p.h)
        },
        "\u{201C}": { p in  // “
            p.width(p.dotRadius * 2 + 170, stems: 2.4, left: 50, right: 50)
            let d = p.dotRadius - p.h
            turnedComma(p, p.left + d + p.h, p.ct - 130)
            turnedComma(p, p.right - d - p.h, p.ct - 130)
        },
        "\u{201D}": { p in  // ”
            p.width(p.dotRadius * 2 + 170, stems: 2.4, left: 50, right: 50)
            let d = p.dotRadius
            comma(p, p.left + d, p.ct - d + p.h)
            comma(p, p.right - d, p.ct - d + p.h)
        },
        "\u{00B0}": { p in  // °
            let (l, r) = p.width(280, stems: 1, left: 50, right: 50)
            let rr = (r - l) / 2
            p.ellipse((l + r) / 2, p.ct - rr, rr, rr)
        },
    ]

    /// The height of the centre of +, −, =, <, >, ×, ~ (around the middle of the x-height).
    static func mathAxis(_ p: GlyphPen) -> Double { p.x * 0.5 }

    /// A dot with a tail down to the left, its dot centred on (`cx`, `cy`).
    static func comma(_ p: GlyphPen, _ cx: Double, _ cy: Double) {
        p.dot(cx, cy)
        p.line((cx + p.dotRadius * 0.45, cy - p.dotRadius * 0.2), (cx - p.dotRadius * 0.55, cy - 150 - p.h))
    }

    /// A comma turned upside down (opening quote), its dot centred on (`cx`, `cy`).
    static func turnedComma(_ p: GlyphPen, _ cx: Double, _ cy: Double) {
        p.dot(cx, cy)
        p.line((cx - p.dotRadius * 0.45, cy + p.dotRadius * 0.2), (cx + p.dotRadius * 0.55, cy + 150 + p.h))
    }

    static func parenthesis(_ p: GlyphPen, x: Double, facingRight: Bool) {
        let top = p.asc + 40, bottom = p.dt - 20
        let ry = (top - bottom) / 2 / 0.866, cy = (top + bottom) / 2
        let rx = 220.0
        if facingRight {
            p.arc(x + rx, cy, rx, ry, from: 120, to: 240)
        } else {
            p.arc(x - rx, cy, rx, ry, from: 60, to: -60)
        }
    }

    static func brace(_ p: GlyphPen, _ l: Double, _ r: Double, facingRight: Bool) {
        let top = p.asc + 40, bottom = p.dt - 20, cy = (top + bottom) / 2
        let (outer, stem, tip) = facingRight ? (r, l + 60, l) : (l, r - 60, r)
        for (end, sign) in [(top, 1.0), (bottom, -1.0)] {
            p.path {
                $0.move(outer, end)
                $0.quad(stem, end, stem, end - sign * 110)
                $0.line(stem, cy + sign * 110)
                $0.quad(stem, cy, tip, cy)
            }
        }
    }
}
