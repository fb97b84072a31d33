import Foundation
import Testing
@testable import UIKitCompat

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`, checked against the examples of
/// Apple's Auto Layout Guide ("Visual Format Language") and its grammar.
@Suite("Auto Layout: the visual format language")
@MainActor
struct VisualFormatTests {
    /// A container in a stage window with views tagged 1, 2, 3… (named "UIView#1"… in descriptions).
    struct Setup {
        let stage: Stage
        let container: UIView
        let views: [UIView]
        var dictionary: [String: Any] {
            var names: [String: Any] = [:]
            for (index, name) in ["a", "b", "c"].prefix(views.count).enumerated() { names[name] = views[index] }
            return names
        }
    }

    func setUp(_ count: Int = 3) throws -> Setup {
        let stage = try Stage(device: .iPhoneSE)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        container.tag = 9
        stage.window.addSubview(container)
        let views = (1...count).map { constrainedView(in: container, tag: $0) }
        return Setup(stage: stage, container: container, views: views)
    }

    func describe(_ constraints: [NSLayoutConstraint]) -> [String] { constraints.map(\.description) }

    @Test("Apple's examples: standard space, width, superview, vertical, flush, priority, equal widths, two predicates")
    func applesExamples() throws {
        let s = try setUp(2)
        let views = ["button": s.views[0], "textField": s.views[1]]
        #expect(
            describe(
                NSLayoutConstraint.constraints(withVisualFormat: "[button]-[textField]", metrics: nil, views: views))
                == ["<NSLayoutConstraint UIView#2.leading == UIView#1.trailing + 8>"])
        #expect(
            describe(NSLayoutConstraint.constraints(withVisualFormat: "[button(>=50)]", metrics: nil, views: views))
                == ["<NSLayoutConstraint UIView#1.width >= 50>"])
        #expect(
            describe(
                NSLayoutConstraint.constraints(
                    withVisualFormat: "|-50-[purpleBox]-50-|", metrics: nil, views: ["purpleBox": s.views[0]]))
                == [
                    "<NSLayoutConstraint UIView#1.leading == UIView#9.leading + 50>",
                    "<NSLayoutConstraint UIView#9.trailing == UIView#1.trailing + 50>",
                ])
        #expect(
            describe(
                NSLayoutConstraint.constraints(
                    withVisualFormat: "V:[topField]-10-[bottomField]", metrics: nil,
                    views: ["topField": s.views[0], "bottomField": s.views[1]]))
                == ["<NSLayoutConstraint UIView#2.top == UIView#1.bottom + 10>"])
        #expect(
            describe(
                NSLayoutConstraint.constraints(
                    withVisualFormat: "[maroonView][blueView]", metrics: nil,
                    views: ["maroonView": s.views[0], "blueView": s.views[1]]))
                == ["<NSLayoutConstraint UIView#2.leading == UIView#1.trailing>"])
        let priority = NSLayoutConstraint.constraints(withVisualFormat: "[button(100@20)]", metrics: nil, views: views)
        #expect(describe(priority) == ["<NSLayoutConstraint UIView#1.width == 100 @20>"])
        #expect(priority.first?.priority == UILayoutPriority(20))
        #expect(
            describe(
                NSLayoutConstraint.constraints(
                    withVisualFormat: "[button1(==button2)]", metrics: nil,
                    views: ["button1": s.views[0], "button2": s.views[1]]))
                == ["<NSLayoutConstraint UIView#1.width == UIView#2.width>"])
        #expect(
            describe(
                NSLayoutConstraint.constraints(
                    withVisualFormat: "[flexibleButton(>=70,<=100)]", metrics: nil,
                    views: ["flexibleButton": s.views[0]]))
                == ["<NSLayoutConstraint UIView#1.width >= 70>", "<NSLayoutConstraint UIView#1.width <= 100>"])
        #expect(s.stage.clock.diagnostics.isEmpty)
    }

    @Test("a complete line: |-…-| uses the superview's layout margins, and the solved frames follow")
    func completeLine() throws {
        let s = try setUp()
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "|-[find]-[findNext]-[findField(>=20)]-|", metrics: nil,
            views: ["find": s.views[0], "findNext": s.views[1], "findField": s.views[2]])
        #expect(
            describe(constraints) == [
                "<NSLayoutConstraint UIView#1.leading == UIView#9.leadingMargin>",
                "<NSLayoutConstraint UIView#2.leading == UIView#1.trailing + 8>",
                "<NSLayoutConstraint UIView#3.leading == UIView#2.trailing + 8>",
                "<NSLayoutConstraint UIView#3.width >= 20>",
                "<NSLayoutConstraint UIView#9.trailingMargin == UIView#3.trailing>",
            ])
        #expect(constraints.allSatisfy { !$0.isActive })
        NSLayoutConstraint.activate(constraints)
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "[a(40)]", metrics: nil, views: ["a": s.views[0]])
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "[b(60)]", metrics: nil, views: ["b": s.views[1]])
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "V:|-(20)-[a(30)]", metrics: nil, views: ["a": s.views[0]])
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "H:[a][b][c]", options: [.alignAllTop, .alignAllBottom], metrics: nil,
                    views: s.dictionary
                ).filter { $0.firstAttribute != .leading })
        s.container.layoutIfNeeded()
        #expect(s.views[0].frame == CGRect(x: 8, y: 20, width: 40, height: 30))
        #expect(s.views[1].frame == CGRect(x: 56, y: 20, width: 60, height: 30))
        #expect(s.views[2].frame == CGRect(x: 124, y: 20, width: 300 - 8 - 124, height: 30))
        #expect(s.stage.clock.diagnostics.isEmpty)
    }

    @Test("metrics name spacings, sizes and priorities; spaces between tokens are skipped")
    func metrics() throws {
        let s = try setUp()
        let metrics: [String: Any] = ["gap": 12, "side": CGFloat(44.5), "low": Float(250), "big": NSNumber(value: 1e3)]
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: " V : | -gap- [a(side)] -(>=gap@low, <=big)- [b(==a@low)] - | ", metrics: metrics,
            views: s.dictionary)
        #expect(
            describe(constraints) == [
                "<NSLayoutConstraint UIView#1.top == UIView#9.top + 12>",
                "<NSLayoutConstraint UIView#1.height == 44.5>",
                "<NSLayoutConstraint UIView#2.top >= UIView#1.bottom + 12 @250>",
                "<NSLayoutConstraint UIView#2.top <= UIView#1.bottom + 1000>",
                "<NSLayoutConstraint UIView#2.height == UIView#1.height @250>",
                "<NSLayoutConstraint UIView#9.bottomMargin == UIView#2.bottom>",
            ])
        // A negative spacing in parentheses, and an exponent.
        #expect(
            describe(
                NSLayoutConstraint.constraints(
                    withVisualFormat: "[a]-(-5)-[b(2.5e1)]", metrics: nil, views: s.dictionary))
                == [
                    "<NSLayoutConstraint UIView#2.leading == UIView#1.trailing - 5>",
                    "<NSLayoutConstraint UIView#2.width == 25>",
                ])
        #expect(s.stage.clock.diagnostics.isEmpty)
    }

    @Test("options: direction, alignment with the previous view, baseline spacing")
    func options() throws {
        let s = try setUp()
        #expect(
            describe(
                NSLayoutConstraint.constraints(
                    withVisualFormat: "|[a]-[b]|", options: .directionLeftToRight, metrics: nil, views: s.dictionary))
                == [
                    "<NSLayoutConstraint UIView#1.left == UIView#9.left>",
                    "<NSLayoutConstraint UIView#2.left == UIView#1.right + 8>",
                    "<NSLayoutConstraint UIView#9.right == UIView#2.right>",
                ])
        #expect(
            describe(
                NSLayoutConstraint.constraints(
                    withVisualFormat: "|-[a]", options: .directionRightToLeft, metrics: nil, views: s.dictionary))
                == ["<NSLayoutConstraint UIView#1.right == UIView#9.rightMargin>"])
        #expect(
            describe(
                NSLayoutConstraint.constraints(
                    withVisualFormat: "V:[a][b][c]", options: [.alignAllLeading, .alignAllCenterX], metrics: nil,
                    views: s.dictionary))
                == [
                    "<NSLayoutConstraint UIView#2.top == UIView#1.bottom>",
                    "<NSLayoutConstraint UIView#3.top == UIView#2.bottom>",
                    "<NSLayoutConstraint UIView#2.leading == UIView#1.leading>",
                    "<NSLayoutConstraint UIView#2.centerX == UIView#1.centerX>",
                    "<NSLayoutConstraint UIView#3.leading == UIView#2.leading>",
                    "<NSLayoutConstraint UIView#3.centerX == UIView#2.centerX>",
                ])
        #expect(
            describe(
                NSLayoutConstraint.constraints(
                    withVisualFormat: "V:[a]-20-[b]", options: .spacingBaselineToBaseline, metrics: nil,
                    views: s.dictionary))
                == ["<NSLayoutConstraint UIView#2.firstBaseline == UIView#1.lastBaseline + 20>"])
        #expect(NSLayoutConstraint.FormatOptions.alignAllTop.rawValue == 8)
        #expect(NSLayoutConstraint.FormatOptions.alignAllCenterY.rawValue == 1 << 10)
        #expect(NSLayoutConstraint.FormatOptions.directionRightToLeft.rawValue == 2 << 16)
        #expect(NSLayoutConstraint.FormatOptions.spacingBaselineToBaseline.rawValue == 1 << 19)
        #expect(s.stage.clock.diagnostics.isEmpty)
    }

    @Test(
        "malformed formats are reported with the reason and position, and give no constraints",
        arguments: [
            ("", "Expected a view ('[' name ']') or a '|' (at character 0 of \"\")"),
            ("H:[a", "Expected ']' before the end (at character 4"),
            ("[a]-[", "Expected a view name (at character 5"),
            ("[a][x]", "x is not a key in the views dictionary (at character 4"),
            ("[a]-gap-[b]", "gap is not a key in the metrics dictionary (at character 4"),
            ("[a(=5)]", "Expected a relation: '==', '<=' or '>=' (at character 3"),
            ("[a(>=5@0)]", "A priority must be in (0, 1000], got 0 (at character 7"),
            ("[a(>=5@1001)]", "A priority must be in (0, 1000], got 1001 (at character 7"),
            ("[a]-(b)-[c]", "A spacing cannot relate to the view 'b'; only a view's size can (at character 5"),
            ("[a]-5[b]", "Expected a '-' after the spacing (at character 5"),
            ("[a]|[b]", "Expected the end of the format after '|', found '[' (at character 4"),
            ("[a]-", "Expected a spacing (a number, a metric name or '(' predicates ')') (at character 4"),
            ("[a(5,)]", "Expected a constant, a metric name or a view name (at character 5"),
            ("[a(5]", "Expected ',' or ')' in the predicate list (at character 4"),
            ("X:[a]", "Expected a view ('[' name ']') or a '|' (at character 0"),
            ("[a]*[b]", "Expected a connection ('-'), a view ('[') or a '|', found '*' (at character 3"),
            ("[a]-(1e999)-[b]", "1e999 is not a finite number (at character 5"),
        ])
    func malformed(format: String, message: String) throws {
        let s = try setUp()
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: format, metrics: ["n": 1], views: s.dictionary)
        #expect(constraints.isEmpty)
        #expect(s.stage.clock.diagnostics.count == 1)
        let reported = s.stage.clock.diagnostics.first ?? ""
        #expect(reported.hasPrefix("Unable to parse constraint format: " + message), "\(reported)")
        #expect(!reported.contains("\n"))
    }

    @Test(
        "what UIKit raises for well-formed formats: no superview, alignment along the axis, a metric of the wrong type")
    func semanticErrors() throws {
        let s = try setUp()
        let orphan = UIView()
        orphan.tag = 7
        var messages: [String] = []
        func check(_ format: String, _ options: NSLayoutConstraint.FormatOptions = [], views: [String: Any]) {
            let before = s.stage.clock.diagnostics.count
            let result = NSLayoutConstraint.constraints(
                withVisualFormat: format, options: options, metrics: ["word": "wide"], views: views)
            #expect(result.isEmpty, "\(format)")
            #expect(s.stage.clock.diagnostics.count == before + 1, "\(format)")
            messages.append(s.stage.clock.diagnostics.last ?? "")
        }
        check("|[o]", views: ["o": orphan])
        check("[o]-|", views: ["o": orphan])
        check("[a][b]", .alignAllLeading, views: s.dictionary)
        check("V:[a][b]", .alignAllTop, views: s.dictionary)
        check("[a(word)]", views: s.dictionary)
        check("[a]", views: ["a": "not a view"])
        #expect(
            messages[0]
                == "Unable to interpret '|' character, because the related view (UIView#7) doesn't have a superview: "
                + "\"|[o]\"")
        #expect(messages[1].hasPrefix("Unable to interpret '|' character"))
        #expect(
            messages[2]
                == "Options mask required views to be aligned on a horizontal edge (leading), which is not allowed for "
                + "layout that is also horizontal: \"[a][b]\"")
        #expect(messages[3].contains("aligned on a vertical edge (top)"))
        #expect(messages[4].contains("The metric word is not a finite number: wide"))
        #expect(messages[5].contains("The views dictionary maps a to String, not a view"))
    }
}
