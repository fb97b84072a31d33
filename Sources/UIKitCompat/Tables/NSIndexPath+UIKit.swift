import Foundation

/// UIKit's additions to `NSIndexPath` (`NSIndexPath (UIKitAdditions)`), which Swift code migrated from Swift 2
/// still reaches through `(indexPath as NSIndexPath).row`.
extension NSIndexPath {
    /// An index path of a table row: `[section, row]`.
    public convenience init(row: Int, section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    /// An index path of a collection item: `[section, item]`.
    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }

    /// The first index: the section of a table row or collection item (`NSNotFound` when the path is empty).
    public var section: Int { length > 0 ? index(atPosition: 0) : NSNotFound }

    /// The second index: a table row (`NSNotFound` when the path has fewer than two indexes).
    public var row: Int { length > 1 ? index(atPosition: 1) : NSNotFound }

    /// The second index: a collection item (the same index as ``row``).
    public var item: Int { row }
}
