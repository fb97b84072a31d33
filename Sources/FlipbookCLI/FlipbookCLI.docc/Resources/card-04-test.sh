swift test                          # assertTransition passes
