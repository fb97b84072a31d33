import Foundation
import Testing

/// The DocC tutorial (`Sources/FlipbookCLI/FlipbookCLI.docc/Tutorials/TestingATransition.tutorial`) shows what the
/// README's "Use Flipbook in your package" section does, which ``ScratchPackageTests`` runs: every file the README
/// writes, and every state an edit of the README leaves a file in, is a code listing of the tutorial with the same
/// text; the tutorial's terminal listings are the README's commands, in order (its `perl` edits are shown as the
/// edited file instead); its `text` listings are the README's; and every file in the catalog's `Resources` is used.
@Suite("The DocC tutorial shows the README's steps")
struct TutorialTests {
    static let catalog = ScratchPackage.checkout + "/Sources/FlipbookCLI/FlipbookCLI.docc"
    static let tutorial = catalog + "/Tutorials/TestingATransition.tutorial"

    /// One `@Code(name:file:)` of the tutorial: its tab name and its file in `Resources`.
    struct Listing {
        let name: String
        let file: String
    }

    /// The tutorial's code listings, in order.
    static func listings() throws -> [Listing] {
        let text = try String(contentsOfFile: tutorial, encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"@Code\(\s*name:\s*"([^"]*)",\s*file:\s*"([^"]*)""#)
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            Listing(
                name: String(text[Range(match.range(at: 1), in: text)!]),
                file: String(text[Range(match.range(at: 2), in: text)!]))
        }
    }

    /// What the README's steps leave in each file, in order (a file as written, then after each `perl -pi -e
    /// 's/A/B/' FILE` edit), its commands other than those edits, and its text blocks.
    static func readme() throws -> (states: [(path: String, text: String)], commands: [String], texts: [String]) {
        var files: [String: String] = [:]
        var states: [(String, String)] = []
        var commands: [String] = []
        var texts: [String] = []
        let edit = try NSRegularExpression(pattern: #"^perl -pi -e 's/(.*)/(.*)/' (\S+)$"#)
        for step in try ReadmeSteps.read() {
            switch step {
            case .file(let path, let text):
                files[path] = text
                states.append((path, text))
            case .text(let text):
                texts.append(text)
            case .command(let line, let status):
                let range = NSRange(line.startIndex..., in: line)
                if let match = edit.firstMatch(in: line, range: range) {
                    let part = { (index: Int) in String(line[Range(match.range(at: index), in: line)!]) }
                    let path = part(3)
                    let text = try #require(files[path], "\(line) edits a file the README did not write")
                    // perl -p: each line on its own, the first match in it.
                    let find = try NSRegularExpression(pattern: part(1))
                    let edited = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                        let line = String(line)
                        let range = NSRange(line.startIndex..., in: line)
                        guard let found = find.firstMatch(in: line, range: range) else { return line }
                        let replacement = find.replacementString(for: found, in: line, offset: 0, template: part(2))
                        return line.replacingCharacters(in: Range(found.range, in: line)!, with: replacement)
                    }.joined(separator: "\n")
                    files[path] = edited
                    states.append((path, edited))
                } else {
                    commands.append(ReadmeSteps.Step.command(line, status).description)
                }
            }
        }
        return (states, commands, texts)
    }

    @Test func theTutorialShowsTheReadmesFilesCommandsAndOutput() throws {
        let listings = try Self.listings()
        let (states, commands, texts) = try Self.readme()
        #expect(listings.count >= 10, "\(listings.map(\.file))")
        let resources = Self.catalog + "/Resources"
        var shownStates = Set<Int>()
        var tutorialCommands: [String] = []
        var shownTexts = Set<Int>()
        for listing in listings {
            let text = try String(contentsOfFile: resources + "/" + listing.file, encoding: .utf8)
            if listing.name == "Terminal" {
                let lines = text.split(separator: "\n").map(String.init)
                tutorialCommands += try ReadmeSteps.step(["sh"], lines).map(\.description)
            } else if states.contains(where: { $0.path == listing.name }) {
                let state = states.indices.first { states[$0].path == listing.name && states[$0].text == text }
                #expect(state != nil, "\(listing.file) is not what the README writes into \(listing.name)")
                if let state { shownStates.insert(state) }
            } else {
                let shown = texts.firstIndex(of: text)
                #expect(shown != nil, "\(listing.file) (\(listing.name)) is not a text block of the README")
                if let shown { shownTexts.insert(shown) }
            }
        }
        #expect(tutorialCommands == commands)
        for (index, state) in states.enumerated() where !shownStates.contains(index) {
            Issue.record("the tutorial does not show \(state.path) as the README's step \(index) leaves it")
        }
        #expect(shownTexts.count == texts.count, "the tutorial leaves out a text block of the README")
        // Every resource is shown (the image by the table of contents).
        let used = Set(listings.map(\.file)).union(["card-filmstrip.png"])
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: resources))
        #expect(files == used, "not shown: \(files.subtracting(used).sorted()); missing: \(used.subtracting(files))")
    }

    /// Code that needs the Objective-C runtime (`@objc`, `#selector`) is what a newcomer's animator hits first
    /// (a pan recognizer's target–action): the README's step and the tutorial's both send them to the porting
    /// guide, which is where they say it is and covers `#selector`.
    @Test func theReadmeAndTheTutorialPointToThePortingGuide() throws {
        let guide = "Sources/UIKitCompat/UIKitCompat.docc/PortingAppCode.md"
        let readme = try String(contentsOfFile: ScratchPackage.checkout + "/README.md", encoding: .utf8)
        let tutorial = try String(contentsOfFile: Self.tutorial, encoding: .utf8)
        let text = try String(contentsOfFile: ScratchPackage.checkout + "/" + guide, encoding: .utf8)
        let title = "Porting app code to Linux"
        #expect(text.hasPrefix("# " + title + "\n"))
        #expect(text.contains("#selector(handlePan(_:))"))
        #expect(readme.contains("(\"\(title)\", `\(guide)`)"))
        #expect(tutorial.contains("\"\(title)\""))
        #expect(readme.contains("#selector") && tutorial.contains("#selector"))
    }
}
