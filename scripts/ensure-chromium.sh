#!/usr/bin/env bash
# Make sure Debian's Chromium is at /usr/bin/chromium (perf, boot-profile) and its headless shell at
# /usr/bin/chromium-headless-shell (Debian's chromium-headless-shell: the same Chromium without the browser's UI
# layers, what the Playwright specs run in) — never a downloaded browser — and that a Chinese font is there, so the
# screenshots QA keeps as artefacts show the mall's text, not empty boxes.
set -euo pipefail
packages=()
[ -x /usr/bin/chromium ] || packages+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || packages+=(chromium-headless-shell)
if ! { command -v fc-list >/dev/null && [ -n "$(fc-list :lang=zh 2>/dev/null | head -n 1)" ]; }; then
  packages+=(fonts-wqy-microhei)
fi
[ ${#packages[@]} -eq 0 ] && exit 0
echo "Installing Debian packages: ${packages[*]} (apt-get)…"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${packages[@]}" >/dev/null
test -x /usr/bin/chromium
test -x /usr/bin/chromium-headless-shell
