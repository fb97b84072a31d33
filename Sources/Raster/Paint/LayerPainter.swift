import Foundation

/// Turns a layer tree into the draw items of a ``Frame``: transforms resolved to plane maps, opacity folded into
/// colours where that is exact, offscreen canvases where it is not (overlapping descendants of a faded group,
/// subtrees under a perspective transform), shadows blurred, clips chained.
struct LayerPainter {
    let scale: Double
    let threads: Int
    var frame: Frame
    let canvas: PixelBox
    private let cache: ShadowCache
    /// Canvases of 3D layers kept across frames, when the painter belongs to a ``Rasterizer``.
    private let flattened: FlattenedTextureCache?
    /// Textures of image and text contents kept across frames, when the painter belongs to a ``Rasterizer``.
    private let images: ImageTextureCache?

    init(
        width: Int, height: Int, background: UInt32, scale: Double, threads: Int = 1,
        cache: ShadowCache = ShadowCache(),
        flattened: FlattenedTextureCache? = nil, images: ImageTextureCache? = nil
    ) {
        self.scale = scale
        self.threads = threads
        frame = Frame(width: width, height: height, background: background)
        canvas = PixelBox(x0: 0, y0: 0, x1: width, y1: height)
        self.cache = cache
        self.flattened = flattened
        self.images = images
    }

    /// Paints a root layer placed in the window (whose points map to pixels by `scale`).
    mutating func paintRoot(_ root: RenderNode) {
        let map = root.placement(in: nil).concatenating(.scale(scale, scale))
        draw(root, map: map, alpha: 1, clip: -1, clipBox: canvas)
    }

    // MARK: - Layers

    /// Draws a layer and its subtree. `map` takes the layer's bounds space to canvas pixels; `alpha` is the
    /// opacity inherited from ancestors whose opacity was folded into their descendants.
    mutating func draw(_ node: RenderNode, map: Homography, alpha: Double, clip: Int, clipBox: PixelBox) {
        guard !node.isHidden, node.alpha > 0, alpha > 0, map.isFinite, !clipBox.isEmpty else { return }
        guard map.isAffine else {
            drawFlattened(node, map: map, alpha: alpha, clip: clip, clipBox: clipBox)
            return
        }
        let map = map.normalized
        let a = alpha * Double(min(1, node.alpha))
        if node.mask != nil {
            drawMasked(node, map: map, alpha: a, clip: clip, clipBox: clipBox)
            return
        }
        drawShadow(node, map: map, alpha: a, clip: clip, clipBox: clipBox)
        if node.alpha < 1 && node.allowsGroupOpacity && needsGroup(node, map: map, clipBox: clipBox) {
            drawGroup(node, map: map, alpha: a, clip: clip, clipBox: clipBox)
        } else {
            drawLayer(node, map: map, alpha: a, clip: clip, clipBox: clipBox)
        }
    }

    /// Backdrop, background, gradient, path, contents, sublayers and border (not the shadow), each faded by
    /// `alpha`.
    mutating func drawLayer(_ node: RenderNode, map: Homography, alpha: Double, clip: Int, clipBox: PixelBox) {
        let shape = RoundedRect(
            node.bounds, radius: node.cornerRadius, corners: node.maskedCorners, curve: node.cornerCurve)
        if let backdrop = node.backdrop {
            drawBackdrop(backdrop, shape: shape, map: map, alpha: alpha, clip: clip, clipBox: clipBox)
        }
        if let color = node.backgroundColor, color.alpha > 0 {
            addShape(shape, hole: nil, map: map, color: color, alpha: alpha, clip: clip, clipBox: clipBox)
        }
        if let gradient = node.gradient {
            drawGradient(
                gradient, shape: shape, bounds: node.bounds, map: map, alpha: alpha, clip: clip,
                clipBox: clipBox)
        }
        if let content = node.shape {
            drawPath(content, map: map, alpha: alpha, clip: clip, clipBox: clipBox)
        }
        var innerClip = clip, innerBox = clipBox
        if node.masksToBounds {
            (innerClip, innerBox) = pushClip(shape, map: map, parent: clip, parentBox: clipBox)
        }
        if let contents = node.contents, !innerBox.isEmpty {
            switch contents {
            case .image(let image, let mode):
                let size = CGSize(
                    width: CGFloat(image.width) / CGFloat(scale), height: CGFloat(image.height) / CGFloat(scale))
                let destination = mode.placement(of: size, in: node.bounds)
                addImage(
                    texture(of: image), in: destination, map: map, alpha: alpha, clip: innerClip, clipBox: innerBox)
            case .text(let text):
                if let (image, destination) = textImage(text, in: node.bounds, map: map, clipBox: innerBox) {
                    addImage(
                        texture(of: image), in: destination, map: map, alpha: alpha, clip: innerClip,
                        clipBox: innerBox)
                }
            }
        }
        if !innerBox.isEmpty {
            for child in LayerPainter.paintOrder(node.children) {
                let childMap = child.placement(in: node).concatenating(map)
                draw(child, map: childMap, alpha: alpha, clip: innerClip, clipBox: innerBox)
            }
        }
        if node.borderWidth > 0, node.borderColor.alpha > 0 {
            let inner = shape.inset(by: Double(node.borderWidth))
            addShape(shape, hole: inner, map: map, color: node.borderColor, alpha: alpha, clip: clip, clipBox: clipBox)
        }
    }

    /// The texture of image or text contents: kept across frames when this painter has a cache.
    private func texture(of image: Image) -> Texture {
        images?.texture(for: image) ?? Texture(image)
    }

    /// The image of a layer's text and the rect of the bounds it covers: the whole label (cached), or for a label
    /// whose image would be far larger than the canvas, only the part `clipBox` can show (with a margin of two
    /// texels for sampling). Nil when nothing is drawn.
    private func textImage(
        _ text: TextContent, in bounds: CGRect, map: Homography,
        clipBox: PixelBox
    ) -> (image: Image, destination: CGRect)? {
        let (width, height) = TextRenderer.pixelSize(of: bounds.size, scale: CGFloat(scale))
        guard width > 0, height > 0 else { return nil }
        var visible = PixelBox.empty
        if let inverse = map.inverse {
            // Canvas pixels → bounds points → the text image's pixels.
            let toTexel =
                inverse
                .concatenating(.translation(-Double(bounds.minX), -Double(bounds.minY)))
                .concatenating(.scale(Double(width) / Double(bounds.width), Double(height) / Double(bounds.height)))
            let clipRect = CGRect(
                x: clipBox.x0, y: clipBox.y0, width: clipBox.x1 - clipBox.x0, height: clipBox.y1 - clipBox.y0)
            let box = PixelBox(covering: toTexel.map(LayerPainter.corners(of: clipRect)))
            if !box.isEmpty { visible = PixelBox(x0: box.x0 - 2, y0: box.y0 - 2, x1: box.x1 + 2, y1: box.y1 + 2) }
        }
        guard
            let (part, window) = TextContents.visiblePart(
                of: text, size: bounds.size, scale: CGFloat(scale),
                visible: visible, canvasPixels: canvas.x1 * canvas.y1)
        else {
            return TextContents.image(for: text, size: bounds.size, scale: CGFloat(scale)).map { ($0, bounds) }
        }
        guard let part else { return nil }
        let sx = Double(bounds.width) / Double(width), sy = Double(bounds.height) / Double(height)
        return (
            part,
            CGRect(
                x: Double(bounds.minX) + Double(window.x0) * sx, y: Double(bounds.minY) + Double(window.y0) * sy,
                width: Double(window.x1 - window.x0) * sx, height: Double(window.y1 - window.y0) * sy)
        )
    }

    /// Sublayers in ascending `zPosition`, equal values in their order.
    static func paintOrder(_ children: [RenderNode]) -> [RenderNode] {
        if children.allSatisfy({ $0.zPosition == children.first?.zPosition }) { return children }
        return children.enumerated().sorted { l, r in
            l.element.zPosition != r.element.zPosition ? l.element.zPosition < r.element.zPosition : l.offset < r.offset
        }.map(\.element)
    }

    // MARK: - Group opacity

    /// A faded layer needs an offscreen canvas only when two of the things its subtree paints overlap;
    /// otherwise folding the opacity into each of them gives the same picture.
    private func needsGroup(_ node: RenderNode, map: Homography, clipBox: PixelBox) -> Bool {
        var boxes: [PixelBox] = []
        primitiveBoxes(node, map: map, clipBox: clipBox, includeShadow: false, into: &boxes)
        guard boxes.count > 1 else { return false }
        let sorted = boxes.sorted { $0.x0 < $1.x0 }
        for i in sorted.indices {
            var j = i + 1
            while j < sorted.count && sorted[j].x0 < sorted[i].x1 {
                if sorted[j].y0 < sorted[i].y1 && sorted[i].y0 < sorted[j].y1 { return true }
                j += 1
            }
        }
        return false
    }

    /// The pixel boxes of everything a subtree paints (background, contents, border, shadows, sublayers).
    func primitiveBoxes(
        _ node: RenderNode, map: Homography, clipBox: PixelBox, includeShadow: Bool,
        into boxes: inout [PixelBox]
    ) {
        guard !node.isHidden, node.alpha > 0, map.isFinite, !clipBox.isEmpty else { return }
        if !map.isAffine {
            let extent = localExtent(node)
            let box = PixelBox(covering: map.map(LayerPainter.corners(of: extent))).intersection(clipBox)
            if !box.isEmpty { boxes.append(box) }
            return
        }
        let map = map.normalized
        if let mask = node.mask {
            // Only where the mask paints can anything of this layer show.
            var own: [PixelBox] = [], masked: [PixelBox] = []
            var unmasked = node
            unmasked.mask = nil
            primitiveBoxes(unmasked, map: map, clipBox: clipBox, includeShadow: includeShadow, into: &own)
            primitiveBoxes(
                mask, map: mask.placement(in: nil).concatenating(map), clipBox: clipBox,
                includeShadow: true, into: &masked)
            let box = own.reduce(PixelBox.empty) { $0.union($1) }
                .intersection(masked.reduce(PixelBox.empty) { $0.union($1) })
            if !box.isEmpty { boxes.append(box) }
            return
        }
        let bounds = PixelBox(covering: map.map(LayerPainter.corners(of: node.bounds))).intersection(clipBox)
        if node.backdrop != nil || (node.gradient.map { !$0.colors.isEmpty } ?? false), !bounds.isEmpty {
            boxes.append(bounds)
        }
        if let shape = node.shape, let box = pathBox(shape, map: map)?.intersection(clipBox), !box.isEmpty {
            boxes.append(box)
        }
        if includeShadow, let shadow = shadowBox(node, map: map) {
            let box = shadow.intersection(clipBox)
            if !box.isEmpty { boxes.append(box) }
        }
        if (node.backgroundColor?.alpha ?? 0) > 0 && !bounds.isEmpty { boxes.append(bounds) }
        if node.borderWidth > 0 && node.borderColor.alpha > 0 && !bounds.isEmpty { boxes.append(bounds) }
        var innerBox = clipBox
        if node.masksToBounds { innerBox = bounds }
        if let contents = node.contents {
            var destination = node.bounds
            if case .image(let image, let mode) = contents {
                let size = CGSize(
                    width: CGFloat(image.width) / CGFloat(scale), height: CGFloat(image.height) / CGFloat(scale))
                destination = mode.placement(of: size, in: node.bounds)
            }
            let box = PixelBox(covering: map.map(LayerPainter.corners(of: destination))).intersection(innerBox)
            if !box.isEmpty { boxes.append(box) }
        }
        for child in node.children {
            primitiveBoxes(
                child, map: child.placement(in: node).concatenating(map), clipBox: innerBox,
                includeShadow: true, into: &boxes)
        }
    }

    /// A painter of a transparent `width × height` canvas at this painter's scale, sharing its caches.
    func offscreenPainter(width: Int, height: Int) -> LayerPainter {
        LayerPainter(
            width: width, height: height, background: 0, scale: scale, threads: threads, cache: cache,
            flattened: flattened, images: images)
    }

    /// Paints the layer into its own transparent canvas, then draws that canvas faded by `alpha`.
    private mutating func drawGroup(_ node: RenderNode, map: Homography, alpha: Double, clip: Int, clipBox: PixelBox) {
        var boxes: [PixelBox] = []
        primitiveBoxes(node, map: map, clipBox: clipBox, includeShadow: false, into: &boxes)
        let region = boxes.reduce(PixelBox.empty) { $0.union($1) }.intersection(clipBox).intersection(canvas)
        guard !region.isEmpty else { return }
        var sub = LayerPainter(
            width: region.x1 - region.x0, height: region.y1 - region.y0, background: 0,
            scale: scale, threads: threads, cache: cache, flattened: flattened, images: images)
        let subMap = map.concatenating(.translation(Double(-region.x0), Double(-region.y0)))
        sub.drawLayer(node, map: subMap, alpha: 1, clip: -1, clipBox: sub.canvas)
        let texture = Texture(painting: sub.frame, threads: threads)
        let rect = RectCoverage(
            x0: Double(region.x0), y0: Double(region.y0), x1: Double(region.x1), y1: Double(region.y1))
        frame.items.append(
            DrawItem(
                coverage: .rect(rect),
                paint: .texture(texture, .aligned(dx: region.x0, dy: region.y0), alpha: Blend.alpha8(alpha)),
                clip: clip, box: region))
    }

    // MARK: - 3D

    /// A layer under a perspective map: its subtree is painted flat in its own plane, then that canvas is mapped
    /// onto the screen with perspective-correct bilinear sampling.
    private mutating func drawFlattened(
        _ node: RenderNode, map: Homography, alpha: Double, clip: Int, clipBox: PixelBox
    ) {
        if node.children.isEmpty && node.contents == nil && shadowShape(node) == nil && !node.hasPaintedContent {
            // A lone layer (background and border only) is drawn directly as its projected shape: the same
            // picture as mapping a flat copy, without resampling its edges.
            drawLayer(node, map: map, alpha: alpha * Double(min(1, node.alpha)), clip: clip, clipBox: clipBox)
            return
        }
        let extent = localExtent(node)
        guard extent.width > 0, extent.height > 0 else { return }
        // The plane's canvas at the window's scale, limited to a sane size.
        let limit = 8192.0
        let s = min(scale, limit / Double(extent.width), limit / Double(extent.height))
        let x0 = (Double(extent.minX) * s).rounded(.down), y0 = (Double(extent.minY) * s).rounded(.down)
        let x1 = (Double(extent.maxX) * s).rounded(.up), y1 = (Double(extent.maxY) * s).rounded(.up)
        let width = Int(x1 - x0), height = Int(y1 - y0)
        guard width > 0, height > 0 else { return }
        // Texel space → canvas: texel q is local point (q + origin) / s.
        let toCanvas = Homography.translation(x0, y0).concatenating(.scale(1 / s, 1 / s)).concatenating(map)
        guard let toTexel = toCanvas.inverse else { return }
        let quad = toCanvas.map([
            Point(x: 0, y: 0), Point(x: Double(width), y: 0),
            Point(x: Double(width), y: Double(height)), Point(x: 0, y: Double(height)),
        ])
        let box = PixelBox(covering: quad).intersection(clipBox).intersection(canvas)
        guard quad.count >= 3, !box.isEmpty else { return }
        let (scale, threads, cache, flattened, images) = (s, self.threads, self.cache, self.flattened, self.images)
        // The canvas: the subtree painted flat, or nil when it paints nothing.
        func paintCanvas() -> Texture? {
            var sub = LayerPainter(
                width: width, height: height, background: 0, scale: scale, threads: threads, cache: cache,
                flattened: flattened, images: images)
            let subMap = Homography.scale(scale, scale).concatenating(.translation(-x0, -y0))
            if node.mask != nil {
                sub.drawMasked(node, map: subMap, alpha: 1, clip: -1, clipBox: sub.canvas)
            } else {
                sub.drawShadow(node, map: subMap, alpha: 1, clip: -1, clipBox: sub.canvas)
                sub.drawLayer(node, map: subMap, alpha: 1, clip: -1, clipBox: sub.canvas)
            }
            guard !sub.frame.items.isEmpty else { return nil }
            let texture = Texture(painting: sub.frame, threads: threads)
            texture.prepareForSampling()
            return texture
        }
        let found: Texture?
        if let flattened {
            let key = FlattenedTextureCache.Key(node: node, scale: s, x0: x0, y0: y0, width: width, height: height)
            found = flattened.texture(for: key, paint: paintCanvas)
        } else {
            found = paintCanvas()
        }
        guard let texture = found else { return }
        frame.items.append(
            DrawItem(
                coverage: .polygon(PolygonCoverage(contours: [quad], rows: frame.height)),
                paint: .texture(texture, .projective(toTexel), alpha: Blend.alpha8(alpha * Double(node.alpha))),
                clip: clip, box: box))
    }

    /// The part of a layer's own plane its subtree paints on, in bounds coordinates.
    private func localExtent(_ node: RenderNode) -> CGRect {
        if node.masksToBounds { return node.bounds }
        var boxes: [PixelBox] = []
        let huge = PixelBox(x0: -16_777_216, y0: -16_777_216, x1: 16_777_216, y1: 16_777_216)
        primitiveBoxes(node, map: .scale(64, 64), clipBox: huge, includeShadow: true, into: &boxes)
        let u = boxes.reduce(PixelBox.empty) { $0.union($1) }
        guard !u.isEmpty else { return .zero }
        return CGRect(
            x: Double(u.x0) / 64, y: Double(u.y0) / 64, width: Double(u.x1 - u.x0) / 64,
            height: Double(u.y1 - u.y0) / 64)
    }

    static func corners(of r: CGRect) -> [Point] {
        let r = r.standardized
        return [
            Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
            Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY),
        ]
    }

    // MARK: - Primitives

    /// The exact-area coverage of a (rounded) rectangle, minus an optional inner one, under an affine map.
    func coverage(of shape: RoundedRect, hole: RoundedRect?, map: Homography) -> (Coverage, PixelBox)? {
        if !shape.isRounded && hole == nil && map.isAxisAligned {
            let p = map.apply(shape.x0, shape.y0), q = map.apply(shape.x1, shape.y1)
            let r = RectCoverage(x0: min(p.x, q.x), y0: min(p.y, q.y), x1: max(p.x, q.x), y1: max(p.y, q.y))
            let box = PixelBox(covering: [Point(x: r.x0, y: r.y0), Point(x: r.x1, y: r.y1)])
            return box.isEmpty ? nil : (.rect(r), box)
        }
        if hole == nil && map.isAxisAligned && map.a > 0 && map.d > 0 {
            // Equal rounded rectangles at equal sub-pixel offsets share one rasterised mask (a list of cards).
            guard let (mask, dx, dy) = cache.mask(for: shape, map: map, sigma: 0, pixelScale: map.linearScale) else {
                return nil
            }
            return (.mask(mask, dx: dx, dy: dy), PixelBox(x0: dx, y0: dy, x1: dx + mask.width, y1: dy + mask.height))
        }
        // Under perspective the local scale varies; flatten curves finely enough for any part of the plane.
        let pixelScale = map.isAffine ? map.linearScale : 4 * scale
        let outer = map.map(shape.polygon(pixelScale: pixelScale))
        guard outer.count >= 3 else { return nil }
        var contours = [outer]
        if let hole {
            let inner = map.map(hole.polygon(pixelScale: pixelScale))
            if inner.count >= 3 { contours.append(inner.reversed()) }
        }
        let box = PixelBox(covering: outer)
        return box.isEmpty ? nil : (.polygon(PolygonCoverage(contours: contours, rows: frame.height)), box)
    }

    private mutating func addShape(
        _ shape: RoundedRect, hole: RoundedRect?, map: Homography, color: Color,
        alpha: Double, clip: Int, clipBox: PixelBox
    ) {
        let paint = Blend.pack(color.withAlphaComponent(color.alpha * alpha).premultiplied8)
        guard paint != 0, let (coverage, box) = coverage(of: shape, hole: hole, map: map) else { return }
        let visible = box.intersection(clipBox).intersection(canvas)
        guard !visible.isEmpty else { return }
        frame.items.append(DrawItem(coverage: coverage, paint: .solid(paint), clip: clip, box: visible))
    }

    private mutating func pushClip(_ shape: RoundedRect, map: Homography, parent: Int, parentBox: PixelBox) -> (
        Int, PixelBox
    ) {
        guard let (coverage, box) = coverage(of: shape, hole: nil, map: map) else { return (parent, .empty) }
        let visible = box.intersection(parentBox).intersection(canvas)
        guard !visible.isEmpty else { return (parent, .empty) }
        frame.clips.append(Clip(coverage: coverage, parent: parent, box: visible))
        return (frame.clips.count - 1, visible)
    }

    /// Draws texels over `destination` (bounds space): an exact copy when the map is a whole-pixel translation
    /// at one texel per pixel, bilinear otherwise.
    private mutating func addImage(
        _ texture: Texture, in destination: CGRect, map: Homography, alpha: Double,
        clip: Int, clipBox: PixelBox
    ) {
        guard texture.width > 0, texture.height > 0, destination.width > 0, destination.height > 0 else { return }
        let shape = RoundedRect(destination, radius: 0)
        guard let (coverage, box) = coverage(of: shape, hole: nil, map: map) else { return }
        let visible = box.intersection(clipBox).intersection(canvas)
        guard !visible.isEmpty, let inverse = map.inverse else { return }
        let toTexel =
            inverse
            .concatenating(.translation(-Double(destination.minX), -Double(destination.minY)))
            .concatenating(
                .scale(
                    Double(texture.width) / Double(destination.width),
                    Double(texture.height) / Double(destination.height))
            ).normalized
        let mapping: TextureMapping
        func isInteger(_ v: Double) -> Bool { abs(v - v.rounded()) < 1e-9 }
        if toTexel.isAxisAligned && abs(toTexel.a - 1) < 1e-12 && abs(toTexel.d - 1) < 1e-12
            && isInteger(toTexel.tx) && isInteger(toTexel.ty)
        {
            mapping = .aligned(dx: -Int(toTexel.tx.rounded()), dy: -Int(toTexel.ty.rounded()))
        } else {
            mapping = .projective(toTexel)
            texture.prepareForSampling()
        }
        frame.items.append(
            DrawItem(
                coverage: coverage, paint: .texture(texture, mapping, alpha: Blend.alpha8(alpha)),
                clip: clip, box: visible))
    }

    // MARK: - Shadows

    /// The shape casting a layer's shadow, in bounds space, if it casts one.
    private func shadowShape(_ node: RenderNode) -> ShadowPath? {
        let s = node.shadow
        guard s.opacity > 0, s.color.alpha > 0, !node.masksToBounds else { return nil }
        if let path = s.path { return path }
        let paints =
            (node.backgroundColor?.alpha ?? 0) > 0 || node.contents != nil
            || (node.borderWidth > 0 && node.borderColor.alpha > 0)
        return paints ? .roundedRect(node.bounds, cornerRadius: node.cornerRadius) : nil
    }

    private func shadowBox(_ node: RenderNode, map: Homography) -> PixelBox? {
        if castsContentShadow(node) { return contentShadowBox(node, map: map) }
        guard let shape = shadowShape(node) else { return pathShadowBox(node, caster: nil, map: map) }
        let rect: CGRect
        switch shape {
        case .rect(let r), .ellipse(let r), .roundedRect(let r, _): rect = r
        case .path(let path): return pathShadowBox(node, caster: path, map: map)
        }
        let offset = rect.offsetBy(dx: node.shadow.offset.width, dy: node.shadow.offset.height)
        let reach = ShadowBlur.reach(sigma: Double(node.shadow.radius) * map.linearScale) + 1
        let b = PixelBox(covering: map.map(LayerPainter.corners(of: offset)))
        return b.isEmpty ? nil : PixelBox(x0: b.x0 - reach, y0: b.y0 - reach, x1: b.x1 + reach, y1: b.y1 + reach)
    }

    /// A blurred copy of the layer's shape (or shadow path) under everything the layer paints. Hidden by
    /// `masksToBounds`, as in Core Animation.
    mutating func drawShadow(_ node: RenderNode, map: Homography, alpha: Double, clip: Int, clipBox: PixelBox) {
        if castsContentShadow(node) {
            // Contents without a shadow path: the shadow follows their alpha.
            drawContentShadow(node, map: map, alpha: alpha, clip: clip, clipBox: clipBox)
            return
        }
        guard let shape = shadowShape(node) else {
            // A shape layer without a background casts the shadow of its path.
            drawPathShadow(node, caster: nil, map: map, alpha: alpha, clip: clip, clipBox: clipBox)
            return
        }
        if case .path(let path) = shape {
            drawPathShadow(node, caster: path, map: map, alpha: alpha, clip: clip, clipBox: clipBox)
            return
        }
        // A shadow wholly outside what can be seen is not blurred at all.
        guard let reach = shadowBox(node, map: map), reach.intersects(clipBox.intersection(canvas)) else { return }
        let shadow = node.shadow
        let color = shadow.color.withAlphaComponent(shadow.color.alpha * Double(min(1, shadow.opacity)) * alpha)
        let paint = Blend.pack(color.premultiplied8)
        guard paint != 0 else { return }
        let dx = shadow.offset.width, dy = shadow.offset.height
        let pixelScale = map.linearScale
        let sigma = Double(shadow.radius) * pixelScale
        let local: [Point]
        var sharpRect: CGRect?
        var rounded: RoundedRect?
        switch shape {
        case .rect(let r):
            sharpRect = r.offsetBy(dx: dx, dy: dy)
            local = LayerPainter.corners(of: sharpRect!)
        case .roundedRect(let r, let radius):
            let rr = RoundedRect(
                r.offsetBy(dx: dx, dy: dy), radius: radius,
                corners: shadow.path == nil ? node.maskedCorners : .all,
                curve: shadow.path == nil ? node.cornerCurve : .circular)
            if rr.isRounded { rounded = rr } else { sharpRect = r.offsetBy(dx: dx, dy: dy) }
            local = rr.polygon(pixelScale: pixelScale)
        case .ellipse(let r):
            local = Ellipse.polygon(in: r.offsetBy(dx: dx, dy: dy), pixelScale: pixelScale)
        case .path:
            return  // drawn above
        }
        let coverage: Coverage
        let box: PixelBox
        if let rect = sharpRect, map.isAxisAligned, ShadowBlur.boxSize(sigma: sigma) > 1 {
            // Fast path: a blurred axis-aligned rectangle is the product of two blurred intervals.
            let p = map.apply(Double(rect.minX), Double(rect.minY)), q = map.apply(Double(rect.maxX), Double(rect.maxY))
            let h = ShadowBlur.profile(from: min(p.x, q.x), to: max(p.x, q.x), sigma: sigma)
            let v = ShadowBlur.profile(from: min(p.y, q.y), to: max(p.y, q.y), sigma: sigma)
            // Only the columns on the canvas: every row's spans are cut to it anyway, and a large blur reaches
            // far beyond it (3σ each side: at radius 10 000 pt @3x, 180 000 columns a row for a 1000-pixel canvas).
            var columns: [Span] = []
            let from = max(0, canvas.x0 - h.first), to = min(h.values.count, canvas.x1 - h.first)
            for i in from..<max(from, to) where h.values[i] > 0 {
                SpanMath.append(
                    Span(x0: Int32(h.first + i), x1: Int32(h.first + i + 1), coverage: h.values[i]), to: &columns)
            }
            coverage = .separable(SeparableCoverage(columns: columns, firstRow: v.first, rows: v.values))
            box = PixelBox(x0: h.first, y0: v.first, x1: h.first + h.values.count, y1: v.first + v.values.count)
        } else if ShadowBlur.boxSize(sigma: sigma) > 1 {
            let polygon = map.map(local)
            if let rr = rounded, map.isAxisAligned {
                // Masks of equal shapes at equal sub-pixel offsets are shared (a list of identical cards).
                guard let (mask, mx, my) = cache.mask(for: rr, map: map, sigma: sigma, pixelScale: pixelScale) else {
                    return
                }
                coverage = .mask(mask, dx: mx, dy: my)
                box = PixelBox(x0: mx, y0: my, x1: mx + mask.width, y1: my + mask.height)
            } else {
                guard let (mask, mx, my) = cache.blurred(polygon: polygon, sigma: sigma) else { return }
                coverage = .mask(mask, dx: mx, dy: my)
                box = PixelBox(x0: mx, y0: my, x1: mx + mask.width, y1: my + mask.height)
            }
        } else {
            let polygon = map.map(local)
            guard polygon.count >= 3 else { return }
            coverage = .polygon(PolygonCoverage(contours: [polygon], rows: frame.height))
            box = PixelBox(covering: polygon)
        }
        let visible = box.intersection(clipBox).intersection(canvas)
        guard !visible.isEmpty else { return }
        frame.items.append(DrawItem(coverage: coverage, paint: .solid(paint), clip: clip, box: visible))
    }
}

/// Rasterised (and, for shadows, blurred) masks of rounded rectangles shared within one render, keyed by shape
/// size and sub-pixel position; masks are made through the rasterizer's ``ShadowMaskStore`` when there is one.
final class ShadowCache: @unchecked Sendable {
    private struct Key: Hashable {
        var width: Double, height: Double, radius: Double, fx: Double, fy: Double, sigma: Double
        var corners: UInt, curve: CornerCurve
    }
    private var masks: [Key: (CoverageMask, Int, Int)] = [:]
    /// Masks kept across frames, found by exactly what they are made from.
    private let store: ShadowMaskStore?

    init(store: ShadowMaskStore? = nil) {
        self.store = store
    }

    /// ``ShadowBlur/mask(polygon:sigma:)``, through the store when there is one.
    func blurred(polygon: [Point], sigma: Double) -> (mask: CoverageMask, dx: Int, dy: Int)? {
        if let store { return store.mask(polygon: polygon, sigma: sigma) }
        return ShadowBlur.mask(polygon: polygon, sigma: sigma)
    }

    /// The mask for `shape` under an axis-aligned `map`, placed on the canvas.
    func mask(for shape: RoundedRect, map: Homography, sigma: Double, pixelScale: Double) -> (CoverageMask, Int, Int)? {
        let p = map.apply(shape.x0, shape.y0), q = map.apply(shape.x1, shape.y1)
        let x0 = min(p.x, q.x), y0 = min(p.y, q.y)
        let ix = x0.rounded(.down), iy = y0.rounded(.down)
        let key = Key(
            width: abs(q.x - p.x), height: abs(q.y - p.y), radius: shape.effectiveRadius * pixelScale,
            fx: x0 - ix, fy: y0 - iy, sigma: sigma, corners: shape.corners.rawValue, curve: shape.curve)
        // Orientation (a mirrored map) changes which corner is which, so mirrored maps skip the cache.
        let mirrored = map.a < 0 || map.d < 0
        if !mirrored, let (mask, dx, dy) = masks[key] { return (mask, dx + Int(ix), dy + Int(iy)) }
        let polygon = map.map(shape.polygon(pixelScale: pixelScale))
        guard let (mask, dx, dy) = blurred(polygon: polygon, sigma: sigma) else { return nil }
        if !mirrored { masks[key] = (mask, dx - Int(ix), dy - Int(iy)) }
        return (mask, dx, dy)
    }
}
