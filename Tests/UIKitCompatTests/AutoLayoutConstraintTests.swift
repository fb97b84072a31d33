import Foundation
import Testing
@testable import UIKitCompat

@Suite("Auto Layout: constraints, anchors and layout passes")
@MainActor
struct AutoLayoutConstraintTests {
    @Test("UILayoutPriority: UIKit's named levels and raw values")
    func priorities() {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510)
        #expect(UILayoutPriority.sceneSizeStayPut.rawValue == 500)
        #expect(UILayoutPriority.dragThatCannotResizeScene.rawValue == 490)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(UILayoutPriority.required - 1 == UILayoutPriority(999))
        #expect(UILayoutPriority.defaultHigh + 1 > .defaultHigh)
        #expect(
            NSLayoutConstraint.Attribute.left.rawValue == 1
                && NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue == 20)
        #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
    }

    @Test("edges pinned with anchors give the frame on layoutIfNeeded, in the superview's coordinates")
    func pinning() throws {
        let stage = try Stage(device: .iPhoneSE)
        let container = UIView(frame: CGRect(x: 20, y: 40, width: 300, height: 400))
        stage.window.addSubview(container)
        let child = constrainedView(in: container)
        pin(child, to: container, insets: UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        #expect(child.frame == .zero)
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 10, width: 240, height: 360))
        // The superview resized by its owner (autoresizing frame): the constraints follow on the next pass.
        container.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 10, width: 140, height: 160))
    }

    @Test("item/attribute initialiser, multiplier, centring, and a constant change")
    func itemAttributeForm() throws {
        let stage = try Stage(device: .iPhoneSE)
        let root = stage.window
        let a = constrainedView(in: root, tag: 1)
        let width = NSLayoutConstraint(
            item: a, attribute: .width, relatedBy: .equal, toItem: root,
            attribute: .width, multiplier: 0.5, constant: 10)
        NSLayoutConstraint.activate([
            width,
            NSLayoutConstraint(
                item: a, attribute: .height, relatedBy: .equal, toItem: nil,
                attribute: .notAnAttribute, multiplier: 1, constant: 50),
            NSLayoutConstraint(
                item: a, attribute: .centerX, relatedBy: .equal, toItem: root,
                attribute: .centerX, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: a, attribute: .centerY, relatedBy: .equal, toItem: root,
                attribute: .centerY, multiplier: 1, constant: 0),
        ])
        #expect(width.isActive && width.firstItem === a && width.secondItem === root)
        #expect(width.firstAttribute == .width && width.secondAttribute == .width && width.multiplier == 0.5)
        #expect(root.constraints.contains(width))
        root.layoutIfNeeded()
        // 0.5 × 375 + 10 = 197.5 wide, centred: x = 88.75, snapped to the @2x pixel grid.
        #expect(a.frame == CGRect(x: 89, y: 308.5, width: 197.5, height: 50))
        width.constant = 110
        root.layoutIfNeeded()
        #expect(a.frame.width == 297.5 && abs(a.frame.midX - 187.5) <= 0.5)
        width.isActive = false
        #expect(!width.isActive && !root.constraints.contains(width))
        // An aspect ratio relates a view's height to its own width (sizes may cross axes).
        let square = constrainedView(in: root)
        NSLayoutConstraint.activate([
            square.widthAnchor.constraint(equalToConstant: 80),
            square.heightAnchor.constraint(equalTo: square.widthAnchor, multiplier: 0.75),
            square.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            square.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(square.frame == CGRect(x: 0, y: 0, width: 80, height: 60))
    }

    @Test("≥ and ≤ hold as inequalities; priority 1000 is required and beats any optional constraint")
    func inequalitiesAndPriorities() throws {
        let stage = try Stage(device: .iPhoneSE)
        let v = constrainedView(in: stage.window)
        let wantsWide = v.widthAnchor.constraint(equalToConstant: 500)
        wantsWide.priority = .defaultHigh
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor),
            v.topAnchor.constraint(equalTo: stage.window.topAnchor),
            v.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
            v.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
            wantsWide,
        ])
        stage.window.layoutIfNeeded()
        #expect(v.frame.width == 200)  // the optional 500 gives way to the required ≤ 200
        // ≥ 30 with nothing else: any height from 30 up satisfies everything, so the layout is ambiguous.
        #expect(v.frame.height >= 30)
        #expect(v.hasAmbiguousLayout)
        let shortest = v.heightAnchor.constraint(equalToConstant: 0)
        shortest.priority = .fittingSizeLevel
        shortest.isActive = true
        wantsWide.constant = 120
        stage.window.layoutIfNeeded()
        #expect(v.frame.height == 30)  // the weak pull toward 0 stops at the required bound
        #expect(v.frame.width == 120)  // now within the inequality, the optional constraint is met
        #expect(v.hasAmbiguousLayout == false)
    }

    @Test("hugging vs compression resistance: 750 resistance beats 250 hugging, and the lower hugging stretches")
    func huggingAndCompression() throws {
        let stage = try Stage(device: .iPhoneSE)
        let a = SizedView(60, 20), b = SizedView(80, 20)
        stage.window.addSubview(a)
        stage.window.addSubview(b)
        b.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        let trailing = b.trailingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 300)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            trailing,
            a.topAnchor.constraint(equalTo: stage.window.topAnchor),
            b.topAnchor.constraint(equalTo: stage.window.topAnchor),
        ])
        stage.window.layoutIfNeeded()
        // 160 extra points: a (hugging 250) stretches, b (251) keeps its size; heights are intrinsic.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 220, height: 20))
        #expect(b.frame == CGRect(x: 220, y: 0, width: 80, height: 20))
        // Too little room: the lower compression resistance gives way.
        trailing.constant = 100
        a.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        stage.window.layoutIfNeeded()
        #expect(a.frame.width == 20 && b.frame.width == 80)
    }

    @Test("translatesAutoresizingMaskIntoConstraints: a view left translating keeps its frame, and conflicts")
    func autoresizingConstraints() throws {
        let stage = try Stage(device: .iPhoneSE)
        let fixed = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        stage.window.addSubview(fixed)
        let below = constrainedView(in: stage.window)
        NSLayoutConstraint.activate([
            below.topAnchor.constraint(equalTo: fixed.bottomAnchor, constant: 5),
            below.leadingAnchor.constraint(equalTo: fixed.leadingAnchor),
            below.widthAnchor.constraint(equalTo: fixed.widthAnchor, multiplier: 2),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        stage.window.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(below.frame == CGRect(x: 10, y: 75, width: 200, height: 10))
        // Forgetting to switch it off: the mask's constraints conflict with a required width.
        let diagnostics = stage.clock.diagnostics.count
        let conflicting = fixed.widthAnchor.constraint(equalToConstant: 40)
        conflicting.identifier = "too-narrow"
        conflicting.isActive = true
        stage.window.layoutIfNeeded()
        #expect(fixed.frame.width == 100)
        let messages = stage.clock.diagnostics.dropFirst(diagnostics)
        #expect(messages.count == 1)
        let message = messages.first ?? ""
        #expect(message.contains("Unable to simultaneously satisfy constraints"))
        #expect(message.contains("NSAutoresizingMaskLayoutConstraint UIView.width == 100"))
        #expect(message.contains("Will attempt to recover by breaking constraint\n<NSLayoutConstraint 'too-narrow'"))
        // The broken constraint is not reported again on later passes.
        stage.window.setNeedsLayout()
        stage.window.layoutIfNeeded()
        #expect(stage.clock.diagnostics.count == diagnostics + 1)
    }

    @Test("unsatisfiable required constraints: the minimal conflicting set is named, the latest is broken")
    func unsatisfiable() throws {
        let stage = try Stage(device: .iPhoneSE)
        let v = constrainedView(in: stage.window, tag: 7)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor),
            v.topAnchor.constraint(equalTo: stage.window.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 10),
            v.widthAnchor.constraint(equalToConstant: 100),
        ])
        let conflict = v.widthAnchor.constraint(equalToConstant: 300)
        conflict.isActive = true
        let before = stage.clock.diagnostics.count
        stage.window.layoutIfNeeded()
        #expect(v.frame.width == 100)
        let message = stage.clock.diagnostics.dropFirst(before).joined()
        #expect(message.contains("\"<NSLayoutConstraint UIView#7.width == 100   (active)>\""))
        #expect(message.contains("\"<NSLayoutConstraint UIView#7.width == 300   (active)>\""))
        #expect(!message.contains("height"))  // not part of the conflict
        #expect(message.hasSuffix("breaking constraint\n<NSLayoutConstraint UIView#7.width == 300   (active)>"))
        // Deactivating the other one lets the broken constraint in on the next pass.
        v.constraints.first { $0.constant == 100 }?.isActive = false
        stage.window.layoutIfNeeded()
        #expect(v.frame.width == 300)
    }

    @Test("bad constraints are reported naming them, not crashes")
    func badInput() throws {
        let stage = try Stage(device: .iPhoneSE)
        let onScreen = constrainedView(in: stage.window, tag: 1)
        let elsewhere = UIView()
        elsewhere.tag = 2
        let before = stage.clock.diagnostics.count
        let orphan = onScreen.leadingAnchor.constraint(equalTo: elsewhere.leadingAnchor)
        orphan.isActive = true
        #expect(!orphan.isActive)
        #expect(stage.clock.diagnostics.last?.contains("UIView#1 and UIView#2 have no common ancestor") == true)
        let nan = onScreen.widthAnchor.constraint(equalToConstant: .nan)
        nan.identifier = "nan-width"
        nan.isActive = true
        #expect(!nan.isActive)
        #expect(stage.clock.diagnostics.last?.contains("'nan-width'") == true)
        #expect(stage.clock.diagnostics.last?.contains("constant must be finite") == true)
        let width = onScreen.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        width.constant = .infinity
        #expect(width.constant == 10)
        let mixed = NSLayoutConstraint(
            item: onScreen, attribute: .leading, relatedBy: .equal, toItem: stage.window,
            attribute: .top, multiplier: 1, constant: 0)
        mixed.isActive = true
        #expect(!mixed.isActive)
        #expect(stage.clock.diagnostics.last?.contains("different axes") == true)
        width.priority = .defaultLow
        #expect(width.priority == .required)
        #expect(stage.clock.diagnostics.count == before + 5)
    }

    @Test("hasAmbiguousLayout: a view without a horizontal position is ambiguous until one is given")
    func ambiguity() throws {
        let stage = try Stage(device: .iPhoneSE)
        let v = constrainedView(in: stage.window)
        NSLayoutConstraint.activate([
            v.topAnchor.constraint(equalTo: stage.window.topAnchor),
            v.widthAnchor.constraint(equalToConstant: 10),
            v.heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(v.hasAmbiguousLayout)
        v.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 3).isActive = true
        #expect(!v.hasAmbiguousLayout)
    }

    @Test("constraints across branches use the views' positions in their common ancestor")
    func acrossBranches() throws {
        let stage = try Stage(device: .iPhoneSE)
        let left = UIView(frame: CGRect(x: 10, y: 100, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 200, y: 300, width: 100, height: 100))
        stage.window.addSubview(left)
        stage.window.addSubview(right)
        let a = constrainedView(in: left), b = constrainedView(in: right)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 5),
            a.topAnchor.constraint(equalTo: left.topAnchor, constant: 5),
            a.widthAnchor.constraint(equalToConstant: 20),
            a.heightAnchor.constraint(equalToConstant: 20),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 1),
            b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 1),
            b.widthAnchor.constraint(equalTo: a.widthAnchor),
            b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        stage.window.layoutIfNeeded()
        // a is at (15, 105)…(35, 125) in the window; b starts at (36, 126) there, i.e. (−164, −174) in `right`.
        #expect(b.frame == CGRect(x: -164, y: -174, width: 20, height: 20))
        #expect(b.convert(b.bounds, to: stage.window).origin == CGPoint(x: 36, y: 126))
    }

    @Test("removing a view deactivates constraints to outside it")
    func removal() throws {
        let stage = try Stage(device: .iPhoneSE)
        let v = constrainedView(in: stage.window)
        let inner = constrainedView(in: v)
        let outside = v.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor)
        let within = inner.widthAnchor.constraint(equalTo: v.widthAnchor)
        NSLayoutConstraint.activate([outside, within])
        v.removeFromSuperview()
        #expect(!outside.isActive)
        #expect(within.isActive)
    }

    @Test("updateConstraints runs before layout, subviews first; layoutSubviews overrides still run")
    func passes() throws {
        final class Card: UIView {
            var log: [String] = []
            var made = false
            let inner = UIView()
            override func updateConstraints() {
                log.append("update \(tag)")
                if !made && tag == 1 {
                    made = true
                    inner.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(inner)
                    pin(inner, to: self, insets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
                }
                super.updateConstraints()
            }
            override func layoutSubviews() {
                super.layoutSubviews()
                log.append("layout \(tag) inner \(inner.frame.width)")
            }
        }
        let stage = try Stage(device: .iPhoneSE)
        let outer = Card(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        outer.tag = 1
        let child = Card(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.tag = 2
        outer.addSubview(child)
        stage.window.addSubview(outer)
        outer.setNeedsUpdateConstraints()
        stage.window.layoutIfNeeded()
        #expect(outer.log.first == "update 1")
        #expect(child.log.first == "update 2")
        #expect(outer.log.contains("layout 1 inner 92.0"))
        #expect(outer.inner.frame == CGRect(x: 4, y: 4, width: 92, height: 92))
        #expect(!outer.needsUpdateConstraints())
    }

    @Test("systemLayoutSizeFitting: compressed and expanded sizes of a view sized by its content")
    func fitting() throws {
        _ = try Stage(device: .iPhoneSE)
        let card = UIView(frame: .zero)
        let a = SizedView(120, 30), b = SizedView(80, 40)
        card.addSubview(a)
        card.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            b.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8),
            card.bottomAnchor.constraint(equalTo: b.bottomAnchor, constant: 10),
            card.trailingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor, constant: 10),
            card.trailingAnchor.constraint(greaterThanOrEqualTo: b.trailingAnchor, constant: 10),
        ])
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 140, height: 98))
        let expanded = card.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        #expect(expanded.height == 98 && expanded.width == UIView.layoutFittingExpandedSize.width)
        let fixedWidth = card.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fixedWidth == CGSize(width: 300, height: 98))
    }

    @Test("labels and image views report their intrinsic sizes; a wrapping label grows with preferredMaxLayoutWidth")
    func intrinsicSizes() throws {
        let stage = try Stage(device: .iPhoneSE)
        let label = UILabel()
        label.text = "Hello, Auto Layout"
        label.translatesAutoresizingMaskIntoConstraints = false
        stage.window.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 16),
        ])
        stage.window.layoutIfNeeded()
        let one = label.intrinsicContentSize
        #expect(one.width > 50 && one.height > 0)
        #expect(label.frame.size == label.pixelAligned(CGRect(origin: .zero, size: one)).size)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = one.width / 2
        stage.window.layoutIfNeeded()
        #expect(label.frame.height > one.height * 1.5)
        #expect(label.frame.width <= one.width / 2 + 1)
        let image = UIImageView(image: UIImage(cgImage: Image(width: 30, height: 12)))
        image.translatesAutoresizingMaskIntoConstraints = false
        #expect(image.intrinsicContentSize == CGSize(width: 30, height: 12))
    }
}
