#!/usr/bin/env bash
# Installs what `make serve` and `make test` need, only where it is missing or the wrong
# version, so running it again does nothing: the wasm32 target, Trunk 0.21.14,
# wasm-bindgen-cli at the version Cargo.lock pins, the crates Cargo.lock names, Debian's
# chromium and chromedriver, Debian's xmllint (the SCORM manifests' check), and the npm
# packages of package-lock.json. Nothing here downloads a browser.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

TRUNK_VERSION=0.21.14
# The wasm-bindgen version Cargo.lock pins (Cargo.toml pins it with "=").
WB_VERSION=$(awk '$0 == "name = \"wasm-bindgen\"" { getline; gsub(/"/, "", $3); print $3; exit }' Cargo.lock)
if [ -z "$WB_VERSION" ]; then
  echo "setup: cannot find wasm-bindgen's version in Cargo.lock" >&2
  exit 1
fi

say() { printf 'setup: %s\n' "$*"; }

if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if [ "$(trunk --version 2>/dev/null | awk '{print $2}')" != "$TRUNK_VERSION" ]; then
  say "installing trunk $TRUNK_VERSION (about 6 minutes on 2 cores)"
  cargo install trunk --version "$TRUNK_VERSION" --locked
fi

if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$WB_VERSION" ] \
  || ! command -v wasm-bindgen-test-runner >/dev/null; then
  say "installing wasm-bindgen-cli $WB_VERSION (about 3 minutes)"
  # Without --locked: the registry copy here can lack a dependency version it locks.
  cargo install wasm-bindgen-cli --version "$WB_VERSION" --force
fi

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  say "installing Debian's chromium and chromium-driver"
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO=sudo; fi
  $SUDO apt-get update
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-driver
fi

# The page's wasm modules build offline (scripts/wasm-modules.sh, run by trunk --offline):
# every crate Cargo.lock names, for every target, is fetched first (nothing when all are).
cargo fetch --locked --quiet

# The SCORM packages' manifests are checked against the ADL schemas with xmllint.
if ! command -v xmllint >/dev/null; then
  say "installing Debian's libxml2-utils (xmllint)"
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO=sudo; fi
  $SUDO apt-get update
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y libxml2-utils
fi

# fflate is the page's zip library (scripts/files.sh copies it into dist/); scorm-again is
# the learning platform's side in the tests.
if [ ! -d node_modules/playwright-core ] || [ ! -d node_modules/axe-core ] \
  || [ ! -d node_modules/fflate ] || [ ! -d node_modules/scorm-again ] \
  || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing npm packages from package-lock.json"
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
fi

say "ready (trunk $TRUNK_VERSION, wasm-bindgen $WB_VERSION, $(chromium --version 2>/dev/null | head -1))"
