#!/bin/sh
# Publishes a release's portal files into the web server's folder, for a first install and for
# every upgrade, in the order that keeps open browser tabs working (docs/deploy.md):
#   1. the new hashed files in assets/ are added beside the old ones (nothing is deleted, so a tab
#      still running the previous release can load its page chunks);
#   2. the other files, except config.json, which is yours (copied only when there is none yet);
#   3. index.html last, in one step (written beside and renamed), so a browser gets either the old
#      or the new page, each naming files that are all there.
# Then, with --prune, files in assets/ that belong neither to this release nor to the previous
# one are removed (run it a day or so after an upgrade, once no tab of older releases is open).
#
# Usage: publish-portal.sh [--prune] NEW_PORTAL_FOLDER [WEB_FOLDER]
#   NEW_PORTAL_FOLDER  the portal/ folder of the unpacked release, e.g. /opt/portal/current/portal
#   WEB_FOLDER         what the web server serves as /portal/ (default /var/www/portal)
set -eu

prune=0
if [ "${1:-}" = "--prune" ]; then prune=1; shift; fi
new=${1:?usage: publish-portal.sh [--prune] NEW_PORTAL_FOLDER [WEB_FOLDER]}
web=${2:-/var/www/portal}
[ -f "$new/index.html" ] && [ -d "$new/assets" ] || { echo "$new is not a built portal (no index.html or assets/)" >&2; exit 1; }

mkdir -p "$web/assets"
# The names of this release's assets, and the previous release's, kept for --prune (dot files are
# never served).
# Publishing the same release again keeps the previous one as it was.
(cd "$new/assets" && ls -A) >"$web/.assets-current.new"
if [ -f "$web/.assets-current" ] && ! cmp -s "$web/.assets-current" "$web/.assets-current.new"; then
  cp "$web/.assets-current" "$web/.assets-previous"
fi

# 1. New hashed files beside the old ones; a name never changes content, so existing ones stay.
#    The missing ones are copied into a hidden folder inside assets/ first, then each is renamed
#    into assets/ (a rename within one folder's file system, so no browser ever gets half a file).
incoming="$web/assets/.incoming"
rm -rf "$incoming"
mkdir "$incoming"
set --
for file in "$new"/assets/*; do
  [ -e "$file" ] || continue
  [ -e "$web/assets/${file##*/}" ] || set -- "$@" "$file"
done
if [ $# -gt 0 ]; then
  cp -p "$@" "$incoming/"
  mv "$incoming"/* "$web/assets/"
fi
rmdir "$incoming"

# 2. The other files; config.json only on a first install.
for file in "$new"/*; do
  name=${file##*/}
  case "$name" in
    assets|index.html) ;;
    config.json) if [ ! -e "$web/config.json" ]; then cp -p "$file" "$web/config.json"; fi ;;
    *) cp -pR "$file" "$web/$name.partial" && rm -rf "$web/$name" && mv "$web/$name.partial" "$web/$name" ;;
  esac
done

# 3. index.html last, replaced in one rename.
cp -p "$new/index.html" "$web/index.html.partial"
mv "$web/index.html.partial" "$web/index.html"
mv "$web/.assets-current.new" "$web/.assets-current"
echo "published $(wc -l <"$web/.assets-current" | tr -d ' ') asset files and index.html into $web"

if [ "$prune" = 1 ]; then
  cat "$web/.assets-current" "$web/.assets-previous" 2>/dev/null | sort -u >"$web/.assets-keep"
  (cd "$web/assets" && ls -A | grep -vxF -f "$web/.assets-keep" || true) >"$web/.assets-remove"
  removed=0
  while IFS= read -r name; do
    rm -f -- "$web/assets/$name"
    removed=$((removed + 1))
  done <"$web/.assets-remove"
  rm -f "$web/.assets-keep" "$web/.assets-remove"
  echo "removed $removed asset files of releases before the previous one"
fi
