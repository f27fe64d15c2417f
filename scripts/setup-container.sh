#!/usr/bin/env bash
# Readies a container engine for `npm run check:image` (docs/hosted.md, "Check the image"), which
# builds deploy/Dockerfile and runs the image as the cluster would, and runs this first. Idempotent;
# prints the engine it readied (docker or podman) as its only line on stdout.
#
# 1. A container engine: a Docker that answers, or else Debian's podman (with runc and the CNI
#    plugins; deploy/checks/podman.conf says how the check runs it).
# 2. The Dockerfile's base, node:20-bookworm-slim. Where Docker Hub cannot be reached (machines that
#    see only Debian's archive and the npm registry), a stand-in is made under the same name from what
#    the official image holds: Debian bookworm (debootstrap, from Debian's archive) with this
#    machine's Node 20 and npm in /usr/local. It says so; the image built on it is for checking only.
set -euo pipefail
BASE=docker.io/library/node:20-bookworm-slim
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
apt_install() {
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

if docker info >/dev/null 2>&1; then
  engine=docker
else
  if ! command -v podman >/dev/null 2>&1 || ! command -v runc >/dev/null 2>&1; then
    apt_install podman runc containernetworking-plugins
  fi
  export CONTAINERS_CONF="${CONTAINERS_CONF:-$(dirname "$0")/../deploy/checks/podman.conf}"
  engine=podman
fi
ready() {
  echo "$engine"
  exit 0
}

if "$engine" image inspect "$BASE" >/dev/null 2>&1; then ready; fi
if timeout 120 "$engine" pull "$BASE" >/dev/null 2>&1; then ready; fi

node_version="$(node -v)"
case "$node_version" in
  v20.*) ;;
  *) echo "setup-container: $BASE cannot be pulled, and this machine's Node is $node_version, not 20" >&2; exit 1 ;;
esac
echo "setup-container: $BASE cannot be pulled; making a stand-in: Debian bookworm (debootstrap) with Node $node_version" >&2
command -v debootstrap >/dev/null 2>&1 || apt_install debootstrap
work="$(mktemp -d)"
trap '$SUDO rm -rf "$work"' EXIT
root="$work/rootfs"
$SUDO debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian >/dev/null
node_bin="$(readlink -f "$(command -v node)")"
npm_dir="$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")"
$SUDO mkdir -p "$root/usr/local/bin" "$root/usr/local/lib/node_modules"
$SUDO cp "$node_bin" "$root/usr/local/bin/node"
$SUDO cp -a "$npm_dir" "$root/usr/local/lib/node_modules/npm"
$SUDO ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
$SUDO ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
$SUDO rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
$SUDO tar -C "$root" -c . | "$engine" import \
  --change 'CMD ["node"]' --change "ENV NODE_VERSION=${node_version#v}" - "$BASE" >/dev/null
echo "setup-container: $BASE is the stand-in" >&2
ready
