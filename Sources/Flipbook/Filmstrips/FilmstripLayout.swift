import Foundation

/// Where everything of a ``Filmstrip`` goes, in whole pixels of the output image.
///
/// Cells fill rows left to right, `columns` per row (the last row may be shorter; it starts at the left).
/// A cell is the frame, inside its outline when there is one, and its label below it, centred under it.
public struct FilmstripLayout: Sendable, Equatable {
    /// A rectangle of whole pixels.
    public struct Box: Sendable, Hashable, CustomStringConvertible {
        /// The box's left column and top row in the sheet, and its width and height, in pixels.
        public var x: Int, y: Int, width: Int, height: Int
        /// A box of `width × height` pixels whose top-left pixel is at `x, y`.
        public init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x; self.y = y; self.width = width; self.height = height
        }
        /// The column just past the box's right edge (`x + width`).
        public var maxX: Int { x + width }
        /// The row just below the box's bottom edge (`y + height`).
        public var maxY: Int { y + height }
        public var description: String { "(\(x), \(y)) \(width)×\(height)" }
        var rect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
    }

    /// One frame's place.
    public struct Cell: Sendable, Equatable {
        /// The frame's pixels, copied one to one.
        public var screen: Box
        /// The device outline around the screen (the screen when there is no outline).
        public var device: Box
        /// The label's box: as wide as the cell, `labelHeight` high.
        public var label: Box
    }

    /// The sheet's width in pixels, padding included.
    public var width: Int
    /// The sheet's height in pixels, padding included.
    public var height: Int
    /// Cells per row: the style's columns, at most the frame count, at least 1.
    public var columns: Int
    /// Rows of cells (0 without frames).
    public var rows: Int
    /// The labels' font size in pixels: the style's, or 7 % of the frame width within 11…28 pixels.
    public var labelFontSize: CGFloat
    /// One cell per frame, in frame order.
    public var cells: [Cell]

    /// The layout of `count` frames of `frameWidth` × `frameHeight` pixels in `style`.
    public init(count: Int, frameWidth: Int, frameHeight: Int, style: FilmstripStyle) {
        let columns = max(1, min(style.columns ?? count, count))
        let rows = count == 0 ? 0 : (count + columns - 1) / columns
        let bezel = style.outline?.bezelWidth ?? 0
        let fontSize = style.labelFontSize ?? min(28, max(11, (CGFloat(frameWidth) * 0.07).rounded()))
        let labelHeight = Int((fontSize * 1.4).rounded(.up))
        let deviceWidth = frameWidth + 2 * bezel, deviceHeight = frameHeight + 2 * bezel
        let cellHeight = deviceHeight + style.labelGap + labelHeight
        var cells: [Cell] = []
        for index in 0..<count {
            let column = index % columns, row = index / columns
            let x = style.padding + column * (deviceWidth + style.spacing)
            let y = style.padding + row * (cellHeight + style.spacing)
            cells.append(
                Cell(
                    screen: Box(x: x + bezel, y: y + bezel, width: frameWidth, height: frameHeight),
                    device: Box(x: x, y: y, width: deviceWidth, height: deviceHeight),
                    label: Box(x: x, y: y + deviceHeight + style.labelGap, width: deviceWidth, height: labelHeight)))
        }
        self.columns = columns
        self.rows = rows
        self.labelFontSize = fontSize
        self.cells = cells
        width = 2 * style.padding + (count == 0 ? 0 : columns * deviceWidth + (columns - 1) * style.spacing)
        height = 2 * style.padding + (count == 0 ? 0 : rows * cellHeight + (rows - 1) * style.spacing)
    }
}
