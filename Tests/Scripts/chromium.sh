#!/usr/bin/env bash
# Headless Chromium for Flipbook's tests of report.html (an independent browser, no network).
#
#   chromium.sh screenshot URL OUT.png WIDTH HEIGHT   writes a screenshot of the page after its scripts ran
#   chromium.sh dom URL                               prints the page's DOM after its scripts ran
#
# When no Chromium is installed it installs Debian's `chromium` (apt-get, as root, under a lock since tests
# run in parallel). If that is impossible it exits with status 3 and says why: the calling test must fail.
set -euo pipefail

find_chromium() {
    for name in chromium chromium-browser google-chrome google-chrome-stable; do
        if command -v "$name" >/dev/null 2>&1; then command -v "$name"; return 0; fi
    done
    return 1
}

if ! browser="$(find_chromium)"; then
    if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
        exec 9>"${TMPDIR:-/tmp}/flipbook-chromium-install.lock"
        flock 9
        if ! browser="$(find_chromium)"; then
            export DEBIAN_FRONTEND=noninteractive
            { apt-get update && apt-get install -y chromium; } >&2 || {
                echo "error: Chromium is missing and 'apt-get install -y chromium' failed" >&2
                exit 3
            }
            browser="$(find_chromium)" || { echo "error: Chromium was installed but is not on PATH" >&2; exit 3; }
        fi
        flock -u 9
    else
        echo "error: Chromium is missing; install it (Debian: sudo apt-get install -y chromium) and run the tests again" >&2
        exit 3
    fi
fi

profile="$(mktemp -d "${TMPDIR:-/tmp}/flipbook-chromium-XXXXXX")"
trap 'rm -rf "$profile"' EXIT
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run --disable-extensions
       --disable-background-networking --user-data-dir="$profile")

case "${1:-}" in
    screenshot)
        [ $# -eq 5 ] || { echo "usage: chromium.sh screenshot URL OUT.png WIDTH HEIGHT" >&2; exit 2; }
        timeout 120 "$browser" "${flags[@]}" --screenshot="$3" --window-size="$4,$5" "$2" >/dev/null 2>"$profile/log" || {
            cat "$profile/log" >&2; exit 4; }
        [ -s "$3" ] || { echo "error: Chromium wrote no screenshot" >&2; cat "$profile/log" >&2; exit 4; }
        ;;
    dom)
        [ $# -eq 2 ] || { echo "usage: chromium.sh dom URL" >&2; exit 2; }
        timeout 120 "$browser" "${flags[@]}" --dump-dom "$2" 2>"$profile/log" || { cat "$profile/log" >&2; exit 4; }
        ;;
    *)
        echo "usage: chromium.sh screenshot URL OUT.png WIDTH HEIGHT | chromium.sh dom URL" >&2
        exit 2
        ;;
esac
