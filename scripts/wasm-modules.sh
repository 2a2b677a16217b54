#!/usr/bin/env sh
# Trunk post_build hook (Trunk.toml): builds the page's wasm modules (web/src/lib.rs):
# `rows` (the checker rows), `lab-heaps` (the heap games), `lab-grid` (the grid view),
# `lab-boards` (every other view), and the recorded runs of `show=`, `lab-runs-heaps` (the
# heap games') and `lab-runs` (every other game's). www/lab.js fetches each the first time a
# game of its views opens, so the home page downloads none and a game one. They have a
# target directory of their own, so that their feature sets and the native builds never undo
# each other's. Writes dist's lab/: each wasm-bindgen module and its .wasm, named by the
# wasm's hash (a new build is never an old cache's file), and lab/movelab-<name>.js, which
# re-exports the module with `wasmUrl`, its .wasm's address.
set -eu
dir="${TRUNK_STAGING_DIR:?run by trunk build}/lab"
target=target/lab
rm -rf "$dir"
mkdir -p "$dir"
# lab/wasm.js: each module's .wasm address by name, so www/lab.js starts fetching a module's
# wasm together with its JavaScript rather than after it.
addresses=""
for module in rows lab-heaps lab-grid lab-boards lab-runs lab-runs-heaps; do
  cargo build --offline --quiet -p movelab-web --lib --target wasm32-unknown-unknown \
    --profile wasm-release --features "$module" --target-dir "$target"
  wasm="$target/wasm32-unknown-unknown/wasm-release/movelab_web.wasm"
  name="$module-$(sha256sum "$wasm" | cut -c1-16)"
  # The profile strips the wasm, and wasm-bindgen warns about
  # the custom section that goes with it: its messages are shown only when it fails.
  log=$(mktemp)
  if ! wasm-bindgen --target web --no-typescript --out-dir "$dir" --out-name "$name" "$wasm" 2>"$log"; then
    cat "$log" >&2
    rm -f "$log"
    exit 1
  fi
  rm -f "$log"
  cat > "$dir/movelab-$module.js" <<JS
// Written by scripts/wasm-modules.sh at build time: the $module wasm module of this build.
export * from './$name.js';
export { default } from './$name.js';
export const wasmUrl = new URL('./${name}_bg.wasm', import.meta.url).href;
JS
  addresses="$addresses  '$module': new URL('./${name}_bg.wasm', import.meta.url).href,
"
done
{
  echo "// Written by scripts/wasm-modules.sh at build time: each wasm module's .wasm by name."
  echo "export const WASM = {"
  printf '%s' "$addresses"
  echo "};"
} > "$dir/wasm.js"
