import Flipbook
import Foundation
import PNG
import Raster
import Testing

/// Filmstrips: geometry, exact frame pixels, labels, outlines and byte-for-byte determinism.
@Suite("Filmstrip")
struct FilmstripTests {
    static let blue = Pixel(r: 0, g: 0, b: 255, a: 255)
    static let orange = Pixel(r: 255, g: 128, b: 0, a: 255)

    /// A frame of one colour with a 2-pixel-wide black stripe at column `stripe`, so copies can be located.
    static func frame(_ fill: Pixel, width: Int = 40, height: Int = 80, stripe: Int = 10) -> Image {
        var image = Image(width: width, height: height, fill: fill)
        for y in 0..<height { for x in stripe..<(stripe + 2) { image[x: x, y: y] = Pixel(r: 0, g: 0, b: 0, a: 255) } }
        return image
    }

    static func strip(_ count: Int, style: FilmstripStyle = FilmstripStyle()) throws -> Filmstrip {
        try Filmstrip(
            frames: (0..<count).map {
                Filmstrip.Frame(image: frame($0 % 2 == 0 ? blue : orange, stripe: 5 + 3 * $0), time: Double($0) * 0.25)
            }, style: style)
    }

    static func isBackground(_ pixel: Pixel, _ style: FilmstripStyle = FilmstripStyle()) -> Bool {
        pixel == style.background.premultiplied8
    }

    @Test func timeLabels() {
        #expect(Filmstrip.label(forTime: 0) == "0.00 s")
        #expect(Filmstrip.label(forTime: 0.25) == "0.25 s")
        #expect(Filmstrip.label(forTime: 1.0 / 60) == "0.02 s")
        #expect(Filmstrip.label(forTime: 1.5) == "1.50 s")
        #expect(Filmstrip.label(forTime: -0.05) == "-0.05 s")
        #expect(Filmstrip.label(forTime: 12.046) == "12.05 s")
    }

    @Test func rowGeometry() throws {
        let style = FilmstripStyle(padding: 10, spacing: 4, labelFontSize: 10, labelGap: 3)
        let layout = try Self.strip(3, style: style).layout
        #expect(layout.columns == 3 && layout.rows == 1)
        let labelHeight = 14  // ceil(10 × 1.4)
        #expect(layout.width == 10 + 3 * 40 + 2 * 4 + 10)
        #expect(layout.height == 10 + 80 + 3 + labelHeight + 10)
        #expect(
            layout.cells.map(\.screen) == [
                .init(x: 10, y: 10, width: 40, height: 80), .init(x: 54, y: 10, width: 40, height: 80),
                .init(x: 98, y: 10, width: 40, height: 80),
            ])
        #expect(
            layout.cells.map(\.label) == [
                .init(x: 10, y: 93, width: 40, height: 14), .init(x: 54, y: 93, width: 40, height: 14),
                .init(x: 98, y: 93, width: 40, height: 14),
            ])
    }

    @Test func gridGeometryWithOutline() throws {
        let outline = DeviceOutline(screenCornerRadius: 8, bezelWidth: 3)
        let style = FilmstripStyle(columns: 2, padding: 5, spacing: 6, outline: outline, labelFontSize: 10, labelGap: 2)
        let layout = try Self.strip(3, style: style).layout
        #expect(layout.columns == 2 && layout.rows == 2)
        let cellWidth = 40 + 6, cellHeight = 80 + 6 + 2 + 14
        #expect(layout.width == 5 + 2 * cellWidth + 6 + 5)
        #expect(layout.height == 5 + 2 * cellHeight + 6 + 5)
        #expect(layout.cells[0].device == .init(x: 5, y: 5, width: 46, height: 86))
        #expect(layout.cells[0].screen == .init(x: 8, y: 8, width: 40, height: 80))
        #expect(layout.cells[1].device == .init(x: 5 + cellWidth + 6, y: 5, width: 46, height: 86))
        #expect(layout.cells[2].device == .init(x: 5, y: 5 + cellHeight + 6, width: 46, height: 86))
        #expect(layout.cells[2].label == .init(x: 5, y: 5 + cellHeight + 6 + 86 + 2, width: 46, height: 14))
        #expect(outline.outerCornerRadius == 11)
    }

    @Test func framesAreCopiedExactlyAndLabelsArePainted() throws {
        let strip = try Self.strip(3)
        let image = strip.render()
        let layout = strip.layout
        #expect(image.width == layout.width && image.height == layout.height)
        for (index, cell) in layout.cells.enumerated() {
            let source = strip.frames[index].image
            for y in 0..<source.height {
                for x in 0..<source.width where image[x: cell.screen.x + x, y: cell.screen.y + y] != source[x: x, y: y]
                {
                    Issue.record("frame \(index) pixel (\(x), \(y)) differs in the sheet")
                    return
                }
            }
            // The label region has text: some pixels are not the background, and they are in the middle third.
            var inked: [Int] = []
            for y in cell.label.y..<cell.label.maxY {
                for x in cell.label.x..<cell.label.maxX where !Self.isBackground(image[x: x, y: y]) { inked.append(x) }
            }
            #expect(inked.count > 20, "label \(index) has \(inked.count) inked pixels")
            #expect(inked.allSatisfy { $0 > cell.label.x + 2 && $0 < cell.label.maxX - 2 })
        }
        // Padding and gaps are background.
        #expect(Self.isBackground(image[x: 0, y: 0]))
        #expect(Self.isBackground(image[x: layout.cells[0].screen.maxX + 1, y: layout.cells[0].screen.y + 5]))
    }

    @Test func labelsDifferByTime() throws {
        let strip = try Self.strip(2)
        let image = strip.render()
        let cells = strip.layout.cells
        var first: [Pixel] = [], second: [Pixel] = []
        for y in 0..<cells[0].label.height {
            for x in 0..<cells[0].label.width {
                first.append(image[x: cells[0].label.x + x, y: cells[0].label.y + y])
                second.append(image[x: cells[1].label.x + x, y: cells[1].label.y + y])
            }
        }
        #expect(first != second)  // "0.00 s" vs "0.25 s"
    }

    @Test func outlineRoundsTheScreenCornersAndDrawsTheBezel() throws {
        let outline = DeviceOutline(screenCornerRadius: 10, bezelWidth: 4)
        let style = FilmstripStyle(outline: outline)
        let strip = try Self.strip(1, style: style)
        let image = strip.render()
        let cell = strip.layout.cells[0]
        let bezel = outline.color.premultiplied8
        // Bezel on each side, at mid-height and mid-width.
        #expect(image[x: cell.device.x + 2, y: cell.device.y + 40] == bezel)
        #expect(image[x: cell.device.maxX - 2, y: cell.device.y + 40] == bezel)
        #expect(image[x: cell.device.x + 20, y: cell.device.y + 1] == bezel)
        // The screen's corner pixel is cut away (bezel shows), its centre is the frame.
        let corner = image[x: cell.screen.x, y: cell.screen.y]
        #expect(corner.b < 40 && corner.r < 40, "the corner pixel \(corner) should be (almost) bezel")
        #expect(image[x: cell.screen.x + 20, y: cell.screen.y + 40] == Self.blue)
        // Outside the outer rounded corner: background.
        #expect(Self.isBackground(image[x: cell.device.x, y: cell.device.y]))
    }

    @Test func deviceOutlinesFollowTheDevice() {
        #expect(DeviceOutline.screenCornerRadius(of: .iPhoneSE) == 0)
        #expect(DeviceOutline.screenCornerRadius(of: .iPhone15) == 55)
        #expect(DeviceOutline.screenCornerRadius(of: .iPad) == 18)
        let small = DeviceOutline.outline(of: .iPhone15, pixelsPerPoint: 0.5)
        #expect(small.screenCornerRadius == 27.5 && small.bezelWidth == 6)
    }

    @Test func sameFramesGiveTheSameBytes() throws {
        let style = FilmstripStyle(columns: 2, outline: DeviceOutline(screenCornerRadius: 9, bezelWidth: 3))
        let a = try PNGEncoder().encode(try Self.strip(3, style: style).render())
        let b = try PNGEncoder().encode(try Self.strip(3, style: style).render(threads: 3))
        #expect(a == b)
        let other = try PNGEncoder().encode(try Self.strip(3).render())
        #expect(a != other)
    }

    @Test func badInputIsNamed() {
        #expect(throws: FilmstripError("a filmstrip needs at least one frame")) { try Filmstrip(frames: []) }
        #expect(throws: FilmstripError("frame 1 is 40×60, frame 0 is 40×80")) {
            try Filmstrip(frames: [
                .init(image: Self.frame(Self.blue), time: 0),
                .init(image: Self.frame(Self.blue, height: 60), time: 1),
            ])
        }
        #expect(throws: FilmstripError("columns must be at least 1, got 0")) {
            try Filmstrip(frames: [.init(image: Self.frame(Self.blue), time: 0)], style: FilmstripStyle(columns: 0))
        }
    }
}
