import Foundation

/// A `CAGradientLayer`'s properties: `type` ("axial", "radial", "conic"), `colors`
/// (1…``SceneLimits/maxGradientStops`` colours), `locations` (as many numbers in 0…1, optional), `startPoint`,
/// `endPoint` (unit points).
struct SceneGradient: Codable {
    var value: GradientContent
    init(_ v: GradientContent) { value = v }
    private enum Keys: String, CodingKey, CaseIterable { case type, colors, locations, startPoint, endPoint }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        try c.rejectUnknownKeys(Set(Keys.allCases.map(\.rawValue)), at: decoder)
        let colors = try c.strict([SceneColor].self, .colors, expected: "a list of colours")?.map(\.value) ?? []
        guard (1...SceneLimits.maxGradientStops).contains(colors.count) else {
            throw SceneFormatError(
                decoder.codingPath + [Keys.colors],
                "\(colors.count) colours; a gradient needs 1…\(SceneLimits.maxGradientStops)")
        }
        var locations: [CGFloat]?
        if let given = try c.strict([Double].self, .locations, expected: "a list of numbers") {
            guard given.count == colors.count else {
                throw SceneFormatError(
                    decoder.codingPath + [Keys.locations],
                    "\(given.count) locations for \(colors.count) colours; give one per colour")
            }
            for (i, l) in given.enumerated() where !(l.isFinite && l >= 0 && l <= 1) {
                throw SceneFormatError(decoder.codingPath + [Keys.locations, AnyIndex(i)], "expected 0…1, found \(l)")
            }
            locations = given.map { CGFloat($0) }
        }
        value = GradientContent(
            type: try c.strict(
                GradientContent.Kind.self, .type,
                expected: "\"axial\", \"radial\" or \"conic\"") ?? .axial,
            colors: colors, locations: locations,
            startPoint: try c.strict(ScenePoint.self, .startPoint, expected: "a point {\"x\", \"y\"}")?.value
                ?? CGPoint(x: 0.5, y: 0),
            endPoint: try c.strict(ScenePoint.self, .endPoint, expected: "a point {\"x\", \"y\"}")?.value
                ?? CGPoint(x: 0.5, y: 1))
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(value.type, forKey: .type)
        try c.encode(value.colors.map(SceneColor.init), forKey: .colors)
        if let locations = value.locations { try c.encode(locations, forKey: .locations) }
        try c.encode(ScenePoint(value.startPoint), forKey: .startPoint)
        try c.encode(ScenePoint(value.endPoint), forKey: .endPoint)
    }
}
