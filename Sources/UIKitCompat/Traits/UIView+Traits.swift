import Foundation
import Raster

extension UIView {
    /// The view's traits: its superview's (the window's come from the stage), with the interface style of its
    /// controller's and its own ``overrideUserInterfaceStyle`` applied. A view outside any window has
    /// ``UITraitCollection/current`` with its overrides.
    func inheritedTraitCollection() -> UITraitCollection {
        var traits: UITraitCollection
        if let window = self as? UIWindow {
            traits = window.environmentTraits
        } else if let superview {
            traits = superview.traitCollection
        } else {
            traits = UITraitCollection.current
        }
        if let controller = owningViewController {
            traits = controller.traitsApplyingOverrides(to: traits)
        }
        return traits.overriding(style: overrideUserInterfaceStyle).overriding(direction: forcedLayoutDirection)
    }

    /// Walks this view's subtree (when it is in a window): every view (and the controller owning it) whose
    /// traits differ from the ones it last had re-resolves its dynamic colours and gets
    /// `traitCollectionDidChange(_:)`, with ``UITraitCollection/current`` set to its new traits.
    func updateTraitsInSubtree() {
        guard window != nil else { return }
        updateTraits(inheriting: superview?.traitCollection)
    }

    private func updateTraits(inheriting parentTraits: UITraitCollection?) {
        var traits: UITraitCollection
        if let parentTraits, !(self is UIWindow) {
            traits = parentTraits
            if let controller = owningViewController { traits = controller.traitsApplyingOverrides(to: traits) }
            traits = traits.overriding(style: overrideUserInterfaceStyle).overriding(direction: forcedLayoutDirection)
        } else {
            traits = traitCollection
        }
        let previous = lastTraitCollection
        lastTraitCollection = traits
        if previous != traits {
            traits.performAsCurrent {
                if previous == nil || traits.hasDifferentColorAppearance(comparedTo: previous) {
                    UIView.performWithoutAnimation { resolveDynamicColors(for: traits) }
                }
                if let label = self as? UILabel,
                    previous?.preferredContentSizeCategory != traits.preferredContentSizeCategory
                {
                    label.adjustFontForContentSize(traits)
                }
                if let previous,
                    previous.layoutDirection != traits.layoutDirection
                        || previous.preferredContentSizeCategory != traits.preferredContentSizeCategory
                {
                    contentSizeCategoryOrDirectionDidChange()
                }
                if let controller = owningViewController {
                    controller.traitCollectionDidChange(controller.lastTraitCollection)
                    controller.lastTraitCollection = traits
                }
                traitCollectionDidChange(previous)
            }
        }
        for subview in subviews { subview.updateTraits(inheriting: traits) }
    }

    /// The layout direction or text size changed: the view lays out again (leading and trailing swap sides,
    /// fonts that adjust to the text size change) and its intrinsic size is measured again.
    func contentSizeCategoryOrDirectionDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        layoutEngineRoot.autoLayout.engine?.setNeedsUpdate()
    }

    /// Sets the layer's colours again from the dynamic colours the view was given (UIKit updates a view's
    /// background colour on a change of appearance; colours set on its layer stay as they were resolved).
    func resolveDynamicColors(for traits: UITraitCollection) {
        if let declared = declaredBackgroundColor, declared.color.dynamicSource != nil {
            layer.backgroundPaint = declared.color.resolvedColor(with: traits)
        }
    }

    /// `color` resolved with the view's traits when it is dynamic (the check is cheap; the traits are looked up
    /// only for dynamic colours).
    func resolvedForTraits(_ color: Color?) -> Color? {
        guard let color, color.dynamicSource != nil else { return color }
        return color.resolvedColor(with: traitCollection)
    }

    /// The painter's value of `color` resolved with the view's traits when it is dynamic (no `UIColor` is made).
    func resolvedForTraits(_ color: UIColor?) -> Color? { resolvedForTraits(color?.color) }
}

extension UIViewController {
    /// The controller's traits: those of its view when the view is in a window, otherwise those of its parent
    /// (or the controller presenting it, or ``UITraitCollection/current``) with its own override applied.
    func inheritedTraitCollection() -> UITraitCollection {
        if let view = viewIfLoaded, view.window != nil { return view.traitCollection }
        let base = parent?.traitCollection ?? presentingViewController?.traitCollection ?? UITraitCollection.current
        return traitsApplyingOverrides(to: base)
    }

    /// `traits` with this controller's ``overrideUserInterfaceStyle`` and, for content presented in a sheet
    /// or form, the elevated level.
    func traitsApplyingOverrides(to traits: UITraitCollection) -> UITraitCollection {
        traits.overriding(style: overrideUserInterfaceStyle)
    }

    /// The controller's override changed: its view's subtree takes the new traits.
    func traitOverridesDidChange() {
        viewIfLoaded?.updateTraitsInSubtree()
    }
}
