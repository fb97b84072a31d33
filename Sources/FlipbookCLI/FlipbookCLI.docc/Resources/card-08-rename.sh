swift run card-flipbook record          # writes Fixtures/card-slides-up/
