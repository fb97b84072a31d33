import Testing
import UIKitCompat

@Suite("App code (Swift 5 mode): every issue-16 item the other pairs leave out, read back after the stage plays")
@MainActor
struct EveryItemTests {
    @Test("item 2: an enlarged hit area and a pass-through overlay route touches; state, title colours and insets")
    func buttonAndOverlay() throws {
        let stage = try Stage(size: CGSize(width: 300, height: 300))
        let button = FavoriteButton()
        button.frame = CGRect(x: 100, y: 100, width: 80, height: 30)
        stage.window.addSubview(button)
        let overlay = PassThroughOverlay(frame: stage.window.bounds)
        let chip = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        overlay.addSubview(chip)
        stage.window.addSubview(overlay)

        #expect(stage.window.hitTest(CGPoint(x: 10, y: 10), with: nil) === chip)
        #expect(stage.window.hitTest(CGPoint(x: 90, y: 95), with: nil) === button, "in the slop, through the overlay")
        #expect(stage.window.hitTest(CGPoint(x: 250, y: 250), with: nil) === stage.window)
        #expect(button.titleLabel?.font.pointSize == 13)

        let plain = UIButton(type: .custom)
        plain.setTitle("Favourite", for: .normal)
        plain.titleLabel?.font = .systemFont(ofSize: 13, weight: .semibold)
        let grown = button.intrinsicContentSize
        #expect(grown.width == plain.intrinsicContentSize.width + 16)
        #expect(grown.height == plain.intrinsicContentSize.height + 8)

        // A press 10 points left of the frame: highlighted while down, selected on lift.
        try stage.perform(.down(at: CGPoint(x: 90, y: 115)).hold(0.2).release())
        try stage.clock.advance(by: 0.1)
        #expect(button.isHighlighted && !button.isSelected)
        #expect(pixel(of: button.currentTitleColor) == pixel(of: .systemGray))
        try stage.clock.runUntilIdle()
        #expect(!button.isHighlighted && button.isSelected)
        #expect(button.currentTitle == "Favourited")
        #expect(pixel(of: button.currentTitleColor) == pixel(of: .systemRed))
        // Beyond the slop the touch reaches the window, not the button.
        try stage.perform(.tap(at: CGPoint(x: 100, y: 160)), at: stage.clock.now + 1)
        try stage.clock.runUntilIdle()
        #expect(button.isSelected)
        button.sendActions(for: .touchUpInside)
        #expect(!button.isSelected && button.currentTitle == "Favourite")
        #expect(pixel(of: button.currentTitleColor) == pixel(of: .systemBlue))
    }

    @Test("item 3: a scripted left swipe archives the row; cancelsTouchesInView false lets its touch end normally")
    func swipeToArchive() throws {
        let stage = try Stage(size: CGSize(width: 300, height: 200))
        let row = ArchivableRow(frame: CGRect(x: 0, y: 0, width: 300, height: 80))
        stage.window.addSubview(row)
        #expect(row.swipe.direction == .left && !row.swipe.cancelsTouchesInView)
        try stage.perform(.drag(from: CGPoint(x: 100, y: 40), to: CGPoint(x: 250, y: 40), duration: 0.2).release())
        try stage.clock.runUntilIdle()
        #expect(!row.archived, "a right swipe does not archive")
        try stage.perform(
            .drag(from: CGPoint(x: 250, y: 40), to: CGPoint(x: 100, y: 40), duration: 0.2).release(),
            at: stage.clock.now + 1)
        try stage.clock.runUntilIdle()
        #expect(row.archived)
        #expect(row.touchLog == ["began", "ended", "began", "ended"], "never cancelled: \(row.touchLog)")
    }

    @Test("item 4: insets adjusted for the bars, animated scroll to top seen by the observer, locking the feed")
    func feed() throws {
        let stage = try Stage(device: .iPhone15)
        let feed = FeedViewController()
        stage.window.rootViewController = feed
        stage.window.layoutIfNeeded()
        #expect(feed.scrollView.frame == stage.window.bounds)
        #expect(feed.scrollView.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(feed.topOffset == -59)
        #expect(feed.scrollView.panGestureRecognizer.view === feed.scrollView)

        feed.scrollView.contentOffset = CGPoint(x: 0, y: 500)
        #expect(feed.observedOffsets == [500])
        feed.scrollToTop()
        #expect(feed.scrollView.contentOffset.y == 500, "animated: not moved yet")
        try stage.clock.runUntilIdle()
        #expect(feed.scrollView.contentOffset == CGPoint(x: 0, y: -59))
        #expect(feed.observedOffsets.count > 3 && feed.observedOffsets.last == -59)
        #expect(feed.observedOffsets == feed.observedOffsets.sorted(by: >), "monotonic towards the top")

        feed.isLocked = true
        #expect(!feed.scrollView.panGestureRecognizer.isEnabled)
        let start = stage.clock.now + 1
        try stage.perform(
            .drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.3).release(), at: start)
        try stage.clock.runUntilIdle()
        #expect(feed.scrollView.contentOffset.y == -59, "locked: the drag does not scroll")
        feed.isLocked = false
        #expect(feed.scrollView.panGestureRecognizer.isEnabled)
        try stage.perform(
            .drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.3).release(),
            at: stage.clock.now + 1)
        try stage.clock.runUntilIdle()
        #expect(feed.scrollView.contentOffset.y > 100, "unlocked: dragged up 300 points and decelerated")
    }

    @Test("item 4: the scroll view's pan waits for a swipe up to fail: a flick opens, a slow drag scrolls")
    func panWaitsForSwipe() throws {
        let stage = try Stage(device: .iPhone15)
        let feed = FeedViewController()
        stage.window.rootViewController = feed
        stage.window.layoutIfNeeded()
        var swiped = 0
        let swipe = UISwipeGestureRecognizer { _ in swiped += 1 }
        swipe.direction = .up
        feed.scrollView.addGestureRecognizer(swipe)
        feed.panWaits(for: swipe)
        let resting = feed.scrollView.contentOffset
        try stage.perform(.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.15).release())
        try stage.clock.runUntilIdle()
        #expect(swiped == 1 && feed.scrollView.contentOffset == resting, "the swipe wins; the pan never scrolls")
        try stage.perform(
            .drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 450), duration: 3).release(),
            at: stage.clock.now + 1)
        try stage.clock.runUntilIdle()
        #expect(swiped == 1 && feed.scrollView.contentOffset.y > resting.y + 50, "too slow for a swipe: it scrolled")
    }

    @Test("item 5: guides on an iPhone 15 give the known insets; additional insets and right-to-left margins")
    func safeArea() throws {
        let stage = try Stage(device: .iPhone15)
        let screen = SafeAreaScreenViewController()
        stage.window.rootViewController = screen
        stage.window.layoutIfNeeded()
        let insets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        #expect(screen.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 59, width: 393, height: 852 - 93))
        #expect(screen.card.frame == screen.view.bounds.inset(by: insets))
        #expect(screen.contentRect == screen.card.frame)
        #expect(screen.caption.frame == CGRect(x: 24, y: 59, width: 393 - 36, height: 20))
        #expect(screen.safeAreaChanges.last == insets)

        screen.showMiniPlayer(height: 64)
        stage.window.layoutIfNeeded()
        #expect(screen.safeAreaChanges.last == UIEdgeInsets(top: 59, left: 0, bottom: 98, right: 0))
        #expect(screen.card.frame == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 98))

        stage.layoutDirection = .rightToLeft
        stage.window.layoutIfNeeded()
        #expect(screen.caption.frame.minX == 12, "leading is on the right: 24 from the right edge, 12 from the left")
    }

    @Test("item 6: trait changes reach the badge (style, direction, size class, text size); overrides hold")
    func traits() throws {
        let stage = try Stage(size: CGSize(width: 300, height: 300))
        let badge = StatusBadge(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let alwaysLight = StatusBadge(frame: CGRect(x: 40, y: 0, width: 20, height: 20))
        alwaysLight.overrideUserInterfaceStyle = .light
        stage.window.addSubview(badge)
        stage.window.addSubview(alwaysLight)
        #expect(badge.traitChanges == ["ltr compact text"])
        #expect(badge.backgroundColor.map(pixel(of:)) == pixel(of: StatusBadge.lightTint))

        stage.userInterfaceStyle = .dark
        #expect(badge.backgroundColor.map(pixel(of:)) == pixel(of: StatusBadge.darkTint))
        #expect(alwaysLight.backgroundColor.map(pixel(of:)) == pixel(of: StatusBadge.lightTint))
        stage.layoutDirection = .rightToLeft
        stage.preferredContentSizeCategory = .accessibilityLarge
        #expect(badge.traitChanges.suffix(2) == ["rtl compact text", "rtl compact large-text"])

        let pad = try Stage(device: .iPad)
        let padBadge = StatusBadge(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        pad.window.addSubview(padBadge)
        #expect(padBadge.traitChanges == ["ltr regular text"])
    }

    @Test("item 6: a sheet that captures the status bar sets its style; a draft refuses the pull-down; dismissal told")
    func composeSheet() throws {
        let stage = try Stage(size: CGSize(width: 300, height: 600))
        let inbox = InboxViewController()
        stage.window.rootViewController = inbox
        var compose = inbox.compose(capturingStatusBar: false)
        try stage.clock.runUntilIdle()
        #expect(UIApplication.shared.statusBarStyle == .darkContent, "a sheet does not decide the status bar")
        inbox.dismiss(animated: false)
        try stage.clock.runUntilIdle()
        compose = inbox.compose(capturingStatusBar: true)
        try stage.clock.runUntilIdle()
        #expect(UIApplication.shared.statusBarStyle == .lightContent, "captured: the sheet's own style is in effect")

        compose.draft = "Hi"
        #expect(compose.isModalInPresentation)
        let top = compose.view.frame.minY
        try stage.perform(
            .drag(from: CGPoint(x: 150, y: top + 50), to: CGPoint(x: 150, y: 590), duration: 0.4).release(),
            at: stage.clock.now + 1)
        try stage.clock.runUntilIdle()
        #expect(inbox.presentedViewController === compose && inbox.events == ["attempt"])
        compose.draft = ""
        try stage.perform(
            .drag(from: CGPoint(x: 150, y: top + 50), to: CGPoint(x: 150, y: 590), duration: 0.4).release(),
            at: stage.clock.now + 1)
        try stage.clock.runUntilIdle()
        #expect(inbox.presentedViewController == nil && inbox.events == ["attempt", "dismissed"])
    }

    @Test("item 7: the player keeps the screen on, hides the status bar, follows VoiceOver, sends a success haptic")
    func player() throws {
        let stage = try Stage(device: .iPhone15)
        let player = PlayerViewController()
        stage.window.rootViewController = player
        try stage.clock.runUntilIdle()
        #expect(UIDevice.current.userInterfaceIdiom == .phone && player.controls.bounds.width == 300)
        #expect(player.hostWindow === stage.window && UIApplication.shared.windows == [stage.window])
        #expect(UIApplication.shared.isIdleTimerDisabled && stage.environment.isIdleTimerDisabled)
        #expect(UIApplication.shared.isStatusBarHidden)
        #expect(stage.windowScene.statusBarManager?.statusBarFrame == .zero)
        #expect(player.controlsShape.contains(CGPoint(x: 1, y: 1)), "top-left corner square")
        #expect(!player.controlsShape.contains(CGPoint(x: 1, y: 59)), "bottom-left corner rounded")

        stage.environment.isVoiceOverRunning = true
        player.autoHideControls()
        #expect(!player.controls.isHidden)
        stage.environment.isVoiceOverRunning = false
        player.autoHideControls()
        #expect(player.controls.isHidden)

        try stage.clock.advance(to: stage.clock.now + 0.5)
        player.playbackFinished()
        #expect(stage.environment.haptics.last == HapticEvent(time: stage.clock.now, kind: .notification(.success)))

        stage.environment.systemVersion = "13.7"
        #expect(!player.supportsPictureInPicture)
        stage.environment.systemVersion = "17.2.1"
        #expect(player.supportsPictureInPicture)
        #expect(player.controlsLineCount == 1)
        stage.preferredContentSizeCategory = .accessibilityExtraLarge
        #expect(player.controlsLineCount == 2)

        let pad = try Stage(device: .iPad)
        let padPlayer = PlayerViewController()
        pad.window.rootViewController = padPlayer
        try pad.clock.runUntilIdle()
        #expect(UIDevice.current.userInterfaceIdiom == .pad && padPlayer.controls.bounds.width == 400)
        #expect(padPlayer.hostWindow === pad.window)
    }

    @Test("item 9: an article pushed in a tab hides the tab bar; popping back shows it again")
    func articleHidesTabBar() throws {
        let stage = try Stage(size: CGSize(width: 300, height: 500))
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        stage.window.rootViewController = tabs
        let article = ArticleViewController()
        #expect(article.hidesBottomBarWhenPushed)
        navigation.pushViewController(article, animated: true)
        try stage.runUntilSettled()
        #expect(tabs.tabBar.isHidden)
        #expect(article.view.frame.maxY == 500, "the article reaches the bottom edge")
        navigation.popViewController(animated: true)
        try stage.runUntilSettled()
        #expect(!tabs.tabBar.isHidden && tabs.tabBar.superview === tabs.view)
        #expect(tabs.tabBar.frame.maxY == 500)
    }
}
