#!/usr/bin/env sh
# Trunk post_build hook (Trunk.toml): writes dist/catalog.js, the catalog of the games as a
# JavaScript module (`export default {…}`), from the command line's `movelab catalog --format
# json`: the one catalog of the core, read by the page, the element and the worksheet
# before any wasm module loads.
set -eu
out="${TRUNK_STAGING_DIR:?run by trunk build}/catalog.js"
json=$(cargo run --offline --quiet -p movelab-cli --bin movelab -- catalog --format json)
{
  echo "// Written by scripts/catalog.sh at build time: movelab catalog --format json."
  printf 'export default %s;\n' "$json"
} > "$out"
# www/ holds the page's source index.html beside its scripts, and Trunk's copy of www/
# brings it along: the page is dist/index.html, so that copy goes.
rm -f "${TRUNK_STAGING_DIR}/www/index.html"
