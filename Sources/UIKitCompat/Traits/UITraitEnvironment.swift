import Foundation

/// UIKit's `UITraitEnvironment`: something with a trait collection that is told when it changes (views and
/// view controllers).
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits in effect here.
    var traitCollection: UITraitCollection { get }
    /// Called after ``traitCollection`` changed, with the previous collection (nil the first time the
    /// environment gets traits in a window).
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}
