import Foundation

extension IndexPath {
    /// UIKit's `IndexPath(row:section:)` for table views: `[section, row]`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// UIKit's `IndexPath(item:section:)` for collection views: `[section, item]`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The first index: the section of a table row or collection item.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The second index: a table row.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The second index: a collection item.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
