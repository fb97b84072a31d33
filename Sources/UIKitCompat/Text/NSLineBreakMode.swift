import Foundation
import Raster

/// UIKit's `NSLineBreakMode`: how a label or paragraph wraps and truncates its lines. A `UILabel` draws its
/// ``UILabel/lineBreakMode`` in every mode (``UIKitChoices/labelLineBreakModes``); a paragraph style's
/// mode wraps by character with `.byCharWrapping`, and a text view truncates the last line at its tail.
public enum NSLineBreakMode: Int, Sendable {
    /// Wraps at word boundaries (the default of paragraphs).
    case byWordWrapping = 0
    /// Wraps at characters.
    case byCharWrapping = 1
    /// Cuts the line at the edge.
    case byClipping = 2
    /// "…" at the start of the line.
    case byTruncatingHead = 3
    /// "…" at the end of the line (the default of labels).
    case byTruncatingTail = 4
    /// "…" in the middle of the line.
    case byTruncatingMiddle = 5
}

extension NSLineBreakMode {
    /// The rasterizer's mode of the same name.
    var textLineBreakMode: TextLineBreakMode {
        switch self {
        case .byWordWrapping: .byWordWrapping
        case .byCharWrapping: .byCharWrapping
        case .byClipping: .byClipping
        case .byTruncatingHead: .byTruncatingHead
        case .byTruncatingTail: .byTruncatingTail
        case .byTruncatingMiddle: .byTruncatingMiddle
        }
    }
}
