import Foundation
import Raster
import Testing
@testable import UIKitCompat

@Suite("UITextView: wrapping text in a scroll view, contentSize, offset drawing, typing and its delegate")
@MainActor
struct TextViewTests {
    final class Recorder: UITextViewDelegate {
        var calls: [String] = []
        var allowChange = true
        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { calls.append("shouldBegin"); return true }
        func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin") }
        func textViewShouldEndEditing(_ textView: UITextView) -> Bool { calls.append("shouldEnd"); return true }
        func textViewDidEndEditing(_ textView: UITextView) { calls.append("didEnd") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            calls.append("change(\(range.location),\(range.length),\(text))")
            return allowChange
        }
        func textViewDidChange(_ textView: UITextView) { calls.append("didChange:\(textView.text ?? "")") }
        func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("scroll") }
    }

    static let paragraph =
        "The quick brown fox jumps over the lazy dog. " + String(repeating: "Lorem ipsum dolor sit amet. ", count: 12)

    func stageWithTextView() throws -> (Stage, UITextView) {
        let stage = try Stage(size: CGSize(width: 200, height: 120))
        stage.window.backgroundColor = .white
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        textView.font = .systemFont(ofSize: 16)
        textView.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        stage.window.addSubview(textView)
        return (stage, textView)
    }

    @Test("contentSize is the wrapped text's height plus the insets; the defaults are UIKit's")
    func contentSize() throws {
        let (_, textView) = try stageWithTextView()
        #expect(
            textView.text == "" && textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.textContainer.lineFragmentPadding == 5 && textView.isEditable && textView.isSelectable)
        textView.text = Self.paragraph
        textView.layoutIfNeeded()
        let lineHeight = (1.2 * 16.0)
        let lines = (textView.contentSize.height - 16) / lineHeight
        #expect(textView.contentSize.width == 200 && lines > 5 && abs(lines - lines.rounded()) < 0.1, "\(lines)")
        textView.textContainerInset = UIEdgeInsets(top: 20, left: 10, bottom: 20, right: 10)
        textView.textContainer.lineFragmentPadding = 0
        textView.text = Self.paragraph
        textView.layoutIfNeeded()
        let narrower = (textView.contentSize.height - 40) / lineHeight
        #expect(narrower >= lines && abs(narrower - narrower.rounded()) < 0.1, "180-point lines, not 190: \(narrower)")
        textView.isScrollEnabled = false
        #expect(textView.intrinsicContentSize.height == textView.contentSize.height)
        let fitted = textView.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        #expect(fitted == CGSize(width: 200, height: textView.contentSize.height))
    }

    @Test("drawn: text wraps inside the bounds from the top inset, and moves up with contentOffset")
    func drawing() throws {
        let (stage, textView) = try stageWithTextView()
        textView.text = Self.paragraph
        stage.window.layoutIfNeeded()
        func redRows(_ image: Image) -> [Int] {
            (0..<120).filter { y in (0..<200).contains { x in image[x: x, y: y].r > 200 && image[x: x, y: y].g < 100 } }
        }
        func redColumns(_ image: Image) -> [Int] {
            (0..<200).filter { x in (0..<120).contains { y in image[x: x, y: y].r > 200 && image[x: x, y: y].g < 100 } }
        }
        let image = Rasterizer().render(stage.renderTree())
        let rows = redRows(image)
        #expect(
            rows.first.map { $0 >= 8 && $0 < 14 } == true, "first ink just below the 8-point inset: \(rows.first ?? -1)"
        )
        #expect(rows.last.map { $0 > 110 } == true, "the text fills the view down to its bottom")
        let columns = redColumns(image)
        #expect(columns.first.map { $0 >= 5 } == true && columns.last.map { $0 < 195 } == true, "inside the padding")
        textView.contentOffset = CGPoint(x: 0, y: 40)
        let scrolled = Rasterizer().render(stage.renderTree())
        let scrolledRows = redRows(scrolled)
        #expect(scrolledRows.first.map { $0 < 8 } == true, "the text moved up by 40 points")
        var shifted = true
        for y in 50..<110 where image[x: 100, y: y] != scrolled[x: 100, y: y - 40] { shifted = false }
        #expect(shifted, "the same pixels, 40 points higher")
    }

    @Test("typing: newlines are inserted; the delegate is asked, told, and can refuse; the delegate also scrolls")
    func typing() throws {
        let (_, textView) = try stageWithTextView()
        let recorder = Recorder()
        textView.delegate = recorder
        textView.insertText("x")
        #expect(textView.text == "")
        #expect(textView.becomeFirstResponder() && textView.isEditing)
        textView.insertText("a\nb")
        textView.deleteBackward()
        recorder.allowChange = false
        textView.insertText("z")
        recorder.allowChange = true
        #expect(textView.text == "a\n" && textView.selectedRange == NSRange(location: 2, length: 0))
        textView.resignFirstResponder()
        textView.isEditable = false
        #expect(!textView.becomeFirstResponder())
        textView.contentOffset = CGPoint(x: 0, y: 1)
        #expect(
            recorder.calls == [
                "shouldBegin", "didBegin", "change(0,0,a\nb)", "didChange:a\nb", "change(2,1,)", "didChange:a\n",
                "change(2,0,z)", "shouldEnd", "didEnd", "scroll",
            ])
    }
}
