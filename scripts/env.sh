# Shared settings for the scripts: the toolchain on PATH and the Debian packages each part needs.
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
RUNTIME_PACKAGES="pkg-config libmicrohttpd-dev libsqlite3-dev libpq-dev zlib1g-dev libbrotli-dev"
TEST_PACKAGES="$RUNTIME_PACKAGES curl chromium chromium-driver postgresql python3 python3-venv"
# scripts/render-banners.sh (not make test: the PNGs are committed); it also unpacks fonts-liberation2
# into a temporary folder (apt-get download) rather than installing it.
BANNER_PACKAGES="chromium pngquant optipng python3"
