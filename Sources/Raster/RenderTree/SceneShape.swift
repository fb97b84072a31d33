import Foundation

/// A `CAShapeLayer`'s properties under their own names: `path` (``ScenePath``), `fillColor` (a colour, or null
/// for none; black when absent), `fillRule` ("nonZero" or "evenOdd"), `strokeColor`, `lineWidth`, `lineCap`
/// ("butt", "round", "square"), `lineJoin` ("miter", "round", "bevel"), `miterLimit`, `lineDashPattern` (at most
/// ``SceneLimits/maxDashCount`` lengths), `lineDashPhase`, `strokeStart`, `strokeEnd`.
struct SceneShape: Codable {
    var value: ShapeContent
    init(_ v: ShapeContent) { value = v }
    private enum Keys: String, CodingKey, CaseIterable {
        case path, fillColor, fillRule, strokeColor, lineWidth, lineCap, lineJoin, miterLimit
        case lineDashPattern, lineDashPhase, strokeStart, strokeEnd
    }
    static let fillRules: [(String, CGPathFillRule)] = [("nonZero", .winding), ("evenOdd", .evenOdd)]
    static let caps: [(String, CGLineCap)] = [("butt", .butt), ("round", .round), ("square", .square)]
    static let joins: [(String, CGLineJoin)] = [("miter", .miter), ("round", .round), ("bevel", .bevel)]

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        try c.rejectUnknownKeys(Set(Keys.allCases.map(\.rawValue)), at: decoder)
        guard let path = try c.strict(ScenePath.self, .path, expected: "a path [\"M\", x, y, …]")?.value else {
            throw SceneFormatError(decoder.codingPath + [Keys.path], "missing (the shape's path)")
        }
        func color(_ key: Keys, default value: Color?) throws -> Color? {
            guard c.contains(key) else { return value }
            if try c.decodeNil(forKey: key) { return nil }
            return try c.strict(SceneColor.self, key, expected: "a colour or null")?.value
        }
        func name<T>(_ key: Keys, _ names: [(String, T)], default value: T) throws -> T {
            guard let text = try c.strict(String.self, key, expected: "a name") else { return value }
            guard let found = names.first(where: { $0.0 == text }) else {
                let list = names.map { "\"\($0.0)\"" }.joined(separator: ", ")
                throw SceneFormatError(decoder.codingPath + [key], "expected one of \(list), found \"\(text)\"")
            }
            return found.1
        }
        let dashes = try c.strict([Double].self, .lineDashPattern, expected: "a list of lengths") ?? []
        guard dashes.count <= SceneLimits.maxDashCount else {
            throw SceneFormatError(
                decoder.codingPath + [Keys.lineDashPattern],
                "\(dashes.count) dash lengths; at most \(SceneLimits.maxDashCount)")
        }
        for (i, d) in dashes.enumerated() where !(d.isFinite && d >= 0 && d <= SceneLimits.maxCoordinate) {
            throw SceneFormatError(
                decoder.codingPath + [Keys.lineDashPattern, AnyIndex(i)],
                "expected a length in 0…\(SceneLimits.maxCoordinate), found \(d)")
        }
        let limit = SceneLimits.maxCoordinate
        value = ShapeContent(
            path: path,
            fillColor: try color(.fillColor, default: .black),
            fillRule: try name(.fillRule, SceneShape.fillRules, default: .winding),
            strokeColor: try color(.strokeColor, default: nil),
            lineWidth: try c.number(.lineWidth, in: 0...limit, what: "a width") ?? 1,
            lineCap: try name(.lineCap, SceneShape.caps, default: .butt),
            lineJoin: try name(.lineJoin, SceneShape.joins, default: .miter),
            miterLimit: try c.number(.miterLimit, in: 0...10_000, what: "a miter limit") ?? 10,
            lineDashPattern: dashes.map { CGFloat($0) },
            lineDashPhase: try c.number(.lineDashPhase, in: -limit...limit, what: "a phase") ?? 0,
            strokeStart: try c.number(.strokeStart, in: 0...1, what: "a fraction") ?? 0,
            strokeEnd: try c.number(.strokeEnd, in: 0...1, what: "a fraction") ?? 1)
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        let d = ShapeContent(path: VectorPath())
        try c.encode(ScenePath(value.path), forKey: .path)
        if let fill = value.fillColor {
            if fill != d.fillColor { try c.encode(SceneColor(fill), forKey: .fillColor) }
        } else {
            try c.encodeNil(forKey: .fillColor)
        }
        if value.fillRule != d.fillRule {
            try c.encode(SceneShape.fillRules.first { $0.1 == value.fillRule }!.0, forKey: .fillRule)
        }
        if let stroke = value.strokeColor { try c.encode(SceneColor(stroke), forKey: .strokeColor) }
        if value.lineWidth != d.lineWidth { try c.encode(value.lineWidth, forKey: .lineWidth) }
        if value.lineCap != d.lineCap {
            try c.encode(SceneShape.caps.first { $0.1 == value.lineCap }!.0, forKey: .lineCap)
        }
        if value.lineJoin != d.lineJoin {
            try c.encode(SceneShape.joins.first { $0.1 == value.lineJoin }!.0, forKey: .lineJoin)
        }
        if value.miterLimit != d.miterLimit { try c.encode(value.miterLimit, forKey: .miterLimit) }
        if !value.lineDashPattern.isEmpty { try c.encode(value.lineDashPattern, forKey: .lineDashPattern) }
        if value.lineDashPhase != 0 { try c.encode(value.lineDashPhase, forKey: .lineDashPhase) }
        if value.strokeStart != 0 { try c.encode(value.strokeStart, forKey: .strokeStart) }
        if value.strokeEnd != 1 { try c.encode(value.strokeEnd, forKey: .strokeEnd) }
    }
}
