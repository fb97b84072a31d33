import Foundation

/// A path in a scene file: one flat list of commands and numbers as in SVG path data, each command a string
/// followed by its points' coordinates — `"M" x y` (move), `"L" x y` (line), `"Q" cx cy x y` (quadratic),
/// `"C" c1x c1y c2x c2y x y` (cubic), `"Z"` (close). At most ``SceneLimits/maxPathPoints`` points.
struct ScenePath: Codable {
    var value: VectorPath
    init(_ v: VectorPath) { value = v }

    init(from decoder: any Decoder) throws {
        var list = try decoder.unkeyedContainer()
        var elements: [VectorPath.Element] = []
        var points = 0
        func number() throws -> CGFloat {
            let index = list.currentIndex
            guard !list.isAtEnd else {
                throw SceneFormatError(
                    decoder.codingPath + [AnyIndex(index)],
                    "expected a number, found the end of the path")
            }
            guard let v = try? list.decode(Double.self), v.isFinite, abs(v) <= SceneLimits.maxCoordinate else {
                let found = (try? list.decode(JSONValue.self))?.description ?? "an unreadable value"
                throw SceneFormatError(
                    decoder.codingPath + [AnyIndex(index)],
                    "expected a coordinate within ±\(SceneLimits.maxCoordinate), found \(found)")
            }
            return CGFloat(v)
        }
        func point() throws -> CGPoint {
            points += 1
            guard points <= SceneLimits.maxPathPoints else {
                throw SceneFormatError(decoder.codingPath, "a path of more than \(SceneLimits.maxPathPoints) points")
            }
            return CGPoint(x: try number(), y: try number())
        }
        while !list.isAtEnd {
            let index = list.currentIndex
            let found = try list.decode(JSONValue.self)
            guard case .string(let command) = found else {
                throw SceneFormatError(
                    decoder.codingPath + [AnyIndex(index)],
                    "expected a path command \"M\", \"L\", \"Q\", \"C\" or \"Z\", found \(found)")
            }
            switch command {
            case "M": elements.append(.moveTo(try point()))
            case "L": elements.append(.lineTo(try point()))
            case "Q":
                let c = try point()
                elements.append(.quadCurveTo(try point(), control: c))
            case "C":
                let c1 = try point(), c2 = try point()
                elements.append(.curveTo(try point(), control1: c1, control2: c2))
            case "Z": elements.append(.closeSubpath)
            default:
                throw SceneFormatError(
                    decoder.codingPath + [AnyIndex(index)],
                    "expected a path command \"M\", \"L\", \"Q\", \"C\" or \"Z\", found \(found)")
            }
        }
        value = VectorPath(elements: elements)
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.unkeyedContainer()
        for element in value.elements {
            switch element {
            case .moveTo: try c.encode("M")
            case .lineTo: try c.encode("L")
            case .quadCurveTo: try c.encode("Q")
            case .curveTo: try c.encode("C")
            case .closeSubpath: try c.encode("Z")
            }
            for p in element.points { try c.encode(p.x); try c.encode(p.y) }
        }
    }
}
