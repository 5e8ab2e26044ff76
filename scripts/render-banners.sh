#!/usr/bin/env bash
# Renders each banner's SVG source (Public/banners/*.svg, or the files given) to a PNG beside it, of
# exactly the SVG's declared pixel size (its root width and height: so every layout, ratio and crop
# warning stays the same), for the shipped campaigns to point at: an iOS app decodes banners with
# UIImage(data:), which reads PNG and JPEG but not SVG, and the preview shows the same PNG.
#
# Headless Chromium draws each SVG at device scale 1 with Liberation Sans (metric-compatible with
# Helvetica and Arial, the SVGs' fonts after -apple-system; Debian's fonts-liberation2, fetched with
# `apt-get download` and unpacked into a temporary folder, so the machine's fonts and the browser
# tests' text don't change), then pngquant reduces it to a 256-colour palette (dithered: the gradients
# show no bands) and optipng recompresses it losslessly. Usage: bash scripts/render-banners.sh [SVG…]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
bash scripts/install-packages.sh $BANNER_PACKAGES
work=$(mktemp -d /tmp/render-banners.XXXXXX)
trap 'rm -rf "$work"' EXIT
chmod 755 "$work"
(cd "$work" && apt-get download -qq fonts-liberation2 2>/dev/null)
dpkg-deb -x "$work"/fonts-liberation2_*.deb "$work/root"
cat >"$work/fonts.conf" <<EOF
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>$work/root/usr/share/fonts/truetype/liberation2</dir>
  <cachedir>$work/fontconfig-cache</cachedir>
  <alias binding="same"><family>Helvetica Neue</family><prefer><family>Liberation Sans</family></prefer></alias>
  <alias binding="same"><family>Helvetica</family><prefer><family>Liberation Sans</family></prefer></alias>
  <alias binding="same"><family>Arial</family><prefer><family>Liberation Sans</family></prefer></alias>
  <alias><family>sans-serif</family><prefer><family>Liberation Sans</family></prefer></alias>
</fontconfig>
EOF

if [ $# -eq 0 ]; then set -- Public/banners/*.svg; fi
for svg in "$@"; do
  png="${svg%.svg}.png"
  # The root tag's width and height, in px or unitless (what ImageSize.svg reads first).
  read -r width height < <(python3 - "$svg" <<'PY'
import re, sys
tag = re.search(r"<svg\b[^>]*>", open(sys.argv[1], encoding="utf-8").read()).group(0)
size = [re.search(r'\s%s\s*=\s*["\'](\d+)(?:px)?["\']' % name, tag) for name in ("width", "height")]
if not all(size):
    sys.exit(f"{sys.argv[1]}: the root <svg> declares no width and height in px")
print(size[0].group(1), size[1].group(1))
PY
  )
  FONTCONFIG_FILE="$work/fonts.conf" chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --force-device-scale-factor=1 --window-size="$width,$height" --user-data-dir="$work/profile" \
    --screenshot="$work/shot.png" "file://$(realpath "$svg")" >/dev/null 2>&1
  pngquant --quality=80-100 --speed 1 --strip --force --output "$work/palette.png" -- "$work/shot.png"
  optipng -quiet -o7 -strip all -out "$png" -clobber "$work/palette.png"
  python3 - "$png" "$width" "$height" <<'PY'
import struct, sys
path, width, height = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
data = open(path, "rb").read()
size = struct.unpack(">II", data[16:24])
if size != (width, height):
    sys.exit(f"{path}: {size[0]}×{size[1]}, not the SVG's {width}×{height}")
print(f"{path}: {width}×{height}, {len(data)} bytes")
PY
done
