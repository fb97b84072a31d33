import Foundation
import Testing
@testable import UIKitCompat

@Suite("UIFont(name:size:): named fonts as the built-in font, with the weight the name states")
@MainActor
struct FontNameTests {
    @Test("a name's style word gives the weight; an empty name gives nil; a bad size gives 12 points")
    func names() {
        #expect(UIFont(name: "HelveticaNeue-Bold", size: 20) == UIFont(pointSize: 20, weight: .bold))
        #expect(UIFont(name: "AvenirNext-DemiBold", size: 14)?.weight == .semibold)
        #expect(UIFont(name: "Roboto Light", size: 14)?.weight == .light)
        #expect(UIFont(name: "Menlo", size: 11)?.weight == .regular)
        #expect(UIFont(name: "", size: 11) == nil)
        #expect(UIFont(name: "Menlo", size: .nan)?.pointSize == 12 && UIFont(name: "Menlo", size: -3)?.pointSize == 12)
        let font = UIFont.systemFont(ofSize: 10)
        #expect(font.lineHeight == 12 && font.ascender == 9.5 && abs(font.descender + 2.5) < 1e-12)
    }
}

@Suite("UIFont.fontName")
@MainActor
struct FontNameRoundTripTests {
    @Test("fontName names the weight as the system font's name does, and UIFont(name:size:) reads it back")
    func roundTrip() throws {
        for weight in [UIFont.Weight.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black] {
            let font = UIFont.systemFont(ofSize: 15, weight: weight)
            let again = try #require(UIFont(name: font.fontName, size: font.pointSize))
            #expect(again.weight == weight, "\(font.fontName)")
        }
        #expect(
            UIFont.boldSystemFont(ofSize: 12).fontName == ".SFUI-Bold"
                && UIFont.systemFont(ofSize: 1).familyName == ".SF UI")
    }
}
