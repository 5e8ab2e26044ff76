#!/usr/bin/env bash
# Screenshots with headless Chromium: builds the server (debug), serves it on a free port with a
# throwaway database holding a small A/B sample, captures, stops the server.
#   scripts/screenshot.sh                                   the README's eight: the gallery, a QA page and
#                                                           the report at 1280x800 and 390x844, the tweak
#                                                           panel and the compare view, in docs/screenshots/
#   scripts/screenshot.sh PATH-AND-QUERY OUTPUT.png [WIDTHxHEIGHT]   one page (default size 1280x800)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
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

# A small A/B sample for the report: 240 users, 5 % of A's and 9 % of B's tap (about), the rest close.
now="$(date +%s)000"
events=""
for i in $(seq 1 240); do
  if [ $((i % 2)) -eq 0 ]; then variant=A; every=20; else variant=B; every=11; fi
  events+="{\"id\":\"shot-imp-$i\",\"campaign\":\"summer-sale\",\"variant\":\"$variant\",\"type\":\"impression\",\"user\":\"user-$i\",\"ts\":$now},"
  if [ $((i % every)) -lt 2 ]; then
    events+="{\"id\":\"shot-tap-$i\",\"campaign\":\"summer-sale\",\"variant\":\"$variant\",\"type\":\"tap\",\"user\":\"user-$i\",\"ts\":$now},"
  else
    events+="{\"id\":\"shot-cls-$i\",\"campaign\":\"summer-sale\",\"variant\":\"$variant\",\"type\":\"close\",\"trigger\":\"overlay\",\"user\":\"user-$i\",\"ts\":$now},"
  fi
done
curl -sS --fail-with-body -o /dev/null -H 'Content-Type: application/json' \
  -d "{\"events\":[${events%,}]}" "$base/api/events"

shot() {  # PATH OUTPUT SIZE
  mkdir -p "$(dirname "$2")"
  rm -rf "$scratch/profile"
  # --timeout, not --virtual-time-budget: the pages' live-refresh stream (EventSource) never lets
  # virtual time run out, so the budget waited forever.
  "$browser" --headless=new --no-sandbox --disable-gpu --hide-scrollbars --timeout=5000 \
    --user-data-dir="$scratch/profile" --window-size="${3/x/,}" --screenshot="$2" "$base$1" 2>"$scratch/chromium.log" \
    || { cat "$scratch/chromium.log" >&2; exit 1; }
  echo "wrote $2 from $base$1 at $3"
}

if [ $# -ge 2 ]; then
  shot "$1" "$2" "${3:-1280x800}"
  exit 0
fi
for size in 1280x800 390x844; do
  shot "/" "docs/screenshots/gallery-$size.png" "$size"
  shot "/preview/summer-sale?variant=B&slow=10&t=220" "docs/screenshots/qa-page-$size.png" "$size"
  shot "/report/summer-sale" "docs/screenshots/report-$size.png" "$size"
done
# The design tools: the tweak panel (a bezier dragged past 1) and the compare view (A beside B, frozen).
style='%7B%22preset%22%3A%22spring-from-source%22%2C%22curve%22%3A%7B%22bezier%22%3A%5B0.3%2C1.45%2C0.45%2C0.9%5D%7D%2C%22overlayAlpha%22%3A0.6%7D'
shot "/preview/summer-sale?variant=B&t=300&style=$style" "docs/screenshots/tweak-panel-1280x1500.png" 1280x1500
shot "/compare/summer-sale?slow=4&t=180" "docs/screenshots/compare-1280x800.png" 1280x800
