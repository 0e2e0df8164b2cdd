#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (never a downloaded browser): install it when missing.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the end-to-end tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Chromium is missing at $chromium_path. Install it (sudo apt-get install chromium) or set CHROMIUM_PATH." >&2
  exit 1
fi
