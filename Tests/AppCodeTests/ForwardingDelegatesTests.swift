import Testing
import UIKitCompat

@Suite("App code (Swift 5 mode): forwarding delegate calls with optional chaining")
@MainActor
struct ForwardingDelegatesTests {
    @Test("a navigation delegate installed over a screen's forwards willShow/didShow; the screen still reads its stack")
    func navigationForwarding() throws {
        let stage = try Stage(device: Device(name: "phone", size: CGSize(width: 320, height: 480), scale: 1))
        let inbox = InboxScreen()
        inbox.title = "Inbox"
        let navigation = UINavigationController(rootViewController: inbox)
        navigation.delegate = inbox
        stage.window.rootViewController = navigation
        let library = TransitionNavigationDelegate()
        library.install(on: navigation)
        #expect(library.previous === inbox)
        let detail = UIViewController()
        detail.title = "Detail"
        navigation.pushViewController(detail, animated: true)
        try stage.runUntilSettled()
        #expect(library.didShowCount == 1)
        #expect(inbox.events == ["willShow Detail", "didShow Detail"])
        #expect(inbox.stackDepth == 2)
        // The forwarded animator question reaches the screen's default: nil, the system animation.
        let operation = library.navigationController(navigation, animationControllerFor: .pop, from: detail, to: inbox)
        #expect(operation == nil)
    }

    @Test("a tab bar controller asks its delegate: a refusal keeps the tab; a silent delegate answers as UIKit would")
    func tabBarAsking() throws {
        let stage = try Stage(device: Device(name: "phone", size: CGSize(width: 320, height: 480), scale: 1))
        let tabs = AskingTabBarController()
        tabs.viewControllers = [UIViewController(), UIViewController()]
        stage.window.rootViewController = tabs
        let locking = LockingTabDelegate()
        tabs.delegate = locking
        tabs.selectTab(at: 1)
        #expect(tabs.selectedIndex == 0 && tabs.refusals == 1 && locking.selections == 0)
        locking.locked = false
        tabs.selectTab(at: 1)
        #expect(tabs.selectedIndex == 1 && locking.selections == 1)
        let silent = SilentTabDelegate()
        tabs.delegate = silent
        tabs.selectTab(at: 0)
        #expect(tabs.selectedIndex == 0 && tabs.refusals == 1)
        #expect(silent.tabBarController?(tabs, shouldSelect: tabs.viewControllers![1]) == true)
    }

    @Test("a splitting scroll delegate passes scrollViewDidScroll on to both watchers")
    func scrollSplitting() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 400)
        let splitter = ScrollDelegateSplitter()
        let first = OffsetRecorder(), second = OffsetRecorder()
        splitter.first = first
        splitter.second = second
        scroll.delegate = splitter
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        scroll.contentOffset = CGPoint(x: 0, y: 90)
        #expect(first.offsets == [40, 90] && second.offsets == [40, 90])
        splitter.scrollViewDidEndDragging(scroll, willDecelerate: false)
    }

    @Test("a forwarding gesture delegate asks its fallback, or answers UIKit's defaults without one")
    func gestureForwarding() {
        let forwarding = ForwardingGestureDelegate()
        let pan = UIPanGestureRecognizer(), tap = UITapGestureRecognizer()
        #expect(forwarding.gestureRecognizerShouldBegin(pan))
        #expect(!forwarding.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: tap))
        let strict = StrictGestureDelegate()
        forwarding.fallback = strict
        #expect(!forwarding.gestureRecognizerShouldBegin(pan))
        #expect(forwarding.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: tap))
    }

    @Test("a wrapping transitioning delegate falls back to its own animator when the wrapped one has none")
    func transitioningWrapping() {
        let fallback = PlainFadeAnimator()
        let wrapping = WrappingTransitioningDelegate(fallbackAnimator: fallback)
        let other = WrappingTransitioningDelegate(fallbackAnimator: PlainFadeAnimator())
        #expect(wrapping.animationController(forDismissed: UIViewController()) === fallback)
        wrapping.wrapped = other
        #expect(wrapping.animationController(forDismissed: UIViewController()) === other.fallbackAnimator)
        let presented = UIViewController(), source = UIViewController()
        #expect(wrapping.presentationController(forPresented: presented, presenting: nil, source: source) == nil)
    }

    @Test("a logging table delegate passes highlight questions on to the table view controller's overrides")
    func tableForwarding() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 300))
        let settings = SettingsTableController(style: .plain)
        let table = UITableView(frame: stage.window.bounds, style: .plain)
        table.rowHeight = 50
        table.dataSource = settings
        let logging = LoggingTableDelegate()
        logging.next = settings
        table.delegate = logging
        stage.window.addSubview(table)
        table.reloadData()
        for row in [1, 3] {
            try stage.perform(.tap(at: CGPoint(x: 100, y: CGFloat(row) * 50 + 25)))
            try stage.clock.advance(by: 0.5)
        }
        #expect(settings.selected == [3])
        #expect(logging.log == ["selected 3"])
        #expect(logging.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)) == 50)
    }

    @Test("a validating text field delegate asks the form's delegate about Return and typing")
    func textFieldForwarding() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let validating = ValidatingTextFieldDelegate()
        let form = SignUpForm()
        validating.form = form
        field.text = "ada"
        #expect(!validating.textFieldShouldReturn(field))
        form.agreed = true
        #expect(validating.textFieldShouldReturn(field))
        let range = NSRange(location: 3, length: 0)
        #expect(validating.textField(field, shouldChangeCharactersIn: range, replacementString: "!"))
        #expect(
            !validating.textField(
                field, shouldChangeCharactersIn: range, replacementString: String(repeating: "x", count: 21)))
    }

    @Test("a wrapping animator passes animationEnded on to the animator it wraps")
    func animatorWrapping() throws {
        let inner = RecordingFadeAnimator()
        let wrapper = WrappingAnimator(wrapping: inner)
        wrapper.animationEnded(true)
        wrapper.animationEnded(false)
        #expect(inner.endings == [true, false])
        #expect(wrapper.transitionDuration(using: nil) == 0.2)
    }
}
