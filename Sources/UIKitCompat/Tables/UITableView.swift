import Foundation
import Raster

/// UIKit's `UITableView`: a scroll view of rows in sections, with cells from a data source, reused as they
/// scroll out of view. Rows are laid out top to bottom (heights from the delegate or ``rowHeight``) below an
/// optional ``tableHeaderView`` and plain section headers; the content size follows. Only the rows inside the
/// bounds have cells, made at the layout pass before each frame, as in UIKit.
///
/// The delegate is the scroll view's `delegate`; a delegate conforming to ``UITableViewDelegate`` is also
/// asked for row heights and told of displayed rows.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// UIKit's `UITableView.Style`.
    public enum Style: Int, Sendable {
        /// Sections follow each other directly over the system background.
        case plain = 0
        /// Sections are separated by 35 points of the grouped background.
        case grouped = 1
        /// Laid out as ``grouped`` here: UIKit's rounded, inset sections are not drawn.
        case insetGrouped = 2
    }

    /// UIKit's `UITableView.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators between rows.
        case none = 0
        /// A thin line under each row but the last of its section (the default).
        case singleLine = 1
    }

    /// UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        /// The least scrolling that shows the row.
        case none = 0
        /// The row at the top of the visible area.
        case top = 1
        /// The row centred in the visible area.
        case middle = 2
        /// The row at the bottom of the visible area.
        case bottom = 3
    }

    /// Asks the delegate for the height (`rowHeight`'s default): resolves to 44 points for Flipbook's cells.
    public static let automaticDimension: CGFloat = -1
    static let defaultRowHeight: CGFloat = 44

    /// The height of a row of ``automaticDimension``: 44 points, or one line of the body text style at the
    /// table's text size with 11 points above and below when that is taller (see
    /// ``UIKitChoices/automaticRowHeightFollowsTextSize``).
    var automaticRowHeight: CGFloat {
        let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traitCollection).pointSize
        return max(UITableView.defaultRowHeight, (body * 1.2 + 22).rounded(.up))
    }

    /// A new text size changes the height of automatic rows: the rows are laid out again.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if let previousTraitCollection,
            previousTraitCollection.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
        {
            needsReload = true
            setNeedsLayout()
        }
    }
    static let headerHeight: CGFloat = 28

    /// How sections are laid out: plain (the default) or grouped; fixed at creation.
    public let style: Style

    /// A table of `style` in `frame`, over the system background (plain) or the grouped background (grouped and inset
    /// grouped).
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// Weak, as in UIKit.
    open weak var dataSource: UITableViewDataSource? { didSet { needsReload = true; setNeedsLayout() } }

    /// The height of every row unless the delegate says otherwise; ``automaticDimension`` means 44 points.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { needsReload = true; setNeedsLayout() } }
    /// Kept for app code (heights are exact here).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// Whether rows have separators (a single line by default).
    open var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// The separators' colour (UIKit's dynamic `.separator` by default).
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// Where separators start and end (16 points from the leading edge by default).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }
    /// A view above the first section, as wide as the table (its height is kept).
    /// A view behind every row and header, filling the visible bounds (it does not scroll with the rows); nil
    /// by default.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }

    /// Kept for app code: the effect UIKit gives separators over a blurred background (separators are drawn in
    /// ``separatorColor``).
    open var separatorEffect: UIVisualEffect?

    /// A view above the first row, as wide as the table and as tall as its own frame; it scrolls with the rows.
    open var tableHeaderView: UIView? {
        didSet { oldValue?.removeFromSuperview(); needsReload = true; setNeedsLayout() }
    }
    /// A view below the last row, as wide as the table.
    open var tableFooterView: UIView? {
        didSet { oldValue?.removeFromSuperview(); needsReload = true; setNeedsLayout() }
    }

    // MARK: Reuse

    private var reuse = ReuseQueue<UITableViewCell>()

    /// Registers the class the table makes cells of for `identifier` (a `UITableViewCell` subclass).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        reuse.register(cellClass, for: identifier, owner: "UITableView")
    }

    /// A cell for `identifier`: one that scrolled out of view (after its `prepareForReuse()`), or a new one of
    /// the registered class; nil when neither exists.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        reuse.dequeue(identifier)
    }

    /// A cell for `identifier` sized for the row at `indexPath`. An identifier that was never registered is
    /// reported (UIKit raises) and gets a plain default cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let cell =
            dequeueReusableCell(withIdentifier: identifier)
            ?? {
                VirtualClock.current.report(
                    "UITableView: no cell class registered for '\(identifier)' (UIKit raises); "
                        + "using a default cell")
                return UITableViewCell(style: .default, reuseIdentifier: identifier)
            }()
        if let frame = rowFrame(indexPath) { cell.frame = frame }
        return cell
    }

    // MARK: Rows

    private struct Section {
        var headerFrame: CGRect?
        var title: String?
        var rowFrames: [CGRect]
    }

    private var sections: [Section] = []
    private var needsReload = true
    var visible: [IndexPath: UITableViewCell] = [:]
    private var headerViews: [Int: UIView] = [:]

    // MARK: Selection

    /// Whether a tap selects a row (true by default).
    open var allowsSelection = true
    /// Whether taps select several rows, a tap on a selected row deselecting it (false by default).
    open var allowsMultipleSelection = false
    let touchSelection = TouchSelection()

    /// The selected row (the first in index order when several are), nil when none.
    open var indexPathForSelectedRow: IndexPath? { touchSelection.sortedSelection?.first }
    /// The selected rows in index order, nil when none.
    open var indexPathsForSelectedRows: [IndexPath]? { touchSelection.sortedSelection }

    /// Selects the row (nil: deselects all) and scrolls it to `scrollPosition` (`.none`: no scrolling), without
    /// telling the delegate, as in UIKit.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        reloadIfNeeded()
        if let indexPath, rowFrame(indexPath) == nil {
            VirtualClock.current.report("UITableView.selectRow: no row \(indexPath) (UIKit raises); ignored")
            return
        }
        touchSelection.select(indexPath, animated: animated, in: self)
        if let indexPath, scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row without telling the delegate; `animated` fades its cell's selection out
    /// (``UIKitChoices/cellSelectionFadeDuration``), the usual call in `didSelectRowAt`.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        touchSelection.deselect(indexPath, animated: animated, in: self)
    }

    /// Asks the data source again for everything: sections, rows, heights and the visible cells. The selection
    /// is cleared, as in UIKit.
    open func reloadData() {
        touchSelection.reset()
        for (_, cell) in visible { enqueue(cell) }
        visible = [:]
        needsReload = true
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// The number of sections the data source gives (1 by default; 0 without a data source), reloading if needed.
    open var numberOfSections: Int {
        reloadIfNeeded()
        return sections.count
    }

    /// The number of rows in `section`; 0 for a section that does not exist.
    open func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return sections.indices.contains(section) ? sections[section].rowFrames.count : 0
    }

    /// The row's frame in the table's content.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadIfNeeded()
        return rowFrame(indexPath) ?? .zero
    }

    /// The cell showing the row, when it is visible.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return visible[indexPath]
    }

    /// The cells of the visible rows, top to bottom.
    open var visibleCells: [UITableViewCell] {
        layoutIfNeeded()
        return visible.keys.sorted().compactMap { visible[$0] }
    }

    /// The rows that have cells now, top to bottom (after a layout pass).
    open var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        return visible.keys.sorted()
    }

    /// The row a visible cell shows.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

    /// The row at a point in the table's content.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        for (s, section) in sections.enumerated() {
            if let r = section.rowFrames.firstIndex(where: { $0.contains(point) }) {
                return IndexPath(row: r, section: s)
            }
        }
        return nil
    }

    /// Scrolls so that the row is at `scrollPosition` (`.none`: the least movement that shows it).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        reloadIfNeeded()
        guard let frame = rowFrame(indexPath) else {
            VirtualClock.current.report("UITableView.scrollToRow: no row \(indexPath) (UIKit raises); ignored")
            return
        }
        var y: CGFloat
        switch scrollPosition {
        case .none: return scrollRectToVisible(frame, animated: animated)
        case .top: y = frame.minY
        case .middle: y = frame.midY - bounds.height / 2
        case .bottom: y = frame.maxY - bounds.height
        }
        y = min(maximumOffset.y, max(minimumOffset.y, y))
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    private func rowFrame(_ indexPath: IndexPath) -> CGRect? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            sections[indexPath.section].rowFrames.indices.contains(indexPath.row)
        else { return nil }
        return sections[indexPath.section].rowFrames[indexPath.row]
    }

    private func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        let width = bounds.width
        var y: CGFloat = 0
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: width, height: header.frame.height)
            if header.superview !== self { insertSubview(header, at: 0) }
            y = header.frame.height
        }
        sections = []
        let count = max(0, dataSource?.numberOfSections(in: self) ?? 0)
        let tableDelegate = delegate as? UITableViewDelegate
        for s in 0..<count {
            var section = Section(
                headerFrame: nil, title: dataSource?.tableView(self, titleForHeaderInSection: s),
                rowFrames: [])
            if style != .plain { y += 35 }
            if section.title != nil {
                section.headerFrame = CGRect(x: 0, y: y, width: width, height: UITableView.headerHeight)
                y += UITableView.headerHeight
            }
            let rows = max(0, dataSource?.tableView(self, numberOfRowsInSection: s) ?? 0)
            for r in 0..<rows {
                var height = tableDelegate?.tableView(self, heightForRowAt: IndexPath(row: r, section: s)) ?? rowHeight
                if height == UITableView.automaticDimension { height = automaticRowHeight }
                if !(height.isFinite && height >= 0) {
                    VirtualClock.current.report(
                        "UITableView: row height \(height) for row \(r) of section \(s) "
                            + "must be finite and ≥ 0; using \(UITableView.defaultRowHeight)")
                    height = UITableView.defaultRowHeight
                }
                section.rowFrames.append(CGRect(x: 0, y: y, width: width, height: height))
                y += height
            }
            sections.append(section)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: y, width: width, height: footer.frame.height)
            if footer.superview !== self { insertSubview(footer, at: 0) }
            y += footer.frame.height
        }
        contentSize = CGSize(width: width, height: y)
        for (_, header) in headerViews { header.removeFromSuperview() }
        headerViews = [:]
    }

    private var laidOutWidth: CGFloat = -1

    open override func layoutSubviews() {
        super.layoutSubviews()
        if bounds.width != laidOutWidth {
            laidOutWidth = bounds.width
            needsReload = true
        }
        reloadIfNeeded()
        let visibleRect = bounds
        if let backgroundView {
            if subviews.first !== backgroundView { insertSubview(backgroundView, at: 0) }
            backgroundView.frame = visibleRect
        }
        var wanted: [IndexPath: CGRect] = [:]
        for (s, section) in sections.enumerated() {
            for (r, frame) in section.rowFrames.enumerated() where frame.intersects(visibleRect) {
                wanted[IndexPath(row: r, section: s)] = frame
            }
        }
        let tableDelegate = delegate as? UITableViewDelegate
        for (indexPath, cell) in visible where wanted[indexPath] == nil {
            visible[indexPath] = nil
            enqueue(cell)
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        }
        for indexPath in wanted.keys.sorted() where visible[indexPath] == nil {
            guard let dataSource else { break }
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            cell.frame = wanted[indexPath]!
            let selected = touchSelection.isSelected(indexPath)
            if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
            if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            visible[indexPath] = cell
            if cell.superview !== self { addSubview(cell) }
        }
        for (indexPath, cell) in visible {
            cell.frame = wanted[indexPath] ?? cell.frame
            let last = indexPath.row == sections[indexPath.section].rowFrames.count - 1
            cell.separator.isHidden = separatorStyle == .none || last
            cell.separator.backgroundColor = separatorColor
            cell.separatorInset = separatorInset
        }
        layoutHeaders(in: visibleRect)
    }

    private func layoutHeaders(in visibleRect: CGRect) {
        for (s, section) in sections.enumerated() {
            guard let frame = section.headerFrame, let title = section.title, frame.intersects(visibleRect) else {
                headerViews[s]?.removeFromSuperview()
                headerViews[s] = nil
                continue
            }
            let header = headerViews[s] ?? UIView()
            header.frame = frame
            header.backgroundColor = .secondarySystemBackground
            let label = header.subviews.first as? UILabel ?? UILabel()
            label.frame = CGRect(x: 16, y: 0, width: max(0, frame.width - 32), height: frame.height)
            label.text = title
            label.font = .systemFont(ofSize: 15, weight: .semibold)
            if label.superview !== header { header.addSubview(label) }
            if headerViews[s] == nil {
                headerViews[s] = header
                addSubview(header)
            }
        }
    }

    private func enqueue(_ cell: UITableViewCell) { reuse.enqueue(cell) }
}

extension UITableView: TouchSelectionOwner {
    func selectionIndexPath(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }

    func showSelection(of indexPath: IndexPath, selected: Bool?, highlighted: Bool?, animated: Bool) {
        guard let cell = visible[indexPath] else { return }
        if let selected { cell.setSelected(selected, animated: animated) }
        if let highlighted { cell.setHighlighted(highlighted, animated: animated) }
    }

    private var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    func delegateShouldHighlight(_ indexPath: IndexPath) -> Bool {
        tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
    }

    func delegateDidChangeHighlight(_ indexPath: IndexPath, highlighted: Bool) {
        if highlighted {
            tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
        } else {
            tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
        }
    }

    func delegateWillSelect(_ indexPath: IndexPath) -> IndexPath? {
        guard let tableDelegate else { return indexPath }
        return tableDelegate.tableView(self, willSelectRowAt: indexPath)
    }

    func delegateDidSelect(_ indexPath: IndexPath) { tableDelegate?.tableView(self, didSelectRowAt: indexPath) }

    func delegateWillDeselect(_ indexPath: IndexPath) -> IndexPath? {
        guard let tableDelegate else { return indexPath }
        return tableDelegate.tableView(self, willDeselectRowAt: indexPath)
    }

    func delegateDidDeselect(_ indexPath: IndexPath) { tableDelegate?.tableView(self, didDeselectRowAt: indexPath) }
}
