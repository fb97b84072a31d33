import Foundation

// The JSON scene format: UIKit's and Core Animation's property names as keys, strict validation.
// Documented in Raster.docc/SceneFormat.md.

/// Limits that keep a scene file from asking for absurd work.
public enum SceneLimits {
    /// The largest canvas side in pixels.
    public static let maxPixelSide = 16_384
    /// The largest canvas in pixels.
    public static let maxPixels = 100_000_000
    /// The largest magnitude of a coordinate or length, in points.
    public static let maxCoordinate = 10_000_000.0
    /// The deepest nesting of subviews (below the depth at which JSON decoders give up, so a deeper scene gets
    /// this limit's message, not a generic JSON error).
    public static let maxDepth = 200
    /// The most views in a scene, the root included (checked before any view is decoded).
    public static let maxViews = 100_000
    /// The most pixels all shadows of a scene may cover together, each counted as the area its blur covers on
    /// the canvas at the scene's scale (bounds grown by the radius on every side), or as the whole canvas when
    /// the view or one above it is scaled, rotated or in 3D. Blurring costs time in proportion to that area.
    public static let maxShadowPixels = 400_000_000.0
    /// The most points one path may hold, and all paths of a scene together (flattening and scan conversion
    /// cost time in proportion).
    public static let maxPathPoints = 100_000
    /// The most lengths in a dash pattern.
    public static let maxDashCount = 1_000
    /// The most colours in a gradient.
    public static let maxGradientStops = 1_000
    /// The largest backdrop blur radius, in points.
    public static let maxBlurRadius = 1_000.0
    /// The most pixels the masks, backdrop blurs and gradients of a scene may paint offscreen together, each
    /// counted as the whole canvas at the scene's scale (each costs up to a pass over it).
    public static let maxOffscreenPixels = 1_000_000_000.0

    /// The most characters (Unicode scalars) the texts of a scene may hold together: each is laid out and its
    /// glyph rasterized (a few hundred bytes and microseconds each).
    public static let maxTextCharacters = 50_000
    /// The most pixels the texts of a scene may be drawn into together: each text is drawn into an image of its
    /// bounds at the scene's scale (at most four canvases, or 4 M pixels; a larger one draws only what can be
    /// seen), and all of them are held until the frame is painted.
    public static let maxTextPixels = 100_000_000.0

    /// The characters of all texts in `tree`, and the pixels of the images they are drawn into (see
    /// ``maxTextCharacters`` and ``maxTextPixels``).
    static func textWork(_ tree: RenderTree) -> (characters: Int, pixels: Double) {
        let canvas = Double(tree.pixelWidth) * Double(tree.pixelHeight)
        let largest = max(4 * canvas, Double(1 << 22))
        var characters = 0, pixels = 0.0
        var pending: [RenderNode] = [tree.root]
        while let node = pending.popLast() {
            if case .text(let text) = node.contents {
                characters += text.text.unicodeScalars.count
                let (width, height) = TextRenderer.pixelSize(of: node.bounds.size, scale: tree.scale)
                pixels += min(Double(width) * Double(height), largest)
            }
            pending.append(contentsOf: node.children)
            if let mask = node.mask { pending.append(mask) }
        }
        return (characters, pixels)
    }

    /// The points of all paths in `tree` and the pixels its masks, backdrops and gradients paint offscreen (see
    /// ``maxPathPoints`` and ``maxOffscreenPixels``).
    static func paintedWork(_ tree: RenderTree) -> (pathPoints: Int, offscreenPixels: Double) {
        let canvas = Double(tree.pixelWidth) * Double(tree.pixelHeight)
        var points = 0, offscreen = 0.0
        var pending: [RenderNode] = [tree.root]
        while let node = pending.popLast() {
            if let shape = node.shape { points += shape.path.pointCount }
            if node.mask != nil { offscreen += canvas }
            if node.backdrop != nil { offscreen += canvas }
            if node.gradient != nil { offscreen += canvas }
            pending.append(contentsOf: node.children)
            if let mask = node.mask { pending.append(mask) }
        }
        return (points, offscreen)
    }

    /// How the scene JSON is checked before it is decoded (``StrictJSON``): duplicate keys, nesting, views.
    static var strictJSON: StrictJSON.Limits {
        StrictJSON.Limits(
            maxDepth: 2 * maxDepth + 40, listKey: "subviews", maxListElements: maxViews - 1,
            maxListNesting: maxDepth, listElementName: "views")
    }

    /// The canvas pixels the shadows of `tree` cover together (see ``maxShadowPixels``).
    static func shadowPixels(_ tree: RenderTree) -> Double {
        let canvas = Double(tree.pixelWidth) * Double(tree.pixelHeight)
        let scale = Double(tree.scale)
        var total = 0.0
        var pending: [(node: RenderNode, transformed: Bool)] = [(tree.root, false)]
        while let (node, above) = pending.popLast() {
            let transformed = above || !isTranslation(node.transform)
            if node.shadow.opacity > 0, node.shadow.color.alpha > 0 {
                var area = canvas
                if !transformed {
                    var shape = node.bounds
                    if let path = node.shadow.path { shape = path.bounds }
                    let blur = 2 * Double(node.shadow.radius)
                    area = min(canvas, (Double(shape.width) + blur) * (Double(shape.height) + blur) * scale * scale)
                }
                total += area
            }
            let below = transformed || !isTranslation(node.sublayerTransform)
            for child in node.children { pending.append((child, below)) }
        }
        return total
    }

    private static func isTranslation(_ t: CATransform3D) -> Bool {
        t.m11 == 1 && t.m12 == 0 && t.m13 == 0 && t.m14 == 0 && t.m21 == 0 && t.m22 == 1 && t.m23 == 0 && t.m24 == 0
            && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0 && t.m44 == 1
    }
}

extension RenderTree: Codable {
    private enum Keys: String, CodingKey, CaseIterable { case size, scale, backgroundColor, root }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        try c.rejectUnknownKeys(Set(Keys.allCases.map(\.rawValue)), at: decoder)
        guard let size = try c.strict(SceneSize.self, .size, expected: "a size {\"width\", \"height\"}") else {
            throw SceneFormatError(decoder.codingPath + [Keys.size], "missing (the window size in points)")
        }
        let scale = try c.number(.scale, in: PixelGrid.scales, what: "a scale") ?? 1
        guard let root = try c.strict(RenderNode.self, .root, expected: "a view object") else {
            throw SceneFormatError(decoder.codingPath + [Keys.root], "missing (the root view)")
        }
        let w = PixelGrid.pixelLength(size.value.width, scale: scale),
            h = PixelGrid.pixelLength(size.value.height, scale: scale)
        guard w >= 1, h >= 1, w <= CGFloat(SceneLimits.maxPixelSide), h <= CGFloat(SceneLimits.maxPixelSide),
            w * h <= CGFloat(SceneLimits.maxPixels)
        else {
            throw SceneFormatError(
                decoder.codingPath + [Keys.size],
                "\(size.value.width)×\(size.value.height) points at scale \(scale) is \(Int(w))×\(Int(h)) pixels; "
                    + "each side must be 1…\(SceneLimits.maxPixelSide) and the total at most "
                    + "\(SceneLimits.maxPixels)")
        }
        self.init(
            size: size.value, scale: scale,
            backgroundColor: try c.strict(SceneColor.self, .backgroundColor, expected: "a colour")?.value ?? .black,
            root: root)
        try checkWorkLimits()
    }

    /// Checks the limits on the work painting this tree takes at its scale (``SceneLimits``: shadows, paths,
    /// offscreen pixels, text): decoding a scene checks them, and whoever changes ``scale`` afterwards (as
    /// `flipbook paint --scale` does) must check them again, since the work grows with the scale.
    ///
    /// - Throws: ``SceneFormatError`` at `root`, naming the total and the limit.
    public func checkWorkLimits() throws(SceneFormatError) {
        let codingPath: [any CodingKey] = [Keys.root]
        let scale = Double(self.scale)
        let shadows = SceneLimits.shadowPixels(self)
        guard shadows <= SceneLimits.maxShadowPixels else {
            throw SceneFormatError(
                codingPath,
                "the shadows cover \(Int(shadows)) pixels together; at most "
                    + "\(Int(SceneLimits.maxShadowPixels)) (each shadow counts its blurred area, "
                    + "or the whole canvas when its view is scaled or rotated)")
        }
        let work = SceneLimits.paintedWork(self)
        guard work.pathPoints <= SceneLimits.maxPathPoints else {
            throw SceneFormatError(
                codingPath,
                "the paths hold \(work.pathPoints) points together; "
                    + "at most \(SceneLimits.maxPathPoints)")
        }
        let paths = SceneLimits.pathWork(self)
        if let largest = paths.largest,
            paths.points > SceneLimits.maxFlattenedPathPoints
                || paths.rowCrossings > SceneLimits.maxPathRowCrossings
        {
            let points = Int(paths.points), rows = Int(paths.rowCrossings)
            let limits =
                "at most \(Int(SceneLimits.maxFlattenedPathPoints)) points and "
                + "\(Int(SceneLimits.maxPathRowCrossings)) rows"
            throw SceneFormatError(
                codingPath,
                "the paths would be flattened into about \(points) points whose edges cross \(rows) pixel rows "
                    + "at scale \(scale) (the most: \(largest.path), \(Int(largest.points)) points, "
                    + "\(Int(largest.rowCrossings)) rows); \(limits) (curves count by their size on the canvas)")
        }
        if let densest = paths.densest, densest.overlapWork > SceneLimits.maxPathOverlapWork {
            throw SceneFormatError(
                codingPath,
                "the edges of \(densest.path) would overlap in its rows at scale \(scale) with about "
                    + "\(Int(densest.overlapWork)) units of work (row crossings² ÷ rows spanned); at most "
                    + "\(Int(SceneLimits.maxPathOverlapWork)) (fewer or narrower strokes over the same rows)")
        }
        guard work.offscreenPixels <= SceneLimits.maxOffscreenPixels else {
            throw SceneFormatError(
                codingPath,
                "the masks, backdrop blurs and gradients paint \(Int(work.offscreenPixels)) pixels "
                    + "offscreen together (each counts the whole canvas); at most "
                    + "\(Int(SceneLimits.maxOffscreenPixels))")
        }
        let text = SceneLimits.textWork(self)
        guard text.characters <= SceneLimits.maxTextCharacters else {
            throw SceneFormatError(
                codingPath,
                "the texts hold \(text.characters) characters together; at most \(SceneLimits.maxTextCharacters)")
        }
        guard text.pixels <= SceneLimits.maxTextPixels else {
            throw SceneFormatError(
                codingPath,
                "the texts are drawn into \(Int(text.pixels)) pixels together at scale \(scale) (each counts its "
                    + "bounds on the canvas, or four canvases when larger); at most \(Int(SceneLimits.maxTextPixels))")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(SceneSize(size), forKey: .size)
        try c.encode(scale, forKey: .scale)
        try c.encode(SceneColor(backgroundColor), forKey: .backgroundColor)
        try c.encode(root, forKey: .root)
    }

    /// Reads a scene file's JSON. Errors are ``SceneFormatError``s naming the JSON path and the value. Before
    /// anything is decoded, the text is checked by ``StrictJSON``: a key given twice, views nested deeper than
    /// ``SceneLimits/maxDepth`` or more than ``SceneLimits/maxViews`` views are refused.
    public init(json data: Data) throws {
        try StrictJSON.check(Array(data), limits: SceneLimits.strictJSON)
        do {
            self = try JSONDecoder().decode(RenderTree.self, from: data)
        } catch let error as SceneFormatError {
            throw error
        } catch DecodingError.dataCorrupted(let context) {
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            throw SceneFormatError(context.codingPath, "invalid JSON: \(underlying ?? context.debugDescription)")
        } catch DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
            DecodingError.keyNotFound(_, let context)
        {
            throw SceneFormatError(context.codingPath, context.debugDescription)
        }
    }

    /// The scene as JSON (keys sorted, defaults omitted).
    public func jsonData(prettyPrinted: Bool = true) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            prettyPrinted ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys]
        return try encoder.encode(self)
    }
}

extension RenderNode: Codable {
    private enum Keys: String, CodingKey, CaseIterable {
        case frame, bounds, position, anchorPoint, transform, sublayerTransform, zPosition, backgroundColor, alpha
        case allowsGroupOpacity, isHidden, cornerRadius, maskedCorners, cornerCurve, borderWidth, borderColor
        case masksToBounds, shadowColor, shadowOpacity, shadowRadius, shadowOffset, shadowPath
        case image, contentMode, text, subviews, gradient, shape, mask, backdrop
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        try c.rejectUnknownKeys(Set(Keys.allCases.map(\.rawValue)), at: decoder)
        guard decoder.codingPath.count < SceneLimits.maxDepth * 2 + 2 else {
            throw SceneFormatError(decoder.codingPath, "views nested deeper than \(SceneLimits.maxDepth) levels")
        }
        self.init()
        let anchor =
            try c.strict(ScenePoint.self, .anchorPoint, expected: "a point {\"x\", \"y\"}")?.value
            ?? CGPoint(x: 0.5, y: 0.5)
        anchorPoint = anchor
        if let frame = try c.strict(
            SceneRect.self, .frame, expected: "a rectangle {\"x\", \"y\", \"width\", \"height\"}")?.value
        {
            if c.contains(.bounds) || c.contains(.position) {
                throw SceneFormatError(
                    decoder.codingPath + [Keys.frame], "give either frame or bounds and position, not both")
            }
            bounds = CGRect(origin: .zero, size: frame.size)
            position = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        } else {
            bounds =
                try c.strict(SceneRect.self, .bounds, expected: "a rectangle {\"x\", \"y\", \"width\", \"height\"}")?
                .value ?? .zero
            position = try c.strict(ScenePoint.self, .position, expected: "a point {\"x\", \"y\"}")?.value ?? .zero
        }
        transform =
            try c.strict(SceneTransform.self, .transform, expected: "a transform")?.value ?? CATransform3DIdentity
        sublayerTransform =
            try c.strict(SceneTransform.self, .sublayerTransform, expected: "a transform")?.value
            ?? CATransform3DIdentity
        zPosition = try c.number(.zPosition) ?? 0
        backgroundColor = try c.strict(SceneColor.self, .backgroundColor, expected: "a colour")?.value
        alpha = try c.number(.alpha, in: 0...1, what: "an alpha") ?? 1
        allowsGroupOpacity = try c.strict(Bool.self, .allowsGroupOpacity, expected: "true or false") ?? true
        isHidden = try c.strict(Bool.self, .isHidden, expected: "true or false") ?? false
        cornerRadius = try c.number(.cornerRadius, in: 0...SceneLimits.maxCoordinate, what: "a radius") ?? 0
        maskedCorners =
            try c.strict(SceneCornerMask.self, .maskedCorners, expected: "a list of corner names")?.value ?? .all
        cornerCurve =
            try c.strict(CornerCurve.self, .cornerCurve, expected: "\"circular\" or \"continuous\"") ?? .circular
        borderWidth = try c.number(.borderWidth, in: 0...SceneLimits.maxCoordinate, what: "a width") ?? 0
        borderColor = try c.strict(SceneColor.self, .borderColor, expected: "a colour")?.value ?? .black
        masksToBounds = try c.strict(Bool.self, .masksToBounds, expected: "true or false") ?? false
        shadow = Shadow(
            color: try c.strict(SceneColor.self, .shadowColor, expected: "a colour")?.value ?? .black,
            opacity: try c.number(.shadowOpacity, in: 0...1, what: "an opacity") ?? 0,
            radius: try c.number(.shadowRadius, in: 0...10_000, what: "a radius") ?? 3,
            offset: try c.strict(SceneOffset.self, .shadowOffset, expected: "a size {\"width\", \"height\"}")?.value
                ?? CGSize(width: 0, height: -3),
            path: try c.strict(SceneShadowPath.self, .shadowPath, expected: "a path")?.value)
        let mode = try c.strict(
            ContentMode.self, .contentMode,
            expected: ContentMode.allCases.dropLast().map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                + " or \"\(ContentMode.allCases.last!.rawValue)\"")
        if let image = try c.strict(SceneImage.self, .image, expected: "an image {\"width\", \"height\", \"rgba\"}")?
            .value
        {
            contents = .image(image, contentMode: mode ?? .scaleToFill)
            if c.contains(.text) {
                throw SceneFormatError(decoder.codingPath + [Keys.text], "a view shows an image or text, not both")
            }
        } else if let text = try c.strict(SceneText.self, .text, expected: "a text object")?.value {
            contents = .text(text)
        }
        gradient = try c.strict(SceneGradient.self, .gradient, expected: "a gradient object")?.value
        shape = try c.strict(SceneShape.self, .shape, expected: "a shape object")?.value
        backdrop = try c.strict(SceneBackdrop.self, .backdrop, expected: "a backdrop object {\"radius\"}")?.value
        mask = try c.strict(RenderNode.self, .mask, expected: "a view object")
        children = try c.strict([RenderNode].self, .subviews, expected: "a list of views") ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        let d = RenderNode()
        try c.encode(SceneRect(bounds), forKey: .bounds)
        try c.encode(ScenePoint(position), forKey: .position)
        if anchorPoint != d.anchorPoint { try c.encode(ScenePoint(anchorPoint), forKey: .anchorPoint) }
        if !CATransform3DIsIdentity(transform) { try c.encode(SceneTransform(transform), forKey: .transform) }
        if !CATransform3DIsIdentity(sublayerTransform) {
            try c.encode(SceneTransform(sublayerTransform), forKey: .sublayerTransform)
        }
        if zPosition != 0 { try c.encode(zPosition, forKey: .zPosition) }
        if let backgroundColor { try c.encode(SceneColor(backgroundColor), forKey: .backgroundColor) }
        if alpha != 1 { try c.encode(alpha, forKey: .alpha) }
        if !allowsGroupOpacity { try c.encode(false, forKey: .allowsGroupOpacity) }
        if isHidden { try c.encode(true, forKey: .isHidden) }
        if cornerRadius != 0 { try c.encode(cornerRadius, forKey: .cornerRadius) }
        if maskedCorners != .all { try c.encode(SceneCornerMask(maskedCorners), forKey: .maskedCorners) }
        if cornerCurve != .circular { try c.encode(cornerCurve, forKey: .cornerCurve) }
        if borderWidth != 0 { try c.encode(borderWidth, forKey: .borderWidth) }
        if borderColor != d.borderColor { try c.encode(SceneColor(borderColor), forKey: .borderColor) }
        if masksToBounds { try c.encode(true, forKey: .masksToBounds) }
        if shadow.color != d.shadow.color { try c.encode(SceneColor(shadow.color), forKey: .shadowColor) }
        if shadow.opacity != d.shadow.opacity { try c.encode(shadow.opacity, forKey: .shadowOpacity) }
        if shadow.radius != d.shadow.radius { try c.encode(shadow.radius, forKey: .shadowRadius) }
        if shadow.offset != d.shadow.offset { try c.encode(SceneOffset(shadow.offset), forKey: .shadowOffset) }
        if let path = shadow.path { try c.encode(SceneShadowPath(path), forKey: .shadowPath) }
        switch contents {
        case .image(let image, let mode)?:
            try c.encode(SceneImage(image), forKey: .image)
            try c.encode(mode, forKey: .contentMode)
        case .text(let text)?:
            try c.encode(SceneText(text), forKey: .text)
        case nil:
            break
        }
        if let gradient { try c.encode(SceneGradient(gradient), forKey: .gradient) }
        if let shape { try c.encode(SceneShape(shape), forKey: .shape) }
        if let backdrop { try c.encode(SceneBackdrop(backdrop), forKey: .backdrop) }
        if let mask { try c.encode(mask, forKey: .mask) }
        if !children.isEmpty { try c.encode(children, forKey: .subviews) }
    }
}

// MARK: - Value encodings

struct ScenePoint: Codable {
    var value: CGPoint
    init(_ v: CGPoint) { value = v }
    private enum Keys: String, CodingKey, CaseIterable { case x, y }
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        try c.rejectUnknownKeys(["x", "y"], at: decoder)
        guard let x = try c.number(.x), let y = try c.number(.y) else {
            throw SceneFormatError(decoder.codingPath, "a point needs \"x\" and \"y\"")
        }
        value = CGPoint(x: x, y: y)
    }
    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(value.x, forKey: .x); try c.encode(value.y, forKey: .y)
    }
}

/// A size that must not be negative.
struct SceneSize: Codable {
    var value: CGSize
    init(_ v: CGSize) { value = v }
    init(from decoder: any Decoder) throws {
        value = try SceneOffset.widthAndHeight(from: decoder, nonNegative: true)
    }
    func encode(to encoder: any Encoder) throws { try SceneOffset(value).encode(to: encoder) }
}

/// An offset: a size whose components may be negative.
struct SceneOffset: Codable {
    var value: CGSize
    init(_ v: CGSize) { value = v }
    private enum Keys: String, CodingKey, CaseIterable { case width, height }
    init(from decoder: any Decoder) throws {
        value = try SceneOffset.widthAndHeight(from: decoder, nonNegative: false)
    }

    /// `{"width": …, "height": …}`, both required; `nonNegative`: each in 0…``SceneLimits/maxCoordinate`` (a
    /// size), else any coordinate (an offset).
    static func widthAndHeight(from decoder: any Decoder, nonNegative: Bool) throws -> CGSize {
        let c = try decoder.container(keyedBy: Keys.self)
        try c.rejectUnknownKeys(["width", "height"], at: decoder)
        func read(_ key: Keys, _ what: String) throws -> CGFloat? {
            nonNegative ? try c.number(key, in: 0...SceneLimits.maxCoordinate, what: what) : try c.number(key)
        }
        guard let w = try read(.width, "a width (not negative)"), let h = try read(.height, "a height (not negative)")
        else {
            let what = nonNegative ? "a size" : "an offset"
            throw SceneFormatError(decoder.codingPath, "\(what) needs \"width\" and \"height\"")
        }
        return CGSize(width: w, height: h)
    }
    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(value.width, forKey: .width); try c.encode(value.height, forKey: .height)
    }
}

struct SceneRect: Codable {
    var value: CGRect
    init(_ v: CGRect) { value = v }
    private enum Keys: String, CodingKey, CaseIterable { case x, y, width, height }
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        try c.rejectUnknownKeys(["x", "y", "width", "height"], at: decoder)
        guard let w = try c.number(.width, in: 0...SceneLimits.maxCoordinate, what: "a width (not negative)"),
            let h = try c.number(.height, in: 0...SceneLimits.maxCoordinate, what: "a height (not negative)")
        else {
            throw SceneFormatError(
                decoder.codingPath, "a rectangle needs \"width\" and \"height\" (\"x\" and \"y\" default to 0)")
        }
        value = CGRect(x: try c.number(.x) ?? 0, y: try c.number(.y) ?? 0, width: w, height: h)
    }
    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(value.origin.x, forKey: .x); try c.encode(value.origin.y, forKey: .y)
        try c.encode(value.width, forKey: .width); try c.encode(value.height, forKey: .height)
    }
}

/// Either 16 numbers (a `CATransform3D`, row by row) or an affine `{a, b, c, d, tx, ty}`.
struct SceneTransform: Codable {
    var value: CATransform3D
    init(_ v: CATransform3D) { value = v }
    private enum Keys: String, CodingKey, CaseIterable { case a, b, c, d, tx, ty }
    init(from decoder: any Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            var values: [CGFloat] = []
            while !list.isAtEnd {
                let index = list.currentIndex
                guard let v = try? list.decode(Double.self), v.isFinite else {
                    let found = (try? list.decode(JSONValue.self))?.description ?? "an unreadable value"
                    throw SceneFormatError(decoder.codingPath + [AnyIndex(index)], "expected a number, found \(found)")
                }
                values.append(CGFloat(v))
            }
            guard values.count == 16 else {
                throw SceneFormatError(
                    decoder.codingPath,
                    "a 3D transform needs 16 numbers (m11 … m44, row by row), found "
                        + "\(values.count)"
                )
            }
            value = CATransform3D(
                m11: values[0], m12: values[1], m13: values[2], m14: values[3],
                m21: values[4], m22: values[5], m23: values[6], m24: values[7],
                m31: values[8], m32: values[9], m33: values[10], m34: values[11],
                m41: values[12], m42: values[13], m43: values[14], m44: values[15])
            return
        }
        let c = try decoder.container(keyedBy: Keys.self)
        try c.rejectUnknownKeys(Set(Keys.allCases.map(\.rawValue)), at: decoder)
        let affine = CGAffineTransform(
            a: try c.number(.a, in: -1e7...1e7) ?? 1, b: try c.number(.b, in: -1e7...1e7) ?? 0,
            c: try c.number(.c, in: -1e7...1e7) ?? 0, d: try c.number(.d, in: -1e7...1e7) ?? 1,
            tx: try c.number(.tx) ?? 0, ty: try c.number(.ty) ?? 0)
        value = CATransform3DMakeAffineTransform(affine)
    }
    func encode(to encoder: any Encoder) throws {
        if CATransform3DIsAffine(value) {
            let t = CATransform3DGetAffineTransform(value)
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(t.a, forKey: .a); try c.encode(t.b, forKey: .b); try c.encode(t.c, forKey: .c)
            try c.encode(t.d, forKey: .d); try c.encode(t.tx, forKey: .tx); try c.encode(t.ty, forKey: .ty)
        } else {
            var c = encoder.unkeyedContainer()
            for row in value.rows { for v in row { try c.encode(v) } }
        }
    }
}

struct AnyIndex: CodingKey {
    var intValue: Int?
    var stringValue: String { String(intValue ?? 0) }
    init(_ i: Int) { intValue = i }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

/// `"#RRGGBB"`, `"#RRGGBBAA"`, `{"red", "green", "blue", "alpha"}` (0…1) or `{"white", "alpha"}`.
struct SceneColor: Codable {
    var value: Color
    init(_ v: Color) { value = v }
    private enum Keys: String, CodingKey, CaseIterable { case red, green, blue, white, alpha }
    init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            guard let color = SceneColor.parseHex(text) else {
                throw SceneFormatError(
                    decoder.codingPath, "expected a colour \"#RRGGBB\" or \"#RRGGBBAA\", found \"\(text)\"")
            }
            value = color
            return
        }
        let c = try decoder.container(keyedBy: Keys.self)
        try c.rejectUnknownKeys(Set(Keys.allCases.map(\.rawValue)), at: decoder)
        let alpha = try c.number(.alpha, in: 0...1, what: "a component") ?? 1
        if let white = try c.number(.white, in: 0...1, what: "a component") {
            if c.contains(.red) || c.contains(.green) || c.contains(.blue) {
                throw SceneFormatError(decoder.codingPath, "give either white or red, green and blue")
            }
            value = Color(white: Double(white), alpha: Double(alpha))
            return
        }
        guard let r = try c.number(.red, in: 0...1, what: "a component"),
            let g = try c.number(.green, in: 0...1, what: "a component"),
            let b = try c.number(.blue, in: 0...1, what: "a component")
        else {
            throw SceneFormatError(
                decoder.codingPath, "a colour object needs \"red\", \"green\" and \"blue\" (or \"white\")")
        }
        value = Color(red: Double(r), green: Double(g), blue: Double(b), alpha: Double(alpha))
    }

    static func parseHex(_ text: String) -> Color? {
        guard text.hasPrefix("#") else { return nil }
        let digits = text.dropFirst()
        guard digits.count == 6 || digits.count == 8, let v = UInt64(digits, radix: 16) else { return nil }
        let n = digits.count == 6 ? (v << 8) | 0xFF : v
        return Color(
            red8: UInt8((n >> 24) & 0xFF), green8: UInt8((n >> 16) & 0xFF),
            blue8: UInt8((n >> 8) & 0xFF), alpha8: UInt8(n & 0xFF))
    }

    func encode(to encoder: any Encoder) throws {
        // Hex when the colour is exactly 8-bit, components otherwise.
        let comps = [value.red, value.green, value.blue, value.alpha]
        if comps.allSatisfy({ ($0 * 255).rounded() / 255 == $0 }) {
            var c = encoder.singleValueContainer()
            let bytes = comps.map { Int(($0 * 255).rounded()) }
            let hex = bytes.map { String(format: "%02X", $0) }.joined()
            try c.encode("#" + (bytes[3] == 255 ? String(hex.prefix(6)) : hex))
        } else {
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(value.red, forKey: .red); try c.encode(value.green, forKey: .green)
            try c.encode(value.blue, forKey: .blue); try c.encode(value.alpha, forKey: .alpha)
        }
    }
}

/// A list of `CACornerMask` names.
struct SceneCornerMask: Codable {
    var value: CornerMask
    init(_ v: CornerMask) { value = v }
    static let names: [(String, CornerMask)] = [
        ("layerMinXMinYCorner", .layerMinXMinYCorner), ("layerMaxXMinYCorner", .layerMaxXMinYCorner),
        ("layerMinXMaxYCorner", .layerMinXMaxYCorner), ("layerMaxXMaxYCorner", .layerMaxXMaxYCorner),
    ]
    init(from decoder: any Decoder) throws {
        var list = try decoder.unkeyedContainer()
        var mask: CornerMask = []
        while !list.isAtEnd {
            let index = list.currentIndex
            let found = try list.decode(JSONValue.self)
            guard case .string(let name) = found, let corner = SceneCornerMask.names.first(where: { $0.0 == name })?.1
            else {
                throw SceneFormatError(
                    decoder.codingPath + [AnyIndex(index)],
                    "expected one of \(SceneCornerMask.names.map(\.0).joined(separator: ", ")), found \(found)")
            }
            mask.insert(corner)
        }
        value = mask
    }
    func encode(to encoder: any Encoder) throws {
        var c = encoder.unkeyedContainer()
        for (name, corner) in SceneCornerMask.names where value.contains(corner) { try c.encode(name) }
    }
}

/// `{"rect": …}`, `{"roundedRect": …, "cornerRadius": r}` or `{"ovalIn": …}`, as `UIBezierPath`'s initialisers,
/// or `{"path": ["M", x, y, …]}` (``ScenePath``) for any other shape.
struct SceneShadowPath: Codable {
    var value: ShadowPath
    init(_ v: ShadowPath) { value = v }
    private enum Keys: String, CodingKey, CaseIterable { case rect, roundedRect, cornerRadius, ovalIn, path }
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        try c.rejectUnknownKeys(Set(Keys.allCases.map(\.rawValue)), at: decoder)
        let expected = "a rectangle {\"x\", \"y\", \"width\", \"height\"}"
        if let r = try c.strict(SceneRect.self, .rect, expected: expected)?.value, c.allKeys.count == 1 {
            value = .rect(r)
        } else if let r = try c.strict(SceneRect.self, .roundedRect, expected: expected)?.value, c.allKeys.count <= 2 {
            value = .roundedRect(
                r, cornerRadius: try c.number(.cornerRadius, in: 0...SceneLimits.maxCoordinate, what: "a radius") ?? 0)
        } else if let r = try c.strict(SceneRect.self, .ovalIn, expected: expected)?.value, c.allKeys.count == 1 {
            value = .ellipse(r)
        } else if let p = try c.strict(ScenePath.self, .path, expected: "a path [\"M\", x, y, …]")?.value,
            c.allKeys.count == 1
        {
            value = .path(p)
        } else {
            throw SceneFormatError(
                decoder.codingPath,
                "expected exactly one of {\"rect\"}, {\"roundedRect\", \"cornerRadius\"}, {\"ovalIn\"}, {\"path\"}")
        }
    }
    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        switch value {
        case .rect(let r): try c.encode(SceneRect(r), forKey: .rect)
        case .roundedRect(let r, let radius):
            try c.encode(SceneRect(r), forKey: .roundedRect); try c.encode(radius, forKey: .cornerRadius)
        case .ellipse(let r): try c.encode(SceneRect(r), forKey: .ovalIn)
        case .path(let p): try c.encode(ScenePath(p), forKey: .path)
        }
    }
}

/// `{"width", "height", "rgba"}`: straight (not premultiplied) RGBA8 bytes in base64, rows top to bottom.
struct SceneImage: Codable {
    var value: Image
    init(_ v: Image) { value = v }
    private enum Keys: String, CodingKey, CaseIterable { case width, height, rgba }
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        try c.rejectUnknownKeys(Set(Keys.allCases.map(\.rawValue)), at: decoder)
        let side = Double(SceneLimits.maxPixelSide)
        guard let w = try c.number(.width, in: 1...side, what: "a pixel width"),
            let h = try c.number(.height, in: 1...side, what: "a pixel height"),
            w == w.rounded(), h == h.rounded()
        else {
            throw SceneFormatError(decoder.codingPath, "an image needs whole-number \"width\" and \"height\" in pixels")
        }
        guard let text = try c.strict(String.self, .rgba, expected: "base64 RGBA bytes"),
            let bytes = Data(base64Encoded: text)
        else {
            throw SceneFormatError(decoder.codingPath + [Keys.rgba], "expected base64 RGBA bytes")
        }
        let width = Int(w), height = Int(h)
        guard bytes.count == width * height * 4 else {
            throw SceneFormatError(
                decoder.codingPath + [Keys.rgba],
                "expected \(width * height * 4) bytes for \(width)×\(height), found \(bytes.count)")
        }
        value = Image(width: width, height: height, unpremultipliedRGBA: [UInt8](bytes))
    }
    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(value.width, forKey: .width); try c.encode(value.height, forKey: .height)
        try c.encode(Data(value.unpremultipliedRGBA()).base64EncodedString(), forKey: .rgba)
    }
}

/// `UILabel`'s names: `text`, `fontSize`, `fontWeight`, `textColor`, `textAlignment`, `numberOfLines`,
/// `lineBreakMode` (written only when it is not the default `"byTruncatingTail"`).
struct SceneText: Codable {
    var value: TextContent
    init(_ v: TextContent) { value = v }
    private enum Keys: String, CodingKey, CaseIterable {
        case text, fontSize, fontWeight, textColor, textAlignment, numberOfLines, lineBreakMode
    }
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        try c.rejectUnknownKeys(Set(Keys.allCases.map(\.rawValue)), at: decoder)
        guard let text = try c.strict(String.self, .text, expected: "a string") else {
            throw SceneFormatError(decoder.codingPath + [Keys.text], "missing (the string to draw)")
        }
        let lines = try c.number(.numberOfLines, in: 0...10_000, what: "a line count") ?? 1
        guard lines == lines.rounded() else {
            throw SceneFormatError(decoder.codingPath + [Keys.numberOfLines], "expected a whole number, found \(lines)")
        }
        value = TextContent(
            text: text, fontSize: try c.number(.fontSize, in: 0.5...2000, what: "a point size") ?? 17,
            weight: try c.strict(
                FontWeight.self, .fontWeight, expected: "\"regular\", \"medium\", \"semibold\" or \"bold\"")
                ?? .regular,
            color: try c.strict(SceneColor.self, .textColor, expected: "a colour")?.value ?? .black,
            alignment: try c.strict(
                TextAlignment.self, .textAlignment,
                expected: "\"left\", \"center\", \"right\", \"natural\" or \"justified\"")
                ?? .natural,
            numberOfLines: Int(lines),
            lineBreakMode: try c.strict(
                TextLineBreakMode.self, .lineBreakMode,
                expected: TextLineBreakMode.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))
                ?? .byTruncatingTail)
    }
    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(value.text, forKey: .text)
        try c.encode(value.fontSize, forKey: .fontSize)
        try c.encode(value.weight, forKey: .fontWeight)
        try c.encode(SceneColor(value.color), forKey: .textColor)
        try c.encode(value.alignment, forKey: .textAlignment)
        try c.encode(value.numberOfLines, forKey: .numberOfLines)
        if value.lineBreakMode != .byTruncatingTail { try c.encode(value.lineBreakMode, forKey: .lineBreakMode) }
    }
}
