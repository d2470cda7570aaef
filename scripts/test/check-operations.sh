#!/usr/bin/env bash
# scripts/test/check-operations.sh: checks the deployment files in docs/operations/ with the tools
# that will read them (called by .ci/run):
# - nginx.conf with `nginx -t`, inside a small wrapper config and with a throwaway
#   certificate in place of Let's Encrypt's;
# - Caddyfile with `caddy validate`;
# - the systemd units with `systemd-analyze verify`, where systemd is installed.
# nginx and Caddy are installed from Debian's packages when missing (as root, as in CI).
# Any failure stops the script with a line naming the file.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
ops="$root/docs/operations"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "check-operations: $*" >&2; exit 1; }

install_missing() { # COMMAND PACKAGE
  command -v "$1" >/dev/null 2>&1 && return
  [ "$(id -u)" -eq 0 ] || fail "$1 is not installed; install Debian's $2 package (apt-get install $2) or run this as root"
  echo "check-operations: installing $2 from Debian's packages…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "$2" >/dev/null
}

# A certificate for the names in the files, so nginx can load them as it will with Let's Encrypt's.
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj "/CN=www.example.edu.in" \
  -keyout "$work/privkey.pem" -out "$work/fullchain.pem" 2>/dev/null

install_missing nginx nginx
sed "s#/etc/letsencrypt/live/[^/]*/#$work/#g" "$ops/nginx.conf" >"$work/site.conf"
cat >"$work/nginx.conf" <<CONF
pid $work/nginx.pid;
error_log stderr;
events {}
http {
    access_log off;
    client_body_temp_path $work/body;
    proxy_temp_path $work/proxy;
    include $work/site.conf;
}
CONF
nginx -t -q -p "$work" -c "$work/nginx.conf" -e stderr || fail "docs/operations/nginx.conf: nginx -t refused it (above)"
echo "check-operations: docs/operations/nginx.conf ok ($(nginx -v 2>&1))"

install_missing caddy caddy
caddy validate --adapter caddyfile --config "$ops/Caddyfile" >"$work/caddy.log" 2>&1 ||
  { cat "$work/caddy.log" >&2; fail "docs/operations/Caddyfile: caddy validate refused it (above)"; }
echo "check-operations: docs/operations/Caddyfile ok ($(caddy version | cut -d' ' -f1))"

if command -v systemd-analyze >/dev/null 2>&1; then
  # Every line verify prints is a problem (an unknown key is only a warning to systemd, but
  # here a mistake), except that node is not at /usr/bin/node on this machine: its place on
  # the server is the deploy guide's.
  status=0
  output=$(SYSTEMD_LOG_LEVEL=warning systemd-analyze verify --man=no \
    "$ops/institute.service" "$ops/institute-backup.service" "$ops/institute-backup.timer" 2>&1) || status=$?
  problems=$(grep -v -e '^$' -e 'Command /usr/bin/node is not executable' <<<"$output" || true)
  if [ -n "$problems" ] || { [ "$status" -ne 0 ] && [ -x /usr/bin/node ]; }; then
    echo "$output" >&2
    fail "docs/operations/*.service, *.timer: systemd-analyze verify found problems (above)"
  fi
  echo "check-operations: the systemd units ok ($(systemd-analyze --version | head -1))"
else
  echo "check-operations: systemd-analyze is not installed; the unit files were not verified"
fi
