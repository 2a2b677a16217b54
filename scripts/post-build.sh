#!/usr/bin/env sh
# Trunk's one post_build hook (Trunk.toml): Trunk runs a stage's hooks all at once, so they
# run here, in order: the catalog beside the message files and the wasm modules, then the element's
# one-file bundle (dist/movelab-element.js), which carries both, then the list of the built
# files (scripts/files.sh, for the learning-platform packages), which must see all of them.
set -eu
sh scripts/catalog.sh &
catalog=$!
sh scripts/locales.sh
sh scripts/wasm-modules.sh
wait "$catalog"
if ! command -v node >/dev/null; then
  echo "post-build: node (the one the tests use) is needed to write dist/movelab-element.js" >&2
  exit 1
fi
node scripts/element-bundle.mjs "${TRUNK_STAGING_DIR:?run by trunk build}"
sh scripts/files.sh
