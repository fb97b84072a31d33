import Foundation

/// The colours of a ``GradientContent`` over a layer's bounds: a table of 4096 premultiplied colours along the
/// gradient's 0…1 parameter, and the parameter of each point of the bounds.
struct GradientShader {
    static let tableSize = 4096
    private let table: [UInt32]
    private let type: GradientContent.Kind
    /// In bounds points: the start point and the end point (axial, radial) or direction (conic).
    private let sx: Double, sy: Double, ex: Double, ey: Double
    private let invLength2: Double, rx: Double, ry: Double, angle0: Double

    init?(_ gradient: GradientContent, bounds: CGRect) {
        guard !gradient.colors.isEmpty else { return nil }
        type = gradient.type
        table = GradientShader.table(gradient)
        let w = Double(bounds.width), h = Double(bounds.height), x = Double(bounds.minX), y = Double(bounds.minY)
        sx = x + Double(gradient.startPoint.x) * w; sy = y + Double(gradient.startPoint.y) * h
        ex = x + Double(gradient.endPoint.x) * w; ey = y + Double(gradient.endPoint.y) * h
        let dx = ex - sx, dy = ey - sy
        invLength2 = dx * dx + dy * dy > 0 ? 1 / (dx * dx + dy * dy) : 0
        rx = abs(dx); ry = abs(dy)
        angle0 = atan2(dy, dx)
    }

    /// The premultiplied colour at bounds point (x, y).
    @inline(__always)
    func color(x: Double, y: Double) -> UInt32 {
        let t: Double
        switch type {
        case .axial:
            t = ((x - sx) * (ex - sx) + (y - sy) * (ey - sy)) * invLength2
        case .radial:
            let u = rx > 0 ? (x - sx) / rx : (x == sx ? 0 : .infinity)
            let v = ry > 0 ? (y - sy) / ry : (y == sy ? 0 : .infinity)
            t = (u * u + v * v).squareRoot()
        case .conic:
            var a = atan2(y - sy, x - sx) - angle0
            if a < 0 { a += 2 * .pi }
            if a >= 2 * .pi { a -= 2 * .pi }
            t = a / (2 * .pi)
        }
        let clamped = t.isNaN ? 0 : min(1, max(0, t))
        return table[Int(clamped * Double(GradientShader.tableSize - 1) + 0.5)]
    }

    /// The colour at each table entry: straight components interpolated between the stops around it, then
    /// premultiplied and rounded.
    private static func table(_ gradient: GradientContent) -> [UInt32] {
        let colors = gradient.colors
        let n = colors.count
        var locations: [Double]
        if let given = gradient.locations, given.count == n {
            locations = given.map { Double($0) }
            for i in 1..<max(1, n) where !(locations[i] >= locations[i - 1]) { locations[i] = locations[i - 1] }
        } else {
            locations = n == 1 ? [0] : (0..<n).map { Double($0) / Double(n - 1) }
        }
        var out = [UInt32](repeating: 0, count: tableSize)
        var k = 0
        for i in 0..<tableSize {
            let t = Double(i) / Double(tableSize - 1)
            let color: Color
            if t <= locations[0] || n == 1 {
                color = colors[0]
            } else if t >= locations[n - 1] {
                color = colors[n - 1]
            } else {
                while k < n - 2 && t > locations[k + 1] { k += 1 }
                let a = locations[k], b = locations[k + 1]
                let f = b > a ? (t - a) / (b - a) : 1
                let c0 = colors[k], c1 = colors[k + 1]
                color = Color(
                    red: c0.red + (c1.red - c0.red) * f, green: c0.green + (c1.green - c0.green) * f,
                    blue: c0.blue + (c1.blue - c0.blue) * f, alpha: c0.alpha + (c1.alpha - c0.alpha) * f)
            }
            out[i] = Blend.pack(color.premultiplied8)
        }
        return out
    }
}
