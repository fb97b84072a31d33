import Foundation

/// A backdrop blur: `radius` (points, 0…``SceneLimits/maxBlurRadius``), `saturation` (0…10), `tintColor`.
struct SceneBackdrop: Codable {
    var value: BackdropBlur
    init(_ v: BackdropBlur) { value = v }
    private enum Keys: String, CodingKey, CaseIterable { case radius, saturation, tintColor }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        try c.rejectUnknownKeys(Set(Keys.allCases.map(\.rawValue)), at: decoder)
        guard let radius = try c.number(.radius, in: 0...SceneLimits.maxBlurRadius, what: "a radius") else {
            throw SceneFormatError(decoder.codingPath + [Keys.radius], "missing (the blur radius in points)")
        }
        value = BackdropBlur(
            radius: radius,
            saturation: try c.number(.saturation, in: 0...10, what: "a saturation") ?? 1,
            tintColor: try c.strict(SceneColor.self, .tintColor, expected: "a colour")?.value)
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(value.radius, forKey: .radius)
        if value.saturation != 1 { try c.encode(value.saturation, forKey: .saturation) }
        if let tint = value.tintColor { try c.encode(SceneColor(tint), forKey: .tintColor) }
    }
}
