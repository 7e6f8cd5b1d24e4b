#!/bin/sh
# npm runs every script and `npx` command through this shell (.npmrc `script-shell`). The project
# needs the Node of package.json's `engines` (">=22.22"); when the machine's `node` is older, the
# command runs on the pinned LTS named in .node-version, fetched once from the npm registry by
# with-node.sh, which says so in one line. Commands nested inside find that Node first on PATH.
set -eu

oldest=${npm_package_engines_node#>=}
root=$(dirname "$npm_package_json")
if [ -n "${npm_package_engines_node:-}" ] && [ -f "$root/.node-version" ] &&
  ! node -e '
    const [major, minor] = process.argv[1].split(".").map(Number);
    const [ours, oursMinor] = process.versions.node.split(".").map(Number);
    process.exit(ours > major || (ours === major && oursMinor >= (minor || 0)) ? 0 : 1);
  ' "$oldest" 2>/dev/null; then
  exec bash "$root/scripts/with-node.sh" "$(cat "$root/.node-version")" --why \
    "the machine's Node $(node --version) is older than $oldest" -- /bin/sh "$@"
fi
exec /bin/sh "$@"
