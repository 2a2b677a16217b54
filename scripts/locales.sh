#!/usr/bin/env sh
# Trunk post_build step (scripts/post-build.sh): the page's words. Joins each language's
# message files (locales/<lang>/*.ftl, the command line's too) into dist/locales/<lang>.ftl,
# one file a language so that a page fetches only its own, and brings Project Fluent's
# browser modules (npm @fluent/bundle, Apache-2.0) into dist/vendor/fluent/.
set -eu
dist="${TRUNK_STAGING_DIR:?run by trunk build}"
fluent=node_modules/@fluent/bundle
if [ ! -f "$fluent/esm/index.js" ]; then
  echo "locales.sh: $fluent is missing: run make setup (npm ci)" >&2
  exit 1
fi
mkdir -p "$dist/locales" "$dist/vendor/fluent"
for dir in locales/*/; do
  lang=$(basename "$dir")
  cat "$dir"*.ftl > "$dist/locales/$lang.ftl"
done
cp "$fluent"/esm/*.js "$dist/vendor/fluent/"
version=$(sed -n 's/^ *"version": "\(.*\)",$/\1/p' "$fluent/package.json")
printf '@fluent/bundle %s, Project Fluent, Apache License 2.0: https://www.apache.org/licenses/LICENSE-2.0\n' "$version" \
  > "$dist/vendor/fluent/NOTICE.txt"
