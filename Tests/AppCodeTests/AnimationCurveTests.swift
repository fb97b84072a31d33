import Testing
import UIKitCompat

@Suite("App code (Swift 5 mode): switching over animation curves")
@MainActor
struct AnimationCurveTests {
    @Test("each named curve maps to its options; curve 7 from a keyboard notification takes the unknown branch")
    func curves() {
        #expect(UIView.AnimationCurve.easeIn.matchingOptions == .curveEaseIn)
        #expect(UIView.AnimationCurve.linear.matchingOptions == .curveLinear)
        let seven = keyboardCurve(from: [UIResponder.keyboardAnimationCurveUserInfoKey: 7])
        #expect(seven.rawValue == 7 && seven.matchingOptions.rawValue == 7 << 16)
        #expect(keyboardCurve(from: [:]) == .easeInOut)
    }

    @Test("the curve is open as UIKit's: any raw value is kept, also when read back from animation options")
    func unnamedCurves() {
        #expect(keyboardCurve(from: [UIResponder.keyboardAnimationCurveUserInfoKey: 5]).rawValue == 5)
        #expect(UIView.AnimationCurve(rawValue: 9)?.matchingOptions.rawValue == 9 << 16)
        #expect(UIView.AnimationOptions(rawValue: 9 << 16).curve.rawValue == 9)
        #expect(UIView.AnimationOptions.curveEaseOut.curve == .easeOut)
    }
}
