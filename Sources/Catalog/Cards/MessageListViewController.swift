#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// A screen of rows as apps build it: a large title above a plain `UITableView` whose subtitle cells show a
/// sender and a line of the message, with a disclosure indicator. Its colours are UIKit's dynamic system
/// colours, so it follows dark mode. A tap on a row selects it and presents that message's comments as a card
/// (`didSelectRowAt` presenting, the row deselected with the usual fade).
final class MessageListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    static let senders = [
        "Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Margaret", "Ken", "Dennis",
        "Frances", "John", "Radia", "Leslie", "Niklaus", "Tony", "Sophie", "Linus", "Guido",
    ]
    let tableView = UITableView(frame: .zero, style: .plain)

    override func loadView() {
        let bounds = UIScreen.main.bounds
        let root = UIView(frame: bounds)
        root.backgroundColor = .systemBackground
        let top = ScreenMetrics.current.statusBarHeight
        let titleLabel = UILabel(frame: CGRect(x: 16, y: top + 8, width: bounds.width - 32, height: 41))
        titleLabel.text = "Messages"
        titleLabel.font = .boldSystemFont(ofSize: 34)
        root.addSubview(titleLabel)
        tableView.frame = CGRect(x: 0, y: top + 56, width: bounds.width, height: bounds.height - top - 56)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 64
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        root.addSubview(tableView)
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        present(CommentsCardViewController(), animated: true)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Self.senders.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        // UIKit: a registered class dequeues with the .default style; apps wanting a subtitle make the cell.
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "subtitle")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "subtitle")
        cell.textLabel?.text = Self.senders[indexPath.row]
        cell.detailTextLabel?.text = "Re: the transition frames, take \(indexPath.row + 2)"
        cell.detailTextLabel?.textColor = .secondaryLabel
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
