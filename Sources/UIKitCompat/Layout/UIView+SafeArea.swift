import Foundation

extension UIView {
    // MARK: Safe area

    /// The insets from the view's edges to the part of the screen not covered by the status bar, the home
    /// indicator, navigation and tab bars, or a controller's ``UIViewController/additionalSafeAreaInsets``:
    /// the window's insets for its device (see ``ScreenMetrics``), reduced by how far the view lies inside
    /// them. Zero off screen.
    public var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        return computedSafeAreaInsets(window: window)
    }

    private func computedSafeAreaInsets(window: UIWindow) -> UIEdgeInsets {
        var insets: UIEdgeInsets
        if self === window {
            let metrics = ScreenMetrics.forScreen(size: window.bounds.size)
            insets = UIEdgeInsets(top: metrics.statusBarHeight, left: 0, bottom: metrics.bottomInset, right: 0)
        } else if let parent = superview {
            let p = parent.computedSafeAreaInsets(window: window)
            let f = untransformedFrame, pb = parent.bounds
            insets = UIEdgeInsets(
                top: max(0, min(f.height, p.top - (f.minY - pb.minY))),
                left: max(0, min(f.width, p.left - (f.minX - pb.minX))),
                bottom: max(0, min(f.height, p.bottom - (pb.maxY - f.maxY))),
                right: max(0, min(f.width, p.right - (pb.maxX - f.maxX))))
        } else {
            return .zero
        }
        if let controller = owningViewController, controller.viewIfLoaded === self {
            insets = controller.insetsFromBars(insets, in: self)
            let extra = controller.additionalSafeAreaInsets
            insets = UIEdgeInsets(
                top: insets.top + extra.top, left: insets.left + extra.left,
                bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
        }
        return insets
    }

    /// The guide of the safe area: the bounds inset by ``safeAreaInsets``.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = autoLayout.safeAreaGuide { return guide }
        let guide = UILayoutGuide(system: .safeArea, owner: self)
        autoLayout.safeAreaGuide = guide
        return guide
    }

    /// Override to follow changes of ``safeAreaInsets`` (called during layout, as in UIKit).
    // (Declared in UIView: `safeAreaInsetsDidChange()`.)

    // MARK: Layout margins

    /// The margins for content, 8 points on each side by default (a controller's root view: the system
    /// minimum, ``UIViewController/systemMinimumLayoutMargins``), measured from the safe area when
    /// ``insetsLayoutMarginsFromSafeArea`` is true. Negative or non-finite values are refused and reported.
    public var layoutMargins: UIEdgeInsets {
        get { storedDirectionalMargins.edgeInsets(rightToLeft: isRightToLeft) }
        set {
            let rtl = isRightToLeft
            directionalLayoutMargins = NSDirectionalEdgeInsets(
                top: newValue.top, leading: rtl ? newValue.right : newValue.left, bottom: newValue.bottom,
                trailing: rtl ? newValue.left : newValue.right)
        }
    }

    /// ``layoutMargins`` in leading/trailing terms: leading is the left margin when the view lays out left to
    /// right and the right margin when it lays out right to left (``effectiveUserInterfaceLayoutDirection``).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { storedDirectionalMargins }
        set {
            let values = [newValue.top, newValue.leading, newValue.bottom, newValue.trailing]
            guard values.allSatisfy({ $0.isFinite }) else {
                return AutoLayoutLog.report("\(layoutItemName).layoutMargins must be finite, got \(newValue)")
            }
            autoLayout.directionalLayoutMargins = newValue
            autoLayout.marginsWereSet = true
            layoutMarginsDidChangeInternally()
        }
    }

    private var storedDirectionalMargins: NSDirectionalEdgeInsets {
        if !autoLayout.marginsWereSet, let controller = owningViewController, controller.viewIfLoaded === self {
            return controller.systemMinimumLayoutMargins
        }
        return autoLayout.directionalLayoutMargins
    }

    /// Whether the superview's margins push into this view's margins where the view is near its edges.
    public var preservesSuperviewLayoutMargins: Bool {
        get { autoLayout.preservesSuperviewLayoutMargins }
        set { autoLayout.preservesSuperviewLayoutMargins = newValue; layoutMarginsDidChangeInternally() }
    }

    /// Whether margins are measured from the safe area (true by default) or from the bounds.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayout.insetsLayoutMarginsFromSafeArea }
        set { autoLayout.insetsLayoutMarginsFromSafeArea = newValue; layoutMarginsDidChangeInternally() }
    }

    /// The margins as the margins guide and margin attributes use them: ``layoutMargins`` plus the safe area
    /// when ``insetsLayoutMarginsFromSafeArea``, and at least the superview's where it preserves them.
    var effectiveLayoutMargins: UIEdgeInsets {
        var m = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let s = safeAreaInsets
            m = UIEdgeInsets(
                top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom,
                right: m.right + s.right)
        }
        if preservesSuperviewLayoutMargins, let parent = superview {
            let p = parent.effectiveLayoutMargins, f = untransformedFrame, pb = parent.bounds
            m = UIEdgeInsets(
                top: max(m.top, p.top - (f.minY - pb.minY)), left: max(m.left, p.left - (f.minX - pb.minX)),
                bottom: max(m.bottom, p.bottom - (pb.maxY - f.maxY)),
                right: max(m.right, p.right - (pb.maxX - f.maxX)))
        }
        return m
    }

    private func layoutMarginsDidChangeInternally() {
        layoutEngineRoot.autoLayout.engine?.setNeedsUpdate()
        setNeedsLayout()
    }

    /// The guide of the layout margins.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = autoLayout.marginsGuide { return guide }
        let guide = UILayoutGuide(system: .layoutMargins, owner: self)
        autoLayout.marginsGuide = guide
        return guide
    }

    /// A guide within the margins at most ``UIKitChoices/readableContentWidth`` wide, centred.
    public var readableContentGuide: UILayoutGuide {
        if let guide = autoLayout.readableGuide { return guide }
        let guide = UILayoutGuide(system: .readableContent, owner: self)
        autoLayout.readableGuide = guide
        return guide
    }

    /// During layout: tells the view (and its controller) when its safe area insets or margins changed since
    /// they were last announced.
    func announceSafeAreaChanges() {
        let insets = safeAreaInsets
        if insets != autoLayout.announcedSafeAreaInsets {
            autoLayout.announcedSafeAreaInsets = insets
            safeAreaInsetsDidChange()
            if let controller = owningViewController, controller.viewIfLoaded === self {
                controller.viewSafeAreaInsetsDidChange()
            }
        }
        let margins = effectiveLayoutMargins
        if margins != autoLayout.announcedLayoutMargins {
            let first = autoLayout.announcedLayoutMargins == nil
            autoLayout.announcedLayoutMargins = margins
            if !first {
                layoutMarginsDidChange()
                if let controller = owningViewController, controller.viewIfLoaded === self {
                    controller.viewLayoutMarginsDidChange()
                }
            }
        }
    }
}

extension UIViewController {
    /// The root view's safe area grown to below a visible navigation bar and above a visible tab bar of the
    /// containers this controller is in (those bars lie over the full-screen content, as in UIKit).
    func insetsFromBars(_ insets: UIEdgeInsets, in view: UIView) -> UIEdgeInsets {
        var result = insets
        guard let window = view.window else { return result }
        let frame = view.convert(view.bounds, to: window)
        if let navigation = navigationController, navigation !== self, !navigation.isNavigationBarHidden,
            navigation.navigationBar.window === window
        {
            let bar = navigation.navigationBar.convert(navigation.navigationBar.bounds, to: window)
            result.top = max(result.top, min(frame.height, bar.maxY - frame.minY))
        }
        if let tabs = tabBarController, tabs !== self, !tabs.tabBar.isHidden, tabs.tabBar.window === window {
            let bar = tabs.tabBar.convert(tabs.tabBar.bounds, to: window)
            result.bottom = max(result.bottom, min(frame.height, frame.maxY - bar.minY))
        }
        return result
    }
}
