extension BuiltinFont {
    /// Letters and signs beyond ASCII that do not decompose into a letter and an accent: ı ȷ ß ø Ø € £ ¡ ¿.
    static let latinExtras: [Unicode.Scalar: Definition] = [
        "\u{0131}": { p in  // ı
            p.width(80, left: 62, right: 62)
            p.line((p.l, p.xt), (p.l, p.b))
        },
        "\u{0237}": { p in  // ȷ
            p.width(80, left: 70, right: 62)
            let x = p.l, rj = 112.0
            p.path {
                $0.move(x, p.xt)
                $0.line(x, p.dt + rj)
                $0.arc(x - rj, p.dt + rj, rj, rj, from: 0, to: -112)
            }
        },
        "\u{00DF}": { p in  // ß
            let (l, r) = p.width(500, left: 62, right: 45)
            let ym = p.bar(p.cap * 0.5)
            let ryTop = (p.at - ym) / 2, rxTop = (r - l) / 2 - 20
            let cxTop = l + rxTop
            let ryBottom = (ym - p.b) / 2, rxBottom = ryBottom * 1.05
            let xBottom = r - rxBottom
            p.path {
                $0.move(l, p.b)
                $0.line(l, p.at - ryTop)
                $0.arc(cxTop, p.at - ryTop, rxTop, ryTop, from: 180, to: -90)
                $0.line(xBottom, ym)
                $0.arc(xBottom, (ym + p.b) / 2, rxBottom, ryBottom, from: 90, to: -90)
                $0.line(xBottom - 70, p.b)
            }
        },
        "\u{00F8}": { p in  // ø
            let (l, r) = p.width(510, left: 45, right: 45)
            p.ellipse((l + r) / 2, p.x / 2, (r - l) / 2, (p.xt - p.b) / 2)
            p.line((l - 10, p.b - 20), (r + 10, p.xt + 20))
        },
        "\u{00D8}": { p in  // Ø
            let (l, r) = p.width(730, stems: 1.3, left: 48, right: 48)
            p.ellipse((l + r) / 2, p.cap / 2, (r - l) / 2, (p.ct - p.b) / 2)
            p.line((l, p.b - 20), (r, p.ct + 20))
        },
        "\u{20AC}": { p in  // €
            let (l, r) = figure(p)
            let cx = l + (r - l) * 0.62
            p.arc(cx, p.cap / 2, r - cx + 30, (p.ct - p.b) / 2, from: 50, to: 310)
            let y1 = p.bar(p.cap * 0.58), y2 = p.bar(p.cap * 0.4)
            p.line((l - 30, y1), (cx + 40, y1))
            p.line((l - 30, y2), (cx + 20, y2))
        },
        "\u{00A3}": { p in  // £
            let (l, r) = figure(p)
            let stem = l + (r - l) * 0.3
            let rr = (r - stem) / 2
            p.path {
                $0.arc(stem + rr, p.ct - rr, rr, rr, from: 20, to: 180)
                $0.line(stem, p.cap * 0.2)
                $0.quad(stem, p.b, l, p.b)
                $0.line(r, p.b)
            }
            let y = p.bar(p.cap * 0.42)
            p.line((l, y), (r - 60, y))
        },
        "\u{00A1}": { p in  // ¡
            p.width(p.dotRadius * 2, stems: 1.22, left: 70, right: 70)
            let cx = p.mid
            p.dot(cx, p.x - p.dotRadius)
            p.line((cx, p.x - p.cap * 0.3), (cx, p.dt + 40))
        },
        "\u{00BF}": { p in  // ¿
            let (l, r) = p.width(420, stems: 1, left: 40, right: 36)
            let cx = (l + r) / 2
            let top = p.x - p.cap * 0.28
            let ry = (p.cap * 0.66 - p.h * 2) / 2
            let cy = top - p.cap * 0.28 - ry + p.h
            p.dot(cx - 4, p.x - p.dotRadius)
            let start = p.onEllipse(cx, cy, (r - l) / 2, ry, 132)
            p.path {
                $0.move(cx - 4, top)
                $0.quad(cx - 4, start.1 + 40, start.0, start.1)
                $0.arc(cx, cy, (r - l) / 2, ry, from: 132, to: 336)
            }
        },
    ]
}
