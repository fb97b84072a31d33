import Foundation

import Raster
import Testing
@testable import UIKitCompat

/// What the third sample of open-source transition libraries (round 11: SwiftEntryKit, ARNTransitionAnimator,
/// DrawerKit, ExpandingCollection, Cards, …) needed from UIKit, read back.
@Suite("UIKit spellings and behaviour the third app-code sample uses")
@MainActor
struct ThirdSampleAppCodeTests {
    @Test("beginIgnoringInteractionEvents drops taps until the matching end; calls nest; a stray end is reported")
    func ignoringInteractionEvents() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 200))
        var taps = 0
        stage.window.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        let point = CGPoint(x: 100, y: 100)
        try stage.perform(.tap(at: point))
        try stage.clock.advance(by: 0.5)
        #expect(taps == 1)
        UIApplication.shared.beginIgnoringInteractionEvents()
        UIApplication.shared.beginIgnoringInteractionEvents()
        #expect(UIApplication.shared.isIgnoringInteractionEvents)
        try stage.perform(.tap(at: point))
        try stage.clock.advance(by: 0.5)
        UIApplication.shared.endIgnoringInteractionEvents()
        try stage.perform(.tap(at: point))
        try stage.clock.advance(by: 0.5)
        #expect(taps == 1, "ignored while any begin is unbalanced")
        UIApplication.shared.endIgnoringInteractionEvents()
        #expect(!UIApplication.shared.isIgnoringInteractionEvents)
        try stage.perform(.tap(at: point))
        try stage.clock.advance(by: 0.5)
        #expect(taps == 2)
        #expect(stage.clock.diagnostics.isEmpty)
        UIApplication.shared.endIgnoringInteractionEvents()
        #expect(stage.clock.diagnostics.count == 1)
        #expect(!UIApplication.shared.isIgnoringInteractionEvents)
    }

    @Test("a finger already down when ignoring begins is still delivered")
    func fingerDownBeforeIgnoring() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 200))
        var translations: [CGFloat] = []
        stage.window.addGestureRecognizer(
            UIPanGestureRecognizer { pan in translations.append(pan.translation(in: stage.window).x) })
        let end = try stage.perform(.drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 180, y: 100), duration: 0.5))
        try stage.clock.advance(by: 0.2)
        UIApplication.shared.beginIgnoringInteractionEvents()
        let before = translations.count
        try stage.clock.advance(to: end + 0.1)
        UIApplication.shared.endIgnoringInteractionEvents()
        #expect(translations.count > before)
        #expect((translations.last ?? 0) > 150)
    }

    @Test("UIWindow.Level: UIKit's values, order and arithmetic; windows start at .normal")
    func windowLevels() throws {
        #expect(UIWindow.Level.normal.rawValue == 0)
        #expect(UIWindow.Level.statusBar.rawValue == 1000)
        #expect(UIWindow.Level.alert.rawValue == 2000)
        #expect(UIWindow.Level.statusBar + 1 > .statusBar && UIWindow.Level.alert - 1 < .alert)
        #expect(UIWindow.Level(rawValue: 5) == UIWindow.Level(5))
        let window = UIWindow(frame: .zero)
        #expect(window.windowLevel == .normal)
        window.windowLevel = .alert + 1
        #expect(window.windowLevel.rawValue == 2001 && window.windowLevel >= .normal)
        let stage = try Stage(size: CGSize(width: 120, height: 80))
        let sceneWindow = UIWindow(windowScene: stage.windowScene)
        #expect(sceneWindow.windowScene === stage.windowScene)
        #expect(sceneWindow.bounds.size == CGSize(width: 120, height: 80))
    }

    @Test("UILabel.textColor is null-resettable: nil gives .label back, and the label draws in the colour set")
    func labelTextColorResets() throws {
        let label = UILabel()
        label.text = "Hi"
        let missing: UIColor? = nil
        label.textColor = .red
        #expect(label.textColor == .red)
        if case .text(let content)? = label.renderContent() { #expect(content.color == UIColor.red.color) }
        label.textColor = missing
        #expect(label.textColor == .label)
    }

    @Test("timing curve providers are class-bound and compare by identity")
    func timingProvidersByIdentity() {
        let cubic: UITimingCurveProvider = UICubicTimingParameters(animationCurve: .easeIn)
        let other: UITimingCurveProvider = UICubicTimingParameters(animationCurve: .easeIn)
        #expect(cubic === cubic && cubic !== other)
    }

    /// A flow layout that records the contexts it is invalidated with and invalidates on every bounds change.
    final class RecordingLayout: UICollectionViewFlowLayout {
        final class Context: UICollectionViewLayoutInvalidationContext {
            var scrolled = false
        }
        var contexts: [UICollectionViewLayoutInvalidationContext] = []
        var prepares = 0
        override class var invalidationContextClass: AnyClass { Context.self }
        override func prepare() {
            super.prepare()
            prepares += 1
        }
        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            contexts.append(context)
            super.invalidateLayout(with: context)
        }
        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
        override func invalidationContext(
            forBoundsChange newBounds: CGRect
        ) -> UICollectionViewLayoutInvalidationContext {
            let context = super.invalidationContext(forBoundsChange: newBounds)
            (context as? Context)?.scrolled = true
            context.invalidateItems(at: [IndexPath(item: 0, section: 0)])
            context.invalidateItems(at: [IndexPath(item: 1, section: 0)])
            return context
        }
    }

    final class Items: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    @Test("invalidation contexts: invalidateLayout() invalidates everything, a bounds change asks for its context")
    func invalidationContexts() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 400))
        let layout = RecordingLayout()
        layout.itemSize = CGSize(width: 200, height: 100)
        let items = Items()
        let collection = UICollectionView(frame: stage.window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = items
        stage.window.addSubview(collection)
        collection.layoutIfNeeded()
        #expect(collection.isPrefetchingEnabled)
        let prepared = layout.prepares

        layout.invalidateLayout()
        collection.layoutIfNeeded()
        let whole = try #require(layout.contexts.last as? RecordingLayout.Context)
        #expect(whole.invalidateEverything && !whole.scrolled && whole.invalidatedItemIndexPaths == nil)
        #expect(layout.prepares == prepared + 1)

        collection.contentOffset = CGPoint(x: 0, y: 50)
        collection.layoutIfNeeded()
        let scroll = try #require(layout.contexts.last as? RecordingLayout.Context)
        #expect(scroll.scrolled && !scroll.invalidateEverything && !scroll.invalidateDataSourceCounts)
        #expect(scroll.invalidatedItemIndexPaths == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(layout.prepares == prepared + 2)

        let adjust = UICollectionViewLayoutInvalidationContext()
        adjust.contentOffsetAdjustment = CGPoint(x: 0, y: 30)
        layout.invalidateLayout(with: adjust)
        #expect(collection.contentOffset == CGPoint(x: 0, y: 80))
    }

    @Test("UIScreen.snapshotView is the window's rendering, the screen's size")
    func screenSnapshot() throws {
        let stage = try Stage(size: CGSize(width: 120, height: 80))
        stage.window.backgroundColor = .red
        let snapshot = UIScreen.main.snapshotView(afterScreenUpdates: true)
        #expect(snapshot.bounds.size == CGSize(width: 120, height: 80))
        // Later changes do not reach the frozen snapshot: over a blue window it still shows red.
        stage.window.backgroundColor = .blue
        stage.window.addSubview(snapshot)
        let pixel = Rasterizer().render(stage.renderTree())[x: 60, y: 40]
        #expect(pixel.r > 200 && pixel.b < 50, "\(pixel)")
    }

    /// A cell that encodes its own values, as cells written for UIKit's `NSCoding` do.
    final class EncodingCell: UICollectionViewCell {
        var encoded = false
        override func encode(with coder: NSCoder) {
            super.encode(with: coder)
            encoded = true
        }
    }

    @Test("views adopt encode(with:) (nothing is archived, overrides are called)")
    func encodeWith() {
        let cell = EncodingCell(frame: .zero)
        cell.encode(with: NSCoder())
        #expect(cell.encoded)
    }

    @Test("UIImageView cycles its animation images on the stage's clock, repeats, stops, and draws the frame shown")
    func imageViewAnimation() throws {
        let stage = try Stage(size: CGSize(width: 40, height: 40))
        let colors: [Pixel] = [
            Pixel(r: 255, g: 0, b: 0, a: 255), Pixel(r: 0, g: 255, b: 0, a: 255),
            Pixel(r: 0, g: 0, b: 255, a: 255),
        ]
        let images = colors.map { UIImage(cgImage: Image(width: 4, height: 4, fill: $0)) }
        let still = UIImage(cgImage: Image(width: 4, height: 4, fill: Pixel(r: 255, g: 255, b: 255, a: 255)))
        let view = UIImageView(image: still)
        view.frame = stage.window.bounds
        stage.window.addSubview(view)
        view.startAnimating()
        #expect(!view.isAnimating, "no images: nothing to animate")
        view.animationImages = images
        view.animationDuration = 0.3
        view.animationRepeatCount = 2
        func shown() -> Pixel { Rasterizer().render(stage.renderTree())[x: 20, y: 20] }
        view.startAnimating()
        #expect(view.isAnimating && view.shownImage === images[0])
        #expect(shown() == colors[0])
        var sequence: [Int] = []
        for _ in 0..<7 {
            try stage.clock.advance(by: 0.1)
            sequence.append(view.shownImage.flatMap { image in images.firstIndex { $0 === image } } ?? -1)
        }
        // 0.1 s per image, two cycles, then the still image (-1) and the animation stopped.
        #expect(sequence == [1, 2, 0, 1, 2, -1, -1])
        #expect(!view.isAnimating)
        #expect(shown() == Pixel(r: 255, g: 255, b: 255, a: 255))
        // Without a duration each image shows 1/30 s; stopAnimating shows the still image at once.
        view.animationDuration = 0
        view.animationRepeatCount = 0
        view.startAnimating()
        try stage.clock.advance(by: 1.0 / 30)
        #expect(view.shownImage === images[1])
        #expect(shown() == colors[1])
        view.stopAnimating()
        #expect(!view.isAnimating && view.shownImage === still)
    }

    /// A collection view that follows layout changes, as Gemini's overrides do.
    final class FollowingCollectionView: UICollectionView {
        var changes = 0
        override func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
            super.setCollectionViewLayout(layout, animated: animated)
            changes += 1
        }
    }

    @Test("setCollectionViewLayout: at once, or animated from the old layout's frames to the new one's")
    func layoutChange() throws {
        let stage = try Stage(size: CGSize(width: 200, height: 400))
        func flow(_ side: CGFloat) -> UICollectionViewFlowLayout {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: side, height: side)
            layout.minimumInteritemSpacing = 0
            layout.minimumLineSpacing = 0
            return layout
        }
        let items = Items()
        let collection = FollowingCollectionView(frame: stage.window.bounds, collectionViewLayout: flow(100))
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = items
        stage.window.addSubview(collection)
        collection.layoutIfNeeded()
        let second = IndexPath(item: 1, section: 0)
        #expect(collection.cellForItem(at: second)?.frame == CGRect(x: 100, y: 0, width: 100, height: 100))

        var finished: [Bool] = []
        let small = flow(50)
        collection.setCollectionViewLayout(small, animated: false, completion: { finished.append($0) })
        #expect(finished == [true] && collection.collectionViewLayout === small && small.collectionView === collection)
        #expect(collection.cellForItem(at: second)?.frame == CGRect(x: 50, y: 0, width: 50, height: 50))

        collection.setCollectionViewLayout(flow(100), animated: true) { finished.append($0) }
        let cell = try #require(collection.cellForItem(at: second))
        #expect(cell.frame == CGRect(x: 100, y: 0, width: 100, height: 100), "the model is at the new place")
        try stage.clock.advance(by: 0.15)
        let halfway = cell.layer.presentation()?.frame ?? .null
        #expect(halfway.minX > 50 && halfway.minX < 100 && halfway.width > 50 && halfway.width < 100, "\(halfway)")
        #expect(finished == [true])
        try stage.clock.advance(by: 0.2)
        #expect(finished == [true, true])
        #expect(cell.layer.presentation()?.frame == CGRect(x: 100, y: 0, width: 100, height: 100))
        collection.setCollectionViewLayout(small, animated: false)
        #expect(collection.changes == 1)
    }

}
