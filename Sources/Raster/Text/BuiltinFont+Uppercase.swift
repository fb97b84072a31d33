extension BuiltinFont {
    /// A–Z on the cap height.
    static let uppercase: [Unicode.Scalar: Definition] = [
        "A": { p in
            let (l, r) = p.width(630, stems: 1.3, left: 26, right: 26)
            let cx = (l + r) / 2
            p.line((l, p.b), (cx, p.ct), (r, p.b))
            let y = p.bar(p.cap * 0.3)
            let t = (y - p.b) / (p.ct - p.b)
            p.line((l + (cx - l) * t, y), (r - (r - cx) * t, y))
        },
        "B": { p in
            let (l, r) = p.width(540, left: 72, right: 50)
            let ym = p.bar(p.cap * 0.52)
            p.line((l, p.b), (l, p.ct))
            let ryTop = (p.ct - ym) / 2
            let xTop = r - 34 - ryTop
            p.path {
                $0.move(l, p.ct)
                $0.line(xTop, p.ct)
                $0.arc(xTop, (p.ct + ym) / 2, ryTop * 1.04, ryTop, from: 90, to: -90)
                $0.line(l, ym)
            }
            let ryBottom = (ym - p.b) / 2
            let xBottom = r - ryBottom * 1.04
            p.path {
                $0.move(l, ym)
                $0.line(xBottom, ym)
                $0.arc(xBottom, (ym + p.b) / 2, ryBottom * 1.04, ryBottom, from: 90, to: -90)
                $0.line(l, p.b)
            }
        },
        "C": { p in
            let (l, r) = p.width(650, stems: 1.3, left: 48, right: 24)
            p.arc((l + r) / 2, p.cap / 2, (r - l) / 2, (p.ct - p.b) / 2, from: 44, to: 316)
        },
        "D": { p in
            let (l, r) = p.width(640, left: 72, right: 48)
            let ry = (p.ct - p.b) / 2
            let rx = min(r - l - 40, ry * 0.92)
            let xd = r - rx
            p.path {
                $0.move(l, p.ct)
                $0.line(xd, p.ct)
                $0.arc(xd, p.cap / 2, rx, ry, from: 90, to: -90)
                $0.line(l, p.b)
                $0.line(l, p.ct)
            }
        },
        "E": { p in
            let (l, r) = p.width(480, stems: 1, left: 72, right: 42)
            p.line((r, p.ct), (l, p.ct), (l, p.b), (r, p.b))
            let y = p.bar(p.cap * 0.5)
            p.line((l, y), (r - 34, y))
        },
        "F": { p in
            let (l, r) = p.width(460, stems: 1, left: 72, right: 36)
            p.line((r, p.ct), (l, p.ct), (l, p.b))
            let y = p.bar(p.cap * 0.49)
            p.line((l, y), (r - 40, y))
        },
        "G": { p in
            let (l, r) = p.width(680, stems: 1.3, left: 48, right: 56)
            let cx = (l + r) / 2, cy = p.bar(p.cap / 2)
            p.path {
                $0.arc(cx, p.cap / 2, (r - l) / 2, (p.ct - p.b) / 2, from: 44, to: 360)
                $0.line(r, cy)
                $0.line(cx + 30, cy)
            }
        },
        "H": { p in
            let (l, r) = p.width(600, left: 72, right: 72)
            p.line((l, p.b), (l, p.ct))
            p.line((r, p.b), (r, p.ct))
            let y = p.bar(p.cap * 0.5)
            p.line((l, y), (r, y))
        },
        "I": { p in
            p.width(80, left: 74, right: 74)
            p.line((p.l, p.b), (p.l, p.ct))
        },
        "J": { p in
            let (l, r) = p.width(420, left: 34, right: 72)
            let rj = (r - l) / 2
            p.path {
                $0.move(r, p.ct)
                $0.line(r, p.b + rj)
                $0.arc(l + rj, p.b + rj, rj, rj, from: 0, to: -168)
            }
        },
        "K": { p in
            let (l, r) = p.width(560, stems: 1.2, left: 72, right: 30)
            p.line((l, p.b), (l, p.ct))
            let jy = p.cap * 0.33
            p.line((r - 10, p.ct), (l, jy))
            let t = 0.4
            p.line((l + (r - 10 - l) * t, jy + (p.ct - jy) * t), (r, p.b))
        },
        "L": { p in
            let (l, r) = p.width(440, stems: 1, left: 72, right: 30)
            p.line((l, p.ct), (l, p.b), (r, p.b))
        },
        "M": { p in
            let (l, r) = p.width(740, stems: 2, left: 72, right: 72)
            p.line((l, p.b), (l, p.ct), ((l + r) / 2, p.cap * 0.2), (r, p.ct), (r, p.b))
        },
        "N": { p in
            let (l, r) = p.width(610, stems: 1.5, left: 72, right: 72)
            p.line((l, p.b), (l, p.ct), (r, p.b), (r, p.ct))
        },
        "O": { p in
            let (l, r) = p.width(730, stems: 1.3, left: 48, right: 48)
            p.ellipse((l + r) / 2, p.cap / 2, (r - l) / 2, (p.ct - p.b) / 2)
        },
        "P": { p in
            let (l, r) = p.width(530, left: 72, right: 40)
            let ym = p.bar(p.cap * 0.42)
            p.line((l, p.b), (l, p.ct))
            let ry = (p.ct - ym) / 2
            let xp = r - ry * 1.04
            p.path {
                $0.move(l, p.ct)
                $0.line(xp, p.ct)
                $0.arc(xp, (p.ct + ym) / 2, ry * 1.04, ry, from: 90, to: -90)
                $0.line(l, ym)
            }
        },
        "Q": { p in
            let (l, r) = p.width(730, stems: 1.3, left: 48, right: 48)
            let rx = (r - l) / 2, ry = (p.ct - p.b) / 2
            p.ellipse((l + r) / 2, p.cap / 2, rx, ry)
            p.line(((l + r) / 2 + rx * 0.34, p.cap * 0.26), (r + 24, p.b - 24))
        },
        "R": { p in
            let (l, r) = p.width(550, stems: 1.2, left: 72, right: 40)
            let ym = p.bar(p.cap * 0.44)
            p.line((l, p.b), (l, p.ct))
            let ry = (p.ct - ym) / 2
            let xp = r - 20 - ry * 1.04
            p.path {
                $0.move(l, p.ct)
                $0.line(xp, p.ct)
                $0.arc(xp, (p.ct + ym) / 2, ry * 1.04, ry, from: 90, to: -90)
                $0.line(l, ym)
            }
            p.line((xp - 20, ym), (r, p.b))
        },
        "S": { p in
            let (l, r) = p.width(540, stems: 1.2, left: 44, right: 44)
            sShape(p, l, r, bottom: p.b, top: p.ct)
        },
        "T": { p in
            let (l, r) = p.width(560, stems: 1, left: 26, right: 26)
            p.line((l, p.ct), (r, p.ct))
            p.line(((l + r) / 2, p.ct), ((l + r) / 2, p.b))
        },
        "U": { p in
            let (l, r) = p.width(600, left: 70, right: 70)
            let rx = (r - l) / 2
            let ry = rx * 0.98
            p.path {
                $0.move(l, p.ct)
                $0.line(l, p.b + ry)
                $0.arc(l + rx, p.b + ry, rx, ry, from: 180, to: 360)
                $0.line(r, p.ct)
            }
        },
        "V": { p in
            let (l, r) = p.width(620, stems: 1.3, left: 24, right: 24)
            p.line((l, p.ct), ((l + r) / 2, p.b), (r, p.ct))
        },
        "W": { p in
            let (l, r) = p.width(900, stems: 2.2, left: 24, right: 24)
            let q = (r - l) / 4
            p.line((l, p.ct), (l + q, p.b), (l + 2 * q, p.ct), (l + 3 * q, p.b), (r, p.ct))
        },
        "X": { p in
            let (l, r) = p.width(580, stems: 1.3, left: 28, right: 28)
            p.line((l, p.ct), (r, p.b))
            p.line((r, p.ct), (l, p.b))
        },
        "Y": { p in
            let (l, r) = p.width(580, stems: 1.3, left: 22, right: 22)
            let cx = (l + r) / 2, jy = p.cap * 0.42
            p.line((l, p.ct), (cx, jy), (r, p.ct))
            p.line((cx, jy), (cx, p.b))
        },
        "Z": { p in
            let (l, r) = p.width(540, stems: 1.2, left: 40, right: 40)
            p.line((l, p.ct), (r, p.ct), (l, p.b), (r, p.b))
        },
    ]
}
