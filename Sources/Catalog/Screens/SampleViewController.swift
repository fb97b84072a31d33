#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// A recognisable screen for the catalog's scenarios: a coloured header or a navigation bar title, and content
/// that makes motion easy to follow in a frame — rows with a coloured dot and text, cards, a photo grid, or a
/// short message on a card.
///
/// Written as app code would be: a `UIViewController` subclass that builds its view in `loadView()`.
/// Inside a navigation controller the bar shows ``title``; elsewhere pass `showsHeader: true` to draw a header
/// with the title in the view itself.
@MainActor
public final class SampleViewController: UIViewController {
    /// What the screen shows below its title.
    public enum Content: Sendable {
        /// Rows like a table view's cells, each a dot in the tint colour and "Title item N".
        case list(rows: Int)
        /// Two large rounded cards in the tint colour with a caption each.
        case cards
        /// A grid of tinted squares (three columns), like a photo library.
        case photos
        /// A rounded card holding a few lines of text.
        case message(String)
    }

    /// The accent colour of the rows' dots, the cards, the photo squares and the header.
    public let tint: UIColor
    /// What the screen shows below its title.
    public let content: Content
    /// Whether the view draws its own header bar with the title (for screens outside a navigation controller).
    public let showsHeader: Bool
    /// The view's background (grouped background by default).
    public var background: UIColor = .systemGroupedBackground

    /// A screen titled `title` in `tint`, showing six list rows unless `content` says otherwise, without a header of
    /// its own unless `showsHeader`.
    public init(title: String, tint: UIColor, content: Content = .list(rows: 6), showsHeader: Bool = false) {
        self.tint = tint
        self.content = content
        self.showsHeader = showsHeader
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    public required init?(coder: NSCoder) { nil }

    public override func loadView() {
        let bounds = UIScreen.main.bounds
        let root = UIView(frame: bounds)
        root.backgroundColor = background
        let statusBar = ScreenMetrics.current.statusBarHeight
        var top = statusBar + 44 + 16
        if showsHeader {
            let header = UIView(frame: CGRect(x: 0, y: 0, width: bounds.width, height: statusBar + 52))
            header.backgroundColor = tint
            root.addSubview(header)
            let label = UILabel(frame: CGRect(x: 20, y: statusBar + 8, width: bounds.width - 40, height: 36))
            label.text = title
            label.font = .boldSystemFont(ofSize: 28)
            label.textColor = .white
            header.addSubview(label)
            top = header.frame.maxY + 16
        }
        let width = bounds.width - 32
        switch content {
        case .list(let rows):
            for row in 0..<rows {
                let cell = UIView(frame: CGRect(x: 16, y: top + CGFloat(row) * 64, width: width, height: 52))
                cell.backgroundColor = .secondarySystemGroupedBackground
                cell.layer.cornerRadius = 10
                root.addSubview(cell)
                let dot = UIView(frame: CGRect(x: 12, y: 12, width: 28, height: 28))
                dot.backgroundColor = tint
                dot.layer.cornerRadius = 14
                cell.addSubview(dot)
                let text = UILabel(frame: CGRect(x: 52, y: 14, width: width - 64, height: 24))
                text.text = "\(title ?? "Item") \(row + 1)"
                text.textColor = .label
                // The body text style: 17 pt at the default text size, larger at accessibility sizes.
                text.font = .preferredFont(forTextStyle: .body)
                text.adjustsFontForContentSizeCategory = true
                cell.addSubview(text)
            }
        case .cards:
            for index in 0..<2 {
                let card = UIView(frame: CGRect(x: 16, y: top + CGFloat(index) * 236, width: width, height: 220))
                card.backgroundColor = index == 0 ? tint : tint.withAlphaComponent(0.55)
                card.layer.cornerRadius = 20
                root.addSubview(card)
                let caption = UILabel(frame: CGRect(x: 20, y: 168, width: width - 40, height: 32))
                caption.text = index == 0 ? (title ?? "Card") : "Up next"
                caption.font = .boldSystemFont(ofSize: 24)
                caption.textColor = .white
                card.addSubview(caption)
            }
        case .photos:
            let side = (width - 8) / 3
            for index in 0..<12 {
                let column = CGFloat(index % 3), row = CGFloat(index / 3)
                let photo = UIView(
                    frame: CGRect(
                        x: 16 + column * (side + 4), y: top + row * (side + 4),
                        width: side, height: side))
                photo.backgroundColor = tint.withAlphaComponent(0.35 + 0.1 * CGFloat(index % 7))
                photo.layer.cornerRadius = 4
                root.addSubview(photo)
            }
        case .message(let text):
            let card = UIView(frame: CGRect(x: 16, y: top, width: width, height: 180))
            card.backgroundColor = .secondarySystemGroupedBackground
            card.layer.cornerRadius = 16
            card.layer.borderWidth = 2
            card.layer.borderColor = tint.cgColor
            root.addSubview(card)
            let label = UILabel(frame: CGRect(x: 20, y: 20, width: width - 40, height: 140))
            label.text = text
            label.numberOfLines = 0
            label.font = .systemFont(ofSize: 20)
            label.textColor = .label
            card.addSubview(label)
        }
        view = root
    }
}
