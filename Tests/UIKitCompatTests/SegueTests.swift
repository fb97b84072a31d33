import Foundation
import Testing
@testable import UIKitCompat

@Suite("Segues made in code: custom segue classes, prepare(for:sender:), performSegue without storyboards")
@MainActor
struct SegueTests {
    /// A library-style segue that presents its destination full screen.
    final class PresentSegue: UIStoryboardSegue {
        override func perform() {
            destination.modalPresentationStyle = .fullScreen
            source.present(destination, animated: false)
        }
    }

    final class Source: UIViewController {
        var prepared: [String?] = []
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            prepared.append(segue.identifier)
            segue.destination.view.backgroundColor = .systemRed
        }
    }

    @Test("running a segue asks the source to prepare, then performs it")
    func customSegue() throws {
        let stage = try Stage(size: CGSize(width: 100, height: 200))
        let source = Source()
        stage.window.rootViewController = source
        let destination = UIViewController()
        PresentSegue(identifier: "show", source: source, destination: destination).run(sender: nil)
        try stage.clock.runUntilIdle()
        #expect(source.prepared == ["show"] && source.presentedViewController === destination)
        #expect(destination.view.backgroundColor == .systemRed)
    }

    @Test("a block segue runs its handler; a plain one does nothing; performSegue is reported")
    func handlersAndStoryboards() throws {
        let stage = try Stage(size: CGSize(width: 100, height: 200))
        let source = Source()
        stage.window.rootViewController = source
        var ran = 0
        UIStoryboardSegue(identifier: nil, source: source, destination: UIViewController()) { ran += 1 }.perform()
        UIStoryboardSegue(identifier: nil, source: source, destination: UIViewController()).perform()
        #expect(ran == 1 && source.presentedViewController == nil)
        source.performSegue(withIdentifier: "detail", sender: nil)
        #expect(stage.clock.diagnostics.contains { $0.contains("performSegue(withIdentifier: \"detail\")") })
        #expect(source.shouldPerformSegue(withIdentifier: "detail", sender: nil))
    }
}
