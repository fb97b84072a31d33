import Raster
import Testing
import UIKitCompat

@Suite("App code (Swift 5 mode): template icons, a table view controller menu, custom layout attributes")
@MainActor
struct ImagesAndMenusTests {
    /// A 10 × 10 opaque white square.
    let square = UIImage(cgImage: Image(width: 10, height: 10, fill: Pixel(r: 255, g: 255, b: 255, a: 255)))

    @Test("a template icon is painted in the tint: grey, then red once selected, pinned to the top")
    func templateIcon() throws {
        let stage = try Stage(size: CGSize(width: 40, height: 40))
        stage.window.backgroundColor = .black
        let icon = TabIconView(frame: stage.window.bounds)
        icon.normalColor = UIColor(white: 0.5, alpha: 1)
        icon.selectedColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        icon.setIcon(square)
        stage.window.addSubview(icon)
        var image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 20, y: 5] == pixel(of: UIColor(white: 0.5, alpha: 1)), "grey at the top centre")
        #expect(image[x: 20, y: 20] == Pixel(r: 0, g: 0, b: 0, a: 255), "nothing below the icon")
        icon.select()
        image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 20, y: 5] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(icon.accessibilityTraits == [.button, .selected] && icon.accessibilityLabel == "Tab icon")
    }

    @Test("the menu lists its rows below the status bar and a tap chooses one")
    func menu() throws {
        let stage = try Stage(device: .iPhone15)
        let menu = SideMenuListController(style: .plain)
        stage.window.rootViewController = menu
        stage.window.layoutIfNeeded()
        #expect(menu.tableView.contentInset.top == 59 && menu.tableView.verticalScrollIndicatorInsets.top == 59)
        let row = menu.tableView.rectForRow(at: IndexPath(row: 1, section: 0))
        let point = menu.tableView.convert(CGPoint(x: row.midX, y: row.midY), to: stage.window)
        try stage.perform(.tap(at: point))
        try stage.clock.runUntilIdle()
        #expect(menu.chosen == "Inbox")
        let header = try #require(menu.tableView.tableHeaderView as? UILabel)
        #expect(header.font.pointSize == 20 && header.font.weight == .bold)
    }

    final class Numbers: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath)
        }
    }

    @Test("the parallax layout scales items by their distance from the middle, again after a scroll")
    func parallax() throws {
        let stage = try Stage(size: CGSize(width: 100, height: 400))
        let layout = ParallaxLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        let collection = UICollectionView(frame: stage.window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "n")
        let numbers = Numbers()
        collection.dataSource = numbers
        stage.window.addSubview(collection)
        collection.layoutIfNeeded()
        // Item 0's centre is 150 above the middle (200): 150 / 400 from it, scale 0.625.
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(abs(first.transform.a - 0.625) < 1e-9)
        collection.contentOffset = CGPoint(x: 0, y: 100)
        collection.layoutIfNeeded()
        #expect(abs(first.transform.a - 0.5) < 1e-9, "250 above the middle: the scale stops at 0.5")
    }

    @Test("boxed points read back and measure the bounce")
    func boxedValues() {
        let bounce = makeBounceAnimation(from: .zero, to: CGPoint(x: 3, y: 4))
        #expect(boxedDistance(bounce.fromValue, bounce.toValue) == 5)
    }
}
