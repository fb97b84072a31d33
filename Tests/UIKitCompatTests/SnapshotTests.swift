import Foundation
import Testing
import Raster
@testable import UIKitCompat

@Suite("Snapshots: frozen renderings, resizable with cap insets")
@MainActor
struct SnapshotTests {
    let red = Pixel(r: 255, g: 0, b: 0, a: 255), blue = Pixel(r: 0, g: 0, b: 255, a: 255)
    let green = Pixel(r: 0, g: 255, b: 0, a: 255)

    /// A 20 × 10 view: a red stripe 4 points wide at the left, blue elsewhere, a green free sublayer on the right.
    func striped() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.backgroundColor = .blue
        let stripe = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 10))
        stripe.backgroundColor = .red
        view.addSubview(stripe)
        let mark = CALayer()
        mark.frame = CGRect(x: 16, y: 0, width: 4, height: 10)
        mark.backgroundColor = UIColor.green.cgColor
        view.layer.addSublayer(mark)
        return view
    }

    @Test("a snapshot shows what the view showed then, free sublayers included, not later changes")
    func frozen() throws {
        let stage = try Stage(size: CGSize(width: 60, height: 20))
        let view = striped()
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: false))
        view.backgroundColor = .black
        view.subviews[0].removeFromSuperview()
        stage.window.addSubview(snapshot)
        let image = Rasterizer().render(stage.renderTree())
        #expect(image[x: 1, y: 5] == red && image[x: 10, y: 5] == blue && image[x: 18, y: 5] == green)
    }

    @Test("resizable snapshot: the part given, its caps keep their size when it is stretched")
    func resizable() throws {
        let stage = try Stage(size: CGSize(width: 60, height: 20))
        let view = striped()
        let snapshot = try #require(
            view.resizableSnapshotView(
                from: CGRect(x: 0, y: 0, width: 16, height: 10), afterScreenUpdates: true,
                withCapInsets: UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 0)))
        #expect(snapshot.bounds.size == CGSize(width: 16, height: 10))
        snapshot.frame = CGRect(x: 0, y: 0, width: 48, height: 10)
        stage.window.addSubview(snapshot)
        let image = Rasterizer().render(stage.renderTree())
        // The red cap stays 4 points wide; the blue middle stretches over the rest; the green mark (outside
        // the part taken) is not shown.
        #expect(image[x: 3, y: 5] == red && image[x: 4, y: 5] == blue && image[x: 47, y: 5] == blue)
        #expect(image[x: 50, y: 5] == Pixel(r: 0, g: 0, b: 0, a: 255))
        // Without caps the whole part stretches: the stripe becomes 12 points wide.
        let plain = try #require(
            view.resizableSnapshotView(
                from: CGRect(x: 0, y: 0, width: 16, height: 10), afterScreenUpdates: true, withCapInsets: UIEdgeInsets()
            ))
        plain.frame = CGRect(x: 0, y: 10, width: 48, height: 10)
        stage.window.addSubview(plain)
        let stretched = Rasterizer().render(stage.renderTree())
        #expect(stretched[x: 11, y: 15] == red && stretched[x: 12, y: 15] == blue)
    }
}
