import Foundation
import Raster

/// The view of a ``UIAlertController`` (UIKit's private `_UIAlertControllerView`): the blurred rounded panel of an
/// alert, or the two groups of an action sheet, with the header labels, the hairline separators and one button per
/// action, laid out by ``layOut(width:)`` (which also gives the height the presentation controller sizes it to).
@MainActor
final class AlertContentView: UIView {
    unowned let controller: UIAlertController
    /// The blurred group: the whole alert, or an action sheet's title and non-cancel buttons.
    private let panel = UIVisualEffectView(effect: nil)
    /// An action sheet's cancel button's own opaque group.
    private let cancelGroup = UIView()
    private var titleLabel = UILabel()
    private var messageLabel = UILabel()
    private var separators: [UIView] = []
    private(set) var buttons: [AlertActionButton] = []

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: .zero)
        let choices = UIKitChoices.current
        let alert = controller.preferredStyle == .alert
        panel.effect = UIBlurEffect(style: choices.alertBlurStyle)
        panel.layer.cornerRadius = alert ? choices.alertCornerRadius : choices.actionSheetCornerRadius
        panel.clipsToBounds = true
        addSubview(panel)
        cancelGroup.backgroundColor = choices.actionSheetCancelBackground
        cancelGroup.layer.cornerRadius = choices.actionSheetCornerRadius
        cancelGroup.clipsToBounds = true
        rebuild()
    }

    required init?(coder: NSCoder) { fatalError("an alert's view is made by its controller") }

    /// Makes the labels, separators and buttons again from the controller's title, message and actions.
    func rebuild() {
        let choices = UIKitChoices.current
        let alert = controller.preferredStyle == .alert
        for view in [titleLabel, messageLabel] + separators + buttons { view.removeFromSuperview() }
        separators = []
        titleLabel = UILabel()
        messageLabel = UILabel()
        let headerSize = alert ? choices.alertTitleFontSize : choices.actionSheetHeaderFontSize
        titleLabel.font = .systemFont(ofSize: headerSize, weight: .semibold)
        messageLabel.font = .systemFont(
            ofSize: alert ? choices.alertMessageFontSize : choices.actionSheetHeaderFontSize)
        for (label, text) in [(titleLabel, controller.title), (messageLabel, controller.message)] {
            label.text = text
            label.numberOfLines = 0
            label.textAlignment = .center
            label.textColor = alert ? .label : .secondaryLabel
            if text?.isEmpty == false { panel.contentView.addSubview(label) }
        }
        for field in controller.textFields ?? [] { panel.contentView.addSubview(field) }
        buttons = orderedActions.map { action in
            let button = AlertActionButton(action: action, controller: controller)
            let isCancelGroup = !alert && action.style == .cancel
            (isCancelGroup ? cancelGroup : panel.contentView).addSubview(button)
            return button
        }
        if !alert, buttons.contains(where: { $0.action.style == .cancel }) {
            addSubview(cancelGroup)
        } else {
            cancelGroup.removeFromSuperview()
        }
        setNeedsLayout()
    }

    /// Redraws `action`'s button after its ``UIAlertAction/isEnabled`` changed (the layout stays).
    func actionDidChange(_ action: UIAlertAction) {
        for button in buttons where button.action === action {
            button.isEnabled = action.isEnabled
            button.setNeedsLayout()
        }
    }

    /// The actions in drawing order: an alert's pair puts the cancel action first (left); stacked buttons and an
    /// action sheet put it last.
    private var orderedActions: [UIAlertAction] {
        let others = controller.actions.filter { $0.style != .cancel }
        let cancel = controller.actions.filter { $0.style == .cancel }
        return isSideBySide ? cancel + others : others + cancel
    }

    /// Whether an alert shows its two buttons side by side: exactly two, and both titles fit on one line in half
    /// the width.
    private var isSideBySide: Bool {
        let choices = UIKitChoices.current
        guard controller.preferredStyle == .alert, controller.actions.count == 2 else { return false }
        let half = choices.alertWidth / 2 - 2 * choices.alertButtonTitleInset
        return controller.actions.allSatisfy { action in
            let label = UILabel()
            label.font = .systemFont(ofSize: choices.alertButtonFontSize, weight: .semibold)
            label.text = action.title
            return label.intrinsicContentSize.width <= half
        }
    }

    private var hairline: CGFloat {
        let scale = window?.screenScale ?? traitCollection.displayScale
        return 1 / max(1, scale)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        _ = layOut(width: bounds.width)
    }

    /// Places every part for a view `width` points wide and returns the height it needs.
    @discardableResult
    func layOut(width: CGFloat) -> CGFloat {
        let choices = UIKitChoices.current
        let alert = controller.preferredStyle == .alert
        let inset = alert ? choices.alertContentInset : choices.actionSheetHeaderInset
        let side = choices.alertContentSideInset
        var y: CGFloat = 0
        let hasHeader = titleLabel.superview != nil || messageLabel.superview != nil
        if hasHeader {
            y = inset
            let labelWidth = max(0, width - 2 * side)
            var first = true
            for label in [titleLabel, messageLabel] where label.superview != nil {
                if !first { y += choices.alertTitleMessageGap }
                let size = label.sizeThatFits(CGSize(width: labelWidth, height: .greatestFiniteMagnitude))
                label.frame = CGRect(x: side, y: y, width: labelWidth, height: size.height)
                y += size.height
                first = false
            }
            y += inset
        }
        let fields = controller.textFields ?? []
        for (index, field) in fields.enumerated() {
            if index == 0 && !hasHeader { y += inset } else if index > 0 { y += choices.alertTextFieldGap }
            field.frame = CGRect(x: side, y: y, width: max(0, width - 2 * side), height: choices.alertTextFieldHeight)
            y += choices.alertTextFieldHeight
        }
        if !fields.isEmpty { y += inset }
        for separator in separators { separator.removeFromSuperview() }
        separators = []
        let buttonHeight = alert ? choices.alertButtonHeight : choices.actionSheetButtonHeight
        let grouped = buttons.filter { $0.superview === panel.contentView }
        if isSideBySide {
            addSeparator(CGRect(x: 0, y: y, width: width, height: hairline))
            let half = width / 2
            for (index, button) in grouped.enumerated() {
                button.frame = CGRect(x: CGFloat(index) * half, y: y, width: half, height: buttonHeight)
            }
            addSeparator(CGRect(x: half - hairline / 2, y: y, width: hairline, height: buttonHeight))
            y += buttonHeight
        } else {
            for button in grouped {
                if y > 0 { addSeparator(CGRect(x: 0, y: y, width: width, height: hairline)) }
                button.frame = CGRect(x: 0, y: y, width: width, height: buttonHeight)
                y += buttonHeight
            }
        }
        panel.frame = CGRect(x: 0, y: 0, width: width, height: y)
        panel.isHidden = y == 0
        if cancelGroup.superview != nil, let cancel = buttons.first(where: { $0.superview === cancelGroup }) {
            if y > 0 { y += choices.actionSheetCancelGap }
            cancelGroup.frame = CGRect(x: 0, y: y, width: width, height: buttonHeight)
            cancel.frame = cancelGroup.bounds
            y += buttonHeight
        }
        return y
    }

    private func addSeparator(_ frame: CGRect) {
        let line = UIView(frame: frame)
        line.backgroundColor = .separator
        panel.contentView.addSubview(line)
        separators.append(line)
    }
}

/// One button of an alert (UIKit's private `_UIAlertControllerActionView`): the action's title centred, in the
/// tint colour (system red for a destructive action, grey when disabled, semibold when it is the emphasised one).
/// A touch greys it while it is down; lifting inside it sends `.touchUpInside`, which taps the action.
@MainActor
final class AlertActionButton: UIControl {
    let action: UIAlertAction
    unowned let controller: UIAlertController
    let label = UILabel()

    init(action: UIAlertAction, controller: UIAlertController) {
        self.action = action
        self.controller = controller
        super.init(frame: .zero)
        let choices = UIKitChoices.current
        let size = controller.preferredStyle == .alert ? choices.alertButtonFontSize : choices.actionSheetButtonFontSize
        label.font = .systemFont(ofSize: size, weight: controller.emphasisedAction === action ? .semibold : .regular)
        label.text = action.title
        label.textAlignment = .center
        addSubview(label)
        isEnabled = action.isEnabled
        addAction(UIAction { [unowned self] _ in self.controller.tapped(self.action) }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { fatalError("an alert's buttons are made by its controller") }

    /// A touch on the button greys it (``UIKitChoices``' `alertButtonHighlightColor`) until it lifts or leaves.
    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? UIKitChoices.current.alertButtonHighlightColor : nil }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = UIKitChoices.current.alertButtonTitleInset
        label.frame = bounds.insetBy(dx: inset, dy: 0)
        label.textColor =
            !action.isEnabled
            ? .secondaryLabel : action.style == .destructive ? .systemRed : (controller.view.tintColor ?? .systemBlue)
    }
}
