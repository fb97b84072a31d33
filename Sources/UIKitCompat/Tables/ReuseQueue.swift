import Foundation

/// A cell a table or collection view can make from its registered class and hand out again.
@preconcurrency @MainActor
protocol ReusableCell: UIView {
    init(registeredReuseIdentifier identifier: String)
    var reuseIdentifier: String? { get }
    func prepareForReuse()
}

extension UITableViewCell: ReusableCell {}
extension UICollectionReusableView: ReusableCell {}

/// The cells a table or collection view keeps for reuse: the class registered for each identifier, and the
/// cells that scrolled out of view, handed out again (after `prepareForReuse()`) before new ones are made.
@MainActor
struct ReuseQueue<Cell: ReusableCell> {
    private var registrations: [String: Cell.Type] = [:]
    private var pool: [String: [Cell]] = [:]

    /// Registers `cellClass` (nil: forgets the identifier). A class that is not a `Cell` is reported, naming
    /// `owner`, and ignored.
    mutating func register(_ cellClass: AnyClass?, for identifier: String, owner: String) {
        guard let cellClass else {
            registrations[identifier] = nil
            return
        }
        guard let cellType = cellClass as? Cell.Type else {
            VirtualClock.current.report("\(owner).register: \(cellClass) is not a \(Cell.self) subclass; ignored")
            return
        }
        registrations[identifier] = cellType
    }

    /// A pooled cell for `identifier`, or a new one of the registered class; nil when neither exists.
    mutating func dequeue(_ identifier: String) -> Cell? {
        if var cells = pool[identifier], !cells.isEmpty {
            let cell = cells.removeLast()
            pool[identifier] = cells
            cell.prepareForReuse()
            return cell
        }
        return registrations[identifier].map { $0.init(registeredReuseIdentifier: identifier) }
    }

    /// Takes `cell` off the screen and keeps it for its identifier (cells without one are dropped).
    mutating func enqueue(_ cell: Cell) {
        cell.removeFromSuperview()
        guard let identifier = cell.reuseIdentifier else { return }
        pool[identifier, default: []].append(cell)
    }
}
