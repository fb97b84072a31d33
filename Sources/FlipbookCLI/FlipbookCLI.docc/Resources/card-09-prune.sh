swift run card-flipbook prune           # exit 1: lists Fixtures/card-slide-up (no scenario)
swift run card-flipbook prune --delete  # deletes it
