import CardTransitions
import FlipbookTesting
import Testing

@Test @MainActor func cardSlidesUp() {
    assertTransition(.cardSlideUp)  // against Fixtures/card-slide-up/
}
