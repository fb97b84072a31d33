import Foundation

extension UIImage {
    /// UIKit's `UIImage.Configuration`: what an image is loaded or drawn for. The base configuration carries a
    /// trait collection (its display scale picks the `@2x`/`@3x` file and a symbol's pixel density);
    /// ``SymbolConfiguration`` adds a symbol's size, weight and scale.
    open class Configuration: NSObject, @unchecked Sendable {
        /// The traits the image is for (nil: the current ones).
        public let traitCollection: UITraitCollection?

        init(traitCollection: UITraitCollection?) {
            self.traitCollection = traitCollection
            super.init()
        }

        /// A configuration with no traits.
        public override convenience init() { self.init(traitCollection: nil) }

        /// The same configuration for `traitCollection`.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            replacingTraits(traitCollection) as! Self
        }

        /// This configuration with `other`'s settings applied over it (its traits, if it has some).
        open func applying(_ other: UIImage.Configuration?) -> Self {
            guard let traits = other?.traitCollection else { return self }
            return withTraitCollection(traits)
        }

        /// A copy with other traits (each subclass copies its own settings).
        func replacingTraits(_ traits: UITraitCollection?) -> Configuration {
            Configuration(traitCollection: traits)
        }
    }
}
