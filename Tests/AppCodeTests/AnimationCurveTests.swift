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
}
