#!/usr/bin/env sh
# Trunk post_build step (scripts/post-build.sh): the page's words. Joins each language's
# message files (locales/<lang>/*.ftl, but not the command line's own cli.ftl) into
# dist/locales/, so that a
# page fetches only its own language, and bundles Project Fluent's
# browser modules (npm @fluent/bundle, Apache-2.0) into one minified module,
# dist/vendor/fluent.js (4 KB gzipped, against 13 KB as its nine files).
set -eu
dist="${TRUNK_STAGING_DIR:?run by trunk build}"
fluent=node_modules/@fluent/bundle
if [ ! -f "$fluent/esm/index.js" ]; then
  echo "locales.sh: $fluent is missing: run make setup (npm ci)" >&2
  exit 1
fi
mkdir -p "$dist/locales" "$dist/vendor"
# Each language whole (the element, the single file and the worksheet read it), and in parts
# for the page (scripts/locales.mjs): the words every page may show, then each game's and each
# view's own, fetched when that game or view opens.
for dir in locales/*/; do
  lang=$(basename "$dir")
  for f in "$dir"*.ftl; do
    [ "$(basename "$f")" = cli.ftl ] || cat "$f"
  done > "$dist/locales/$lang.ftl"
done
node scripts/locales.mjs locales "$dist/locales"
node_modules/.bin/esbuild "$fluent/esm/index.js" --bundle --format=esm --minify --legal-comments=none \
  --log-level=warning --outfile="$dist/vendor/fluent.js"
version=$(sed -n 's/^ *"version": "\(.*\)",$/\1/p' "$fluent/package.json")
printf '@fluent/bundle %s, Project Fluent, Apache License 2.0: https://www.apache.org/licenses/LICENSE-2.0\n' "$version" \
  > "$dist/vendor/fluent-NOTICE.txt"
