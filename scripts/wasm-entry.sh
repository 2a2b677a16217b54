#!/usr/bin/env sh
# Trunk post_build hook (Trunk.toml): writes movelab-wasm.js, the wasm-bindgen module under a
# name without Trunk's hash and the address of its hashed .wasm (`wasmUrl`), so
# www/element.js (the <movelab-puzzle> custom element) can start it from any page.
set -eu
dir="${TRUNK_STAGING_DIR:?run by trunk build}"
glue=$(cd "$dir" && ls movelab-*.js | grep -v '_bg' | grep -v '^movelab-wasm.js$' | head -n 1)
wasm=$(cd "$dir" && ls movelab-*_bg.wasm | head -n 1)
if [ -z "$glue" ] || [ -z "$wasm" ]; then
  echo "wasm-entry: no wasm-bindgen module in $dir" >&2
  exit 1
fi
cat > "$dir/movelab-wasm.js" <<JS
// Written by scripts/wasm-entry.sh at build time: the wasm-bindgen module of this build.
export * from './$glue';
export { default } from './$glue';
export const wasmUrl = new URL('./$wasm', import.meta.url).href;
JS
