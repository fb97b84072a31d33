import Foundation

/// UIKit's `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// UIKit's `UIAction`: a handler with a title, what ``UIControl/addAction(_:for:)`` runs — the closure-based
/// spelling of target–action that needs no `#selector`.
@preconcurrency @MainActor
open class UIAction: NSObject {
    /// UIKit's `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The identifier `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// UIKit's `UIMenuElement.State`.
    public enum State: Int, Sendable {
        /// A menu element's check mark: none (`off`, the default), checked (`on`) or partly (`mixed`); drawn by menus
        /// in UIKit, kept as a value here.
        case off, on, mixed
    }

    /// UIKit's `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Dimmed in a menu in UIKit; a control still runs the handler here (Flipbook reads nothing from it).
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Drawn in red in a menu in UIKit; kept as a value here.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Left out of a menu in UIKit; kept as a value here.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Keeps a menu open after the action in UIKit; kept as a value here.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The action's title; a button made with ``UIButton/init(type:primaryAction:)`` shows it.
    open var title: String
    /// The action's image; a button made with ``UIButton/init(type:primaryAction:)`` shows it.
    open var image: UIImage?
    /// A longer title for the keyboard shortcut overlay in UIKit; kept as a value here.
    open var discoverabilityTitle: String?
    /// The menu attributes (none by default).
    open var attributes: Attributes
    /// The menu check state (`.off` by default).
    open var state: State
    /// Unique per action unless given.
    public let identifier: Identifier
    /// The control that sent the action, while its handler runs.
    public internal(set) var sender: Any?
    let handler: UIActionHandler

    /// An action running `handler` with the given title, image and menu properties. Without an `identifier` it gets a
    /// unique one; a control holds one action per identifier.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(rawValue: "com.flipbook.action.\(UIAction.nextNumber())")
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init()
    }

    private static var counter = 0
    private static func nextNumber() -> Int {
        counter += 1
        return counter
    }

    /// Runs the handler with `sender` set.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
