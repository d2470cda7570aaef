#!/usr/bin/env bash
# scripts/test/with-node.sh MAJOR COMMAND [ARGS…]: runs COMMAND with Node MAJOR first on PATH,
# e.g. `scripts/test/with-node.sh 24 npm test`, to reproduce a failure that shows on one Node only.
#
# - Node MAJOR comes from the npm registry's `node` package (the Node binary and its
#   headers), installed once into .node/MAJOR/ (ignored by git) and reused after that.
# - better-sqlite3 is a native addon built for one Node at a time. Its build for MAJOR is
#   compiled once against those headers and kept in .node/better-sqlite3/; the build for the
#   machine's Node is put back when COMMAND ends, so `npm test` on the machine's Node works
#   as before.
set -euo pipefail

if [ $# -lt 2 ] || ! [[ $1 =~ ^[0-9]+$ ]]; then
  echo "usage: scripts/test/with-node.sh MAJOR COMMAND [ARGS…]   (e.g. scripts/test/with-node.sh 24 npm test)" >&2
  exit 2
fi
major=$1
shift
root=$(cd "$(dirname "$0")/../.." && pwd)
say() { echo "with-node: $*" >&2; }

# The registry's `node` package installs node-<platform>-<arch> beside it: the binary in
# bin/, the headers in include/node/.
platform_package="node-$(node -p 'process.platform + "-" + process.arch')"
dir="$root/.node/$major"
home="$dir/node_modules/node/node_modules/$platform_package"
if ! "$home/bin/node" -e "process.exit(process.versions.node.split('.')[0] === '$major' ? 0 : 1)" 2>/dev/null; then
  say "installing Node $major from the npm registry into .node/$major/"
  rm -rf "$dir"
  mkdir -p "$dir"
  echo '{ "name": "node-'"$major"'", "private": true }' >"$dir/package.json"
  npm install --prefix "$dir" --no-audit --no-fund --no-package-lock "node@$major" >&2
  [ -x "$home/bin/node" ] || { say "no Node binary at $home/bin/node after the install"; exit 1; }
fi

# better-sqlite3: one build per addon version and Node ABI, swapped in and out.
sqlite="$root/node_modules/better-sqlite3"
if [ -d "$sqlite" ]; then
  addon="$sqlite/build/Release/better_sqlite3.node"
  cache="$root/.node/better-sqlite3"
  version=$(node -p "require('$sqlite/package.json').version")
  machine_build="$cache/$version-abi$(node -p process.versions.modules).node"
  target_build="$cache/$version-abi$("$home/bin/node" -p process.versions.modules).node"
  mkdir -p "$cache"
  if [ "$machine_build" != "$target_build" ]; then
    # The addon in place is the machine Node's after a normal install; keep a copy to put back.
    if [ ! -f "$machine_build" ] && node -e "require('$addon')" 2>/dev/null; then cp "$addon" "$machine_build"; fi
    if [ -f "$machine_build" ]; then trap 'cp "$machine_build" "$addon"' EXIT; fi
    if [ -f "$target_build" ]; then
      cp "$target_build" "$addon"
    else
      say "compiling better-sqlite3 $version for Node $major (about 70 s, once)"
      (cd "$root" && PATH="$home/bin:$PATH" npm_config_nodedir="$home" npm rebuild better-sqlite3 >&2)
      cp "$addon" "$target_build"
    fi
  fi
fi

# npm_config_nodedir overrides a nodedir in ~/.npmrc, so anything the command compiles is for this Node.
export PATH="$home/bin:$PATH" npm_config_nodedir="$home"
say "running on Node $(node --version) ($(command -v node)): $*"
"$@"
