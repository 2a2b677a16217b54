#!/usr/bin/env sh
# Trunk post_build hook (Trunk.toml): builds the page's second wasm module, `lab` (every game
# but the checker rows; src/web/mod.rs), which www/lab.js fetches the first time one of those
# games opens. It has a target directory of its own, so the two modules' builds never undo
# each other, and the profile of index.html's module. Writes dist's lab/: the wasm-bindgen
# module and its .wasm, named by the wasm's hash (a new build is never an old cache's file),
# and lab/movelab-lab.js, which re-exports the module with `wasmUrl`, its .wasm's address.
set -eu
dir="${TRUNK_STAGING_DIR:?run by trunk build}/lab"
target=target/lab
cargo build --offline --quiet --lib --target wasm32-unknown-unknown --profile wasm-release \
  --no-default-features --features lab --target-dir "$target"
wasm="$target/wasm32-unknown-unknown/wasm-release/movelab.wasm"
name="lab-$(sha256sum "$wasm" | cut -c1-16)"
rm -rf "$dir"
mkdir -p "$dir"
# The profile strips the wasm (as it does index.html's module), and wasm-bindgen warns about
# the custom section that goes with it: its messages are shown only when it fails.
log=$(mktemp)
if ! wasm-bindgen --target web --no-typescript --out-dir "$dir" --out-name "$name" "$wasm" 2>"$log"; then
  cat "$log" >&2
  rm -f "$log"
  exit 1
fi
rm -f "$log"
cat > "$dir/movelab-lab.js" <<JS
// Written by scripts/lab-wasm.sh at build time: the lab wasm module of this build.
export * from './$name.js';
export { default } from './$name.js';
export const wasmUrl = new URL('./${name}_bg.wasm', import.meta.url).href;
JS
