#!/usr/bin/env bash
# scripts/test/check-production-install.sh: installs the release as docs/operations/deploy.md
# does, in an empty folder, and starts it (called by .ci/run after a build):
# package.json, package-lock.json, commands/run-built.js and build/ copied; `npm ci
# --omit=dev` (no dev dependency: no tsx, no Vite, no esbuild); `npm start`; GET /healthz
# and the home page; `npm run backup`. Needs `npm run build` first and the npm registry.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
fail() { echo "check-production-install: $*" >&2; exit 1; }
[ -f "$root/build/commands/start.js" ] && [ -f "$root/build/server/index.js" ] || fail "no build in $root/build: run npm run build first"

release=$(mktemp -d)
server=""
cleanup() {
  # The server was started in its own process group: stop it, nothing else.
  if [ -n "$server" ]; then kill -TERM -- "-$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$release"
}
trap cleanup EXIT

mkdir -p "$release/commands"
cp "$root/package.json" "$root/package-lock.json" "$release/"
cp "$root/commands/run-built.js" "$release/commands/"
cp -r "$root/build" "$release/build"

echo "check-production-install: npm ci --omit=dev in $release"
(cd "$release" && npm ci --omit=dev --no-audit --no-fund) || fail "npm ci --omit=dev refused the lock file or failed (above)"
# (TypeScript itself may be there: npm keeps it as an optional peer of @react-router/node,
# "devOptional" in the lock. Nothing at run time imports it: tests/http/production-build.test.ts.)
for dev in tsx vite esbuild @react-router/dev vitest; do
  [ ! -e "$release/node_modules/$dev" ] || fail "a dev dependency was installed: $dev"
done

port=$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
(cd "$release" && PORT=$port HOST=127.0.0.1 DATABASE_URL="file:$release/data/institute.db" exec setsid npm start >"$release/server.log" 2>&1) &
server=$!
for _ in $(seq 1 120); do
  [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/healthz" || true)" = 200 ] && break
  kill -0 "$server" 2>/dev/null || { cat "$release/server.log" >&2; fail "npm start exited (log above)"; }
  sleep 0.5
done
[ "$(curl -s "http://127.0.0.1:$port/healthz")" = ok ] || { cat "$release/server.log" >&2; fail "GET /healthz did not answer ok within 60 s (log above)"; }
[ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/")" = 200 ] || fail "GET / did not answer 200"
(cd "$release" && DATABASE_URL="file:$release/data/institute.db" npm run --silent backup -- --to "$release/backup.db") ||
  fail "npm run backup failed beside the running server"
echo "check-production-install: ok (npm ci --omit=dev, npm start, /healthz, a page, a backup; $(node --version))"
