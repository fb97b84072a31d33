import Foundation
import Testing
@testable import UIKitCompat

@Suite("Auto Layout: a button sizes to its title")
@MainActor
struct AutoLayoutButtonTests {
    @Test("a button pinned only at its origin takes its intrinsic size, and grows when its title grows")
    func buttonFollowsItsTitle() throws {
        let stage = try Stage(device: .iPhoneSE)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        stage.window.addSubview(container)
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            button.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
        ])
        button.setTitle("OK", for: .normal)
        container.layoutIfNeeded()
        let short = button.frame.width
        #expect(short > 0)
        #expect(abs(short - button.intrinsicContentSize.width) < 0.5)
        button.setTitle("A much longer title", for: .normal)
        container.layoutIfNeeded()
        #expect(button.frame.width > short + 20)
        #expect(abs(button.frame.width - button.intrinsicContentSize.width) < 0.5)
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
        let before = button.frame.width
        container.layoutIfNeeded()
        #expect(abs(button.frame.width - (before + 60)) < 0.5)
    }
}
