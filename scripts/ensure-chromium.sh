#!/usr/bin/env bash
# Browser journeys need Debian's Chromium (Playwright's own browser download cannot run here).
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then exit 0; fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing at $chromium_path and apt-get is not available: install Chromium and set CHROMIUM_PATH." >&2
  exit 1
fi
sudo_cmd=""
if [ "$(id -u)" != "0" ]; then sudo_cmd="sudo"; fi
echo "Installing Debian's chromium for the browser journeys..."
$sudo_cmd apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >/dev/null
"$chromium_path" --version
