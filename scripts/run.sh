#!/usr/bin/env bash
# `make run`: installs what the server needs, builds in release mode and serves on
# http://127.0.0.1:8080 with the embedded default store (SQLite under data/).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
bash scripts/install-packages.sh $RUNTIME_PACKAGES
swift build -c release --product dialog-preview
exec .build/release/dialog-preview serve "$@"
