swift package --allow-writing-to-package-directory flipbook approve output/test-reports/card-slide-up card-slide-up --fps 60
swift test
