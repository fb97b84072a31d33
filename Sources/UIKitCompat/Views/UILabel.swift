import Foundation
import Raster

/// A view that draws text with Flipbook's built-in font (UIKit's `UILabel`), vertically centred in its bounds.
@preconcurrency @MainActor
open class UILabel: UIView {
    open var text: String? { didSet { setNeedsLayout() } }
    open var font: UIFont = .systemFont(ofSize: 17)
    /// UIKit's `.label` by default (black in light mode, white in dark); a dynamic colour is resolved with the
    /// label's traits when drawn.
    open var textColor: Color = .label
    open var textAlignment: TextAlignment = .natural
    /// 1 by default; 0 means as many lines as needed.
    open var numberOfLines: Int = 1

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    var textContent: TextContent? {
        guard let text, !text.isEmpty else { return nil }
        return TextContent(text: text, fontSize: font.pointSize, weight: font.weight.fontWeight, color: textColor,
                           alignment: textAlignment, numberOfLines: numberOfLines)
    }

    open override func renderContent() -> RenderContent? {
        guard var content = textContent else { return nil }
        if textColor.dynamicSource != nil { content.color = textColor.resolvedColor(with: traitCollection) }
        return .text(content)
    }

    /// The scale of the screen the label is on (1 off screen), for rounding measured sizes to pixels.
    private var screenScale: CGFloat { window?.screenScale ?? 1 }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let content = textContent else { return .zero }
        return TextMeasurement.size(of: content, constrainedToWidth: numberOfLines == 1 ? .infinity : size.width,
                                    scale: screenScale)
    }

    open override var intrinsicContentSize: CGSize {
        guard let content = textContent else { return .zero }
        return TextMeasurement.size(of: content, constrainedToWidth: .infinity, scale: screenScale)
    }
}
