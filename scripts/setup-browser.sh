#!/usr/bin/env bash
# Installs Debian's Chromium (Playwright's own browser download cannot reach the network here): its
# headless shell for the component and end-to-end tests, the browser itself for the browser benches
# (test-support/chromium.ts says which runs where). Idempotent: does nothing when both exist.
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell >/dev/null
