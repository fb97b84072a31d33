import Foundation
import Raster

/// A filmstrip or contact sheet: chosen frames of a scenario side by side (a row, or a grid with
/// ``FilmstripStyle/columns``), each labelled with its time ("0.25 s") in the built-in font, optionally inside
/// a ``DeviceOutline``, on a background colour.
///
/// The sheet is a ``RenderTree`` — each frame the image content of a node, each label a text node — painted
/// by the ``Rasterizer`` like any frame: no painting code of its own. The tree is laid out at one pixel per
/// point on whole pixels, so every frame's pixels are copied exactly (rounded screen corners aside).
/// Frames are usually painted small (`flipbook docs --scale`); the sheet does not resample them.
public struct Filmstrip: Sendable {
    /// One frame and its time (seconds after the scenario's first action).
    public struct Frame: Sendable, Equatable {
        /// The frame's pixels.
        public var image: Image
        /// Seconds after the scenario's first action (negative in the lead-in).
        public var time: TimeInterval
        /// The label under the frame; ``Filmstrip/label(forTime:)`` when nil.
        public var label: String?

        /// A frame with its time and, optionally, its own label.
        public init(image: Image, time: TimeInterval, label: String? = nil) {
            self.image = image
            self.time = time
            self.label = label
        }
    }

    /// The frames, in order: left to right, then top to bottom.
    public var frames: [Frame]
    /// How the sheet looks.
    public var style: FilmstripStyle

    /// Frames must all have the same size, at least one pixel each way.
    public init(frames: [Frame], style: FilmstripStyle = FilmstripStyle()) throws(FilmstripError) {
        guard let first = frames.first else { throw FilmstripError("a filmstrip needs at least one frame") }
        guard first.image.width > 0, first.image.height > 0 else {
            throw FilmstripError("frame 0 is empty (\(first.image.width)×\(first.image.height))")
        }
        for (index, frame) in frames.enumerated()
        where frame.image.width != first.image.width || frame.image.height != first.image.height {
            throw FilmstripError(
                "frame \(index) is \(frame.image.width)×\(frame.image.height), "
                    + "frame 0 is \(first.image.width)×\(first.image.height)")
        }
        if let problem = style.problem() { throw FilmstripError(problem) }
        self.frames = frames
        self.style = style
        if let problem = Self.sizeProblem(of: layout) { throw FilmstripError(problem) }
    }

    /// Why a sheet of `layout` is too large to draw — over ``SceneLimits/maxPixels`` pixels (a scene file's
    /// canvas limit; 64 frames of a phone at @3x in one row would be 190 million) — naming its size; or nil.
    public static func sizeProblem(of layout: FilmstripLayout) -> String? {
        let pixels = layout.width.multipliedReportingOverflow(by: layout.height)
        guard pixels.overflow || pixels.partialValue > SceneLimits.maxPixels else { return nil }
        return "the sheet would be \(layout.width)×\(layout.height) pixels, more than the limit of "
            + "\(SceneLimits.maxPixels): fewer frames, more columns or a smaller scale"
    }

    /// A time as a label: seconds with two decimals ("0.25 s", "-0.05 s" in the lead-in).
    public static func label(forTime time: TimeInterval) -> String {
        let hundredths = Int((time * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let fraction = magnitude % 100
        return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction) s"
    }

    /// Where each frame, outline and label goes, from the frames' size and the style.
    public var layout: FilmstripLayout {
        FilmstripLayout(
            count: frames.count, frameWidth: frames[0].image.width, frameHeight: frames[0].image.height,
            style: style)
    }

    /// The sheet as a render tree at scale 1 (one point per pixel).
    public var renderTree: RenderTree {
        let layout = self.layout
        var nodes: [RenderNode] = []
        for (frame, cell) in zip(frames, layout.cells) {
            var screen = RenderNode(frame: cell.screen.rect)
            screen.contents = .image(frame.image, contentMode: .scaleToFill)
            if let outline = style.outline {
                screen.cornerRadius = outline.screenCornerRadius
                screen.cornerCurve = .continuous
                screen.masksToBounds = outline.screenCornerRadius > 0
                var device = RenderNode(frame: cell.device.rect, backgroundColor: outline.color)
                device.cornerRadius = outline.outerCornerRadius
                device.cornerCurve = .continuous
                // The screen in the device's bounds space.
                screen.position = CGPoint(
                    x: CGFloat(cell.screen.x - cell.device.x) + screen.bounds.width / 2,
                    y: CGFloat(cell.screen.y - cell.device.y) + screen.bounds.height / 2)
                device.children = [screen]
                nodes.append(device)
            } else {
                nodes.append(screen)
            }
            var label = RenderNode(frame: cell.label.rect)
            label.contents = .text(
                TextContent(
                    text: frame.label ?? Filmstrip.label(forTime: frame.time),
                    fontSize: layout.labelFontSize, weight: .medium,
                    color: style.labelColor, alignment: .center))
            nodes.append(label)
        }
        let size = CGSize(width: layout.width, height: layout.height)
        return RenderTree(
            size: size, scale: 1, backgroundColor: style.background,
            root: RenderNode(frame: CGRect(origin: .zero, size: size), children: nodes))
    }

    /// The sheet painted by the ``Rasterizer``.
    public func render(threads: Int = 1) -> Image {
        Rasterizer(options: .init(threadCount: threads)).render(renderTree)
    }
}
