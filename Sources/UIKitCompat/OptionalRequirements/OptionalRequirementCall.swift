import Foundation

/// An optional requirement of a UIKit protocol that takes one unlabelled argument, in the form app code calls
/// UIKit's `@objc optional` methods: `delegate?.scrollViewDidScroll?(scrollView)`.
///
/// UIKit declares its delegates' optional methods with `@objc optional`, and app code that forwards to another
/// delegate calls them with optional chaining. Swift without the Objective-C runtime has no optional
/// requirements: UIKitCompat's protocols give every such method a default implementation, and each protocol
/// also has a property named after the method's base name whose value calls the method. The call runs the
/// conformer's implementation, or the default, which does what UIKit does when the method is missing (see
/// ``UIKitChoices/optionalRequirementsAlwaysAnswer``).
@preconcurrency @MainActor
public struct OptionalRequirementCall<Argument, Output> {
    private let body: (Argument) -> Output

    /// A call answered by `body` (the protocol's requirement on one conformer).
    init(_ body: @escaping (Argument) -> Output) { self.body = body }

    /// Calls the requirement: the conformer's implementation, or the protocol's default.
    public func callAsFunction(_ argument: Argument) -> Output { body(argument) }
}
