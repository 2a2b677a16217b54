#!/usr/bin/env sh
# Trunk's one post_build hook (Trunk.toml): Trunk runs a stage's hooks all at once, and the
# list of the built files (scripts/files.sh) must see everything the others write, so they
# run here, in order: the catalog and the wasm modules side by side, then the list.
set -eu
sh scripts/catalog.sh &
catalog=$!
sh scripts/wasm-modules.sh
wait "$catalog"
sh scripts/files.sh
