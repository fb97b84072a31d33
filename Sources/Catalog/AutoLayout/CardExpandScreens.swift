#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// "Today": a title and a card, laid out entirely with Auto Layout (safe area, margins, a stack view of labels).
final class CardListViewController: UIViewController {
    let card = UIView()
    let transition = CardExpandTransition()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.95, alpha: 1)
        let title = UILabel()
        title.text = "Today"
        title.font = .boldSystemFont(ofSize: 34)
        title.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(title)

        card.backgroundColor = .systemOrange
        card.layer.cornerRadius = 16
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)

        let caption = CardContent.stack(title: "Sunrise hike", subtitle: "Six miles along the ridge", dark: false)
        card.addSubview(caption)

        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor, constant: 4),
            title.topAnchor.constraint(equalToSystemSpacingBelow: view.safeAreaLayoutGuide.topAnchor, multiplier: 1),
            card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            card.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 16),
            card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.75),
            caption.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 20),
            caption.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -20),
            caption.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -20),
        ])
        transition.sourceCard = card
    }

    /// The detail screen, presented with the card-expand transition.
    func makeDetail() -> UIViewController {
        let detail = CardDetailViewController()
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = transition
        return detail
    }
}

/// The expanded card: a coloured header of a fixed share of the height, and text below it.
final class CardDetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let header = UIView()
        header.backgroundColor = .systemOrange
        header.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header)
        let caption = CardContent.stack(title: "Sunrise hike", subtitle: "Six miles along the ridge", dark: false)
        header.addSubview(caption)
        let body = UILabel()
        body.text = "Meet at the trailhead at five. Bring water, a headlamp and a warm layer for the summit."
        body.numberOfLines = 0
        body.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(body)
        NSLayoutConstraint.activate([
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            header.topAnchor.constraint(equalTo: view.topAnchor),
            header.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.45),
            caption.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 20),
            caption.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -20),
            body.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            body.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 20),
        ])
    }
}

/// The card's caption: a title over a subtitle in a vertical stack view.
@MainActor
enum CardContent {
    static func stack(title: String, subtitle: String, dark: Bool) -> UIStackView {
        let titleLabel = UILabel()
        titleLabel.text = title
        titleLabel.font = .boldSystemFont(ofSize: 28)
        titleLabel.textColor = .white
        let subtitleLabel = UILabel()
        subtitleLabel.text = subtitle
        subtitleLabel.font = .systemFont(ofSize: 17)
        subtitleLabel.textColor = .white
        let stack = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }
}
