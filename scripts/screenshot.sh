#!/usr/bin/env bash
# Screenshot of a page with headless Chromium: builds the server (debug), serves it on a free port
# with a throwaway database, captures the page, stops the server.
#   scripts/screenshot.sh [PATH-AND-QUERY] [OUTPUT.png] [WIDTHxHEIGHT]
# Default: the QA page of the A/B campaign, spring variant, frozen at 220 ms, into docs/qa-page.png.
set -euo pipefail
cd "$(dirname "$0")/.."
target="${1:-/preview/summer-sale?variant=B&slow=10&t=220}"
output="${2:-docs/qa-page.png}"
size="${3:-1280x1700}"
browser="$(command -v chromium || command -v chromium-browser || command -v google-chrome)"

swift build --product dialog-preview
scratch="$(mktemp -d)"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  rm -rf "$scratch"
}
trap cleanup EXIT

mkfifo "$scratch/out"
.build/debug/dialog-preview serve --port 0 --database "sqlite:$scratch/events.sqlite" >"$scratch/out" 2>"$scratch/err" &
server_pid=$!
read -r ready <"$scratch/out"
case "$ready" in
  "dialog-preview listening on http://"*) base="${ready#dialog-preview listening on }" ;;
  *) echo "the server did not start: $ready $(cat "$scratch/err")" >&2; exit 1 ;;
esac

mkdir -p "$(dirname "$output")"
"$browser" --headless=new --no-sandbox --disable-gpu --hide-scrollbars --virtual-time-budget=4000 \
  --user-data-dir="$scratch/profile" --window-size="${size/x/,}" --screenshot="$output" "$base$target" 2>"$scratch/chromium.log" \
  || { cat "$scratch/chromium.log" >&2; exit 1; }
echo "wrote $output from $base$target"
