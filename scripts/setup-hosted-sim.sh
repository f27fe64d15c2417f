#!/usr/bin/env bash
# Installs Debian's HAProxy for the hosted-mode scale simulation (docs/hosted.md, "Scale
# simulation"): scripts/hosted-sim.mjs puts it in front of three hosted replicas, and
# e2e/hosted-visitors.spec.ts and `npm run bench:hosted` run through it. Idempotent: does nothing
# when the haproxy binary exists. The package's own service is kept from starting (a policy-rc.d
# that says no, for the install only): the simulation runs its own haproxy with its own config.
set -euo pipefail
if command -v haproxy >/dev/null 2>&1 || [ -x /usr/sbin/haproxy ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
POLICY=/usr/sbin/policy-rc.d
if [ ! -e "$POLICY" ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$POLICY" >/dev/null
  $SUDO chmod +x "$POLICY"
  trap '$SUDO rm -f "$POLICY"' EXIT
fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends haproxy >/dev/null
