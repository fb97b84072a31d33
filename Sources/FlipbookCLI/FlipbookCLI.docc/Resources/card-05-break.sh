swift run card-flipbook verify      # exit 1: the report is in output/report/
swift test                          # exit 1
