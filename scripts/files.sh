#!/usr/bin/env sh
# The last step of the build (scripts/post-build.sh): brings the zip library the page's
# "Download for a learning platform" loads on click (npm fflate's browser module, with its
# licence) into dist/vendor/, then writes dist/files.json, every file of the built page, which
# www/package.js fetches and zips so that a SCORM package holds the whole page.
set -eu
dist="${TRUNK_STAGING_DIR:?run by trunk build}"
fflate=node_modules/fflate
if [ ! -f "$fflate/esm/browser.js" ]; then
  echo "files.sh: $fflate is missing: run make setup (npm ci)" >&2
  exit 1
fi
mkdir -p "$dist/vendor"
cp "$fflate/esm/browser.js" "$dist/vendor/fflate.js"
cp "$fflate/LICENSE" "$dist/vendor/fflate-LICENSE.txt"
# Paths relative to dist/, sorted, as a JSON array (file names here have no quotes or
# backslashes: Trunk's hashed names, the www/ sources, the wasm modules). The element's
# one-file bundle is left out: it repeats every module and wasm, and a package plays the page.
( cd "$dist" && find . -type f ! -name files.json ! -name movelab-element.js | sed 's|^\./||' | LC_ALL=C sort ) \
  | awk 'BEGIN { printf "[" } { printf "%s\"%s\"", (NR > 1 ? "," : ""), $0 } END { print "]" }' \
  > "$dist/files.json"
