import Foundation
import Testing
@testable import UIKitCompat

@Suite("tintColor: inherited from superviews, the system blue at the top, tintColorDidChange")
@MainActor
struct TintColorTests {
    final class Watcher: UIView {
        var changes = 0
        override func tintColorDidChange() {
            super.tintColorDidChange()
            changes += 1
        }
    }

    @Test("a view without its own tint shows its superview's; nil inherits again; changes reach inheriting subviews")
    func inheritance() throws {
        let stage = try Stage(size: CGSize(width: 100, height: 100))
        let container = UIView()
        let child = Watcher()
        let own = Watcher()
        own.tintColor = .systemGreen
        #expect(own.changes == 1, "its own colour replaced the system blue")
        container.addSubview(child)
        container.addSubview(own)
        stage.window.addSubview(container)
        #expect(child.tintColor == .systemBlue, "the system blue at the top")
        container.tintColor = .systemRed
        #expect(child.tintColor == .systemRed && own.tintColor == .systemGreen)
        #expect(child.changes == 1 && own.changes == 1, "only the inheriting subview is told")
        container.tintColor = .systemRed
        #expect(child.changes == 1, "the same colour again: no change")
        own.tintColor = nil
        #expect(own.tintColor == .systemRed && own.changes == 2)
        #expect(child.tintColor.cgColor.alpha == 1, "read like UIKit's implicitly unwrapped colour")
    }

    @Test("a .system button's title follows a tint set on its superview")
    func buttonFollowsInheritedTint() throws {
        let stage = try Stage(size: CGSize(width: 100, height: 100))
        let container = UIView()
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        container.addSubview(button)
        stage.window.addSubview(container)
        container.tintColor = .systemOrange
        #expect(button.titleLabel?.textColor == .systemOrange)
    }
}
