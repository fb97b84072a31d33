import Foundation

/// TextKit's `NSTextContainer`, as a text view owns one: the region its text is laid out in. Flipbook reads
/// ``lineFragmentPadding`` (the space at each side of every line, 5 points by default, see
/// ``UIKitChoices/textViewLineFragmentPadding``) and ``maximumNumberOfLines``; the others are kept.
open class NSTextContainer: NSObject {
    /// The container's size (a text view tracks its own width; kept).
    open var size: CGSize
    /// The space left empty at the start and end of every line, in points.
    open var lineFragmentPadding: CGFloat
    /// The most lines laid out (0, the default: no limit).
    open var maximumNumberOfLines = 0
    /// How the last line is truncated (`.byWordWrapping` by default; kept).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Whether the container's width follows the text view's (true for a text view's container; kept).
    open var widthTracksTextView = false
    /// Whether its height follows the text view's (kept).
    open var heightTracksTextView = false

    /// A container of `size` with UIKit's default padding.
    @MainActor
    public init(size: CGSize) {
        self.size = size
        lineFragmentPadding = UIKitChoices.current.textViewLineFragmentPadding
        super.init()
    }

    /// An unbounded container with UIKit's default padding.
    @MainActor
    public convenience override init() {
        self.init(size: CGSize(width: 10_000_000, height: 10_000_000))
    }
}
