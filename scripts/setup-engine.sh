#!/usr/bin/env bash
# Installs Debian's C compiler for the engine's sandbox: `npm ci` (engine/build.mjs) compiles layer
# 1's fail-closed class-file hook, engine/native/failClosedHook.c, with it (engine/README.md
# "Compile, never run"). Without it the engine still runs, but reports that layer not in force.
# Idempotent: does nothing when cc exists.
set -euo pipefail
if command -v cc >/dev/null 2>&1; then exit 0; fi
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends gcc libc6-dev >/dev/null
