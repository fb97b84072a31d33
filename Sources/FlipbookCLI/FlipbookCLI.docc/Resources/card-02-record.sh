swift run card-flipbook record      # writes Fixtures/card-slide-up/ (commit it)
