extension BuiltinFont {
    /// a–z. Round letters are ellipses on the x-height; arches are half ellipses joined to straight stems.
    static let lowercase: [Unicode.Scalar: Definition] = [
        "a": { p in
            let (l, r) = p.width(440, left: 52, right: 58)
            // Hook and stem.
            let hookRy = (p.xt - p.b) * 0.36
            let hookCx = (l + r) / 2 - 6
            p.path {
                $0.arc(hookCx, p.xt - hookRy, r - hookCx, hookRy, from: 155, to: 0)
                $0.line(r, p.b)
            }
            // Bowl: a flat top running into the stem, round on the left, back into the stem at the bottom.
            let top = p.bar(p.x * 0.56)
            let ry = (top - p.b) / 2
            let rx = (r - l) / 1.72
            let cx = l + rx
            p.path {
                $0.move(r, top)
                $0.line(cx, top)
                $0.arc(cx, p.b + ry, rx, ry, from: 90, to: 325)
            }
        },
        "b": { p in
            let (l, r) = p.width(500, left: 62, right: 45)
            p.line((l, p.at), (l, p.b))
            p.ellipse((l + r) / 2, p.x / 2, (r - l) / 2, (p.xt - p.b) / 2)
        },
        "c": { p in
            let (l, r) = p.width(460, left: 45, right: 30)
            p.arc((l + r) / 2, p.x / 2, (r - l) / 2, (p.xt - p.b) / 2, from: 46, to: 314)
        },
        "d": { p in
            let (l, r) = p.width(500, left: 45, right: 62)
            p.line((r, p.at), (r, p.b))
            p.ellipse((l + r) / 2, p.x / 2, (r - l) / 2, (p.xt - p.b) / 2)
        },
        "e": { p in
            let (l, r) = p.width(490, left: 45, right: 42)
            let cy = p.bar(p.x / 2)
            let ry = (p.xt - p.b) / 2
            p.path {
                $0.move(l, cy)
                $0.line(r, cy)
                $0.arc((l + r) / 2, p.x / 2, (r - l) / 2, ry, from: 0, to: 318)
            }
        },
        "f": { p in
            let (l, r) = p.width(300, stems: 1, left: 28, right: 8)
            let stem = l + 96
            let rf = r - stem
            p.path {
                $0.move(stem, p.b)
                $0.line(stem, p.at - rf)
                $0.arc(stem + rf, p.at - rf, rf, rf, from: 180, to: 62)
            }
            p.line((l, p.xt), (r - 18, p.xt))
        },
        "g": { p in
            let (l, r) = p.width(500, left: 45, right: 62)
            p.ellipse((l + r) / 2, p.x / 2, (r - l) / 2, (p.xt - p.b) / 2)
            let ry = 150.0
            p.path {
                $0.move(r, p.xt)
                $0.line(r, p.dt + ry)
                $0.arc((l + r) / 2, p.dt + ry, (r - l) / 2, ry, from: 0, to: -158)
            }
        },
        "h": { p in
            let (l, r) = p.width(450, left: 62, right: 60)
            p.line((l, p.at), (l, p.b))
            arch(p, l, r)
        },
        "i": { p in
            p.width(80, left: 62, right: 62)
            p.line((p.l, p.xt), (p.l, p.b))
            p.dot(p.l, p.at - p.dotRadius + p.h + 4)
        },
        "j": { p in
            p.width(80, left: 70, right: 62)
            let x = p.l, rj = 112.0
            p.path {
                $0.move(x, p.xt)
                $0.line(x, p.dt + rj)
                $0.arc(x - rj, p.dt + rj, rj, rj, from: 0, to: -112)
            }
            p.dot(x, p.at - p.dotRadius + p.h + 4)
        },
        "k": { p in
            let (l, r) = p.width(430, left: 62, right: 30)
            p.line((l, p.at), (l, p.b))
            let jy = p.x * 0.34
            p.line((r - 8, p.xt), (l, jy))
            let t = 0.44
            p.line((l + (r - 8 - l) * t, jy + (p.xt - jy) * t), (r, p.b))
        },
        "l": { p in
            p.width(80, left: 62, right: 62)
            p.line((p.l, p.at), (p.l, p.b))
        },
        "m": { p in
            let (l, r) = p.width(720, stems: 2.2, left: 62, right: 60)
            let m = (l + r) / 2
            p.line((l, p.xt), (l, p.b))
            arch(p, l, m)
            arch(p, m, r)
        },
        "n": { p in
            let (l, r) = p.width(450, left: 62, right: 60)
            p.line((l, p.xt), (l, p.b))
            arch(p, l, r)
        },
        "o": { p in
            let (l, r) = p.width(510, left: 45, right: 45)
            p.ellipse((l + r) / 2, p.x / 2, (r - l) / 2, (p.xt - p.b) / 2)
        },
        "p": { p in
            let (l, r) = p.width(500, left: 62, right: 45)
            p.line((l, p.xt), (l, p.dt))
            p.ellipse((l + r) / 2, p.x / 2, (r - l) / 2, (p.xt - p.b) / 2)
        },
        "q": { p in
            let (l, r) = p.width(500, left: 45, right: 62)
            p.line((r, p.xt), (r, p.dt))
            p.ellipse((l + r) / 2, p.x / 2, (r - l) / 2, (p.xt - p.b) / 2)
        },
        "r": { p in
            let (l, r) = p.width(290, stems: 1, left: 62, right: 12)
            p.line((l, p.xt), (l, p.b))
            let ry = (p.xt - p.b) * 0.5
            let rx = r - l
            p.arc(l + rx, p.xt - ry, rx, ry, from: 180, to: 80)
        },
        "s": { p in
            let (l, r) = p.width(400, left: 42, right: 42)
            sShape(p, l, r, bottom: p.b, top: p.xt)
        },
        "t": { p in
            let (l, r) = p.width(300, stems: 1, left: 26, right: 22)
            let stem = l + 98
            let rt = 96.0
            p.path {
                $0.move(stem, p.x + 150)
                $0.line(stem, p.b + rt)
                $0.arc(stem + rt, p.b + rt, rt, rt, from: 180, to: 270)
                $0.line(r, p.b)
            }
            p.line((l, p.xt), (r, p.xt))
        },
        "u": { p in
            let (l, r) = p.width(450, left: 60, right: 62)
            let rx = (r - l) / 2
            let ry = min(rx, (p.xt - p.b) * 0.6)
            p.path {
                $0.move(l, p.xt)
                $0.line(l, p.b + ry)
                $0.arc(l + rx, p.b + ry, rx, ry, from: 180, to: 360)
            }
            p.line((r, p.xt), (r, p.b))
        },
        "v": { p in
            let (l, r) = p.width(470, stems: 1.2, left: 28, right: 28)
            p.line((l, p.xt), ((l + r) / 2, p.b), (r, p.xt))
        },
        "w": { p in
            let (l, r) = p.width(720, stems: 2, left: 28, right: 28)
            let q = (r - l) / 4
            p.line((l, p.xt), (l + q, p.b), (l + 2 * q, p.xt), (l + 3 * q, p.b), (r, p.xt))
        },
        "x": { p in
            let (l, r) = p.width(440, stems: 1.2, left: 30, right: 30)
            p.line((l, p.xt), (r, p.b))
            p.line((r, p.xt), (l, p.b))
        },
        "y": { p in
            let (l, r) = p.width(470, stems: 1.2, left: 28, right: 28)
            let cx = (l + r) / 2
            p.line((l, p.xt), (cx, p.b))
            let slope = (r - cx) / (p.xt - p.b)
            let bottom = p.dt + 20
            p.line((r, p.xt), (cx - (p.b - bottom) * slope, bottom))
        },
        "z": { p in
            let (l, r) = p.width(420, stems: 1.2, left: 40, right: 40)
            p.line((l, p.xt), (r, p.xt), (l, p.b), (r, p.b))
        },
    ]

    /// The arch of n, h, m: a half ellipse from the left stem over to a right stem down to the baseline.
    static func arch(_ p: GlyphPen, _ l: Double, _ r: Double) {
        let rx = (r - l) / 2
        let ry = min(rx * 1.02, (p.xt - p.b) * 0.62)
        p.path {
            $0.arc(l + rx, p.xt - ry, rx, ry, from: 180, to: 0)
            $0.line(r, p.b)
        }
    }

    /// An S between centre lines `l`…`r` and `bottom`…`top`: a smaller upper bowl, a diagonal spine, a
    /// larger lower bowl.
    static func sShape(_ p: GlyphPen, _ l: Double, _ r: Double, bottom: Double, top: Double) {
        let mid = (top + bottom) / 2 + (top - bottom) * 0.02
        let cx = (l + r) / 2
        let rx1 = (r - l) / 2 - (r - l) * 0.04, ry1 = (top - mid) / 2
        let rx2 = (r - l) / 2, ry2 = (mid - bottom) / 2
        let cy1 = (top + mid) / 2, cy2 = (mid + bottom) / 2
        let a1 = 212.0, a2 = 32.0
        let p0 = p.onEllipse(cx, cy1, rx1, ry1, a1)
        let p3 = p.onEllipse(cx, cy2, rx2, ry2, a2)
        // Tangents: counter-clockwise on the upper bowl, clockwise on the lower one.
        let (c1, s1) = GlyphTrig.cosSin(degrees: a1)
        let (c2, s2) = GlyphTrig.cosSin(degrees: a2)
        let t0 = (-rx1 * s1, ry1 * c1)
        let t3 = (rx2 * s2, -ry2 * c2)
        let k = 0.42
        p.path {
            $0.arc(cx, cy1, rx1, ry1, from: 22, to: a1)
            $0.cubic(p0.0 + t0.0 * k, p0.1 + t0.1 * k, p3.0 - t3.0 * k, p3.1 - t3.1 * k, p3.0, p3.1)
            $0.arc(cx, cy2, rx2, ry2, from: a2, to: -152)
        }
    }
}
