#!/usr/bin/env bash
# Installs Debian's Chromium for the Playwright end-to-end tests (Playwright's own browser download
# cannot reach the network here). Idempotent: does nothing when /usr/bin/chromium exists.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
