extension BuiltinFont {
    /// 0–9, cap height, all with the same advance (tabular) so that counters and clocks do not jitter.
    static let figures: [Unicode.Scalar: Definition] = [
        "0": { p in
            let (l, r) = figure(p)
            p.ellipse((l + r) / 2, p.cap / 2, (r - l) / 2, (p.ct - p.b) / 2)
        },
        "1": { p in
            let (l, r) = figure(p)
            let stem = (l + r) / 2 + 40
            p.line((stem - 170, p.ct - 120), (stem, p.ct), (stem, p.b))
        },
        "2": { p in
            let (l, r) = figure(p)
            let ry = (p.ct - p.b) * 0.3
            let cx = (l + r) / 2, cy = p.ct - ry
            let end = p.onEllipse(cx, cy, (r - l) / 2, ry, -28)
            p.path {
                $0.arc(cx, cy, (r - l) / 2, ry, from: 162, to: -28)
                $0.quad(end.0 - 60, end.1 - 60, l, p.b)
                $0.line(r, p.b)
            }
        },
        "3": { p in
            let (l, r) = figure(p)
            let ym = p.bar(p.cap * 0.55)
            let cx = (l + r) / 2
            let ryTop = (p.ct - ym) / 2, ryBottom = (ym - p.b) / 2
            p.arc(cx - 8, (p.ct + ym) / 2, (r - l) / 2 - 28, ryTop, from: 156, to: -90)
            p.arc(cx - 8, (ym + p.b) / 2, (r - l) / 2 + 8, ryBottom, from: 90, to: -156)
        },
        "4": { p in
            let (l, r) = figure(p)
            let stem = l + (r - l) * 0.72
            let y = p.bar(p.cap * 0.27)
            p.line((stem, p.b), (stem, p.ct), (l, y), (r, y))
        },
        "5": { p in
            let (l, r) = figure(p)
            let bowlTop = p.cap * 0.6
            let ry = (bowlTop - p.b) / 2, rx = (r - l) / 2
            let cx = (l + r) / 2 - 4, cy = p.b + ry
            let start = p.onEllipse(cx, cy, rx + 4, ry, 148)
            p.path {
                $0.move(r - 8, p.ct)
                $0.line(l + 34, p.ct)
                $0.line(start.0, start.1)
                $0.arc(cx, cy, rx + 4, ry, from: 148, to: -152)
            }
        },
        "6": { p in
            let (l, r) = figure(p)
            let cx = (l + r) / 2, rx = (r - l) / 2
            let ry = (p.cap * 0.6 - p.b) / 2, cy = p.b + ry
            p.ellipse(cx, cy, rx, ry)
            p.arc(cx + 6, cy, rx + 6, p.ct - cy, from: 180, to: 62)
        },
        "7": { p in
            let (l, r) = figure(p)
            p.line((l, p.ct), (r, p.ct), ((l + r) / 2 - 30, p.b))
        },
        "8": { p in
            let (l, r) = figure(p)
            let ym = p.cap * 0.55
            let cx = (l + r) / 2
            p.ellipse(cx, (p.ct + ym) / 2, (r - l) / 2 - 28, (p.ct - ym) / 2)
            p.ellipse(cx, (ym + p.b) / 2, (r - l) / 2, (ym - p.b) / 2)
        },
        "9": { p in
            let (l, r) = figure(p)
            let cx = (l + r) / 2, rx = (r - l) / 2
            let ry = (p.ct - p.cap * 0.4) / 2, cy = p.ct - ry
            p.ellipse(cx, cy, rx, ry)
            p.arc(cx - 6, cy, rx + 6, cy - p.b, from: 0, to: -118)
        },
    ]

    /// The common body of the figures: 560 units advance at regular weight.
    static func figure(_ p: GlyphPen) -> (l: Double, r: Double) {
        p.width(450, stems: 1.2, left: 55, right: 55)
    }
}
