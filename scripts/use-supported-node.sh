# Sourced first by every npm script (`. scripts/use-supported-node.sh && …`). The project needs
# the Node of package.json's `engines` (">=22.22"); when the `node` on PATH is older, the pinned
# LTS named in .node-version (fetched once from the npm registry by with-node.sh, which says so in
# one line) goes first on PATH for the rest of the script and everything it starts, nested npm
# scripts included, which then find it and say nothing.
oldest=${npm_package_engines_node#>=}
if ! node -e '
  const [major, minor] = process.argv[1].split(".").map(Number);
  const [ours, oursMinor] = process.versions.node.split(".").map(Number);
  process.exit(ours > major || (ours === major && oursMinor >= (minor || 0)) ? 0 : 1);
' "$oldest" 2>/dev/null; then
  supported=$(bash scripts/with-node.sh "$(cat .node-version)" \
    --why "the machine's Node $(node --version) is older than $oldest" \
    -- sh -c 'dirname "$(command -v node)"') || exit 1
  PATH="$supported:$PATH"
  export PATH
fi
