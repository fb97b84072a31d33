import Foundation
import Raster

/// How a ``Filmstrip`` looks: its grid, spacing, colours, labels and optional device outline. Lengths are
/// in pixels of the output image.
public struct FilmstripStyle: Sendable, Hashable {
    /// Frames per row; nil puts every frame in one row.
    public var columns: Int?
    /// Empty space around the whole sheet.
    public var padding: Int
    /// Space between neighbouring cells, across and down.
    public var spacing: Int
    /// The sheet's colour.
    public var background: Color
    /// Draws each frame inside this outline; nil draws the bare frame.
    public var outline: DeviceOutline?
    /// Each label's colour.
    public var labelColor: Color
    /// The labels' font size in pixels; nil picks one from the frame width (7 %, 11 to 28 pixels).
    public var labelFontSize: CGFloat?
    /// Space between a frame (or its outline) and its label.
    public var labelGap: Int

    /// A style; by default one row, 16 pixels of padding, 12 between cells, the default background and label colours,
    /// no outline, a font size from the frame width and 6 pixels between a frame and its label.
    public init(
        columns: Int? = nil, padding: Int = 16, spacing: Int = 12,
        background: Color = FilmstripStyle.defaultBackground, outline: DeviceOutline? = nil,
        labelColor: Color = FilmstripStyle.defaultLabelColor, labelFontSize: CGFloat? = nil,
        labelGap: Int = 6
    ) {
        self.columns = columns
        self.padding = padding
        self.spacing = spacing
        self.background = background
        self.outline = outline
        self.labelColor = labelColor
        self.labelFontSize = labelFontSize
        self.labelGap = labelGap
    }

    /// UIKit's light `systemGroupedBackground` (#F2F2F7): white screens still stand out from it.
    public static let defaultBackground = Color(red8: 0xF2, green8: 0xF2, blue8: 0xF7)
    /// UIKit's light `secondaryLabel` without its transparency (#3C3C43).
    public static let defaultLabelColor = Color(red8: 0x3C, green8: 0x3C, blue8: 0x43)

    /// The problems in these values, or nil.
    func problem() -> String? {
        if let columns, columns < 1 { return "columns must be at least 1, got \(columns)" }
        if padding < 0 { return "padding must not be negative, got \(padding)" }
        if spacing < 0 { return "spacing must not be negative, got \(spacing)" }
        if labelGap < 0 { return "label gap must not be negative, got \(labelGap)" }
        if let size = labelFontSize, !(size.isFinite && size > 0) { return "label font size must be > 0, got \(size)" }
        return nil
    }
}
