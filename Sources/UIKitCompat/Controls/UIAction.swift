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
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// UIKit's `UIMenuElement.State`.
    public enum State: Int, Sendable {
        case off, on, mixed
    }

    /// UIKit's `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    open var title: String
    open var image: UIImage?
    open var discoverabilityTitle: String?
    open var attributes: Attributes
    open var state: State
    /// Unique per action unless given.
    public let identifier: Identifier
    /// The control that sent the action, while its handler runs.
    public internal(set) var sender: Any?
    let handler: UIActionHandler

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
