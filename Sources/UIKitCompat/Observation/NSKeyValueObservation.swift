import Foundation

#if !canImport(ObjectiveC)
// Foundation on Linux has no key-value observing. These are its types, with the names and shapes app code uses
// (`observe(\.contentOffset, options: [.new]) { view, change in … }`), for the properties of Flipbook's views
// that announce their changes (see `KeyValueObservingCompat`).

/// Foundation's `NSKeyValueObservingOptions`: what a change handler receives. `.prior` is accepted and ignored
/// (handlers are called after changes only).
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The handler is called once at once, with the current value as the new value.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// Accepted and ignored.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// Foundation's `NSKeyValueChange`: always `.setting` here (no collection observation).
public enum NSKeyValueChange: UInt, Sendable {
    /// The property was set (every change reported here).
    case setting = 1
    /// Elements were inserted into an observed collection; never reported here.
    case insertion = 2
    /// Elements were removed from an observed collection; never reported here.
    case removal = 3
    /// Elements of an observed collection were replaced; never reported here.
    case replacement = 4
}

/// Foundation's `NSKeyValueObservedChange`: one change of an observed property.
public struct NSKeyValueObservedChange<Value> {
    /// Foundation's name for ``NSKeyValueChange`` inside a change.
    public typealias Kind = NSKeyValueChange
    /// What kind of change it was: always ``NSKeyValueChange/setting`` here.
    public let kind: Kind
    /// The new value, when the options asked for `.new` (or `.initial` for the first call).
    public let newValue: Value?
    /// The old value, when the options asked for `.old`.
    public let oldValue: Value?
    /// Always nil (no collection observation).
    public let indexes: IndexSet?
    /// Always false (`.prior` is not delivered).
    public let isPrior: Bool
}

/// Foundation's `NSKeyValueObservation`: the token `observe(_:options:changeHandler:)` returns. The observation
/// lasts while the token is kept; ``invalidate()`` or releasing the token ends it.
@preconcurrency @MainActor
public final class NSKeyValueObservation {
    private var notify: ((AnyKeyPath) -> Void)?

    init(notify: @escaping (AnyKeyPath) -> Void) { self.notify = notify }

    /// Ends the observation; the handler is never called again.
    public func invalidate() { notify = nil }

    func changed(_ keyPath: AnyKeyPath) { notify?(keyPath) }
}

/// The observers of each observed object, weakly held, so a released token stops its observation.
@MainActor
enum KeyValueObservers {
    private final class Entry {
        weak var observation: NSKeyValueObservation?
        init(_ observation: NSKeyValueObservation) { self.observation = observation }
    }

    private static var entries: [ObjectIdentifier: [Entry]] = [:]

    static func add(_ observation: NSKeyValueObservation, to object: AnyObject) {
        entries[ObjectIdentifier(object), default: []].append(Entry(observation))
    }

    static func changed(_ object: AnyObject, _ keyPath: AnyKeyPath) {
        guard !entries.isEmpty, let list = entries[ObjectIdentifier(object)] else { return }
        let live = list.filter { $0.observation != nil }
        entries[ObjectIdentifier(object)] = live.isEmpty ? nil : live
        for entry in live { entry.observation?.changed(keyPath) }
    }
}

#endif

/// What gives views Foundation's block-based observation: `observe(\.contentOffset, options: [.new]) { … }`.
@preconcurrency @MainActor
public protocol KeyValueObservingCompat: AnyObject {}

extension UIView: KeyValueObservingCompat {}

extension KeyValueObservingCompat {
    #if !canImport(ObjectiveC)
    /// Calls `changeHandler` after each change of the property at `keyPath` (when a new value differs from the
    /// old one, for values that can be compared). The properties that announce changes: a scroll view's
    /// `contentOffset`, `contentSize` and `contentInset`, and a view's `frame`, `bounds`, `center` and
    /// `alpha`. Keep the returned token; the observation ends when it is released or invalidated.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    )
        -> NSKeyValueObservation
    {
        var last = self[keyPath: keyPath]
        let observation = NSKeyValueObservation { [weak self] changed in
            guard let self else { return }
            // Every announcement for the object is checked (a view's bounds change moves its frame too): the
            // handler runs only when this key path's value changed.
            _ = changed
            let value = self[keyPath: keyPath]
            if let old = last as? any Equatable, KeyValueObservers.isEqual(old, value) { return }
            let previous = last
            last = value
            changeHandler(
                self,
                NSKeyValueObservedChange(
                    kind: .setting,
                    newValue: options.contains(.new) ? value : nil,
                    oldValue: options.contains(.old) ? previous : nil,
                    indexes: nil, isPrior: false))
        }
        KeyValueObservers.add(observation, to: self)
        if options.contains(.initial) {
            changeHandler(
                self,
                NSKeyValueObservedChange(
                    kind: .setting,
                    newValue: options.contains(.new) ? last : nil,
                    oldValue: nil, indexes: nil, isPrior: false))
        }
        return observation
    }
    #endif

    /// Tells this object's observers that the property at `keyPath` may have changed.
    func keyValueDidChange(_ keyPath: AnyKeyPath) {
        #if !canImport(ObjectiveC)
        KeyValueObservers.changed(self, keyPath)
        #endif
    }
}

#if !canImport(ObjectiveC)
extension KeyValueObservers {
    /// `a == b` when `b` has `a`'s type.
    static func isEqual<T: Equatable>(_ a: T, _ b: Any) -> Bool {
        guard let b = b as? T else { return false }
        return a == b
    }
}
#endif
