import UIKitCompat

/// Building blocks for the demo scenarios: a screen with a title bar and a few rows of content.
@MainActor
enum DemoScreen {
    /// A full-window screen: a bar with `title` under the status bar, and `rows` grey placeholder rows.
    static func make(title: String, tint: UIColor, in bounds: CGRect, rows: Int = 6) -> UIView {
        let screen = UIView(frame: bounds)
        screen.backgroundColor = .systemGroupedBackground

        let bar = UIView(frame: CGRect(x: 0, y: 0, width: bounds.width, height: 103))
        bar.backgroundColor = tint
        screen.addSubview(bar)

        let label = UILabel(frame: CGRect(x: 16, y: 59, width: bounds.width - 32, height: 36))
        label.text = title
        label.font = .boldSystemFont(ofSize: 28)
        label.textColor = .white
        bar.addSubview(label)

        for row in 0..<rows {
            let cell = UIView(frame: CGRect(x: 16, y: 123 + CGFloat(row) * 64, width: bounds.width - 32, height: 52))
            cell.backgroundColor = .white
            cell.layer.cornerRadius = 10
            screen.addSubview(cell)

            let dot = UIView(frame: CGRect(x: 12, y: 12, width: 28, height: 28))
            dot.backgroundColor = tint
            dot.layer.cornerRadius = 14
            cell.addSubview(dot)

            let text = UILabel(frame: CGRect(x: 52, y: 14, width: cell.bounds.width - 64, height: 24))
            text.text = "\(title) item \(row + 1)"
            text.textColor = .label
            cell.addSubview(text)
        }
        return screen
    }
}
