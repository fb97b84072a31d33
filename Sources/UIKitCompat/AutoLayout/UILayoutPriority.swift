import Foundation

/// The priority of a constraint, 1…1000: UIKit's `UILayoutPriority`. 1000 (``required``) must hold; lower
/// priorities are weighed against each other (see ``UIKitChoices/layoutPriorityWeights``).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    /// The priority `rawValue`, 1…1000 (UIKit's unlabelled spelling, `UILayoutPriority(999)`).
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: the constraint must be satisfied.
    public static let required = UILayoutPriority(1000)
    /// 750: the priority of content compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// 510.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 250: the priority of content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the priority with which a view tends toward its fitting size.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }

    /// `.defaultHigh + 1`, as UIKit writes it.
    public static func + (priority: UILayoutPriority, value: Float) -> UILayoutPriority {
        UILayoutPriority(priority.rawValue + value)
    }

    /// `.required - 1`, as UIKit writes it.
    public static func - (priority: UILayoutPriority, value: Float) -> UILayoutPriority {
        UILayoutPriority(priority.rawValue - value)
    }

    /// The solver strength: required at 1000 and above, otherwise the priority itself as the weight.
    var strength: Double {
        rawValue >= 1000 ? Strength.required : Double(max(0, rawValue))
    }
}
