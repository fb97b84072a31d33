import Testing
import UIKitCompat

@Suite("App code (Swift 5 mode): table selection and two-finger gestures")
@MainActor
struct SelectionAndPinchTests {
    @Test("a tap on a row opens it and the row is deselected again")
    func tapOpensRow() throws {
        let stage = try Stage(size: CGSize(width: 320, height: 480))
        let list = PhotoListController()
        stage.window.rootViewController = list
        stage.window.layoutIfNeeded()
        // Rows are 44 points tall from the top of the table: row 3 spans 132…176.
        try stage.perform(.tap(at: CGPoint(x: 160, y: 150)))
        try stage.clock.runUntilIdle()
        #expect(list.opened == [3])
        #expect(list.tableView.indexPathForSelectedRow == nil)
    }

    @Test("pinch and rotation together: the view ends scaled by the span ratio and turned by the angle")
    func pinchAndRotate() throws {
        let stage = try Stage(size: CGSize(width: 300, height: 400))
        let photo = ZoomablePhotoView(frame: stage.window.bounds)
        stage.window.addSubview(photo)
        // One finger holds; the other goes from 100 to the right of it to 50 right and 50 below: the span
        // becomes 50√2 and the line turns 45° clockwise.
        try stage.perform(fingers: [
            TouchScript.down(at: CGPoint(x: 100, y: 200)).hold(0.5).release(),
            TouchScript.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 150, y: 250), duration: 0.5).release(),
        ])
        try stage.clock.runUntilIdle()
        let t = photo.transform
        #expect(
            abs(t.a - 0.5) < 1e-9 && abs(t.b - 0.5) < 1e-9 && abs(t.c + 0.5) < 1e-9 && abs(t.d - 0.5) < 1e-9,
            "\(t)")
    }
}
