swift run card-flipbook verify      # exit 0: every kept frame matches (1: a difference)
swift package --allow-writing-to-package-directory flipbook verify   # the same, through the plugin
