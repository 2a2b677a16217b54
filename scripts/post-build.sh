#!/usr/bin/env sh
# Trunk's post_build hook (Trunk.toml), one script because Trunk runs a stage's hooks at the
# same time: the catalog and the wasm modules side by side, then the element's one-file
# bundle (dist/movelab-element.js), which carries both.
set -eu
sh scripts/catalog.sh &
catalog=$!
sh scripts/wasm-modules.sh
wait "$catalog"
if ! command -v node >/dev/null; then
  echo "post-build: node (the one the tests use) is needed to write dist/movelab-element.js" >&2
  exit 1
fi
node scripts/element-bundle.mjs "${TRUNK_STAGING_DIR:?run by trunk build}"
