import Foundation

/// UIKit's `UIStoryboardSegue`: a transition from a source controller to a destination, run by
/// ``perform()``. Custom segue classes (a library's "present with my transition" segue) subclass it and
/// override ``perform()``; without storyboards, make one in code and call ``run(sender:)``.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's name.
    open private(set) var identifier: String?
    /// The controller the segue starts from.
    open private(set) var source: UIViewController
    /// The controller the segue shows.
    open private(set) var destination: UIViewController
    private let performHandler: (() -> Void)?

    /// A segue from `source` to `destination` that ``perform()`` runs (subclasses override it).
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
        super.init()
    }

    /// A segue whose ``perform()`` calls `performHandler` (UIKit's block-based segue).
    public convenience init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping () -> Void
    ) {
        self.init(identifier: identifier, source: source, destination: destination, handler: performHandler)
    }

    private init(
        identifier: String?, source: UIViewController, destination: UIViewController, handler: @escaping () -> Void
    ) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = handler
        super.init()
    }

    /// Shows the destination: the perform handler if there is one, else nothing (UIKit's default;
    /// subclasses override it).
    open func perform() { performHandler?() }

    /// Runs the segue as a storyboard would: asks the source's ``UIViewController/prepare(for:sender:)``,
    /// then calls ``perform()``.
    public func run(sender: Any?) {
        source.prepare(for: self, sender: sender)
        perform()
    }
}
