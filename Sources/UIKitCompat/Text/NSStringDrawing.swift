import Foundation

/// UIKit's `NSStringDrawingOptions`: how ``Foundation/NSAttributedString/boundingRect(with:options:context:)``
/// lays the text out.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    /// The options' bits, as UIKit's.
    public let rawValue: Int
    /// Options with the bits `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Wrap at the given width and measure from the top left of the first line (without it the text is one line
    /// and the rectangle's origin is the first baseline).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Add the font's leading to the line height (the built-in font has none).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measure the glyphs' own bounds (Flipbook measures the line boxes either way).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Cut the last line that fits with an ellipsis.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// UIKit's `NSStringDrawingContext`: settings and results of measuring text. Flipbook never scales text down
/// to fit, so ``actualScaleFactor`` stays 1 and ``totalBounds`` is the measured rectangle.
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the text may shrink to (0 by default: none; kept, not applied).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was measured at: 1.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle of the last measurement.
    open internal(set) var totalBounds: CGRect = .zero
}

extension NSAttributedString {
    /// The rectangle the text takes when laid out in `size` (``UIKitChoices/stringDrawingMeasurement``): with
    /// `.usesLineFragmentOrigin` wrapped at `size.width`, origin (0, 0); without it on one line, its origin the
    /// first baseline (y = −ascent). Runs without a `.font` use the 12-point system font (UIKit's default is
    /// Helvetica 12). The height is not cut to `size.height`. Not rounded: round up before using it as a frame.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin)
        let layout = AttributedTextLayout(
            self, font: .systemFont(ofSize: 12), color: .black, alignment: .left,
            width: wraps ? size.width : .infinity, numberOfLines: 0, rightToLeft: false,
            lineBreakMode: options.contains(.truncatesLastVisibleLine) ? .byTruncatingTail : .byWordWrapping)
        let ascent = layout.lines.first.map { $0.ascent } ?? 0
        let rect = CGRect(origin: CGPoint(x: 0, y: wraps ? 0 : -ascent), size: layout.size)
        context?.totalBounds = rect
        return rect
    }

    /// The size of the text on one line (``boundingRect(with:options:context:)`` without wrapping).
    public func size() -> CGSize {
        boundingRect(with: CGSize(width: CGFloat.infinity, height: .infinity), options: [], context: nil).size
    }
}

extension NSString {
    /// ``Foundation/NSAttributedString/boundingRect(with:options:context:)`` of the string with `attributes`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
        context: NSStringDrawingContext?
    ) -> CGRect {
        NSAttributedString(string: self as String, attributes: attributes)
            .boundingRect(with: size, options: options, context: context)
    }

    /// The size of the string on one line with `attributes`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self as String, attributes: attributes).size()
    }
}

extension String {
    /// ``Foundation/NSString/boundingRect(with:options:attributes:context:)``, as UIKit's `NSString` addition
    /// reads on a Swift string.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
        context: NSStringDrawingContext?
    ) -> CGRect {
        NSString(string: self).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// The size of the string on one line with `attributes`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSString(string: self).size(withAttributes: attributes)
    }
}
