import CardTransitions
import FlipbookTesting
import Testing

@Test @MainActor func cardSlidesUp() {
    assertTransition(.cardSlideUp)
}
