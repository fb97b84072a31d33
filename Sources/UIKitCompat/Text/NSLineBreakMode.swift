import Foundation

/// UIKit's `NSLineBreakMode`: how a label or paragraph wraps and truncates its lines. Flipbook wraps at words
/// (characters within a word too long for a line) and truncates the last line at its tail whatever the mode;
/// the value is kept for app code to read.
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
